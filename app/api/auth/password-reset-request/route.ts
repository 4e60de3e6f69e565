/** POST {email} (server/bff/session/auth-handlers.ts). */
import { authDeps } from "@/server/bff/session/auth-deps";
import { handlePasswordResetRequest } from "@/server/bff/session/auth-handlers";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handlePasswordResetRequest(request, authDeps());
