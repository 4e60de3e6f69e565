/**
 * The upstream client: the base address by the request's
 * environment; `Authorization: Token {token}`, `x-application`, `x-fe-gh-commit-hash`,
 * `x-fe-build-date`; a timeout (→ 504 JSON); unreachable (→ 502 UPSTREAM_UNREACHABLE, coded), or a change
 * whose connection broke after it may have been sent (a reset: → 502 UPSTREAM_CONNECTION_LOST, coded); redirects not
 * followed; a GET retried once on a network failure (on a new connection), never a write; the caller's abort signal
 * aborts the call; bodies are streamed, never buffered.
 *
 * The calls go out through node:http(s) with a keep-alive agent, not the runtime's fetch: a page
 * makes several per view and fetch's machinery (web streams, Headers, signal composition, Next's
 * and React's wrappers) cost more CPU than the call itself (issue 23). `deps.fetch`, when given
 * (tests: an API in process, a failing network), is called instead with fetch's arguments.
 *
 * - `upstreamFetch(call, deps)`: the low level, returns the upstream's streamed Response (or a
 *   502/504 JSON Response); used only here and by the proxy route (server/bff/proxy/bff-proxy.ts), whose
 *   rows are descriptors too. An upstream error
 *   answer that is a 5xx, or is not JSON, never passes: it becomes the generic error convention
 *   (5xx → 502 `{detail}`; a non-JSON 4xx keeps its status with `{detail}`), its body goes to the
 *   log only.
 * - `upstreamCall(endpoint, input)`: for server components and actions; the method and the path
 *   come from an endpoint descriptor of lib/contract, the token from the session; a role the
 *   descriptor's capability excludes goes to the Unauthorized page before any upstream request;
 *   the answer is checked against the descriptor's response schema; throws UpstreamError on
 *   non-2xx (and a 502 one when the answer does not match the schema).
 * - `callAuth(endpoint, input, deps)`: the sign-in handlers' and the guards' calls of the auth
 *   base (lib/contract/auth.ts `authEndpoints`); method and path from the descriptor, the token
 *   where it requires one; answers upstreamFetch's Response (the handlers read its status), and
 *   `readAuthAnswer` parses a 2xx one by the descriptor's response schema.
 */
import "server-only";
import { Agent as HttpAgent, request as httpRequest, validateHeaderName, validateHeaderValue, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { finished } from "node:stream/promises";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { SESSION_EXPIRED_PATH, UNAUTHORIZED_PATH, loginPathWithNext } from "../../../lib/auth-paths";
import { APPLICATION_NAME, BUILD_INFO } from "../../../lib/build-info";
import { environmentFromHost, INVALID_DOMAIN_MESSAGE, type Environment } from "../../../lib/environment";
import {
  buildPath,
  type AnyEndpoint,
  type ApiEndpoint,
  type AuthEndpoint,
  type CallArgs,
  type CallInput,
  type ResponseOf,
} from "../../../lib/contract/endpoint";
import { UNEXPECTED_ANSWER_TEXT, UPSTREAM_CONNECTION_LOST, UPSTREAM_UNREACHABLE, UPSTREAM_UNREACHABLE_TEXT } from "../../../lib/error-text";
import { can } from "../../../lib/roles";
import { getConfig, upstreamBasesFor, type BffConfig } from "../config/config";
import { getLogger, type Logger } from "../logger";
import { readSessionState } from "../session/session";

export class UpstreamError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, data: unknown) {
    super(`Upstream answered ${status}`);
    this.name = "UpstreamError";
    this.status = status;
    this.data = data;
  }
}

