/**
 * The browser's one way to call the upstream: `/api/upstream/<upstream path>` on this app (the BFF
 * adds the token from the httpOnly session cookie). Safe for client components: no server imports.
 *
 *   const answer = await callApi(endpoints.updateCustomerEmail, { params: { id }, body: { new_email } });
 *   try { ... } catch (error) { toastError(error); }
 *
 * `callApi` takes an endpoint descriptor of lib/contract marked `browser: true`: the method and the
 * path come from it, the input is typed by its schemas, and the answer is checked against its
 * response schema (a mismatch is logged and fails like an upstream error: ApiRequestError 502).
 *
 * Failures: non-2xx → ApiRequestError {status, data}; the toast text is
 * "Error: " + the answer's data, read as the server's sentence (its detail or field messages; the
 * serialized data when it holds none), otherwise "Unable to perform the requested operation"
 * (lib/error-text `errorTextOf`); `serverMessage(error, fallback)` is the sentence alone. A 401 {code: "daily_login_expired"} shows "Daily login expired"
 * (bottom-centre, no progress bar) and goes to /login 3 s later. Any other 401 (session gone: signed
 * out in another tab, revoked, the cookie cleared): a read goes to /login at once, keeping the current
 * page as `next`; a write (a Save) keeps the page, its open dialog and what was typed, and shows
 * "Your session has ended" with a link opening /login in a new tab (./session-ended.ts): sign in
 * there, come back, press Save again. A 401 raises no error toast of its own (toastError).
 */
import { toast, type ToastOptions } from "./toast";
import { errorTextOf, GENERIC_ERROR_TEXT, serverSentence, UNEXPECTED_ANSWER_TEXT, UPSTREAM_UNREACHABLE } from "@/lib/error-text";
import { isRecord } from "@/lib/format";
import { LOGIN_PATH, loginPathWithNext } from "@/lib/auth-paths";
import { DAILY_LOGIN_EXPIRED, SESSION_ENDED } from "@/lib/contract/session-answers";
import { buildPath, type AnyEndpoint, type ApiEndpoint, type CallArgs, type CallInput, type ResponseOf } from "@/lib/contract/endpoint";
import { DAILY_EXPIRY_REDIRECT_MS } from "@/lib/ui-constants";
import { announceSessionEnded } from "./session-ended";

import { UPSTREAM_PROXY_PREFIX } from "@/lib/upstream-prefix";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/contract/idempotency";
export { GENERIC_ERROR_TEXT };

export class ApiRequestError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, data: unknown) {
    super(`Request failed with status ${status}`);
    this.name = "ApiRequestError";
    this.status = status;
    this.data = data;
  }
}

/** A request's query: undefined and "" values are left out. */
export type QueryValues = Record<string, string | number | undefined>;

