import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, type HttpMethod } from "@/lib/contract/endpoint";
import { ALL_ENDPOINTS, endpoints } from "@/lib/contract/endpoints";
import { CAPABILITIES, type Capability } from "@/lib/roles";
import { matchUpstreamRoute, pathSegments, PROXY_METHODS, routeOf, UPSTREAM_MATCH_TABLE, UPSTREAM_ROUTES, upstreamRoutesOf } from "@/lib/upstream-routes";

const route = (method: HttpMethod, path: string, capability: Capability, extra: { body?: z.ZodType } = {}) =>
  routeOf(endpoint({ method, path, capability, response: z.unknown(), browser: true, ...extra }));
/** A server-side descriptor: matched, never a row. */
const serverSide = (method: HttpMethod, path: string, capability: Capability) => routeOf(endpoint({ method, path, capability, response: z.unknown() }));

const table = [
  route("GET", "accounts/", "customerLookup"),
  route("GET", "accounts/:id", "customerLookup"),
  route("GET", "accounts/search", "customerLookup"),
  route("POST", "accounts/:id/update_customer_email", "customerAccountActions", { body: z.object({ email: z.string() }) }),
  route("DELETE", "accounts/:id/pii", "deleteCustomerPii"),
  route("GET", "accounts/:customerId/orders/:orderId/", "customerLookup"),
];
const seg = (p: string) => pathSegments(p);