export const UPSTREAM_MESSAGES = {
  timeout: "The back-office service did not answer in time.",
  unreachable: UPSTREAM_UNREACHABLE_TEXT,
  redirect: "The back-office service answered with a redirect.",
  notConfigured: "This environment's back-office service is not configured.",
  /** An upstream 5xx (its body is logged, never shown). */
  failed: "The back-office service failed to answer the request.",
  /** An error answer that is not JSON, or an answer that does not match the contract. */
  unexpected: UNEXPECTED_ANSWER_TEXT,
  /** An answer the app reads whole that is larger than MAX_READ_ANSWER_BYTES. */
  tooLarge: "The back-office service sent an answer too large to show (more than 10 MB).",
} as const;

/**
 * The largest upstream answer the app reads whole (pages, sign-in handlers, error answers); larger
 * ones are cut off unread (UpstreamError 502 `tooLarge`). Downloads and proxied answers stream and
 * are not capped.
 */
export const MAX_READ_ANSWER_BYTES = 10 * 1024 * 1024;

export class AnswerTooLargeError extends UpstreamError {
  constructor() {
    super(502, { detail: UPSTREAM_MESSAGES.tooLarge });
    this.name = "AnswerTooLargeError";
  }
}

/**
 * An answer's body as text, read at most `maxBytes` far: a larger one (declared or actual) stops
 * the read, cancels the rest of the stream (the upstream connection is dropped) and throws
 * AnswerTooLargeError. The one way this module reads a body whole.
 */
export async function readAnswerText(response: Response, maxBytes: number = MAX_READ_ANSWER_BYTES): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLargeError();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLargeError();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** How much of an upstream error body the log keeps. */
export const LOGGED_ERROR_BODY_CHARS = 2000;

/** Header name the BFF uses to tell pages the path that was asked for (set by proxy.ts). */
export const REQUEST_PATH_HEADER = "x-bark-path";
export const REQUEST_ID_HEADER = "x-request-id";
/**
 * The page request's deadline (epoch ms), set by proxy.ts at arrival: every upstream call of one
 * render (the session check, the data calls) shares it, so a page waits one timeout in all.
 */
export const REQUEST_DEADLINE_HEADER = "x-bark-deadline";

/**
 * The deadline of a page render: the header proxy.ts set, never later than one timeout from now
 * (a client-sent value can only shorten it); undefined without one (each call its own timeout).
 */
export function deadlineOf(headerValue: string | null, config: BffConfig, now = Date.now()): number | undefined {
  const value = Number(headerValue);
  if (!headerValue || !Number.isFinite(value)) return undefined;
  return Math.min(value, now + config.upstreamTimeoutMs);
}
/** GET route handler that destroys the session and goes to /login?next=… (app/api/auth/session-gone). */
export const SESSION_GONE_PATH = "/api/auth/session-gone";

export type QueryValues = Record<string, string | number | boolean | undefined>;

export interface UpstreamCall {
  environment: Environment;
  /** The API base (default) or the authentication base. */
  base?: "api" | "auth";
  /** Relative to the base, e.g. "accounts/12/" (leading slashes are ignored). Segments must already be encoded. */
  path: string;
  method?: string;
  token?: string;
  query?: URLSearchParams | QueryValues;
  /** Sent as JSON when not undefined. */
  body?: unknown;
  signal?: AbortSignal;
  requestId?: string;
  /** Extra request headers (e.g. accept). */
  headers?: Record<string, string>;
  /** The page's shared deadline (epoch ms): the call waits until then at most, never longer than the timeout. */
  deadline?: number;
  /**
   * The call has effects even as a GET (a descriptor's `sensitive`: login-as-customer creates a
   * token and a changelog entry): never retried after a network failure, which may have come after
   * the upstream did it.
   */
  sensitive?: boolean;
}

export interface UpstreamDeps {
  config: BffConfig;
  fetch?: typeof fetch;
  logger?: Logger;
}

export function jsonResponse(status: number, data: unknown, init: { headers?: HeadersInit } = {}): Response {
  const h = new Headers(init.headers);
  h.set("content-type", "application/json");
  h.set("cache-control", "no-store");
  return new Response(JSON.stringify(data), { status, headers: h });
}

