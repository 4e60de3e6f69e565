/** POST {password, password_confirm, reset_token_id, reset_token_key} (server/bff/session/auth-handlers.ts). */
import { authDeps } from "@/server/bff/session/auth-deps";
import { handleResetPassword } from "@/server/bff/session/auth-handlers";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleResetPassword(request, authDeps());
