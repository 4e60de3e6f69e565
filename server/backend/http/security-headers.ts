/**
 * Security headers on every answer of the embedded API (issue 7): the app's request-independent
 * list (lib/security-headers.mjs: nosniff, Referrer-Policy, X-Frame-Options, …), a CSP under which
 * a JSON answer loads and frames nothing, and `Cache-Control: no-store` unless a route chose its own
 * caching: answers carry customer data and tokens, and no shared or browser cache may keep them.
 * No HSTS: this API is the upstream of `local` and the tests only, served over plain HTTP.
 */
import type { MiddlewareHandler } from "hono";
import { NO_CONTENT_CSP, STATIC_SECURITY_HEADERS } from "../../../lib/security-headers.mjs";
import type { AppEnv } from "./context";

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) headers.set(name, value);
    headers.set("content-security-policy", NO_CONTENT_CSP);
    if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  };
}
