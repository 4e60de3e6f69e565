/**
 * One endpoint descriptor per upstream call: method, path, capability, the zod schemas of the
 * body, the query and the answer, and two flags. Everything else is derived from it:
 * - the BFF proxy table (lib/upstream-routes.ts: the `browser: true` descriptors),
 * - the typed browser client `callApi(endpoint, input)` (lib/client/api.ts),
 * - the typed server-side call `upstreamCall(endpoint, input)` (server/bff/upstream/upstream.ts), which checks
 *   the session's role against `capability` and the answer against `response`,
 * - the BFF's sign-in calls `callAuth(endpoint, input, deps)` (server/bff/upstream/upstream.ts, the auth base),
 * - the embedded API's route `register(app, endpoint, handler)` (server/backend/http/register.ts):
 *   capability (or, on the auth base, token) check, body and query parsing.
 *
 * Paths are relative to the descriptor's base (`base`: "api", the default, or "auth"), written as the upstream spells them (trailing
 * slash included when it has one); ":name" is one path segment.
 */
import type { z } from "zod";
import type { Capability } from "../roles";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const MUTATING_METHODS: readonly HttpMethod[] = ["POST", "PUT", "PATCH", "DELETE"];

/**
 * The upstream's two bases: {api} (the default) and {auth}, the sign-in calls.
 * - An "api" call is made with the session's token, and `capability` (lib/roles.ts) says which
 *   roles may make it: the proxy, `upstreamCall` and the embedded API check it.
 * - An "auth" call belongs to no role (`capability: null`): signing in happens before there is an
 *   account, and every account may end its own session. `token` says whether it carries the
 *   session's token: "none" (the sign-in steps) or "required" (logout, the session check).
 */
export type EndpointBase = "api" | "auth";
export type AuthTokenUse = "required" | "none";

/** What every descriptor has, whatever its base. */
interface CommonDef<M extends HttpMethod, P extends string, B extends z.ZodType | undefined, Q extends z.ZodType | undefined, R extends z.ZodType> {
  method: M;
  path: P;
  /** The JSON body; a descriptor without one sends no body. */
  body?: B;
  /** The query; a descriptor without one sends none (the proxy passes none through). */
  query?: Q;
  /** The answer of a success. */
  response: R;
  /** Success status of the embedded API (default 200). */
  status?: 200 | 201;
}

/** A call of the API base: role-checked, made with the session's token. */
export interface EndpointDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> extends CommonDef<M, P, B, Q, R> {
  base?: "api";
  /** The capability of lib/roles.ts that may make the call (the proxy, upstreamCall and the embedded API check it). */
  capability: Capability;
  /** The browser may make this call through the BFF proxy (/api/upstream/…). Default: server-side only. */
  browser?: boolean;
  /**
   * The call has effects worth an audit line even as a GET (e.g. login-as-customer): the proxy
   * requires same-origin and writes the audit line whatever the method.
   */
  sensitive?: boolean;
  /**
   * The call carries an `Idempotency-Key` request header, under the one key rule of
   * lib/contract/idempotency.ts: `callApiIdempotent(e, key, input)` (lib/client/api.ts) sends it;
   * the proxy and the embedded API's `register()` refuse a call without a well-formed key (400) and
   * the API answers a repeated key with the first answer. No route handler checks the key itself.
   * `"optional"`: the key may be left out, and the call then runs as any other; a key that is sent
   * follows the same rule (malformed → 400, repeated → the first answer). POST orders is so: its dry
   * run is a read, and the order it places carries a key from every screen (issue 23).
   */
  idempotent?: boolean | "optional";
}

/** A call of the authentication base: no role, the token only where `token: "required"`; never a proxy row. */
export interface AuthEndpointDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  T extends AuthTokenUse = AuthTokenUse,
> extends CommonDef<M, P, B, Q, R> {
  base: "auth";
  capability: null;
  token: T;
}

/** How a descriptor is reached and who may make it (normalised by `endpoint()`). */
export interface ApiAccess {
  base: "api";
  capability: Capability;
  token: "required";
  browser?: boolean;
  sensitive?: boolean;
  idempotent?: boolean | "optional";
}
export interface AuthAccess<T extends AuthTokenUse = AuthTokenUse> {
  base: "auth";
  capability: null;
  token: T;
  browser?: undefined;
  sensitive?: undefined;
  idempotent?: undefined;
}
export type Access = ApiAccess | AuthAccess;

export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> = Readonly<Omit<CommonDef<M, P, B, Q, R>, "body" | "query"> & { body: B; query: Q } & A>;

