/**
 * The two halves of the contract agree: every endpoint descriptor of lib/contract (so every row of
 * the BFF proxy table) is served by the embedded API with the same method and path, and every
 * /api route the embedded API serves has its descriptor; the same for the auth base (/auth) and
 * `authEndpoints`. The role table is one: for every descriptor and every role, the BFF proxy and
 * the embedded API both answer 403 exactly when lib/roles.ts `can()` says no, and a proxy row's
 * ":name" never reaches the path of a server-side descriptor (404, no upstream call). Plus the hardening
 * of the descriptors' parsing on the embedded side (NUL characters → 400, never 500).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_AUTH_ENDPOINTS, authEndpoints } from "@/lib/contract/auth";
import { buildPath, MUTATING_METHODS, pathParamNames, pathSegments, routeKey, type AnyEndpoint, type HttpMethod } from "@/lib/contract/endpoint";
import { upstreamUrl } from "@/lib/client/api";
import { ALL_ENDPOINTS, endpoints } from "@/lib/contract/endpoints";
import { NULL_CHARACTER_MESSAGE } from "@/lib/contract/strings";
import { ALL_ROLES, can } from "@/lib/roles";
import { UPSTREAM_ROUTES } from "@/lib/upstream-routes";
import { handleUpstreamProxy } from "@/server/bff/proxy/bff-proxy";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { ACCOUNTS, captureLogger, sessionCookie, testConfig } from "../support/bff";
import { TEST_DB_DRIVER } from "../support/test-db";
import { DEMO } from "../support/demo-staff";

/** Every ":name" of the descriptor's path as "1". */
const paramsOf = (e: AnyEndpoint) => Object.fromEntries(pathParamNames(e.path).map((n) => [n, "1"]));

