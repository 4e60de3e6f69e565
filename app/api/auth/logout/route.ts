/** POST (server/bff/session/auth-handlers.ts). */
import { authDeps } from "@/server/bff/session/auth-deps";
import { handleLogout } from "@/server/bff/session/auth-handlers";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleLogout(request, authDeps());
