/**
 * Next 16's `proxy.ts` (the design card's middleware.ts): the early guard and the security
 * headers of every request. The logic is server/bff/proxy/page-proxy.ts; pages and route handlers check again.
 */
import type { NextRequest } from "next/server";
import { getConfig } from "./server/bff/config/config";
import { getLogger } from "./server/bff/logger";
import { pageProxy } from "./server/bff/proxy/page-proxy";

export function proxy(request: NextRequest): Promise<Response> {
  return pageProxy(request, { config: getConfig(), logger: getLogger(), dev: process.env.NODE_ENV === "development" });
}

// Every path, static files included: they and their 404s get the security headers too.
export const config = {
  matcher: ["/:path*"],
};