/** The absolute upstream address of a call; throws when the path would leave the base. */
export function upstreamUrl(base: string, path: string, query?: URLSearchParams | QueryValues): URL {
  const url = new URL(path.replace(/^\/+/, ""), base);
  if (!url.href.startsWith(base)) throw new Error("Upstream path leaves its base address");
  if (query) {
    const params = query instanceof URLSearchParams ? query : toSearchParams(query);
    url.search = params.toString();
  }
  return url;
}

/** A query object as search params: undefined/null dropped, arrays repeated. */
export function toSearchParams(value: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || v === null) continue;
      if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
      else params.set(k, String(v));
    }
  }
  return params;
}

const IDEMPOTENT_READS = new Set(["GET", "HEAD"]);

/**
 * An upstream answer whose body is not read yet. upstreamFetch hands it on as a Response; the
 * server components' reads (serverFetch) take its text straight from the socket.
 */
export interface UpstreamAnswer {
  readonly status: number;
  readonly statusText: string;
  header(name: string): string | null;
  /** A copy of the headers, free to change. */
  headers(): Headers;
  /** The body whole as text, at most MAX_READ_ANSWER_BYTES (else AnswerTooLargeError, the rest dropped unread). */
  text(): Promise<string>;
  /** The body is not wanted: a small rest is read away so the connection serves the next call, a larger one is dropped. */
  discard(): Promise<void>;
  /** The answer as a web Response, its body streamed. */
  response(): Response;
}

/** An answer that is a Response already: the injected fetch's, or one this module made. */
function responseAnswer(response: Response): UpstreamAnswer {
  return {
    status: response.status,
    statusText: response.statusText,
    header: (name) => response.headers.get(name),
    headers: () => new Headers(response.headers),
    text: () => readAnswerText(response),
    discard: async () => {
      await response.body?.cancel();
    },
    response: () => response,
  };
}

/** The largest unread rest of a body that `discard` reads away to keep the connection. */
const DRAINED_REST_BYTES = 64 * 1024;
/** Statuses whose Response has no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
const ignore = () => undefined;

/** An answer on the socket (node:http). */
function socketAnswer(res: IncomingMessage): UpstreamAnswer {
  // An error of the connection after the answer began (reset, abort) reaches whoever reads the
  // body through their own listener; without one it must not become an uncaught exception.
  res.on("error", ignore);
  const status = res.statusCode ?? 502;
  const statusText = res.statusMessage ?? "";
  const header = (name: string) => {
    const value = res.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  };
  const headers = () => {
    const h = new Headers();
    for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
    return h;
  };
  const discard = async () => {
    if (Number(res.headers["content-length"]) > DRAINED_REST_BYTES) return void res.destroy();
    let rest = 0;
    res.on("data", (chunk: Buffer) => {
      rest += chunk.length;
      if (rest > DRAINED_REST_BYTES) res.destroy();
    });
    res.resume();
    // A rest already received ends at once: waiting for it frees the connection for the next call
    // (a rest still on its way is read in the background, never waited for).
    if (res.complete) await finished(res).catch(ignore);
  };
  return {
    status,
    statusText,
    header,
    headers,
    text: () => readSocketText(res),
    discard,
    response: () => {
      if (!NULL_BODY_STATUSES.has(status)) return new Response(socketStream(res, discard), { status, statusText, headers: headers() });
      res.resume();
      return new Response(null, { status, statusText, headers: headers() });
    },
  };
}

/** The body read into one buffer, at most MAX_READ_ANSWER_BYTES (declared or actual). */
function readSocketText(res: IncomingMessage): Promise<string> {
  if (Number(res.headers["content-length"]) > MAX_READ_ANSWER_BYTES) {
    res.destroy();
    return Promise.reject(new AnswerTooLargeError());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_READ_ANSWER_BYTES) {
        res.destroy();
        reject(new AnswerTooLargeError());
      } else chunks.push(chunk);
    });
    res.on("end", () => {
      const text = Buffer.concat(chunks, size).toString("utf8");
      // As TextDecoder (readAnswerText) reads it: a byte order mark is not part of the text.
      resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    });
    res.on("error", reject);
    res.on("close", () => reject(new Error("The upstream connection closed before the answer ended")));
  });
}

