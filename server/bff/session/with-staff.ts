/**
 * The one chain every BFF route handler runs, top to bottom in this file:
 *
 *   frame (request id) → [methods: 405] → host ("Invalid domain name", 400) → same-origin writes, no cross-site request (403)
 *   → session (401; 401 `daily_login_expired` with the cookie cleared) → capability (403)
 *   → the handler → the session's Set-Cookie on its answer → `Cache-Control: no-store` and one
 *   request log line, whatever the answer.
 *
 *   // app/api/exports/items/route.ts (through csvDownloadRoute)
 *   export const GET = withStaff(async ({ account, token, request }) => …, { capability: "customerLookup" });
 *
 * The checks themselves are request-guard.ts `guardRequest` (pure functions of a Request); the
 * upstream proxy (server/bff/proxy/bff-proxy.ts `handleUpstreamProxy`) runs the same chain through
 * `serveStaffRequest` (its role comes from the matched row, checked in its handler), the CSV
 * downloads through `withStaff`; the sign-in handlers, which have no session yet, run the frame
 * alone (`inRequestFrame`).
 */
import "server-only";
import type { Environment } from "../../../lib/environment";
import type { Capability } from "../../../lib/roles";
import { getConfig } from "../config/config";
import { getLogger, logRequest } from "../logger";
import { guardRequest, requestIdOf, type BffDeps, type GuardedRequest } from "./request-guard";
import { applyCookies } from "./session";
import { jsonResponse, SESSION_GONE_PATH } from "../upstream/upstream";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { getAccessFallbackHTTPStatus, isHTTPAccessFallbackError } from "next/dist/client/components/http-access-fallback/http-access-fallback";
import { SESSION_EXPIRED_PATH, UNAUTHORIZED_PATH } from "../../../lib/auth-paths";
import { DAILY_LOGIN_EXPIRED, PERMISSION_DENIED } from "../../../lib/contract/session";
import { sessionEnded } from "./session-ended";

/** The running app's dependencies. */
export function bffDeps(): BffDeps {
  return { config: getConfig(), logger: getLogger() };
}

/** What the request log line names besides method, path, status and duration; filled in as the chain learns it. */
export interface RequestLogFields {
  staff_email: string | null;
  /** Named (null until known) only on the lines of the proxy and the sign-in handlers. */
  environment?: Environment | null;
  /** The proxy's matched row ("POST refunds") or the sign-in step ("auth login"). */
  route?: string;
}

/** The frame: one request id, then `Cache-Control: no-store` and one request log line on whatever `run` answers. */
export async function inRequestFrame(
  request: Request,
  deps: BffDeps,
  fields: RequestLogFields,
  run: (requestId: string, fields: RequestLogFields) => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request);
  const response = await run(requestId, fields);
  response.headers.set("cache-control", "no-store");
  const { staff_email, ...named } = fields;
  logRequest(deps.logger, {
    request_id: requestId,
    staff_email,
    method: request.method.toUpperCase(),
    path: new URL(request.url).pathname,
    status: response.status,
    duration_ms: performance.now() - started,
    ...named,
  });
  return response;
}

export interface StaffContext extends GuardedRequest {
  request: Request;
  deps: BffDeps;
  /** The request log line's fields: a handler names what it matched (`log.route`). */
  log: RequestLogFields;
}

export interface StaffRouteOptions {
  /** The role table's capability (lib/roles.ts) the account needs; omitted = any signed-in account. */
  capability?: Capability;
  /** The methods served at all, checked first (405 with `Allow`); omitted = the route file's exports decide. */
  methods?: readonly string[];
  /** The log line names the environment and the route (the proxy's line). */
  logRoute?: boolean;
  /** The `detail` of a 404 a helper signals with notFound() (default "Not found."). */
  notFoundDetail?: string;
}

/**
 * A route handler may use the server components' helpers (upstreamCall, the entity loaders), which
 * signal with Next's redirect() and notFound(): in a route handler those would answer a redirect to
 * a page, or an empty 404, where a fetch expects JSON. They are answered as the chain's own: the
 * upstream refused the token (redirect to session-gone) → the session destroyed, 401 SESSION_ENDED,
 * as the proxy answers; the role lacks a call's capability → 403; the daily sign-in expired → 401;
 * notFound() → 404 with a sentence. Anything else goes on.
 */
async function controlFlowAnswer(error: unknown, request: Request, deps: BffDeps, opts: StaffRouteOptions): Promise<Response | null> {
  if (isRedirectError(error)) {
    const to = getURLFromRedirectError(error);
    if (to.startsWith(SESSION_GONE_PATH)) return sessionEnded(request, deps);
    if (to.startsWith(UNAUTHORIZED_PATH)) return jsonResponse(403, PERMISSION_DENIED);
    if (to.startsWith(SESSION_EXPIRED_PATH)) return jsonResponse(401, DAILY_LOGIN_EXPIRED);
    return null;
  }
  if (isHTTPAccessFallbackError(error) && getAccessFallbackHTTPStatus(error) === 404) return jsonResponse(404, { detail: opts.notFoundDetail ?? "Not found." });
  return null;
}

/** The chain on one request: the frame, the checks, the handler, the session's cookies. */
export function serveStaffRequest(request: Request, deps: BffDeps, opts: StaffRouteOptions, handler: (ctx: StaffContext) => Promise<Response>): Promise<Response> {
  const fields: RequestLogFields = opts.logRoute ? { staff_email: null, environment: null, route: undefined } : { staff_email: null };
  return inRequestFrame(request, deps, fields, async (requestId, log) => {
    const method = request.method.toUpperCase();
    if (opts.methods && !opts.methods.includes(method)) {
      return jsonResponse(405, { detail: `Method "${method}" not allowed.` }, { headers: { allow: opts.methods.join(", ") } });
    }
    const guarded = await guardRequest(request, deps, { capability: opts.capability, requestId });
    if (guarded instanceof Response) return guarded;
    log.staff_email = guarded.account.email;
    if (opts.logRoute) log.environment = guarded.environment;
    let response: Response;
    try {
      response = await handler({ ...guarded, request, deps, log });
    } catch (error) {
      const answer = await controlFlowAnswer(error, request, deps, opts);
      if (!answer) throw error;
      return answer;
    }
    applyCookies(guarded.cookies, response.headers);
    return response;
  });
}

/**
 * A route handler behind the chain (in the style of dub's `withWorkspace`): the handler receives
 * the signed-in account, its token and environment, and the route's params.
 */
export function withStaff<P = Record<string, string | string[]>>(
  handler: (ctx: StaffContext & { params: P }) => Promise<Response>,
  opts: Pick<StaffRouteOptions, "capability" | "notFoundDetail"> & { deps?: () => BffDeps } = {},
): (request: Request, routeContext: { params: Promise<P> }) => Promise<Response> {
  const { deps, ...routeOptions } = opts;
  return async (request, routeContext) => serveStaffRequest(request, (deps ?? bffDeps)(), routeOptions, async (ctx) => handler({ ...ctx, params: await routeContext.params }));
}
