/** GET ?next=…: drops a session the upstream no longer accepts, then /login (server/bff/session/auth-handlers.ts). */
import { bffDeps } from "@/server/bff/session/with-staff";
import { handleSessionGone } from "@/server/bff/session/auth-handlers";

export const dynamic = "force-dynamic";

export const GET = (request: Request) => handleSessionGone(request, bffDeps());