/** `/api/upstream/<path>?<query>`; leading slashes of `path` are dropped, undefined/"" query values skipped. */
export function upstreamUrl(path: string, query?: QueryValues): string {
  const clean = path.replace(/^\/+/, "");
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === "") continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${UPSTREAM_PROXY_PREFIX}${clean}${qs ? `?${qs}` : ""}`;
}

/** The machine-readable `code` of a BFF answer (DAILY_LOGIN_EXPIRED, SESSION_ENDED, UPSTREAM_UNREACHABLE), if any. */
const codeOf = (data: unknown): unknown => (isRecord(data) ? data.code : undefined);

/** True when the answer is the BFF's "the day's session is over" 401. */
export function isDailyLoginExpired(status: number, data: unknown): boolean {
  return status === 401 && codeOf(data) === DAILY_LOGIN_EXPIRED.code;
}

/** The toast text for a failed call. */
export function errorToastText(error: unknown): string {
  return errorTextOf(error instanceof ApiRequestError ? error.data : undefined);
}

/**
 * The server's own sentence of a failed call (lib/error-text `serverSentence`: its detail, else its
 * field messages), else `fallback`: the "…" of the spec's "{prefix}: …" toasts and every "the
 * server's message or {text}" (issue 18).
 */
export function serverMessage(error: unknown, fallback: string = GENERIC_ERROR_TEXT): string {
  return (error instanceof ApiRequestError ? serverSentence(error.data) : null) ?? fallback;
}

/** A call the session refused (401): onUnauthorized has answered it already (sign-in, the daily expiry's toast or the session-ended notice); nothing more to say. */
export const isUnauthorizedError = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 401;

/** The id of an error toast with no id of its own: its text, so the same failure again replaces it instead of stacking a copy. */
export const errorToastId = (text: string) => `error:${text}`;

/**
 * Shows the error toast of a failed call (nothing for an aborted request, nor for a 401: onUnauthorized
 * has answered that one already, with the daily-expiry toast, the session-ended notice or /login);
 * true when it did. `options`: the toast's (e.g. `{ id }`, so the action can dismiss it when it runs
 * again: components/ui/error-toast.ts); without an id, one toast per text (the same failure again
 * replaces it). `textOf`: the toast's text (default errorToastText; e.g. serverMessage, a sentence
 * the spec asks for as "the extracted error message").
 */
export function toastError(error: unknown, options?: ToastOptions, textOf: (error: unknown) => string = errorToastText): boolean {
  if (error instanceof DOMException && error.name === "AbortError") return false;
  if (isUnauthorizedError(error)) return false;
  const text = textOf(error);
  // Without an id of its own, the text is the id: the same failure again (a list that fails to load each
  // time its dialog opens) replaces its toast instead of piling up copies.
  toast.error(text, { id: errorToastId(text), ...options });
  return true;
}

/** "Daily login expired", then `navigate()` after DAILY_EXPIRY_REDIRECT_MS. Shown once however many calls fail. */
export function announceDailyLoginExpired(navigate: () => void): void {
  toast(DAILY_LOGIN_EXPIRED.detail, { id: DAILY_LOGIN_EXPIRED.code, duration: DAILY_EXPIRY_REDIRECT_MS });
  window.setTimeout(navigate, DAILY_EXPIRY_REDIRECT_MS);
}

let redirecting = false;

/** Methods that only read: their 401 may leave the page (nothing typed goes with them). */
const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * What a 401 answer of the app does in the browser (every request but answersNow's: send): the daily expiry's
 * toast, then /login (spec: "Daily login expired", 3 s); for any other 401, a write (`method` not
 * GET/HEAD) keeps the page and shows the session-ended notice, whose link opens /login?next=<this
 * page>&session=ended in a new tab (nothing typed is lost: sign in there, press Save again here);
 * a read goes to /login at once.
 */
export function onUnauthorized(data: unknown, method: string = "GET"): void {
  if (redirecting || typeof window === "undefined") return;
  const here = `${window.location.pathname}${window.location.search}`;
  if (!isDailyLoginExpired(401, data) && !READ_METHODS.has(method.toUpperCase()) && announceSessionEnded(loginPathWithNext(here, { sessionEnded: true }))) return;
  redirecting = true;
  if (isDailyLoginExpired(401, data)) {
    announceDailyLoginExpired(() => window.location.assign(LOGIN_PATH));
    return;
  }
  // A full page load (not the client router): nothing of the ended session stays in memory. A
  // session the upstream refused (`session_ended`) says so on the sign-in page.
  const ended = codeOf(data) === SESSION_ENDED.code;
  window.location.assign(loginPathWithNext(here, { sessionEnded: ended }));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The answer of a call whose data does not match the descriptor's response schema. */
export const UNEXPECTED_ANSWER = { detail: UNEXPECTED_ANSWER_TEXT } as const;

/**
 * A descriptor the browser loads when it makes the call (issue 23): the descriptors hold zod
 * schemas, so a client component names its calls through its area's group of lib/client/endpoints.ts
 * (`discountCalls.updateDiscountStatus`) and the contract (with zod) is downloaded at the first
 * call, not with the page. `callApi` and `callApiIdempotent` take either.
 */
export interface LazyEndpoint<E extends ApiEndpoint> {
  readonly load: () => Promise<E>;
  /** Type only: the descriptor it loads. */
  readonly endpoint?: E;
}

/** The lazy descriptors of one group of the contract (`lazyEndpoints<typeof discountEndpoints>(() => import(…))`). */
export function lazyEndpoints<G extends Record<string, ApiEndpoint>>(load: () => Promise<G>): { readonly [K in keyof G]: LazyEndpoint<G[K]> } {
  let group: Promise<G> | null = null;
  const refs = new Map<string, LazyEndpoint<ApiEndpoint>>();
  return new Proxy({} as { readonly [K in keyof G]: LazyEndpoint<G[K]> }, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      let ref = refs.get(name);
      if (!ref) {
        ref = {
          load: async () => {
            const endpoint = (await (group ??= load()))[name];
            if (!endpoint) throw new Error(`No descriptor ${name} in its contract group`);
            return endpoint;
          },
        };
        refs.set(name, ref);
      }
      return ref;
    },
  });
}

const resolve = async <E extends ApiEndpoint>(e: E | LazyEndpoint<E>): Promise<E> => ("load" in e && typeof e.load === "function" ? e.load() : (e as E));

/** The typed call of a browser endpoint descriptor (or of a lazy one, lib/client/endpoints.ts). */
export async function callApi<E extends ApiEndpoint>(endpoint: E | LazyEndpoint<E>, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  return call(await resolve(endpoint), args[0], undefined);
}

/** A fresh Idempotency-Key: one per intended action. */
const newIdempotencyKey = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The keys of requests that placed nothing yet, by descriptor and request (this tab's, for its life). */
const pendingKeys = new Map<string, string>();

/**
 * Whether a failed call may have done its work all the same: the BFF's timeout (504), or a 502 other
 * than "could not be reached" (the upstream answered a 5xx, or an answer that does not match the
 * contract; a bare 502 or 504 of something in front of the app). Not when the write certainly did
 * not reach the upstream: the BFF's 502 coded `upstream_unreachable` (no connection:
 * UPSTREAM_UNREACHABLE) and its 503 (no upstream configured). A screen that placed something then looks
 * whether the upstream answers again (usePlaceOnce, components/ui/use-action.ts), so what it did shows.
 */
export function mayHaveGoneThrough(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || (error.status !== 502 && error.status !== 504)) return false;
  return !(error.status === 502 && codeOf(error.data) === UPSTREAM_UNREACHABLE.code);
}

/**
 * Whether the back-office service answers now: `endpoint` (a read without path parameters) called
 * through the proxy, as its descriptor says, true on a 2xx (its answer unread). Quiet: never toasts
 * and never leaves the page; a 401 (or any failure) is only `false`, so a screen may ask it while
 * the agent's answers are on it.
 */
export async function answersNow(endpoint: ApiEndpoint | LazyEndpoint<ApiEndpoint>): Promise<boolean> {
  try {
    const e = await resolve(endpoint);
    const response = await send(upstreamUrl(buildPath(e.path, undefined)), { method: e.method, quiet: true });
    void response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * The typed call of an `idempotent` descriptor that places something (a one-time or replacement
 * order, a dog), keyed by the request itself: the same request keeps its key until it succeeds, so a
 * retry after a timeout, from the same form or from one closed and opened again, is answered with
 * what the first attempt placed instead of placing it twice; after a success the same request made
 * again on purpose is a new one.
 */
export async function callApiOnce<E extends ApiEndpoint>(endpoint: E | LazyEndpoint<E>, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  const e = await resolve(endpoint);
  const id = `${e.method} ${e.path} ${JSON.stringify(args[0] ?? {})}`;
  let key = pendingKeys.get(id);
  if (key === undefined) pendingKeys.set(id, (key = newIdempotencyKey()));
  const answer = await callApiIdempotent(e, key, ...args);
  pendingKeys.delete(id);
  return answer;
}

/**
 * The typed call of an `idempotent` descriptor (e.g. POST refunds) with its `Idempotency-Key`: the
 * caller keeps one key per intended action, so a double click or a retry is answered once.
 */
export async function callApiIdempotent<E extends ApiEndpoint>(endpoint: E | LazyEndpoint<E>, idempotencyKey: string, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  const e = await resolve(endpoint);
  if (!e.idempotent) throw new Error(`${e.method} ${e.path} is not idempotent`);
  return call(e, args[0], { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}

async function call<E extends ApiEndpoint>(endpoint: E, rawInput: unknown, headers: Record<string, string> | undefined): Promise<ResponseOf<E>> {
  const input = (rawInput ?? {}) as CallInput<AnyEndpoint> & { signal?: AbortSignal };
  const path = buildPath(endpoint.path, input.params as Record<string, string | number> | undefined);
  const response = await send(upstreamUrl(path, endpoint.query ? (input.query as QueryValues) : undefined), {
    method: endpoint.method,
    body: endpoint.body ? input.body : undefined,
    headers,
  });
  const data = await readBody(response);
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected answer of ${endpoint.method} ${endpoint.path}`, parsed.error.issues);
    throw new ApiRequestError(502, UNEXPECTED_ANSWER);
  }
  return parsed.data as ResponseOf<E>;
}

