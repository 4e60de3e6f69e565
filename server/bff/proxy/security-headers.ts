/**
 * Security headers (issue 3 "Logging and headers"): a nonce-based CSP with frame-ancestors 'none'
 * (Next 16's CSP guide: the nonce goes into the request's CSP header, Next applies it to its own
 * scripts), nosniff, a Referrer-Policy, HSTS outside `local`. proxy.ts sets them on every page and
 * API response and on static files (_next/static, public/, their 404s). The request-independent list
 * is lib/security-headers.mjs, which next.config.mjs and the embedded API apply too.
 */
import type { Environment } from "../../../lib/environment";
import { HSTS_VALUE, STATIC_SECURITY_HEADERS } from "../../../lib/security-headers.mjs";

export { HSTS_VALUE, STATIC_SECURITY_HEADERS };

export function newNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString("base64");
}

export function contentSecurityPolicy(nonce: string, opts: { dev: boolean; environment: Environment | null }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes and the toast library's injected <style> need 'unsafe-inline' for
    // styles (a nonce here would disable it); scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (opts.environment !== "local" && opts.environment !== null) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function applySecurityHeaders(target: Headers, opts: { csp?: string; environment: Environment | null }): void {
  for (const [k, v] of Object.entries(STATIC_SECURITY_HEADERS)) target.set(k, v);
  if (opts.csp) target.set("content-security-policy", opts.csp);
  if (opts.environment !== null && opts.environment !== "local") target.set("strict-transport-security", HSTS_VALUE);
}
