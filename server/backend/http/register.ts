/**
 * Mounts one embedded-API route from its endpoint descriptor (lib/contract): the method and the
 * path come from the descriptor, the capability check (requireCapability) and the parsing of the
 * body and the query (400 `{field: [msg]}` on failure) happen before the handler, which receives
 * typed input and returns the answer (typed by the descriptor's response schema), sent with the
 * descriptor's success status. A route of /api exists only through this helper.
 */
import type { Context, Hono } from "hono";
import {
  pathParamNames,
  routePath,
  type AnyEndpoint,
  type BodyOf,
  type PathParamNames,
  type QueryOf,
  type ResponseInputOf,
} from "../../../lib/contract/endpoint";
import { requireCapability } from "./auth";
import type { AppEnv } from "./context";
import { jsonBody, queryParams } from "./validate";

type ParamsOf<E extends AnyEndpoint> = { [K in PathParamNames<E["path"]>]: string };

export interface HandlerInput<E extends AnyEndpoint> {
  /** The raw ":name" segments (decoded); handlers turn ids into numbers (e.g. accountIdParam: 404). */
  params: ParamsOf<E>;
  body: BodyOf<E>;
  query: QueryOf<E>;
}

export type Handler<E extends AnyEndpoint> = (input: HandlerInput<E>, c: Context<AppEnv>) => Promise<ResponseInputOf<E>>;

export function register<E extends AnyEndpoint>(app: Hono<AppEnv>, endpoint: E, handler: Handler<E>): void {
  const names = pathParamNames(endpoint.path);
  app.on(endpoint.method, routePath(endpoint.path), requireCapability(endpoint.capability), async (c) => {
    const params = Object.fromEntries(names.map((n) => [n, c.req.param(n) ?? ""])) as ParamsOf<E>;
    const query = (endpoint.query ? queryParams(c, endpoint.query) : undefined) as QueryOf<E>;
    const body = (endpoint.body ? await jsonBody(c, endpoint.body) : undefined) as BodyOf<E>;
    const answer = await handler({ params, body, query }, c);
    return c.json(answer as object, endpoint.status ?? 200);
  });
}
