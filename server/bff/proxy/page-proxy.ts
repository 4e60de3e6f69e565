/**
 * The first guard, run by proxy.ts before anything renders (Next 16's middleware). It redirects
 * early; pages and route handlers check again (server/bff/session/guards.ts), so a request that gets around
 * this function gains nothing.
 *
 * - unknown host → 400 "Invalid domain name" (pages and /api alike)
 * - /api/** → passes to its handler (which runs every check itself); `Cache-Control: no-store`
 * - login-only pages → pass, except a signed-in, unexpired user goes to "/"
 * - no session → /login?next=<path+search>; day over → cookie cleared, /session-expired
 * - a role the table does not allow → the Unauthorized page (rewrite, URL unchanged)
 * Every response gets the security headers and a per-request CSP nonce.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { HOME_PATH, SESSION_EXPIRED_PATH, UNAUTHORIZED_PATH, loginPathWithNext } from "../../../lib/auth-paths";
import { environmentFromHost, INVALID_DOMAIN_MESSAGE, type Environment } from "../../../lib/environment";
import { matchPage } from "../../../lib/pages";
import { canSeePath, isPublicPath } from "../../../lib/roles";
import { NO_CONTENT_CSP } from "../../../lib/security-headers.mjs";
import { hasBadPercentEncoding } from "./http-hardening";
import type { Logger } from "../logger";
import { applySecurityHeaders, contentSecurityPolicy, newNonce } from "./security-headers";
import { applyCookies, newCookieSink, readRequestSessionState, type SessionDeps } from "../session/session";
import { REQUEST_DEADLINE_HEADER, REQUEST_ID_HEADER, REQUEST_PATH_HEADER } from "../upstream/upstream";

/**
 * Files served from public/ (and Next's metadata files) need no session. The extension alone is no
 * proof: a page with a dynamic last segment takes `/promotions/1.js` or `/customer-lookup/12__Jane_Doe.txt`
 * too, so a path lib/pages.ts matches is a page whatever its ending (see `isStaticFile`).
 */
const STATIC_FILE = /\.(?:svg|png|jpe?g|gif|webp|avif|ico|txt|xml|webmanifest|woff2?|ttf|css|js|map)$/i;

/** A static file's path: Next's own assets, or a file extension on a path that is no page. */
export function isStaticFile(pathname: string): boolean {
  return pathname.startsWith("/_next/") || (STATIC_FILE.test(pathname) && matchPage(pathname) === null);
}

/**
 * A path no route can match (a leading underscore makes an app/ folder private). A page path whose
 * percent encoding does not decode (`%ZZ`, `%FF`) is rewritten here: Next's parameter decoding
 * answers it with a bare 500 (even after a rewrite to an escaped form), while NOT_A_PAGE gets
 * Next's 404 page with status 404.
 */
export const NOT_A_PAGE = "/_not-a-page";

/** A browser's navigation by an HTML form's POST (Sec-Fetch-Mode: navigate, a form's content type). */
function isFormNavigation(request: NextRequest): boolean {
  if (request.method.toUpperCase() !== "POST" || request.headers.get("sec-fetch-mode") !== "navigate") return false;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** The methods a page answers; any other → 405 with Allow. */
export const PAGE_METHODS: readonly string[] = ["GET", "HEAD"];

export interface PageProxyDeps extends SessionDeps {
  dev?: boolean;
  /** One line per page request: who, what, and what this guard decided (API handlers log their own). */
  logger?: Logger;
}

export async function pageProxy(request: NextRequest, deps: PageProxyDeps): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  const isApi = pathname === "/api" || pathname.startsWith("/api/");
  const environment = environmentFromHost(request.headers.get("host"));
  if (!environment) {
    const res = isApi
      ? Response.json({ detail: INVALID_DOMAIN_MESSAGE }, { status: 400 })
      : new Response(INVALID_DOMAIN_MESSAGE, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
    applySecurityHeaders(res.headers, { environment: null, csp: NO_CONTENT_CSP });
    res.headers.set("cache-control", "no-store");
    return res;
  }

  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { dev: deps.dev ?? false, environment });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.set(REQUEST_ID_HEADER, randomUUID());
  requestHeaders.set(REQUEST_PATH_HEADER, `${pathname}${search}`);
  // One timeout per page: the render's session check and data calls share this deadline.
  requestHeaders.set(REQUEST_DEADLINE_HEADER, String(Date.now() + deps.config.upstreamTimeoutMs));

  const finish = (res: NextResponse | Response, env: Environment = environment): Response => {
    applySecurityHeaders(res.headers, { csp, environment: env });
    return res;
  };
  const badPath = !isApi && hasBadPercentEncoding(pathname);
  const pass = () =>
    finish(
      badPath
        ? NextResponse.rewrite(new URL(NOT_A_PAGE, request.nextUrl), { request: { headers: requestHeaders } })
        : NextResponse.next({ request: { headers: requestHeaders } }),
    );
  const redirectTo = (path: string) => finish(NextResponse.redirect(new URL(path, request.nextUrl), 307));

  if (isApi) {
    const res = pass();
    res.headers.set("cache-control", "no-store");
    return res;
  }
  if (isStaticFile(pathname)) return pass();
  // Pages answer GET and HEAD only (the app has no server actions): PATCH, PUT, DELETE, POST… → 405.
  // But a browser's own form submit (a kit form sent before the page's scripts ran: POST, never GET,
  // components/ui/form.tsx) goes back to the page by GET, its body unread, so the agent can submit again.
  // The page's own query goes along (sign-in's `next`).
  if (isFormNavigation(request)) return finish(new Response(null, { status: 303, headers: { location: `${request.nextUrl.pathname}${request.nextUrl.search}`, "cache-control": "no-store" } }));
  if (!PAGE_METHODS.includes(request.method.toUpperCase())) {
    const res = new Response("Method Not Allowed", { status: 405, headers: { allow: PAGE_METHODS.join(", "), "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
    return finish(res);
  }

  const started = performance.now();
  const requestId = requestHeaders.get(REQUEST_ID_HEADER)!;
  const sink = newCookieSink();
  const state = await readRequestSessionState(request, deps, sink);
  const decided = (res: Response, decision: "pass" | "redirect" | "unauthorized") => {
    applyCookies(sink, res.headers);
    deps.logger?.info(
      {
        request_id: requestId,
        staff_email: state.status === "active" ? state.account.email : null,
        method: request.method,
        path: pathname,
        decision,
        status: decision === "pass" ? undefined : decision === "unauthorized" ? 403 : res.status,
        location: res.headers.get("location") ?? undefined,
        session: state.status,
        duration_ms: Math.round((performance.now() - started) * 100) / 100,
      },
      "page",
    );
    return res;
  };
  const withCookies = (res: Response) => decided(res, res.status >= 300 && res.status < 400 ? "redirect" : "pass");

  if (isPublicPath(pathname)) {
    if (state.status === "active") return withCookies(redirectTo(HOME_PATH));
    return withCookies(pass());
  }
  if (pathname === SESSION_EXPIRED_PATH) return withCookies(pass());
  if (state.status === "anonymous") return withCookies(redirectTo(loginPathWithNext(`${pathname}${search}`)));
  if (state.status === "expired") return withCookies(redirectTo(SESSION_EXPIRED_PATH));
  if (pathname === UNAUTHORIZED_PATH) return withCookies(pass());
  if (!canSeePath(state.account, pathname)) {
    return decided(finish(NextResponse.rewrite(new URL(UNAUTHORIZED_PATH, request.nextUrl), { status: 403, request: { headers: requestHeaders } })), "unauthorized");
  }
  return withCookies(pass());
}
