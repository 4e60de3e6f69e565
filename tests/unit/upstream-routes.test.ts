import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CAPABILITIES } from "@/lib/roles";
import { matchUpstreamRoute, pathSegments, PROXY_METHODS, route, UPSTREAM_ROUTES } from "@/lib/upstream-routes";

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
});