/** Any descriptor. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, z.ZodType>;
/** Any descriptor of the API base (the registry lib/contract/endpoints.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiEndpoint = Endpoint<HttpMethod, string, any, any, z.ZodType, ApiAccess>;
/** Any descriptor of the authentication base (lib/contract/auth.ts `authEndpoints`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AuthEndpoint = Endpoint<HttpMethod, string, any, any, z.ZodType, AuthAccess>;

/** Declares one call of the authentication base. */
export function endpoint<
  M extends HttpMethod,
  P extends string,
  R extends z.ZodType,
  T extends AuthTokenUse,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(def: AuthEndpointDef<M, P, B, Q, R, T>): Endpoint<M, P, B, Q, R, AuthAccess<T>>;
/** Declares one call of the API base. */
export function endpoint<
  M extends HttpMethod,
  P extends string,
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(def: EndpointDef<M, P, B, Q, R>): Endpoint<M, P, B, Q, R, ApiAccess>;
export function endpoint(def: EndpointDef | AuthEndpointDef): AnyEndpoint {
  const path = def.path;
  if (path.startsWith("/")) throw new Error(`Endpoint path must be relative: ${path}`);
  if (def.base === "auth") {
    // The types already say so; a descriptor built from untyped data is refused too.
    if (def.capability !== null) throw new Error(`An auth-base endpoint has no capability: ${path}`);
    if (def.token !== "required" && def.token !== "none") throw new Error(`An auth-base endpoint says whether it sends the token: ${path}`);
    return Object.freeze({ ...def, body: def.body, query: def.query });
  }
  if (!def.capability) throw new Error(`An API endpoint names the capability that may make it: ${path}`);
  return Object.freeze({ ...def, base: "api" as const, token: "required" as const, body: def.body, query: def.query });
}

// ───────────────────────────── Typed input ─────────────────────────────

/** The ":name" segments of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

type ParamsPart<P extends string> = [PathParamNames<P>] extends [never] ? { params?: undefined } : { params: PathParams<P> };
type BodyPart<B> = B extends z.ZodType ? { body: z.input<B> } : { body?: undefined };
/** A query whose every field is optional may be left out (`{}` is sent as no query). */
type QueryPart<Q> = Q extends z.ZodType ? (object extends z.input<Q> ? { query?: z.input<Q> } : { query: z.input<Q> }) : { query?: undefined };


/** What a caller hands to `callApi` / `upstreamCall`: the path's params, the body and the query the descriptor declares. */
export type CallInput<E extends AnyEndpoint> =
  E extends Endpoint<HttpMethod, infer P, infer B, infer Q, z.ZodType> ? ParamsPart<P> & BodyPart<B> & QueryPart<Q> : never;

/** Whether the input may be left out entirely (no params, no body, no query). */
export type CallArgs<E extends AnyEndpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The parsed answer of a call. */
export type ResponseOf<E extends AnyEndpoint> = z.output<E["response"]>;
/** What the embedded API's handler returns for a call. */
export type ResponseInputOf<E extends AnyEndpoint> = z.input<E["response"]>;
/** The parsed body / query the embedded API's handler receives. */
export type BodyOf<E extends AnyEndpoint> =
  E extends Endpoint<HttpMethod, string, infer B, z.ZodType | undefined, z.ZodType> ? (B extends z.ZodType ? z.output<B> : undefined) : never;
export type QueryOf<E extends AnyEndpoint> =
  E extends Endpoint<HttpMethod, string, z.ZodType | undefined, infer Q, z.ZodType> ? (Q extends z.ZodType ? z.output<Q> : undefined) : never;

// ───────────────────────────── Paths ─────────────────────────────

/** The path's segments, without empty ones (so a trailing slash never matters). */
export function pathSegments(path: string): string[] {
  return path.split("/").filter((s) => s !== "");
}

/** The names of the path's ":name" segments, in order. */
export function pathParamNames(path: string): string[] {
  return pathSegments(path)
    .filter((s) => s.startsWith(":"))
    .map((s) => s.slice(1));
}

/**
 * The concrete path of a call: each ":name" replaced by its value, URL-encoded as one segment.
 * A missing or empty value throws (a programming error, never a request to the wrong path).
 */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = params?.[segment.slice(1)];
      if (value === undefined || String(value) === "") throw new Error(`Missing path parameter ${segment} of ${path}`);
      return encodeURIComponent(String(value));
    })
    .join("/");
}

/** The embedded API's (Hono) route path of a descriptor: "/accounts/:id" for "accounts/:id/". */
export function routePath(path: string): string {
  return `/${pathSegments(path).join("/")}`;
}

/** "PUT accounts/:id/update_customer_email" with ":name" normalised, for comparing routes. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${pathSegments(path)
    .map((s) => (s.startsWith(":") ? ":" : s))
    .join("/")}`;
}
