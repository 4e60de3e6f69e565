/**
 * THE table of every upstream call the browser may make through the BFF proxy
 * (`/api/upstream/<path>` → `<api base of the request's environment><path>`), derived from the
 * endpoint descriptors of lib/contract: one row per descriptor marked `browser: true`. Calls the
 * pages make server-side (upstreamCall) are not rows: the browser cannot reach them.
 *
 * A row: method, path pattern (":name" = one path segment; the browser's trailing slash is optional,
 * the upstream gets the row's own spelling: `bark_user/` for the list, `bark_user` for the writes), the
 * capability of lib/roles.ts that may make it, the zod schemas of the body and the query, and
 * `sensitive`. Anything not listed answers 404 without an upstream call.
 *
 * The matcher reads every descriptor, not the rows alone: a path is the descriptor that matches it
 * best (literal segments win), and when that one is server-side only the path is no row (404). So
 * `GET products/free` (managePromotions, server-side) is never taken by the row `GET products/:code`
 * (claims) as `code = "free"`: a row's ":name" never reaches another descriptor's path.
 * - `body`: the JSON body is validated and the parsed value (unknown keys stripped) is sent; a row
 *   without `body` sends no body at all.
 * - `query`: the query is validated and the parsed value is sent; a row without `query` sends none.
 * - `sensitive`: same-origin required and an audit line, whatever the method.
 * Adding a row: add a descriptor with `browser: true` (docs/bff.md).
 */
import type { z } from "zod";

export { UPSTREAM_PROXY_PREFIX } from "./upstream-prefix";

import type { Capability } from "./roles";
import { ALL_ENDPOINTS } from "./contract/endpoints";
import { isPageSchema } from "./contract/paging";
import { HTTP_METHODS, MUTATING_METHODS, pathSegments, type ApiEndpoint, type HttpMethod } from "./contract/endpoint";

export { pathSegments, MUTATING_METHODS };
export const PROXY_METHODS = HTTP_METHODS;
export type ProxyMethod = HttpMethod;

export interface UpstreamRoute {
  method: ProxyMethod;
  /** Relative to the API base, e.g. "accounts/:id/update_customer_email". */
  path: string;
  capability: Capability;
  body?: z.ZodType;
  query?: z.ZodType;
  sensitive?: boolean;
  /** The row passes the request's Idempotency-Key header through (descriptor `idempotent`). */
  idempotent?: boolean | "optional";
  /** The answer is a paging envelope: its `next`/`previous` are rewritten to the proxy's own address. */
  paged?: boolean;
  /**
   * A row: the browser may make the call (descriptor `browser: true`). False: a server-side call,
   * in the matcher's table only so that its path is never taken by a row's ":name" (→ 404).
   */
  browser: boolean;
}

/** The proxy row of a descriptor (`browser` false for a server-side one: matched, never forwarded). */
export function routeOf(e: ApiEndpoint): UpstreamRoute {
  return { method: e.method, path: e.path, capability: e.capability, browser: e.browser === true, body: e.body, query: e.query, sensitive: e.sensitive === true, ...(e.idempotent ? { idempotent: e.idempotent } : {}), ...(isPageSchema(e.response) ? { paged: true } : {}) };
}

/** The rows: the browser-callable descriptors. */
export function upstreamRoutesOf(list: readonly ApiEndpoint[]): UpstreamRoute[] {
  return list.filter((e) => e.browser === true).map(routeOf);
}

export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = upstreamRoutesOf(ALL_ENDPOINTS);

/** The matcher's table: every descriptor (the rows, and the server-side paths no row may take). */
export const UPSTREAM_MATCH_TABLE: readonly UpstreamRoute[] = ALL_ENDPOINTS.map(routeOf);

export interface UpstreamRouteMatch {
  route: UpstreamRoute;
  /** Values of the ":name" segments, decoded. */
  params: Record<string, string>;
}

/**
 * The row for a method and a path (segments already decoded, as Next hands them to a catch-all).
 * The best match of the table wins: the most literal segments, and on a tie a server-side
 * descriptor before a row. Null when nothing matches or the best match is no row (`browser`
 * false): a server-side call's path is never forwarded as some row's ":name".
 */
export function matchUpstreamRoute(
  method: string,
  segments: readonly string[],
  routes: readonly UpstreamRoute[] = UPSTREAM_MATCH_TABLE,
): UpstreamRouteMatch | null {
  const candidates = compiledRoutes(routes).get(`${method.toUpperCase()} ${segments.length}`);
  if (!candidates) return null;
  let best: { match: UpstreamRouteMatch; literals: number } | null = null;
  for (const { route: r, pattern } of candidates) {
    const params: Record<string, string> = {};
    let literals = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i]!;
      const s = segments[i]!;
      if (p.startsWith(":")) {
        if (s === "") {
          ok = false;
          break;
        }
        params[p.slice(1)] = s;
      } else if (p === s) {
        literals++;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || literals > best.literals || (literals === best.literals && !r.browser && best.match.route.browser))) best = { match: { route: r, params }, literals };
  }
  return best?.match.route.browser ? best.match : null;
}

/**
 * A table's rows by "METHOD segment-count", each with its path split once: the matcher runs on
 * every proxied request and the table never changes (a list tests hand in gets its own entry).
 * A server-side descriptor is kept only where some row of its bucket could match one of its paths
 * (segment by segment: equal, or either is ":name"): elsewhere the answer is null with or without
 * it, so a bucket holds the rows plus the few paths they must not take (today `GET products/free`
 * and `GET products/discount-eligible-codes`, beside `GET products/:code`): a request walks the
 * rows of its bucket and at most those few more.
 */
const compiled = new WeakMap<readonly UpstreamRoute[], Map<string, { route: UpstreamRoute; pattern: string[] }[]>>();

function compiledRoutes(routes: readonly UpstreamRoute[]): Map<string, { route: UpstreamRoute; pattern: string[] }[]> {
  let index = compiled.get(routes);
  if (!index) {
    index = new Map();
    for (const route of routes) {
      const pattern = pathSegments(route.path);
      const key = `${route.method} ${pattern.length}`;
      const list = index.get(key) ?? [];
      list.push({ route, pattern });
      index.set(key, list);
    }
    for (const [key, list] of index) {
      const rows = list.filter((c) => c.route.browser);
      const kept = list.filter((c) => c.route.browser || rows.some((row) => patternsOverlap(row.pattern, c.pattern)));
      if (kept.length > 0) index.set(key, kept);
      else index.delete(key);
    }
    compiled.set(routes, index);
  }
  return index;
}

/** Two patterns of one length that some path matches both: each segment equal, or either a ":name". */
function patternsOverlap(a: readonly string[], b: readonly string[]): boolean {
  return a.every((p, i) => p === b[i] || p.startsWith(":") || b[i]!.startsWith(":"));
}

// The real table is indexed once, at module load (not on the first proxied request).
compiledRoutes(UPSTREAM_MATCH_TABLE);
