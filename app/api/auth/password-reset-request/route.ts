/** POST {email} (server/auth-handlers.ts). */
import { authDeps } from "@/server/auth-deps";
import { handlePasswordResetRequest } from "@/server/auth-handlers";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handlePasswordResetRequest(request, authDeps());
