/** POST {email, password, code} (server/auth-handlers.ts). */
import { authDeps } from "@/server/auth-deps";
import { handleTotp } from "@/server/auth-handlers";

export const dynamic = "force-dynamic";

export const POST = (request: Request) => handleTotp(request, authDeps());