describe(`endpoint parity (${TEST_DB_DRIVER})`, () => {
  let b: TestBackend;
  let all: string;

  beforeAll(async () => {
    b = await createTestBackend();
    all = await b.tokenFor(DEMO.all);
  });
  afterAll(async () => {
    await b.close();
  });

  /** The embedded API's routes under a base ("/api/", "/auth/") as "METHOD path" keys (middleware excluded). */
  const routeKeysUnder = (base: string) =>
    new Set(
      b.app.routes
        .filter((r) => r.path.startsWith(base) && r.method !== "ALL")
        .map((r) => routeKey(r.method, r.path.slice(base.length))),
    );
  const apiRouteKeys = () => routeKeysUnder("/api/");

  it("every descriptor is registered with its method and path, and every /api route has a descriptor", () => {
    const registered = apiRouteKeys();
    const described = new Set(ALL_ENDPOINTS.map((e) => routeKey(e.method, e.path)));
    expect([...described].filter((k) => !registered.has(k)), "descriptors without a route").toEqual([]);
    expect([...registered].filter((k) => !described.has(k)), "routes without a descriptor").toEqual([]);
  });

  it("the auth base too: every auth descriptor is an /auth route with its method and path, and every /auth route has one", () => {
    const registered = routeKeysUnder("/auth/");
    const described = new Set(ALL_AUTH_ENDPOINTS.map((e) => routeKey(e.method, e.path)));
    expect(described.size).toBe(ALL_AUTH_ENDPOINTS.length);
    expect([...described].filter((k) => !registered.has(k)), "auth descriptors without a route").toEqual([]);
    expect([...registered].filter((k) => !described.has(k)), "/auth routes without a descriptor").toEqual([]);
  });

  it("every auth descriptor reaches its route: a body-less call → 400 field errors, a token-less one → 401 (never the 404/405)", async () => {
    for (const e of ALL_AUTH_ENDPOINTS) {
      // unchecked: every descriptor with an empty body, to reach its route (400), never a valid call.
      const res = await b.as(null).unchecked(e, { body: e.method === "GET" ? undefined : {} });
      expect(res.status, `${e.method} ${e.path}`).toBe(e.token === "required" ? 401 : 400);
    }
    // The token of a required-token call is checked by register(): a good one passes.
    const res = await b.as({ token: all }).call(authEndpoints.session);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { account: { email: string } }).account.email).toBe(DEMO.all);
  });

  it("every proxy row reaches a real route of the embedded API with the same method (not its 404/405)", async () => {
    expect(UPSTREAM_ROUTES.length).toBeGreaterThan(0);
    for (const row of UPSTREAM_ROUTES) {
      // The row's own descriptor (the rows are derived from them), called by method and path.
      const e = ALL_ENDPOINTS.find((d) => routeKey(d.method, d.path) === routeKey(row.method, row.path))!;
      expect(e, `${row.method} ${row.path}`).toBeDefined();
      // unchecked: every descriptor with an empty body, to reach its route, never a valid call.
      const res = await b.as({ token: all }).unchecked(e, { params: paramsOf(e), body: row.method === "GET" ? undefined : {} });
      const data = (await res.json().catch(() => ({}))) as { detail?: unknown };
      expect(res.status, `${row.method} ${row.path}`).not.toBe(405);
      expect(res.status === 404 && data.detail === "Not found.", `${row.method} ${row.path} is the API's own 404`).toBe(false);
    }
  });

  it("the same path with another method is the API's 404 (the method is part of the contract)", async () => {
    // The path by hand on purpose: a descriptor's path with a method it does not declare.
    const res = await b.call("DELETE", "/api/accounts/1/update_customer_email", { token: all });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "Not found." });
  });

  it("the descriptor's capability is enforced: a Team Member may not list staff users", async () => {
    const team = await b.tokenFor(DEMO.team);
    expect((await b.as({ token: team }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(403);
    expect((await b.as({ token: all }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(200);
  });

  describe("one role table: every descriptor × every role, 403 exactly when can() says no", () => {
    /** One signed-in staff user per role of lib/roles.ts, plus a user of an unsupported group. */
    const PEOPLE = [...ALL_ROLES.map((role) => Object.values(ACCOUNTS).find((a) => a.groups[0]!.name === role)!), ACCOUNTS.guest];
    const tokens = new Map<string, string>();
    beforeAll(async () => {
      for (const p of PEOPLE) tokens.set(p.email, await b.tokenFor(p.email));
    });
    const bodyOf = (e: AnyEndpoint) => (e.method === "GET" ? undefined : {});

    it("the embedded API", async () => {
      expect(PEOPLE.map((p) => p.groups[0]!.name)).toEqual([...ALL_ROLES, "Marketing"]);
      const wrong: string[] = [];
      for (const e of ALL_ENDPOINTS) {
        for (const p of PEOPLE) {
          // unchecked: a loop over every descriptor (typed only as "any descriptor").
          const res = await b.as({ token: tokens.get(p.email) }).unchecked(e, { params: paramsOf(e), body: bodyOf(e) });
          await res.body?.cancel();
          if (res.status >= 500 || (res.status === 403) !== !can(p, e.capability)) wrong.push(`${e.method} ${e.path} as ${p.groups[0]!.name}: ${res.status}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it("the BFF proxy (the real table, in front of the embedded API)", async () => {
      const config = testConfig("http://backend.test");
      // The proxy's upstream calls go to the embedded API in process (counted: a refusal is the proxy's own).
      let upstreamCalls = 0;
      const fetchBackend = ((input: string | URL | Request, init?: RequestInit) => {
        upstreamCalls++;
        const url = new URL(String(input));
        return Promise.resolve(b.app.request(url.pathname + url.search, init));
      }) as typeof fetch;
      const deps = { config, logger: captureLogger().logger, fetch: fetchBackend };
      expect(UPSTREAM_ROUTES.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      let passed = 0;
      for (const e of ALL_ENDPOINTS.filter((x) => x.browser === true)) {
        for (const p of PEOPLE) {
          const cookie = await sessionCookie(config, { token: tokens.get(p.email)!, account: p });
          const callsBefore = upstreamCalls;
          const write = MUTATING_METHODS.includes(e.method);
          const res = await handleUpstreamProxy(
            new Request(`http://localhost:3000${upstreamUrl(buildPath(e.path, paramsOf(e)))}`, {
              method: e.method,
              headers: { host: "localhost:3000", cookie, origin: "http://localhost:3000", "sec-fetch-site": "same-origin", ...(write ? { "content-type": "application/json" } : {}) },
              body: write ? JSON.stringify(bodyOf(e)) : undefined,
            }),
            deps,
          );
          await res.body?.cancel();
          if (res.status !== 403) passed++;
          // An allowed call reached the embedded API and was answered by it (not a proxy or transport failure).
          if (res.status >= 500) wrong.push(`${e.method} ${e.path} as ${p.groups[0]!.name}: ${res.status}`);
          if ((res.status === 403) !== !can(p, e.capability)) wrong.push(`${e.method} ${e.path} as ${p.groups[0]!.name}: ${res.status}`);
          if (!can(p, e.capability) && upstreamCalls !== callsBefore) wrong.push(`${e.method} ${e.path} as ${p.groups[0]!.name}: reached the upstream`);
        }
      }
      expect(wrong).toEqual([]);
      expect(passed).toBeGreaterThan(0);
    });

    /**
     * The paths a row's ":name" would take from a server-side descriptor: for every browser row with a
     * ":name" and every server-side descriptor of the same method and length that fits it (each segment
     * equal, or either a ":name") with a literal where the row has a ":name", the path both match
     * (the descriptor's literals, else the row's, else "1").
     */
    const shadowedPaths = () => {
      const out: { method: HttpMethod; path: string; row: string; descriptor: string }[] = [];
      for (const row of ALL_ENDPOINTS.filter((e) => e.browser === true && e.path.includes(":"))) {
        const r = pathSegments(row.path);
        for (const d of ALL_ENDPOINTS.filter((e) => e.browser !== true && e.method === row.method)) {
          const s = pathSegments(d.path);
          if (s.length !== r.length || !r.every((p, i) => p === s[i] || p.startsWith(":") || s[i]!.startsWith(":"))) continue;
          if (!r.some((p, i) => p.startsWith(":") && !s[i]!.startsWith(":"))) continue;
          const path = s.map((p, i) => (!p.startsWith(":") ? p : !r[i]!.startsWith(":") ? r[i]! : "1")).join("/");
          out.push({ method: row.method, path, row: `${row.method} ${row.path}`, descriptor: `${d.method} ${d.path}` });
        }
      }
      return out;
    };

    /** The proxy in front of the embedded API, counting its upstream calls. */
    const proxyAs = async (p: (typeof PEOPLE)[number], method: HttpMethod, path: string) => {
      const config = testConfig("http://backend.test");
      const upstream: string[] = [];
      const fetchBackend = ((input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(String(input));
        upstream.push(url.pathname);
        return Promise.resolve(b.app.request(url.pathname + url.search, init));
      }) as typeof fetch;
      const cookie = await sessionCookie(config, { token: tokens.get(p.email)!, account: p });
      const write = MUTATING_METHODS.includes(method);
      const res = await handleUpstreamProxy(
        new Request(`http://localhost:3000${upstreamUrl(path)}`, {
          method,
          headers: { host: "localhost:3000", cookie, origin: "http://localhost:3000", "sec-fetch-site": "same-origin", ...(write ? { "content-type": "application/json" } : {}) },
          body: write ? "{}" : undefined,
        }),
        { config, logger: captureLogger().logger, fetch: fetchBackend },
      );
      const body = (await res.json().catch(() => null)) as unknown;
      return { status: res.status, body, upstream };
    };

    it("the BFF proxy: a row's :name never takes a server-side descriptor's path (404, no upstream call, every role)", async () => {
      const shadowed = shadowedPaths();
      // Today GET products/:code (claims) beside GET products/free (managePromotions) and products/discount-eligible-codes.
      expect(shadowed.map((x) => `${x.method} ${x.path}`)).toContain("GET products/free");
      const wrong: string[] = [];
      for (const x of shadowed) {
        for (const p of PEOPLE) {
          const { status, upstream } = await proxyAs(p, x.method, x.path);
          if (status !== 404 || upstream.length > 0) wrong.push(`${x.method} ${x.path} (${x.descriptor} under ${x.row}) as ${p.groups[0]!.name}: ${status}, upstream ${JSON.stringify(upstream)}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it("GET products/free through the proxy: 404 as for an unknown path, for a Team Member and for All Module Access alike; a product code still reaches the upstream", async () => {
      const team = PEOPLE.find((p) => p.email === ACCOUNTS.team.email)!;
      const all = PEOPLE.find((p) => p.email === ACCOUNTS.all.email)!;
      for (const p of [team, all]) {
        const free = await proxyAs(p, "GET", endpoints.listFreeProducts.path);
        expect(free, p.email).toEqual({ status: 404, body: { detail: "Not found." }, upstream: [] });
        expect(await proxyAs(p, "GET", "no-such-path/free"), p.email).toEqual({ status: 404, body: { detail: "Not found." }, upstream: [] });
      }
      const product = await proxyAs(team, "GET", buildPath(endpoints.getProduct.path, { code: "FREE1" }));
      expect(product.upstream).toEqual(["/api/products/FREE1"]);
      expect(product.status).not.toBe(403);
    });
  });

  describe("NUL characters → 400 with a field message, never 500", () => {
    it("customer_search", async () => {
      // unchecked: hostile NUL characters on purpose.
      const res = await b.as({ token: all }).unchecked(endpoints.searchCustomers, { body: { last_name: "Doe\u0000" } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ last_name: [NULL_CHARACTER_MESSAGE] });
    });

    it("a query string (bark_user?search=%00)", async () => {
      const res = await b.as({ token: all }).call(endpoints.listStaffUsers, { query: { search: "a\u0000b" } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ search: [NULL_CHARACTER_MESSAGE] });
    });

    it("/auth/login and /auth/password_reset_request (every JSON body of the embedded API)", async () => {
      // unchecked: hostile NUL characters on purpose.
      const login = await b.as(null).unchecked(authEndpoints.login, { body: { email: "admin+bark@example.com\u0000", password: DEMO_PASSWORD } });
      expect(login.status).toBe(400);
      expect(await login.json()).toEqual({ email: [NULL_CHARACTER_MESSAGE] });
      const reset = await b.as(null).unchecked(authEndpoints.passwordResetRequest, { body: { email: "x\u0000@example.com" } });
      expect(reset.status).toBe(400);
      expect(await reset.json()).toEqual({ email: [NULL_CHARACTER_MESSAGE] });
    });
  });
});
