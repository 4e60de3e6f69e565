/** POST {email, password, code} (server/bff/session/auth-handlers.ts). */
import { authDeps } from "@/server/bff/session/auth-deps";
import { handleTotp } from "@/server/bff/session/auth-handlers";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleTotp(request, authDeps());