interface SendInit {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (the idempotency key of an idempotent descriptor). */
  headers?: Record<string, string>;
  /** The answer wanted (default JSON). */
  accept?: string;
  /** A 401 is only an ApiRequestError: no onUnauthorized (answersNow's probe). */
  quiet?: boolean;
}

/**
 * The browser's one request to this app (the upstream proxy's `upstreamUrl` or a route of the app's
 * own): `url` with `init.method` and a JSON body. A non-2xx answer is read and thrown as
 * ApiRequestError {status, data}, a 401 answered first by onUnauthorized (unless `quiet`); a 2xx
 * answer is returned unread.
 */
async function send(url: string, init: SendInit): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase();
  const headers: Record<string, string> = { accept: init.accept ?? "application/json", ...init.headers };
  let body: string | undefined;
  if (init.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.body);
  }
  const response = await fetch(url, { method, headers, body, signal: init.signal, credentials: "same-origin", cache: "no-store" });
  if (response.ok) return response;
  const data = await readBody(response);
  if (response.status === 401 && !init.quiet) onUnauthorized(data, method);
  throw new ApiRequestError(response.status, data);
}

/**
 * A GET of one of the app's own routes (`href`: app/api/…, not the upstream proxy), as callApi's
 * calls go: the 2xx answer, unread (`.json()`, or its stream for a file); a failure throws
 * ApiRequestError {status, data}, a 401 answered first by onUnauthorized (sign-in, or the daily
 * expiry's toast), so `toastError` and the caller have nothing more to say about it.
 */
export function fetchAppRoute(href: string, init: { signal?: AbortSignal; accept?: string } = {}): Promise<Response> {
  return send(href, { method: "GET", ...init });
}
