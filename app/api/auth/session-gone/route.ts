/** GET ?next=…: drops a session the upstream no longer accepts, then /login (server/auth-handlers.ts). */
import { bffDeps } from "@/server/guards";
import { handleSessionGone } from "@/server/auth-handlers";

export const dynamic = "force-dynamic";

export const GET = (request: Request) => handleSessionGone(request, bffDeps());
