/**
 * The two halves of the contract agree: every endpoint descriptor of lib/contract (so every row of
 * the BFF proxy table) is served by the embedded API with the same method and path, and every
 * /api route the embedded API serves has its descriptor. Plus the hardening of the descriptors'
 * parsing on the embedded side (NUL characters → 400, never 500).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPath, pathParamNames, routeKey } from "@/lib/contract/endpoint";
import { ALL_ENDPOINTS } from "@/lib/contract/endpoints";
import { NULL_CHARACTER_MESSAGE } from "@/lib/contract/strings";
import { UPSTREAM_ROUTES } from "@/lib/upstream-routes";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";

describe(`endpoint parity (${TEST_DB_DRIVER})`, () => {
  let b: TestBackend;
  let all: string;

  beforeAll(async () => {
    b = await createTestBackend();
    all = await b.tokenFor("all+bark@example.com");
  });
  afterAll(async () => {
    await b.close();
  });

  /** The embedded API's /api routes as "METHOD path" keys (middleware excluded). */
  const apiRouteKeys = () =>
    new Set(
      b.app.routes
        .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL")
        .map((r) => routeKey(r.method, r.path.slice("/api/".length))),
    );

  it("every descriptor is registered with its method and path, and every /api route has a descriptor", () => {
    const registered = apiRouteKeys();
    const described = new Set(ALL_ENDPOINTS.map((e) => routeKey(e.method, e.path)));
    expect([...described].filter((k) => !registered.has(k)), "descriptors without a route").toEqual([]);
    expect([...registered].filter((k) => !described.has(k)), "routes without a descriptor").toEqual([]);
  });

  it("every proxy row reaches a real route of the embedded API with the same method (not its 404/405)", async () => {
    expect(UPSTREAM_ROUTES.length).toBeGreaterThan(0);
    for (const row of UPSTREAM_ROUTES) {
      const params = Object.fromEntries(pathParamNames(row.path).map((n) => [n, "1"]));
      const res = await b.call(row.method, `/api/${buildPath(row.path, params)}`, { token: all, body: row.method === "GET" ? undefined : {} });
      const data = (await res.json().catch(() => ({}))) as { detail?: unknown };
      expect(res.status, `${row.method} ${row.path}`).not.toBe(405);
      expect(res.status === 404 && data.detail === "Not found.", `${row.method} ${row.path} is the API's own 404`).toBe(false);
    }
  });

  it("the same path with another method is the API's 404 (the method is part of the contract)", async () => {
    const res = await b.call("DELETE", "/api/accounts/1/update_customer_email", { token: all });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "Not found." });
  });

  it("the descriptor's capability is enforced: a Team Member may not list staff users", async () => {
    const team = await b.tokenFor("team+bark@example.com");
    expect((await b.call("GET", "/api/bark_user", { token: team })).status).toBe(403);
    expect((await b.call("GET", "/api/bark_user", { token: all })).status).toBe(200);
  });

  describe("NUL characters → 400 with a field message, never 500", () => {
    it("customer_search", async () => {
      const res = await b.call("POST", "/api/customer_search", { token: all, body: { last_name: "Doe\u0000" } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ last_name: [NULL_CHARACTER_MESSAGE] });
    });

    it("a query string (bark_user?search=%00)", async () => {
      const res = await b.call("GET", "/api/bark_user?search=a%00b", { token: all });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ search: [NULL_CHARACTER_MESSAGE] });
    });

    it("/auth/login and /auth/password_reset_request (every JSON body of the embedded API)", async () => {
      const login = await b.call("POST", "/auth/login", { body: { email: "admin+bark@example.com\u0000", password: DEMO_PASSWORD } });
      expect(login.status).toBe(400);
      expect(await login.json()).toEqual({ email: [NULL_CHARACTER_MESSAGE] });
      const reset = await b.call("POST", "/auth/password_reset_request", { body: { email: "x\u0000@example.com" } });
      expect(reset.status).toBe(400);
      expect(await reset.json()).toEqual({ email: [NULL_CHARACTER_MESSAGE] });
    });
  });
});
