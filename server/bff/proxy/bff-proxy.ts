/**
 * The guarded upstream proxy: `/api/upstream/<path>` → the upstream of the request's environment,
 * driven by THE table of lib/upstream-routes.ts. A pure function of a Request and its
 * dependencies; app/api/upstream/[...path]/route.ts only adapts it.
 *
 * Order: host ("Invalid domain name") → method (405) → same-origin writes (403) → session (401) →
 * table (404, no upstream call) → same-origin for a sensitive row whatever its method (403) →
 * role (403) → query/body schemas (400 {field: [msg]}; a row without a query schema sends no
 * query, one with a schema only the parameters it reads) → an idempotent row's Idempotency-Key (400, lib/contract/idempotency.ts) → upstream (504/502 JSON on timeout/unreachable; a 5xx or non-JSON error answer → the
 * generic `{detail}` of server/bff/upstream/upstream.ts, its body logged only; 401 → session destroyed and 401)
 * → the answer streamed back with `Cache-Control: no-store`. One request log line; one audit line
 * per write and per call of a sensitive row.
 */
import "server-only";
import { createHash } from "node:crypto";
import { can } from "../../../lib/roles";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf, idempotencyKeyRequired, keyRefused, MAX_BROWSER_IDEMPOTENCY_KEY_LENGTH } from "../../../lib/contract/idempotency";
import {
  UPSTREAM_PROXY_PREFIX,
  matchUpstreamRoute,
  MUTATING_METHODS,
  PROXY_METHODS,
  UPSTREAM_MATCH_TABLE,
  type ProxyMethod,
  type UpstreamRoute,
} from "../../../lib/upstream-routes";
import { zodFieldErrors } from "../../../lib/contract/field-errors";
import { logAudit } from "../logger";
import { PERMISSION_DENIED } from "../../../lib/contract/session";
import { CROSS_SITE_REFUSED, isSameOrigin, readJsonBody, type BffDeps } from "../session/request-guard";
import { serveStaffRequest, type StaffContext } from "../session/with-staff";
import { upstreamSessionEnded } from "../session/session-ended";
import { AnswerTooLargeError, jsonResponse, localPagingLinks, readAnswerText, toSearchParams, upstreamFetch, UPSTREAM_MESSAGES } from "../upstream/upstream";

export { UPSTREAM_PROXY_PREFIX };

export interface ProxyDeps extends BffDeps {
  /** The table; tests hand in their own rows. */
  routes?: readonly UpstreamRoute[];
}

/** Response headers of the upstream that reach the browser; everything else stays behind. */
const PASSED_RESPONSE_HEADERS = ["content-type", "content-disposition", "content-length", "content-language", "last-modified", "etag"];

/** Decoded path segments after the prefix, or null when one is not a plain segment. */
export function proxiedSegments(pathname: string): { segments: string[] } | null {
  if (!pathname.startsWith(UPSTREAM_PROXY_PREFIX)) return null;
  const raw = pathname.slice(UPSTREAM_PROXY_PREFIX.length).split("/");
  const segments: string[] = [];
  for (const part of raw) {
    if (part === "") continue;
    let s: string;
    try {
      s = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (s === "." || s === ".." || /[/\\\u0000-\u001f\u007f]/.test(s)) return null;
    segments.push(s);
  }
  return { segments };
}

const NOT_FOUND = { detail: "Not found." } as const;

/**
 * The Idempotency-Key as it goes upstream: scoped to the staff member and the environment (a
 * short hash of both in front), so one member's key never replays another member's answer.
 */
export function scopedIdempotencyKey(key: string, staffEmail: string, environment: string): string {
  const scope = createHash("sha256").update(`${environment}\u0000${staffEmail.toLowerCase()}`).digest("hex").slice(0, 16);
  return `${scope}.${key}`;
}

/** Request headers that go upstream: accept, and the staff-scoped idempotency key (already checked) of an idempotent row. */
function proxiedHeaders(request: Request, idempotencyKey: string | null, guarded: { account: { email: string }; environment: string }): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  const accept = request.headers.get("accept");
  if (accept) out.accept = accept;
  if (idempotencyKey !== null) out[IDEMPOTENCY_KEY_HEADER] = scopedIdempotencyKey(idempotencyKey, guarded.account.email, guarded.environment);
  return Object.keys(out).length ? out : undefined;
}

/**
 * A list answer read (at most MAX_READ_ANSWER_BYTES) with its paging links made local. An answer
 * whose links need no change (a JSON value that is no envelope, or an envelope whose `next` and
 * `previous` are both null: one page) goes out as the upstream's text, not written again.
 */
async function pagedAnswer(answer: Response, proxyPath: string, headers: Headers): Promise<Response> {
  let text: string;
  try {
    text = await readAnswerText(answer);
  } catch (err) {
    if (err instanceof AnswerTooLargeError) return jsonResponse(502, err.data);
    throw err;
  }
  headers.delete("content-length");
  let data: unknown;
  try {
    data = text === "" ? undefined : JSON.parse(text);
  } catch {
    // Said JSON, is not: passed on as a JSON string, as readUpstreamBody reads it.
    return new Response(JSON.stringify(text), { status: answer.status, headers });
  }
  const local = localPagingLinks(data, proxyPath);
  const page = data as { next?: unknown; previous?: unknown } | undefined;
  if (local === data || (page?.next === null && page?.previous === null)) return new Response(text === "" ? undefined : text, { status: answer.status, headers });
  return new Response(JSON.stringify(local), { status: answer.status, headers });
}

