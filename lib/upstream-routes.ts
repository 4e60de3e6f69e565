/**
 * THE table of every upstream call the browser may make through the BFF proxy
 * (`/api/upstream/<path>` → `<api base of the request's environment><path>`).
 *
 * One row per call: method, path pattern (":name" = one path segment; a trailing slash is
 * optional), the capability of lib/roles.ts that may make it, and zod schemas of the body and the
 * query. Anything not listed answers 404 without an upstream call.
 * - `body`: the JSON body is validated and the parsed value (unknown keys stripped) is sent; a row
 *   without `body` sends no body at all.
 * - `query`: the query is validated and the parsed value is sent; a row without `query` passes the
 *   query string through unchanged.
 * Adding a call is one line: `route("POST", "accounts/:id/update_customer_email", "customerAccountActions", { body: schema })`.
 */
import type { z } from "zod";
import type { Capability } from "./roles";
import {
  accountIdQuerySchema,
  createExclusiveDiscountSchema,
  defaultPasswordRequestSchema,
  deletePiiSchema,
  switchPaymentProcessorSchema,
  updateCustomerEmailSchema,
  updateProactiveSupportSchema,
} from "./contract/customers";

export const PROXY_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ProxyMethod = (typeof PROXY_METHODS)[number];
export const MUTATING_METHODS: readonly ProxyMethod[] = ["POST", "PUT", "PATCH", "DELETE"];

export interface UpstreamRoute {
  method: ProxyMethod;
  /** Relative to the API base, e.g. "accounts/:id/update_customer_email". */
  path: string;
  capability: Capability;
  body?: z.ZodType;
  query?: z.ZodType;
}

/** One row of the table. */
export function route(
  method: ProxyMethod,
  path: string,
  capability: Capability,
  schemas: { body?: z.ZodType; query?: z.ZodType } = {},
): UpstreamRoute {
  return { method, path, capability, ...schemas };
}

export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  // Issue 3 (shell, home): none; the signed-in account comes from the session. The staff-user list
  // is what `npm run bench:proxy` measures through the proxy (user management reads it too).
  route("GET", "bark_user", "manageUsers"),
  // Later issues append their rows below, one line each.
  // Issue 4 (customer page account actions; the search and the page loads run server-side via upstream()).
  route("PUT", "accounts/:id/update_customer_email", "customerAccountActions", { body: updateCustomerEmailSchema }),
  route("PUT", "accounts/:id/update_proactive_customer_support", "customerAccountActions", { body: updateProactiveSupportSchema }),
  route("POST", "default_password_request", "customerAccountActions", { body: defaultPasswordRequestSchema }),
  route("POST", "delete_pii", "deleteCustomerPii", { body: deletePiiSchema }),
  route("POST", "payment_methods/switch_payment_processor", "switchPaymentProcessor", { body: switchPaymentProcessorSchema }),
  route("GET", "impersonate", "customerAccountActions", { query: accountIdQuerySchema }),
  route("POST", "accounts/:id/create_exclusive_discount", "customerAccountActions", { body: createExclusiveDiscountSchema }),
];

export interface UpstreamRouteMatch {
  route: UpstreamRoute;
  /** Values of the ":name" segments, decoded. */
  params: Record<string, string>;
}

/** The path's segments, without empty ones (so a trailing slash never matters). */
export function pathSegments(path: string): string[] {
  return path.split("/").filter((s) => s !== "");
}

/**
 * The row for a method and a path (segments already decoded, as Next hands them to a catch-all).
 * Literal segments win over ":name" ones when two rows could match.
 */
export function matchUpstreamRoute(
  method: string,
  segments: readonly string[],
  routes: readonly UpstreamRoute[] = UPSTREAM_ROUTES,
): UpstreamRouteMatch | null {
  const m = method.toUpperCase();
  let best: { match: UpstreamRouteMatch; literals: number } | null = null;
  for (const r of routes) {
    if (r.method !== m) continue;
    const pattern = pathSegments(r.path);
    if (pattern.length !== segments.length) continue;
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
    if (ok && (!best || literals > best.literals)) best = { match: { route: r, params }, literals };
  }
  return best?.match ?? null;
}
