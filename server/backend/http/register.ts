/**
 * Mounts one embedded-API route from its endpoint descriptor (lib/contract): the method and the
 * path come from the descriptor, the access check and the parsing of the body and the query
 * (400 `{field: [msg]}` on failure) happen before the handler, which receives typed input and
 * returns the answer (typed by the descriptor's response schema), sent with the descriptor's
 * success status. A route of /api or /auth exists only through this helper.
 *
 * The access check: an API-base descriptor → requireCapability (the /api app authenticates the
 * token for all its routes); an auth-base descriptor with `token: "required"` → the token is
 * authenticated here (its deps are passed: `register(app, authEndpoints.logout, handler, deps)`);
 * one with `token: "none"` → none.
 *
 * An `idempotent` descriptor: after the body and the query, a missing or malformed Idempotency-Key
 * is 400 (the one key rule of lib/contract/idempotency.ts); the handler receives the key as
 * `idempotency` and runs its work through queries/idempotency.ts `runIdempotent` (the replay).
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import {
  pathParamNames,
  routePath,
  type AnyEndpoint,
  type BodyOf,
  type PathParamNames,
  type QueryOf,
  type ResponseInputOf,
} from "../../../lib/contract/endpoint";
import { idempotencyKeyOf, IDEMPOTENCY_KEY_REQUIRED, keyRefused } from "../../../lib/contract/idempotency";
import type { Idempotency } from "../queries/idempotency";
import { badRequest } from "./errors";
import { requireCapability, requireStaff } from "./auth";
import type { AppDeps, AppEnv } from "./context";
import { jsonBody, queryParams, refuseUnstorableText } from "./validate";

type ParamsOf<E extends AnyEndpoint> = { [K in PathParamNames<E["path"]>]: string };

export interface HandlerInput<E extends AnyEndpoint> {
  /** The raw ":name" segments (decoded); handlers turn ids into numbers (e.g. accountIdParam: 404). */
  params: ParamsOf<E>;
  body: BodyOf<E>;
  query: QueryOf<E>;
  /** The request's key, for an `idempotent` descriptor only (undefined otherwise). */
  idempotency: Idempotency | undefined;
}

export type Handler<E extends AnyEndpoint> = (input: HandlerInput<E>, c: Context<AppEnv>) => Promise<ResponseInputOf<E>>;

/** What register needs besides the descriptor: the deps that authenticate the token of an auth-base call that requires one. */
export type RegisterExtra<E extends AnyEndpoint> = E extends { base: "auth"; token: "required" } ? [deps: AppDeps] : [];

function accessCheck(endpoint: AnyEndpoint, deps: AppDeps | undefined): MiddlewareHandler<AppEnv> {
  if (endpoint.base === "api") return requireCapability(endpoint.capability);
  if (endpoint.token === "required") {
    if (!deps) throw new Error(`register(${endpoint.method} ${endpoint.path}) needs the deps that authenticate its token`);
    return requireStaff(deps);
  }
  return async (_c, next) => {
    await next();
  };
}

/**
 * The key of a request to an idempotent descriptor; 400 IDEMPOTENCY_KEY_REQUIRED without a
 * well-formed one (an `"optional"` descriptor without the header: no key, undefined).
 */
function idempotencyOf(endpoint: AnyEndpoint, c: Context<AppEnv>): Idempotency | undefined {
  if (!endpoint.idempotent) return undefined;
  const headers = { get: (name: string) => c.req.header(name) };
  const key = idempotencyKeyOf(headers);
  if (keyRefused(endpoint.idempotent, headers, key)) throw badRequest(IDEMPOTENCY_KEY_REQUIRED);
  return key === null ? undefined : { scope: endpoint.path, key, staffEmail: c.get("staff").email };
}

/**
 * The descriptor with the body schema the embedded API validates with in place of the contract's:
 * the same rules, built with the API's own dependencies, e.g. `makeDiscountSchemas(now)` so a
 * time rule reads the injected clock (the form and the BFF keep the contract's, on their own clock).
 * Same method, path, capability and answer; the body's type is the contract's.
 */
export function withBody<E extends AnyEndpoint>(endpoint: E, body: E["body"]): E {
  return Object.freeze({ ...endpoint, body });
}

export function register<E extends AnyEndpoint>(app: Hono<AppEnv>, endpoint: E, handler: Handler<E>, ...extra: RegisterExtra<E>): void {
  const names = pathParamNames(endpoint.path);
  app.on(endpoint.method, routePath(endpoint.path), accessCheck(endpoint, (extra as [AppDeps?])[0]), async (c) => {
    const params = Object.fromEntries(names.map((n) => [n, c.req.param(n) ?? ""])) as ParamsOf<E>;
    // A path segment holding "%00" (or a lone surrogate) is refused like a body's field, before any query sees it.
    refuseUnstorableText(params);
    const query = (endpoint.query ? queryParams(c, endpoint.query) : undefined) as QueryOf<E>;
    const body = (endpoint.body ? await jsonBody(c, endpoint.body) : undefined) as BodyOf<E>;
    const answer = await handler({ params, body, query, idempotency: idempotencyOf(endpoint, c) }, c);
    // A streamed answer (lib/contract/streamed.ts, e.g. a CSV export) goes out as the handler built it.
    if (answer instanceof Response) return answer;
    return c.json(answer as object, endpoint.status ?? 200);
  });
}
