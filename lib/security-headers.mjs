/**
 * The security headers that do not depend on the request: the one list. Plain JavaScript because
 * next.config.mjs imports it too (Node loads the config without TypeScript); the types are in
 * security-headers.d.mts. server/bff/proxy/security-headers.ts (proxy.ts: pages, route handlers, static
 * files) and server/backend/http/security-headers.ts (the embedded API) apply it.
 */

/** Every answer of the app and of the embedded API. */
export const STATIC_SECURITY_HEADERS = Object.freeze({
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "cross-origin-opener-policy": "same-origin",
});

/** Strict-Transport-Security outside `local` (its environment comes from the request's host). */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** The CSP of answers that are never a page (JSON, plain-text errors): nothing loads, nothing frames. */
export const NO_CONTENT_CSP = "default-src 'none'; frame-ancestors 'none'";