export async function handleUpstreamProxy(request: Request, deps: ProxyDeps): Promise<Response> {
  // The route-handler chain (server/bff/session/with-staff.ts): method (405) → host → same-origin writes → session;
  // the role comes from the matched row, checked below.
  return serveStaffRequest(request, deps, { methods: PROXY_METHODS, logRoute: true }, (ctx) => proxied(ctx, deps));
}

async function proxied(guarded: StaffContext, deps: ProxyDeps): Promise<Response> {
  const { request, requestId } = guarded;
  const url = new URL(request.url);
  const method = request.method.toUpperCase();

  const parsedPath = proxiedSegments(url.pathname);
  const match = parsedPath ? matchUpstreamRoute(method, parsedPath.segments, deps.routes ?? UPSTREAM_MATCH_TABLE) : null;
  if (!parsedPath || !match) return jsonResponse(404, NOT_FOUND);
  guarded.log.route = `${match.route.method} ${match.route.path}`;
  // A sensitive row (e.g. login-as-customer) must come from a page of this site even as a GET.
  if (match.route.sensitive && !isSameOrigin(request)) return jsonResponse(403, CROSS_SITE_REFUSED);
  if (!can(guarded.account, match.route.capability)) return jsonResponse(403, PERMISSION_DENIED);

  // Query: validated when the row has a schema, and re-serialized from what it read (text trimmed or
  // upper-cased, defaults such as page=1 filled in); a value the schema parses into an object does
  // not print back as its text (`ordering=-email` parses to {key, desc}), so it goes on as the
  // browser wrote it. A row without a schema sends no query.
  let query = new URLSearchParams();
  if (match.route.query) {
    const sent = Object.fromEntries(url.searchParams);
    const result = match.route.query.safeParse(sent);
    if (!result.success) return jsonResponse(400, zodFieldErrors(result.error));
    const read = result.data as Record<string, unknown>;
    query = toSearchParams(Object.fromEntries(Object.entries(read).map(([name, value]) => [name, value !== null && typeof value === "object" && !Array.isArray(value) ? sent[name] : value])));
  }

  // Body: JSON validated by the row's schema; rows without one send nothing.
  let body: unknown = undefined;
  if (match.route.body) {
    const parsed = await readJsonBody(request, match.route.body);
    if (parsed instanceof Response) return parsed;
    body = parsed.value;
  }

  // An idempotent row: the key rule of lib/contract/idempotency.ts (a browser key of at most 180 characters), else 400.
  let idempotencyKey: string | null = null;
  if (match.route.idempotent) {
    idempotencyKey = idempotencyKeyOf(request.headers, MAX_BROWSER_IDEMPOTENCY_KEY_LENGTH);
    if (keyRefused(match.route.idempotent, request.headers, idempotencyKey)) return jsonResponse(400, idempotencyKeyRequired());
  }

  // The row's spelling of the path, whatever the browser typed: the trailing slash is the upstream's
  // (GET bark_user/ lists, POST/PUT bark_user write; without it a Django-style upstream redirects or routes to another view).
  const upstreamPath = parsedPath.segments.map(encodeURIComponent).join("/") + (match.route.path.endsWith("/") ? "/" : "");
  const answer = await upstreamFetch(
    {
      environment: guarded.environment,
      path: upstreamPath,
      method,
      token: guarded.token,
      query,
      body,
      signal: request.signal,
      requestId,
      headers: proxiedHeaders(request, idempotencyKey, guarded),
      sensitive: match.route.sensitive,
    },
    deps,
  );

  let response: Response;
  if (answer.status === 401) {
    response = await upstreamSessionEnded(request, answer, deps);
  } else if (answer.status >= 300 && answer.status < 400) {
    await answer.body?.cancel();
    response = jsonResponse(502, { detail: UPSTREAM_MESSAGES.redirect });
  } else {
    const headers = new Headers();
    for (const name of PASSED_RESPONSE_HEADERS) {
      const v = answer.headers.get(name);
      if (v !== null) headers.set(name, v);
    }
    // Bodies stream through (CSV exports); null for statuses that carry none.
    const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
    if (match.route.paged && answer.ok && !empty && /json/i.test(answer.headers.get("content-type") ?? "")) {
      // A list: its `next`/`previous` name this proxy's own path, never the upstream's address.
      response = await pagedAnswer(answer, url.pathname, headers);
    } else response = new Response(empty ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers });
  }

  if (match.route.sensitive || (MUTATING_METHODS as readonly ProxyMethod[]).includes(method as ProxyMethod)) {
    logAudit(deps.logger, {
      request_id: requestId,
      staff_email: guarded.account.email,
      method,
      path: upstreamPath,
      route: match.route.path,
      // The ids a call names in its path, and (a validated query) in its query: impersonate's account_id.
      object_ids: { ...Object.fromEntries(query), ...match.params },
      status: response.status,
      environment: guarded.environment,
    });
  }
  return response;
}