/** The body as a web stream (backpressure by pausing the socket); cancelling it is `discard`. */
function socketStream(res: IncomingMessage, discard: () => Promise<void>): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      res.on("data", (chunk: Buffer) => {
        if (cancelled) return;
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) res.pause();
      });
      res.on("end", () => {
        if (!cancelled) controller.close();
      });
      res.on("error", (err) => {
        if (!cancelled) controller.error(err);
      });
      res.pause();
    },
    pull() {
      res.resume();
    },
    cancel() {
      cancelled = true;
      return discard();
    },
  });
}

/**
 * How long an idle kept-alive connection waits for the next call. Node shortens it to one second
 * less than the upstream's own `Keep-Alive: timeout=N` (the embedded API's is 5 s), but only when
 * the agent has a timeout at all: without one, a connection stayed in the pool until the upstream
 * closed it, and a call sent on it just then (after a few idle seconds, as staff work) failed with
 * a reset; a page then said the service could not be reached.
 */
const IDLE_CONNECTION_MS = 30_000;
const HTTP_AGENT = new HttpAgent({ keepAlive: true, timeout: IDLE_CONNECTION_MS });
const HTTPS_AGENT = new HttpsAgent({ keepAlive: true, timeout: IDLE_CONNECTION_MS });

/**
 * One request on a kept-alive connection; resolves with the answer's head, its body unread.
 * `fresh`: on a new connection of its own (a retry: the pool's other idle connections may be as
 * stale as the one that failed).
 */
function requestOverSocket(url: URL, method: string, headerValues: Record<string, string>, body: string | undefined, signal: AbortSignal, fresh: boolean): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === "https:";
    const agent = fresh ? false : secure ? HTTPS_AGENT : HTTP_AGENT;
    const req = (secure ? httpsRequest : httpRequest)(url, { method, headers: headerValues, agent }, (res) => resolve(socketAnswer(res)));
    req.on("error", reject);
    // The stop ends the request, or the answer while its body is read (a plain listener: node's
    // own `signal` option costs more per call).
    signal.addEventListener("abort", () => req.destroy(new DOMException("The upstream call was stopped", "AbortError")), { once: true });
    req.end(body);
  });
}

/** The request headers of a call (names in lower case), checked as fetch's Headers would before anything is sent. */
function requestHeadersOf(call: UpstreamCall, hasBody: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(call.headers ?? {})) out[name.toLowerCase()] = value;
  out.accept ??= "application/json";
  out["x-application"] = APPLICATION_NAME;
  out["x-fe-gh-commit-hash"] = BUILD_INFO.commit;
  out["x-fe-build-date"] = BUILD_INFO.date;
  if (call.token) out.authorization = `Token ${call.token}`;
  if (call.requestId) out["x-request-id"] = call.requestId;
  if (hasBody) out["content-type"] = "application/json";
  for (const [name, value] of Object.entries(out)) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
  }
  return out;
}

/** The call's answer as a Response (see the module's comment). */
export async function upstreamFetch(call: UpstreamCall, deps: UpstreamDeps): Promise<Response> {
  return (await upstreamAnswer(call, deps)).response();
}