describe("matchUpstreamRoute", () => {
  it("matches method and pattern, with or without a trailing slash", () => {
    expect(matchUpstreamRoute("GET", seg("accounts"), table)?.route.path).toBe("accounts/");
    expect(matchUpstreamRoute("GET", seg("accounts/"), table)?.route.path).toBe("accounts/");
    const m = matchUpstreamRoute("post", seg("accounts/12/update_customer_email/"), table);
    expect(m?.route.method).toBe("POST");
    expect(m?.params).toEqual({ id: "12" });
  });

  it("names several params", () => {
    expect(matchUpstreamRoute("GET", seg("accounts/7/orders/SHO-1"), table)?.params).toEqual({ customerId: "7", orderId: "SHO-1" });
  });

  it("prefers literal segments over params", () => {
    expect(matchUpstreamRoute("GET", seg("accounts/search"), table)?.route.path).toBe("accounts/search");
    expect(matchUpstreamRoute("GET", seg("accounts/42"), table)?.route.path).toBe("accounts/:id");
  });

  it("does not match another method, a longer or shorter path, or an unlisted one", () => {
    expect(matchUpstreamRoute("DELETE", seg("accounts/12"), table)).toBeNull();
    expect(matchUpstreamRoute("POST", seg("accounts/12"), table)).toBeNull();
    expect(matchUpstreamRoute("GET", seg("accounts/12/orders"), table)).toBeNull();
    expect(matchUpstreamRoute("GET", seg("bark_user"), table)).toBeNull();
    expect(matchUpstreamRoute("GET", [], table)).toBeNull();
  });

  it("a server-side descriptor's path is never taken by a row's :name (review guards F2)", () => {
    const withServer = [
      route("GET", "products/:code", "claims"),
      serverSide("GET", "products/free", "managePromotions"),
      route("GET", "a/:x", "claims"),
      serverSide("GET", ":y/b", "managePromotions"),
      serverSide("GET", "only/server", "claims"),
      route("GET", "c/:x", "claims"),
      serverSide("GET", "c/:x/d", "claims"),
    ];
    expect(matchUpstreamRoute("GET", seg("products/free"), withServer)).toBeNull();
    expect(matchUpstreamRoute("GET", seg("products/ABC"), withServer)).toMatchObject({ route: { path: "products/:code", browser: true }, params: { code: "ABC" } });
    // A tie of literal segments: the server-side descriptor may own the path, so it is no row.
    expect(matchUpstreamRoute("GET", seg("a/b"), withServer)).toBeNull();
    expect(matchUpstreamRoute("GET", seg("a/c"), withServer)?.route.path).toBe("a/:x");
    // A path only a server-side descriptor matches (of any shape) is none either.
    expect(matchUpstreamRoute("GET", seg("only/server"), withServer)).toBeNull();
    expect(matchUpstreamRoute("GET", seg("c/1/d"), withServer)).toBeNull();
    expect(matchUpstreamRoute("GET", seg("z/b"), withServer)).toBeNull();
    // The real table: GET products/free (managePromotions, server-side) beside the row GET products/:code (claims).
    expect(UPSTREAM_MATCH_TABLE.find((r) => r.method === "GET" && r.path === endpoints.listFreeProducts.path)?.browser).toBe(false);
    expect(matchUpstreamRoute("GET", seg("products/free"))).toBeNull();
    expect(matchUpstreamRoute("GET", seg("products/discount-eligible-codes"))).toBeNull();
    expect(matchUpstreamRoute("GET", seg("products/ABC"))?.route.path).toBe(endpoints.getProduct.path);
  });

  it("the real table is well formed: known methods and capabilities, no duplicate rows", () => {
    const seen = new Set<string>();
    for (const r of UPSTREAM_ROUTES) {
      expect(PROXY_METHODS).toContain(r.method);
      expect(Object.keys(CAPABILITIES)).toContain(r.capability);
      expect(r.path.startsWith("/")).toBe(false);
      const key = `${r.method} ${pathSegments(r.path).map((s) => (s.startsWith(":") ? ":" : s)).join("/")}`;
      expect(seen.has(key), `duplicate row ${key}`).toBe(false);
      seen.add(key);
    }
  });

  it("the table is derived from the descriptors: exactly the browser ones, with their schemas and flags", () => {
    const browser = ALL_ENDPOINTS.filter((e) => e.browser);
    expect(UPSTREAM_ROUTES).toHaveLength(browser.length);
    expect(UPSTREAM_ROUTES.map((r) => `${r.method} ${r.path}`)).toEqual(browser.map((e) => `${e.method} ${e.path}`));
    expect(UPSTREAM_ROUTES.every((r) => r.browser)).toBe(true);
    // The matcher's table: every descriptor, the server-side ones marked.
    expect(UPSTREAM_MATCH_TABLE.map((r) => `${r.method} ${r.path} ${r.browser}`)).toEqual(ALL_ENDPOINTS.map((e) => `${e.method} ${e.path} ${e.browser === true}`));
    const email = UPSTREAM_ROUTES.find((r) => r.path === endpoints.updateCustomerEmail.path)!;
    expect(email.body).toBe(endpoints.updateCustomerEmail.body);
    expect(email.capability).toBe("customerAccountActions");
    // Server-side-only calls are no rows: the browser cannot reach them.
    expect(matchUpstreamRoute("GET", seg("accounts/12/user_treatments"))).toBeNull();
    // Issue 23: the customer page's Replace Order dialog reads the account when it opens; its query is checked.
    expect(matchUpstreamRoute("GET", seg("accounts/12"))?.route.query).toBe(endpoints.getAccount.query);
    expect(matchUpstreamRoute("POST", seg("customer_search"))).toBeNull();
    expect(upstreamRoutesOf([endpoint({ method: "GET", path: "x", capability: "customerLookup", response: z.unknown() })])).toEqual([]);
  });

  it("spec 02 §7's staff-user calls, spelled as the spec has them: GET bark_user/ (the list), POST and PUT bark_user", () => {
    expect([endpoints.listStaffUsers, endpoints.createStaffUser, endpoints.updateStaffUser].map((e) => `${e.method} ${e.path}`)).toEqual(["GET bark_user/", "POST bark_user", "PUT bark_user"]);
    // The browser's spelling of the slash does not matter to the match: each method finds its own row.
    for (const p of ["bark_user", "bark_user/"]) {
      expect(matchUpstreamRoute("GET", seg(p))?.route.path, p).toBe("bark_user/");
      expect(matchUpstreamRoute("POST", seg(p))?.route.path, p).toBe("bark_user");
      expect(matchUpstreamRoute("PUT", seg(p))?.route.path, p).toBe("bark_user");
    }
  });

  it("login-as-customer is marked sensitive; nothing else is", () => {
    expect(UPSTREAM_ROUTES.filter((r) => r.sensitive).map((r) => `${r.method} ${r.path}`)).toEqual(["GET impersonate/"]);
  });
});
