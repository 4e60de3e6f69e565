/** POST {email, password} (server/bff/session/auth-handlers.ts). */
import { authDeps } from "@/server/bff/session/auth-deps";
import { handleLogin } from "@/server/bff/session/auth-handlers";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleLogin(request, authDeps());