/** upstreamFetch's call, its answer not made a Response yet (serverFetch reads its text directly). */
async function upstreamAnswer(call: UpstreamCall, deps: UpstreamDeps): Promise<UpstreamAnswer> {
  const method = (call.method ?? "GET").toUpperCase();
  const bases = upstreamBasesFor(deps.config, call.environment);
  if (!bases) return responseAnswer(jsonResponse(503, { detail: UPSTREAM_MESSAGES.notConfigured }));
  const url = upstreamUrl(call.base === "auth" ? bases.auth : bases.api, call.path, call.query);
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headerValues = requestHeadersOf(call, body !== undefined);

  const attempts = IDEMPOTENT_READS.has(method) && !call.sensitive ? 2 : 1;
  for (let attempt = 1; ; attempt++) {
    if (call.signal?.aborted) return clientGone();
    const waitMs = call.deadline === undefined ? deps.config.upstreamTimeoutMs : Math.min(deps.config.upstreamTimeoutMs, call.deadline - Date.now());
    if (waitMs <= 0) {
      deps.logger?.warn({ method, url: url.pathname, request_id: call.requestId }, "upstream call skipped: the page's deadline has passed");
      return responseAnswer(jsonResponse(504, { detail: UPSTREAM_MESSAGES.timeout }));
    }
    // One signal stops the call: the timeout's or the caller's (the latter also while the body is read).
    const stop = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stop.abort();
    }, waitMs);
    call.signal?.addEventListener("abort", () => stop.abort(), { once: true });
    try {
      const answer = deps.fetch
        ? responseAnswer(await deps.fetch(url, { method, headers: headerValues, body, redirect: "manual", signal: stop.signal, cache: "no-store" }))
        : await requestOverSocket(url, method, headerValues, body, stop.signal, attempt > 1);
      return await sanitizeErrorAnswer(answer, { method, path: url.pathname, requestId: call.requestId, logger: deps.logger });
    } catch (err) {
      if (call.signal?.aborted) return clientGone();
      if (timedOut) {
        deps.logger?.warn({ method, url: url.pathname, timeout_ms: waitMs, request_id: call.requestId }, "upstream timeout");
        return responseAnswer(jsonResponse(504, { detail: UPSTREAM_MESSAGES.timeout }));
      }
      // Not `code`: the log redacts that key everywhere (an authenticator code's).
      const network_error = networkErrorCode(err);
      if (attempt < attempts) {
        deps.logger?.warn({ method, url: url.pathname, network_error, request_id: call.requestId }, "upstream network failure, retrying once");
        continue;
      }
      // A change whose connection broke after it may have been sent: not "could not be reached".
      if ((!IDEMPOTENT_READS.has(method) || call.sensitive) && !NEVER_CONNECTED.has(network_error)) {
        deps.logger?.error({ method, url: url.pathname, network_error, request_id: call.requestId }, "upstream connection lost after the call was sent");
        return responseAnswer(jsonResponse(502, UPSTREAM_CONNECTION_LOST));
      }
      deps.logger?.error({ method, url: url.pathname, network_error, request_id: call.requestId }, "upstream unreachable");
      return responseAnswer(jsonResponse(502, UPSTREAM_UNREACHABLE));
    } finally {
      clearTimeout(timer);
    }
  }
}

const isJsonType = (type: string | null) => /^application\/([\w.+-]+\+)?json\b/i.test((type ?? "").trim());

/**
 * An upstream error answer as the browser and the pages may see it. 2xx/3xx and 401 (the callers
 * end the session on it) pass untouched. A 5xx → 502 `{detail: failed}`; a 4xx whose body is not
 * JSON (an HTML error page of a load balancer) → its status with `{detail: unexpected}`; a JSON
 * 4xx passes (buffered: it is small). The dropped body goes to the log, truncated.
 */
