/** POST {password, password_confirm, reset_token_id, reset_token_key} (server/auth-handlers.ts). */
import { authDeps } from "@/server/auth-deps";
import { handleResetPassword } from "@/server/auth-handlers";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleResetPassword(request, authDeps());
