/**
 * The integration tests' client of the embedded API, driven by the endpoint descriptors: the
 * method, the base and the path come from the descriptor (the path built by lib/contract/endpoint.ts
 * `buildPath`, the query serialised by server/bff/upstream/upstream.ts `toSearchParams`, as the BFF sends them),
 * and the input is typed by its schemas, so a renamed path or a changed body breaks at compile time.
 *
 *   const res = await be.as("team").call(endpoints.createRefund, { params: { id }, body });
 *   const bad = await be.as("team").unchecked(endpoints.createRefund, { params: { id }, body: { amount: "x" } });
 *
 * `as(name)` signs a demo account in once (tests/support/demo-staff.ts) and reuses its token;
 * `as({ token })` uses a token the test holds; `as(null)` sends none. The same client runs over
 * `app.request()` (TestBackend.as) or over HTTP against a listening server (`httpClient`).
 * `unchecked` takes any input (hostile-input tests: a wrong type, an unknown query, a raw body);
 * only a deliberately malformed path is still written as a string (TestBackend.call).
 */
import { buildPath, type AnyEndpoint, type CallArgs, type Endpoint, type HttpMethod, type PathParamNames } from "@/lib/contract/endpoint";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/contract/idempotency";
import { toSearchParams } from "@/server/bff/upstream/upstream";
import { upstreamUrl } from "@/lib/client/api";
import { authEndpoints } from "@/lib/contract/auth";
import { DEMO_PASSWORD, demoEmail, type DemoName } from "./demo-staff";

/** Sends one request to a path of the API's origin ("/api/accounts/1/"). */
export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

/** Any input, for deliberately bad requests. */
export interface UncheckedInput {
  /** Values are sent as their text (String(value)), each as one encoded segment. */
  params?: Record<string, unknown>;
  /** An object (serialised as the BFF does) or a ready query string without "?". */
  query?: Record<string, unknown> | string;
  body?: unknown;
  /** Sent as is (malformed JSON); `content-type` stays application/json unless `headers` says otherwise. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiCaller {
  /** The typed call of a descriptor. */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<Response>;
  /** The typed call of an `idempotent` descriptor with its Idempotency-Key. */
  callIdempotent<E extends AnyEndpoint>(endpoint: E, idempotencyKey: string, ...args: CallArgs<E>): Promise<Response>;
  /**
   * The descriptor's method and path with any body and query (validation and hostile-input tests);
   * the path's param names are still checked.
   */
  unchecked<E extends AnyEndpoint>(endpoint: E, ...args: UncheckedArgs<E>): Promise<Response>;
}

/** The path of a descriptor (a literal type; `string` for any descriptor). */
type PathOf<E extends AnyEndpoint> = E extends Endpoint<HttpMethod, infer P> ? P : string;
/**
 * `unchecked`'s input: the path's params by name (required when it has some), anything else loose.
 * A descriptor typed only as "any descriptor" (a loop over the registry) takes any params.
 */
export type UncheckedArgs<E extends AnyEndpoint> = string extends PathOf<E>
  ? [input?: UncheckedInput]
  : [PathParamNames<PathOf<E>>] extends [never]
    ? [input?: Omit<UncheckedInput, "params"> & { params?: undefined }]
    : [input: Omit<UncheckedInput, "params"> & { params: Record<PathParamNames<PathOf<E>>, unknown> }];

/** A demo account by short name, a token the test holds (none sent when undefined), or no token. */
export type Who = DemoName | { token: string | undefined } | null;

export interface ApiClient {
  as(who: Who): ApiCaller;
}

