/** The one guarded upstream proxy (server/bff/proxy/bff-proxy.ts; the table is lib/upstream-routes.ts). */
import { bffDeps } from "@/server/bff/session/with-staff";
import { handleUpstreamProxy } from "@/server/bff/proxy/bff-proxy";

export const dynamic = "force-dynamic";

const handle = (request: Request) => handleUpstreamProxy(request, bffDeps());

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
