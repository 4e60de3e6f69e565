/**
 * The tests' descriptor-driven client (tests/support/api-client.ts): paths from the descriptor
 * (params encoded, the base in front, the query as the BFF serialises it), the demo staff signed in
 * once per account and shared by the app.request() and HTTP clients, the token left off the sign-in
 * steps, the idempotency key sent only for idempotent descriptors, typed input (a wrong param or
 * body does not compile). PGlite, or PostgreSQL with TEST_DB_DRIVER=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEndpoints } from "@/lib/contract/auth";
import { ALL_ENDPOINTS, endpoints } from "@/lib/contract/endpoints";
import { pathParamNames } from "@/lib/contract/endpoint";
import { staffTokens } from "@/server/backend/db/schema";
import { endpointPath, proxyPath } from "../support/api-client";
import { createTestBackend, type TestBackend } from "../support/backend";
import { DEMO, DEMO_PASSWORD, demoStaff } from "../support/demo-staff";
import { TEST_DB_DRIVER } from "../support/test-db";

describe(`the tests' API client (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  beforeAll(async () => {
    be = await createTestBackend();
  });
  afterAll(async () => be?.close());

  it("builds each descriptor's path under its base, params encoded as one segment, the query serialised", () => {
    expect(endpointPath(endpoints.getAccount, { id: 12 })).toBe("/api/accounts/12");
    expect(endpointPath(endpoints.getAccount, { id: "a/b c" })).toBe("/api/accounts/a%2Fb%20c");
    expect(endpointPath(authEndpoints.login)).toBe("/auth/login");
    expect(endpointPath(endpoints.listItems, undefined, { search: "beef bag", page: 2, none: undefined })).toBe("/api/items/?search=beef+bag&page=2");
    expect(endpointPath(endpoints.listItems, undefined, "search=BEEF%20BAG")).toBe("/api/items/?search=BEEF%20BAG");
    for (const e of ALL_ENDPOINTS) {
      const params = Object.fromEntries(pathParamNames(e.path).map((n) => [n, "1"]));
      expect(endpointPath(e, params)).toMatch(/^\/api\/[^:]*$/);
    }
    expect(() => endpointPath(endpoints.getAccount, {})).toThrow(/Missing path parameter :id/);
    // Through the BFF proxy, as the browser client builds it.
    expect(proxyPath(endpoints.updatePet, { params: { id: 7 } })).toBe("/api/upstream/pets/7");
    expect(proxyPath(endpoints.listItems, { query: { search: "bag" } })).toBe("/api/upstream/items/?search=bag");
  });

  it("the demo staff come from the seed module", () => {
    expect(DEMO.team).toBe("team+bark@example.com");
    expect(demoStaff("ops").group).toBe("BarkOpsAdmin");
  });

  it("as(name) signs a demo account in once, over app.request() and over HTTP alike; as(null) sends no token", async () => {
    const tokensBefore = (await be.db.select().from(staffTokens)).length;
    const first = await be.as("admin").call(authEndpoints.session);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ account: { email: DEMO.admin } });
    const server = await be.listen();
    const overHttp = await be.httpClient(server.url).as("admin").call(authEndpoints.session);
    expect(overHttp.status).toBe(200);
    expect((await be.db.select().from(staffTokens)).length).toBe(tokensBefore + 1);
    expect((await be.as({ token: await be.demoToken("admin") }).call(authEndpoints.session)).status).toBe(200);
    expect((await be.as(null).call(authEndpoints.session)).status).toBe(401);
  });

  it("a sign-in step made as a demo account signs the asked account in", async () => {
    const res = await be.as("team").call(authEndpoints.login, { body: { email: DEMO.ops, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(await (await be.as({ token }).call(authEndpoints.session)).json()).toMatchObject({ account: { email: DEMO.ops } });
  });

  it("callIdempotent refuses a descriptor that is not idempotent; unchecked sends any input", async () => {
    expect(() => be.as("team").callIdempotent(endpoints.getAccount, "k", { params: { id: 1 } })).toThrow(/not idempotent/);
    const bad = await be.as("team").unchecked(endpoints.createRefund, { body: { order: "not a number" } });
    expect(bad.status).toBe(400);
    const raw = await be.as("team").unchecked(endpoints.createRefund, { rawBody: "{not json" });
    expect(raw.status).toBe(400);
  });

  it("types the input from the descriptor", () => {
    const typeOnly = (f: () => unknown) => expect(typeof f).toBe("function");
    // @ts-expect-error getAccount's path param is `id`
    typeOnly(() => be.as("team").call(endpoints.getAccount, { params: { account: 1 } }));
    // @ts-expect-error createRefund takes a body
    typeOnly(() => be.as("team").call(endpoints.createRefund, {}));
    // @ts-expect-error getAccount declares no query
    typeOnly(() => be.as("team").call(endpoints.getAccount, { params: { id: 1 }, query: { x: 1 } }));
  });
});
