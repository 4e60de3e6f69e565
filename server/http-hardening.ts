/**
 * Requests Next itself cannot answer properly, refused before Next sees them (installed once at
 * server start by instrumentation.ts):
 * - a method outside GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS: TRACE / TRACK are refused by
 *   the fetch `Request` Next builds for proxy.ts (Next answered 500), others (PROPFIND, …) got a
 *   bare 400 from Next's route handlers. → 405 with `Allow`, one rule for the whole app.
 * - an /api path with bad percent encoding (`/api/upstream/%ZZ`): Next's router fails to decode it
 *   and answered 500. → 400 JSON. A page path (`/customer-lookup/%ZZ`) goes on to proxy.ts, which
 *   rewrites it to the 404 page (server/page-proxy.ts).
 * The answers carry the headers every answer has (nosniff, no-store); JSON under /api, text elsewhere.
 */
import http from "node:http";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

export interface EarlyAnswer {
  status: 400 | 405;
  headers: Record<string, string>;
  body: string;
}

/** True when a path segment's percent encoding does not decode (a lone "%", "%ZZ", a broken UTF-8 sequence). */
export function hasBadPercentEncoding(rawUrl: string): boolean {
  const path = rawUrl.split(/[?#]/, 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The answer for a request Next must not see, or null to hand it to Next. */
export function earlyAnswer(method: string | undefined, rawUrl: string | undefined): EarlyAnswer | null {
  const url = rawUrl ?? "/";
  const api = url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
  const answer = (status: 400 | 405, detail: string, extra: Record<string, string> = {}): EarlyAnswer => ({
    status,
    headers: {
      "content-type": api ? "application/json" : "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      ...extra,
    },
    body: api ? JSON.stringify({ detail }) : detail,
  });
  const m = (method ?? "GET").toUpperCase();
  if (!ALLOWED.has(m)) return answer(405, `Method "${m}" not allowed.`, { allow: ALLOWED_METHODS.join(", ") });
  // Pages with a bad path are proxy.ts's: it rewrites them to the 404 page (server/page-proxy.ts).
  if (api && hasBadPercentEncoding(url)) return answer(400, "Bad request: the path is not valid percent-encoded text.");
  return null;
}

const INSTALLED = Symbol.for("bark.httpHardening");

/** Answers the early refusals on every HTTP server of this process, before its request listeners. */
export function installHttpHardening(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const early = earlyAnswer(req.method, req.url);
      if (early) {
        res.writeHead(early.status, early.headers);
        res.end(early.body);
        return true;
      }
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
