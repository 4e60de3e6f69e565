/**
 * The answer to an upstream 401 on a signed-in call (the upstream no longer knows the token, e.g.
 * it was revoked): the session is over. Drops the upstream body, destroys the request's session
 * (its cookies cleared on the answer) and answers 401 SESSION_ENDED. Used by the proxy
 * (server/bff/proxy/bff-proxy.ts) and the CSV downloads (server/bff/pages/csv-download.ts, server/bff/pages/product-info-csv.ts).
 */
import "server-only";
import { SESSION_ENDED } from "../../../lib/contract/session";
import type { BffDeps } from "./request-guard";
import { applyCookies, destroyRequestSession, newCookieSink } from "./session";
import { jsonResponse } from "../upstream/upstream";

export async function upstreamSessionEnded(request: Request, answer: Response, deps: BffDeps): Promise<Response> {
  await answer.body?.cancel();
  return sessionEnded(request, deps);
}

/** The session is over (the upstream refused its token): destroyed, its cookies cleared, 401 SESSION_ENDED. */
export async function sessionEnded(request: Request, deps: BffDeps): Promise<Response> {
  const sink = newCookieSink();
  await destroyRequestSession(request, sink, { config: deps.config, now: deps.now });
  const ended = jsonResponse(401, SESSION_ENDED);
  applyCookies(sink, ended.headers);
  return ended;
}
