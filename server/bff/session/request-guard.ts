/**
 * The checks every BFF route handler makes before it does anything, as pure functions of a
 * `Request` and injected dependencies (tested without Next's runtime):
 * host → environment ("Invalid domain name"), same-origin for writes and no request the browser
 * calls cross-site (isCrossSiteRequest), session (anonymous / daily-expired), and the role table.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { DAILY_LOGIN_EXPIRED, NOT_AUTHENTICATED, PERMISSION_DENIED, type StaffAccount } from "../../../lib/contract/session";
import { INVALID_DOMAIN_MESSAGE, type Environment } from "../../../lib/environment";
import { can, type Capability } from "../../../lib/roles";
import { isWellFormedRequestId } from "../../../lib/request-id";
import type { BffConfig } from "../config/config-core";
import type { Logger } from "../logger";
import { applyCookies, environmentOf, newCookieSink, readRequestSessionState, type CookieSink } from "./session";
import { zodFieldErrors } from "../../../lib/contract/field-errors";
import { isJsonContentType, JSON_CONTENT_TYPE_MESSAGE, JSON_PARSE_ERROR_MESSAGE, JSON_TOO_DEEP_MESSAGE, jsonTooDeep, REQUEST_TOO_LARGE_MESSAGE } from "../../../lib/json-depth";
import { jsonResponse, REQUEST_ID_HEADER } from "../upstream/upstream";

export interface BffDeps {
  config: BffConfig;
  fetch?: typeof fetch;
  now?: () => Date;
  logger: Logger;
}

export const CROSS_SITE_REFUSED = { detail: "Cross-site request refused." } as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return isWellFormedRequestId(given) ? given : randomUUID();
}

export { environmentOf };

export function invalidDomainResponse(): Response {
  return jsonResponse(400, { detail: INVALID_DOMAIN_MESSAGE });
}

/**
 * A write must come from a page of this site: its `Origin` names this host, or (no Origin) the
 * browser says `Sec-Fetch-Site: same-origin`. Reads always pass.
 */
export function isSameOriginWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  return isSameOrigin(request);
}

/**
 * The scheme pages of this site are served with: https outside `local` (the session cookie is
 * Secure there), the request's own scheme on `local`.
 */
function siteScheme(request: Request): string {
  const environment = environmentOf(request);
  if (environment !== null && environment !== "local") return "https:";
  return new URL(request.url).protocol;
}

/**
 * The request comes from a page of this site, whatever its method (sensitive reads): its Origin
 * has this site's scheme, host and port (an `ftp://` or `http://` origin of an https host is
 * another origin), or, without an Origin, the browser says `Sec-Fetch-Site: same-origin`.
 */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get("host") ?? new URL(request.url).host;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (origin === "null") return false;
    try {
      const url = new URL(origin);
      // new URL drops a default port (https://x:443 → x), as a Host header without one reads.
      const expected = new URL(`${siteScheme(request)}//${host}`);
      return url.protocol === expected.protocol && url.host.toLowerCase() === expected.host.toLowerCase();
    } catch {
      return false;
    }
  }
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/**
 * The browser says the request comes from another site: `Sec-Fetch-Site` cross-site or same-site
 * (a page of a sibling host), or an Origin that is not this site's. The session cookie is
 * SameSite=Lax, so a link or a script on another site that navigates the staff member's browser
 * here carries it: a read that changes something (a CSV download is recorded in the audit log;
 * the session-gone route drops the cookie) must not act on such a request. A request that says
 * nothing (no Sec-Fetch-Site, no Origin: a tool, an old browser) is not called cross-site, and
 * neither is a typed address or a bookmark (`none`).
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  return request.headers.get("origin") !== null && !isSameOrigin(request);
}

export interface GuardedRequest {
  environment: Environment;
  account: StaffAccount;
  token: string;
  requestId: string;
  /** Set-Cookie headers to add to whatever the handler answers. */
  cookies: CookieSink;
}

/**
 * Runs the checks; a Response means "answer this and stop" (already carrying any cookie-clearing
 * header). `capability` omitted = any signed-in, unexpired user.
 */
export async function guardRequest(
  request: Request,
  deps: BffDeps,
  opts: { capability?: Capability; requestId?: string } = {},
): Promise<GuardedRequest | Response> {
  const environment = environmentOf(request);
  if (!environment) return invalidDomainResponse();
  // Writes: same-origin; every request (reads too: a download is recorded): not one the browser says is cross-site.
  if (!isSameOriginWrite(request) || isCrossSiteRequest(request)) return jsonResponse(403, CROSS_SITE_REFUSED);
  const sink = newCookieSink();
  const state = await readRequestSessionState(request, { config: deps.config, now: deps.now }, sink);
  if (state.status !== "active") {
    // A revoked, foreign, unreadable or day-over cookie: the sink holds its clearing Set-Cookie.
    const res = jsonResponse(401, state.status === "expired" ? DAILY_LOGIN_EXPIRED : NOT_AUTHENTICATED);
    applyCookies(sink, res.headers);
    return res;
  }
  if (opts.capability && !can(state.account, opts.capability)) return jsonResponse(403, PERMISSION_DENIED);
  return {
    environment,
    account: state.account,
    token: state.token,
    requestId: opts.requestId ?? requestIdOf(request),
    cookies: sink,
  };
}

/** Largest JSON body the BFF accepts (proxy and sign-in handlers). */
export const MAX_PROXY_BODY_BYTES = 1024 * 1024;

/**
 * A JSON body validated by `schema`: 413 when too large, 415 when a body is sent as anything but
 * JSON (lib/json-depth.ts `isJsonContentType`), 400 for malformed JSON or field errors.
 */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ value: z.infer<S> } | Response> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_PROXY_BODY_BYTES) return jsonResponse(413, { detail: REQUEST_TOO_LARGE_MESSAGE });
  let text: string;
  try {
    text = await request.text();
  } catch {
    return jsonResponse(400, { detail: "The request body could not be read." });
  }
  if (text.length > MAX_PROXY_BODY_BYTES) return jsonResponse(413, { detail: REQUEST_TOO_LARGE_MESSAGE });
  if (text.trim() !== "" && !isJsonContentType(request.headers.get("content-type"))) return jsonResponse(415, { detail: JSON_CONTENT_TYPE_MESSAGE });
  if (jsonTooDeep(text)) return jsonResponse(400, { detail: JSON_TOO_DEEP_MESSAGE });
  let raw: unknown;
  try {
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return jsonResponse(400, { detail: JSON_PARSE_ERROR_MESSAGE });
  }
  const result = schema.safeParse(raw);
  if (!result.success) return jsonResponse(400, zodFieldErrors(result.error, schema));
  return { value: result.data };
}