export async function sanitizeErrorAnswer(
  answer: UpstreamAnswer,
  ctx: { method: string; path: string; requestId?: string; logger?: Logger },
): Promise<UpstreamAnswer> {
  if (answer.status < 400 || answer.status === 401) return answer;
  let text: string;
  try {
    text = await answer.text();
  } catch (err) {
    if (!(err instanceof AnswerTooLargeError)) throw err;
    ctx.logger?.error({ method: ctx.method, url: ctx.path, status: answer.status, request_id: ctx.requestId }, "upstream error answer too large; withheld unread");
    return responseAnswer(jsonResponse(502, { detail: UPSTREAM_MESSAGES.failed }));
  }
  const json = isJsonType(answer.header("content-type"));
  let parses = false;
  if (json) {
    try {
      JSON.parse(text);
      parses = true;
    } catch {
      parses = false;
    }
  }
  if (answer.status < 500 && parses) {
    const kept = answer.headers();
    // The body was decoded and buffered: its original length and encoding no longer apply.
    for (const name of ["content-length", "content-encoding", "transfer-encoding"]) kept.delete(name);
    return responseAnswer(new Response(text, { status: answer.status, statusText: answer.statusText, headers: kept }));
  }
  ctx.logger?.error(
    {
      method: ctx.method,
      url: ctx.path,
      status: answer.status,
      content_type: answer.header("content-type"),
      upstream_body: text.slice(0, LOGGED_ERROR_BODY_CHARS),
      request_id: ctx.requestId,
    },
    "upstream error answer withheld",
  );
  return responseAnswer(
    answer.status >= 500 ? jsonResponse(502, { detail: UPSTREAM_MESSAGES.failed }) : jsonResponse(answer.status, { detail: UPSTREAM_MESSAGES.unexpected }),
  );
}

/** The browser went away: nobody reads this answer. 499 as nginx logs it. */
function clientGone(): UpstreamAnswer {
  return responseAnswer(new Response(null, { status: 499 }));
}

/** A failure's code: node:http's error carries it, fetch's its cause. */
/**
 * Network failures that happen before any connection exists (refused, no such host, no route): the
 * call certainly did not reach the upstream. Any other (a reset, a broken pipe, a socket hang-up)
 * may have come after the upstream received the call.
 */
const NEVER_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL"]);

function networkErrorCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string } })?.cause;
  return cause?.code ?? (err as { code?: string })?.code ?? (err instanceof Error ? err.name : "unknown");
}

/**
 * A paging envelope's `next`/`previous` without the upstream's address: `base` followed by the
 * link's query (`?page=3&search=x`), so the browser sees this app's own URL (the proxy's path) or,
 * with an empty base, just the query. Anything that is not an envelope passes unchanged.
 */
export function localPagingLinks<T>(data: T, base: string): T {
  if (!data || typeof data !== "object" || Array.isArray(data) || !("results" in data) || !("next" in data) || !("previous" in data)) return data;
  const page = data as Record<string, unknown>;
  const local = (link: unknown) => {
    if (typeof link !== "string") return link;
    try {
      const search = new URL(link, "http://upstream.invalid/").search;
      return `${base}${search || "?page=1"}`;
    } catch {
      return null;
    }
  };
  return { ...page, next: local(page.next), previous: local(page.previous) } as T;
}

/** Reads an answer's body as JSON when it says so, else as text; undefined when empty. Over MAX_READ_ANSWER_BYTES: AnswerTooLargeError. */
export async function readUpstreamBody(response: Response): Promise<unknown> {
  return bodyValue(await readAnswerText(response), response.headers.get("content-type"));
}

