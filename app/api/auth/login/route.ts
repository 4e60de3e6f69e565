/** POST {email, password} (server/auth-handlers.ts). */
import { authDeps } from "@/server/auth-deps";
import { handleLogin } from "@/server/auth-handlers";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleLogin(request, authDeps());
