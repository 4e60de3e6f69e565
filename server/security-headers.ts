/**
 * Security headers (issue 3 "Logging and headers"): a nonce-based CSP with frame-ancestors 'none'
 * (Next 16's CSP guide: the nonce goes into the request's CSP header, Next applies it to its own
 * scripts), nosniff, a Referrer-Policy, HSTS outside `local`. proxy.ts sets them on every page and
 * API response; next.config.mjs repeats the static ones for files proxy.ts does not see.
 */
import type { Environment } from "../lib/environment";

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

/** The headers that do not depend on the request (also in next.config.mjs for static files). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "cross-origin-opener-policy": "same-origin",
};

export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

export function applySecurityHeaders(target: Headers, opts: { csp?: string; environment: Environment | null }): void {
  for (const [k, v] of Object.entries(STATIC_SECURITY_HEADERS)) target.set(k, v);
  if (opts.csp) target.set("content-security-policy", opts.csp);
  if (opts.environment !== null && opts.environment !== "local") target.set("strict-transport-security", HSTS_VALUE);
}