/** An answer's text as readUpstreamBody gives it: JSON when the type says so and it parses, else the text; undefined when empty. */
function bodyValue(text: string, contentType: string | null): unknown {
  if (text === "") return undefined;
  if ((contentType ?? "").includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * What a call of the auth base needs besides the descriptor's input: the request's environment,
 * and the session's token exactly when the descriptor requires one.
 */
export type AuthCallOptions<E extends AuthEndpoint> = {
  environment: Environment;
  signal?: AbortSignal;
  requestId?: string;
  /** A page render's shared deadline (REQUEST_DEADLINE_HEADER). */
  deadline?: number;
} & (E["token"] extends "required" ? { token: string } : { token?: undefined });

/**
 * A call of the authentication base (lib/contract/auth.ts `authEndpoints`): method and path from
 * the descriptor, the body only when it declares one, the token only when it requires one. The
 * answer is upstreamFetch's (the caller reads its status: 401, 429, 400 field errors…); parse a
 * 2xx one with `readAuthAnswer`.
 */
export function callAuth<E extends AuthEndpoint>(endpoint: E, call: CallInput<E> & AuthCallOptions<E>, deps: UpstreamDeps): Promise<Response> {
  const input = call as CallInput<AnyEndpoint> & AuthCallOptions<AuthEndpoint>;
  return upstreamFetch(
    {
      environment: input.environment,
      base: "auth",
      path: buildPath(endpoint.path, input.params as Record<string, string | number> | undefined),
      method: endpoint.method,
      body: endpoint.body ? input.body : undefined,
      query: endpoint.query ? toSearchParams(input.query) : undefined,
      token: endpoint.token === "required" ? input.token : undefined,
      signal: input.signal,
      requestId: input.requestId,
      deadline: input.deadline,
    },
    deps,
  );
}

/** The 2xx answer of an auth-base call parsed by its descriptor's response schema; null when it does not match (logged). */
export async function readAuthAnswer<E extends AuthEndpoint>(endpoint: E, answer: Response, logger?: Logger): Promise<ResponseOf<E> | null> {
  let body: unknown;
  try {
    body = await readUpstreamBody(answer);
  } catch (err) {
    if (!(err instanceof AnswerTooLargeError)) throw err;
    logger?.error({ endpoint: `${endpoint.method} {auth}/${endpoint.path}` }, "upstream answer too large");
    return null;
  }
  const parsed = endpoint.response.safeParse(body);
  if (parsed.success) return parsed.data as ResponseOf<E>;
  logger?.error(
    { endpoint: `${endpoint.method} {auth}/${endpoint.path}`, issues: parsed.error.issues.slice(0, 10).map((i) => ({ path: i.path.join("."), message: i.message })) },
    "upstream answer does not match the contract",
  );
  return null;
}

/** Per-call options of upstreamCall besides the descriptor's input. */
export interface UpstreamCallOptions {
  signal?: AbortSignal;
}

/**
 * The typed upstream call of a server component or server action: method and path from the
 * descriptor, environment from the request's host, token from the session; a role that may not
 * make the call (the descriptor's capability, lib/roles.ts) → the Unauthorized page, before any
 * upstream request, as the proxy's 403 and the embedded API's would; the answer parsed by
 * the descriptor's response schema. Non-2xx → UpstreamError; an answer that does not match the
 * schema → logged and UpstreamError 502 (never a crash further down). No session → the sign-in
 * redirects of the guards; an upstream 401 (token revoked) → the session is dropped and the user
 * signs in again.
 */
export async function upstreamCall<E extends ApiEndpoint>(endpoint: E, ...args: [...CallArgs<E>, UpstreamCallOptions?]): Promise<ResponseOf<E>> {
  const input = (args[0] ?? {}) as CallInput<AnyEndpoint>;
  const opts = (args[1] ?? {}) as UpstreamCallOptions;
  const data = await serverFetch(endpoint, buildPath(endpoint.path, input.params as Record<string, string | number> | undefined), {
    method: endpoint.method,
    body: endpoint.body ? input.body : undefined,
    query: endpoint.query ? toSearchParams(input.query) : undefined,
    signal: opts.signal,
  });
  const parsed = endpoint.response.safeParse(localPagingLinks(data, ""));
  if (!parsed.success) {
    getLogger().error(
      { endpoint: `${endpoint.method} ${endpoint.path}`, issues: parsed.error.issues.slice(0, 10).map((i) => ({ path: i.path.join("."), message: i.message })) },
      "upstream answer does not match the contract",
    );
    throw new UpstreamError(502, { detail: UPSTREAM_MESSAGES.unexpected });
  }
  return parsed.data as ResponseOf<E>;
}

/** What a route handler hands `upstreamStream` of its guarded request (server/bff/session/request-guard.ts GuardedRequest). */
export interface StreamCallContext {
  environment: Environment;
  token: string;
  requestId?: string;
  /** The browser's abort: a download the browser gave up stops the upstream call too. */
  signal?: AbortSignal;
}

/**
 * A call whose answer is a file (a descriptor with lib/contract/streamed.ts `streamedAnswerSchema`,
 * e.g. a CSV export), for route handlers that already checked the session and the role
 * (server/bff/pages/csv-download.ts): method and path from the descriptor, the query and the body only when it
 * declares them. Answers upstreamFetch's Response unread, so the body can stream on to the browser; the
 * caller handles its 401 (session over) and error answers (already the generic JSON of
 * sanitizeErrorAnswer).
 */
export function upstreamStream<E extends ApiEndpoint>(endpoint: E, input: CallInput<E>, ctx: StreamCallContext, deps: UpstreamDeps): Promise<Response> {
  const call = input as CallInput<AnyEndpoint>;
  return upstreamFetch(
    {
      environment: ctx.environment,
      path: buildPath(endpoint.path, call.params as Record<string, string | number> | undefined),
      method: endpoint.method,
      body: endpoint.body ? call.body : undefined,
      query: endpoint.query ? toSearchParams(call.query) : undefined,
      token: ctx.token,
      requestId: ctx.requestId,
      signal: ctx.signal,
      headers: { accept: "text/csv, application/json" },
    },
    deps,
  );
}

/**
 * Per render (cache()): whether an upstream read of this render answered 2xx. serverFetch sends
 * the session's token on every read, so such an answer proves the upstream still accepts it: a
 * page whose guard defers the token check to its reads (server/bff/session/guards.ts
 * `confirmTokenAfterReads`) needs no GET {auth}/session then.
 */
export const renderTokenProof = cache((): { confirmed: boolean } => ({ confirmed: false }));

async function serverFetch(
  endpoint: ApiEndpoint,
  path: string,
  opts: { method: string; body?: unknown; query?: URLSearchParams; signal?: AbortSignal },
): Promise<unknown> {
  const headerList = await headers();
  const environment = environmentFromHost(headerList.get("host"));
  if (!environment) throw new UpstreamError(400, { detail: INVALID_DOMAIN_MESSAGE });
  const asked = headerList.get(REQUEST_PATH_HEADER) ?? "/";
  const state = await readSessionState();
  if (state.status === "anonymous") redirect(loginPathWithNext(asked));
  if (state.status === "expired") redirect(SESSION_EXPIRED_PATH);
  if (!can(state.account, endpoint.capability)) {
    getLogger().warn({ endpoint: `${endpoint.method} ${endpoint.path}`, capability: endpoint.capability, staff_email: state.account.email }, "upstream call refused: role lacks the capability");
    redirect(UNAUTHORIZED_PATH);
  }
  const answer = await upstreamAnswer(
    {
      environment,
      path,
      method: opts.method,
      body: opts.body,
      query: opts.query,
      signal: opts.signal,
      token: state.token,
      requestId: headerList.get(REQUEST_ID_HEADER) ?? undefined,
      deadline: deadlineOf(headerList.get(REQUEST_DEADLINE_HEADER), getConfig()),
      sensitive: endpoint.sensitive,
    },
    { config: getConfig(), logger: getLogger() },
  );
  if (answer.status === 401) {
    await answer.discard();
    // Server components cannot change cookies: a route handler drops the session, then /login.
    redirect(`${SESSION_GONE_PATH}?next=${encodeURIComponent(asked)}`);
  }
  if (answer.status >= 300 && answer.status < 400) {
    await answer.discard();
    throw new UpstreamError(502, { detail: UPSTREAM_MESSAGES.redirect });
  }
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok) renderTokenProof().confirmed = true;
  const data = bodyValue(await answer.text(), answer.header("content-type"));
  if (!ok) throw new UpstreamError(answer.status, data);
  return data;
}
