/**
 * The bare route handler `npm run bench:proxy` measures the guarded proxy against (issue 23): it
 * only opens the same iron-session cookie (every request, no cache) and pipes `fetch` of the same
 * upstream address back. No guard, no table, no revocation list, no log line, no paging rewrite.
 *
 * It exists in every build but answers only when BOTH hold, else the same 404 as an unlisted
 * proxy path:
 * - the server was started with BARK_BENCH_BARE_HANDLER=1 (scripts/bench-servers.ts sets it for
 *   its own `next start`; `npm start`, scripts/start.mjs and every deployment never do), and
 * - the request's host is the `local` environment (a production host never reaches it, even
 *   with the variable set by mistake).
 */
import "server-only";
import { unsealData } from "iron-session";
import { SESSION_TTL_SECONDS, type SessionData } from "../../../lib/contract/session";
import { APPLICATION_NAME } from "../../../lib/build-info";
import { upstreamBasesFor, type BffConfig } from "../config/config";
import { environmentOf, sealFromCookieHeader } from "../session/session";

import { BENCH_BARE_HANDLER_ENV, BENCH_BARE_PREFIX } from "./bench-bare-flag";

export { BENCH_BARE_HANDLER_ENV, BENCH_BARE_PREFIX };

const notFound = () => Response.json({ detail: "Not found." }, { status: 404, headers: { "cache-control": "no-store" } });

/** True when this process and this request may reach the bare handler. */
export function benchBareEnabled(request: Request, env: NodeJS.ProcessEnv = process.env): boolean {
  return env[BENCH_BARE_HANDLER_ENV] === "1" && environmentOf(request) === "local";
}

/** The runtime's own fetch, as the proxy uses it (Next wraps the global one for its data cache). */
function nativeFetch(): typeof fetch {
  return (globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch })._nextOriginalFetch ?? globalThis.fetch;
}

export async function benchBareHandler(request: Request, deps: { config: BffConfig; env?: NodeJS.ProcessEnv; fetch?: typeof fetch }): Promise<Response> {
  if (!benchBareEnabled(request, deps.env)) return notFound();
  const seal = sealFromCookieHeader(request.headers.get("cookie"));
  let data: Partial<SessionData> = {};
  if (seal) {
    try {
      data = await unsealData<SessionData>(seal, { password: deps.config.sessionPasswords, ttl: SESSION_TTL_SECONDS });
    } catch {
      data = {};
    }
  }
  if (!data.token) return Response.json({ detail: "Authentication credentials were not provided." }, { status: 401 });
  const base = upstreamBasesFor(deps.config, "local")!.api;
  const url = new URL(request.url);
  const answer = await (deps.fetch ?? nativeFetch())(`${base}${url.pathname.slice(BENCH_BARE_PREFIX.length)}${url.search}`, {
    headers: { authorization: `Token ${data.token}`, accept: "application/json", "x-application": APPLICATION_NAME },
    signal: request.signal,
  });
  return new Response(answer.body, { status: answer.status, headers: { "content-type": answer.headers.get("content-type") ?? "application/json" } });
}