/** "/api/accounts/1/?…" or "/auth/login": the descriptor's base and path, its params filled in. */
export function endpointPath(endpoint: AnyEndpoint, params?: Record<string, unknown>, query?: UncheckedInput["query"]): string {
  const text = params && Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const path = `/${endpoint.base ?? "api"}/${buildPath(endpoint.path, text)}`;
  const qs = typeof query === "string" ? query : query === undefined ? "" : toSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The path of a descriptor up to its first ":name" segment ("/api/claims" for "claims/:id"): what a
 * fake upstream matches to answer every call of it.
 */
export function endpointPathPrefix(endpoint: AnyEndpoint): string {
  const fixed = endpoint.path.split("/:")[0]!;
  return `/${endpoint.base ?? "api"}/${fixed}`;
}

/**
 * The browser's URL of a descriptor's call through the BFF proxy ("/api/upstream/pets/7"), built
 * as lib/client/api.ts builds it (buildPath, then upstreamUrl with the query).
 */
export function proxyPath(endpoint: AnyEndpoint, input: Pick<UncheckedInput, "params" | "query"> = {}): string {
  const text = input.params && Object.fromEntries(Object.entries(input.params).map(([k, v]) => [k, String(v)]));
  const query = typeof input.query === "string" ? Object.fromEntries(new URLSearchParams(input.query)) : input.query;
  return upstreamUrl(buildPath(endpoint.path, text), query as Record<string, string | number | undefined>);
}

/** A demo account's token, signed in once: `signIn(email)` is called on the first ask only. */
export function demoTokens(signIn: (email: string) => Promise<string>): (name: DemoName) => Promise<string> {
  const tokens = new Map<DemoName, Promise<string>>();
  return (name) => {
    let token = tokens.get(name);
    if (!token) {
      token = signIn(demoEmail(name));
      tokens.set(name, token);
    }
    return token;
  };
}

/** A client over `fetcher`; `demoToken(name)` answers a demo account's token (tests/support/backend.ts: signed in once). */
export function createApiClient(fetcher: Fetcher, demoToken: (name: DemoName) => Promise<string>): ApiClient {
  const tokenOf = (who: Who): Promise<string | undefined> => {
    if (who === null) return Promise.resolve(undefined);
    if (typeof who === "object") return Promise.resolve(who.token);
    return demoToken(who);
  };

  const send = async (who: Who, endpoint: AnyEndpoint, input: UncheckedInput, extraHeaders?: Record<string, string>): Promise<Response> => {
    const headers: Record<string, string> = { ...extraHeaders, ...input.headers };
    let body: string | undefined;
    if (input.rawBody !== undefined) body = input.rawBody;
    else if (input.body !== undefined) body = JSON.stringify(input.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    // The sign-in steps carry no token, as the BFF sends them (server/bff/upstream/upstream.ts callAuth).
    const token = endpoint.token === "none" ? undefined : await tokenOf(who);
    if (token) headers.authorization = `Token ${token}`;
    return fetcher(endpointPath(endpoint, input.params, input.query), { method: endpoint.method, headers, body });
  };

  return {
    as(who) {
      return {
        call: (endpoint, ...args) => send(who, endpoint, (args[0] ?? {}) as UncheckedInput),
        callIdempotent: (endpoint, idempotencyKey, ...args) => {
          if (!endpoint.idempotent) throw new Error(`${endpoint.method} ${endpoint.path} is not idempotent`);
          return send(who, endpoint, (args[0] ?? {}) as UncheckedInput, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
        },
        unchecked: (endpoint, ...args) => send(who, endpoint, (args[0] ?? {}) as UncheckedInput),
      };
    },
  };
}

/** The same client over HTTP: `baseUrl` is a listening server's address (RunningServer.url). */
export function httpFetcher(baseUrl: string): Fetcher {
  return (path, init) => fetch(`${baseUrl}${path}`, init);
}

/**
 * A client of an API served elsewhere (a started backend, tests/support/backend-start.ts): over
 * HTTP, the demo staff signed in over HTTP too (once per account).
 */
export function httpApiClient(baseUrl: string): ApiClient {
  const fetcher = httpFetcher(baseUrl);
  const demoToken = demoTokens(async (email) => {
    const res = await createApiClient(fetcher, () => Promise.reject(new Error("no token needed"))).as(null).call(authEndpoints.login, { body: { email, password: DEMO_PASSWORD } });
    const json = (await res.json()) as { token?: string | null };
    if (res.status !== 200 || !json.token) throw new Error(`sign-in of ${email} gave ${res.status} ${JSON.stringify(json)}`);
    return json.token;
  });
  return createApiClient(fetcher, demoToken);
}
