/** POST (server/auth-handlers.ts). */
import { authDeps } from "@/server/auth-deps";
import { handleLogout } from "@/server/auth-handlers";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleLogout(request, authDeps());
