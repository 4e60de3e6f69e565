/**
 * Requests Next itself cannot answer properly, refused before Next sees them (installed once at
 * server start by instrumentation.ts):
 * - a method outside GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS: TRACE / TRACK are refused by
 *   the fetch `Request` Next builds for proxy.ts (Next answered 500), others (PROPFIND, …) got a
 *   bare 400 from Next's route handlers. → 405 with `Allow`, one rule for the whole app.
 * - an /api path with bad percent encoding (`/api/upstream/%ZZ`): Next's router fails to decode it
 *   and answered 500. → 400 JSON. A page path (`/customer-lookup/%ZZ`) goes on to proxy.ts, which
 *   rewrites it to the 404 page (server/bff/proxy/page-proxy.ts).
 * The answers carry the headers every answer has (lib/security-headers.mjs, the CSP of an answer
 * that is not a page, no-store); JSON under /api, text elsewhere.
 *
 * It also stamps every request with the address of the peer that opened the connection
 * (CLIENT_ADDRESS_HEADER), replacing whatever the client sent under that name: Next's route
 * handlers see no socket, and the sign-in throttle's per-address limit needs it (server/bff/store/throttle.ts).
 */
import http from "node:http";
import { NO_CONTENT_CSP, STATIC_SECURITY_HEADERS } from "../../../lib/security-headers.mjs";

/**
 * The request header carrying the connection's peer address to proxy.ts and the route handlers.
 * Set by the request hook below on every request, after deleting any value the client sent, so a
 * handler can trust it.
 */
export const CLIENT_ADDRESS_HEADER = "x-bark-client-address";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

export interface EarlyAnswer {
  status: 400 | 405;
  headers: Record<string, string>;
  body: string;
}

/**
 * True when the path's percent encoding does not decode (a lone "%", "%ZZ", a broken UTF-8
 * sequence); the query is not looked at. The one rule for the app: this hook refuses such /api
 * paths, proxy.ts (server/bff/proxy/page-proxy.ts) rewrites such page paths to the 404 page.
 */
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
      ...STATIC_SECURITY_HEADERS,
      "content-security-policy": NO_CONTENT_CSP,
      "content-type": api ? "application/json" : "text/plain; charset=utf-8",
      "cache-control": "no-store",
      ...extra,
    },
    body: api ? JSON.stringify({ detail }) : detail,
  });
  const m = (method ?? "GET").toUpperCase();
  if (!ALLOWED.has(m)) return answer(405, `Method "${m}" not allowed.`, { allow: ALLOWED_METHODS.join(", ") });
  // Pages with a bad path are proxy.ts's: it rewrites them to the 404 page (server/bff/proxy/page-proxy.ts).
  if (api && hasBadPercentEncoding(url)) return answer(400, "Bad request: the path is not valid percent-encoded text.");
  return null;
}

/**
 * Replaces any client-sent CLIENT_ADDRESS_HEADER with the connection's peer address (none when the
 * socket no longer knows it). Node folds a repeated header into `headers`; `rawHeaders` is
 * filtered too, so no copy of the client's value survives.
 */
export function stampClientAddress(req: http.IncomingMessage): void {
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(i, 2);
  const address = req.socket?.remoteAddress;
  if (address) {
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    raw.push(CLIENT_ADDRESS_HEADER, address);
  }
}

const INSTALLED = Symbol.for("bark.httpHardening");

/**
 * On every HTTP server of this process, before its request listeners: answers the early refusals,
 * and stamps the others with the client's address.
 */
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
      stampClientAddress(req);
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
