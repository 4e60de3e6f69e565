/**
 * POST /dev/fixtures/customers (routes/dev-fixtures.ts): off unless the configuration has
 * ENABLE_DEV_ROUTES and ENABLE_TEST_FIXTURES on,
 * then only for a staff token that may manage users; it inserts a customer with the one test-data
 * builder, visible through the API like any other, and a throw-away staff user.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadBackendConfig } from "@/server/backend/config";
import type { AccountDto } from "@/lib/contract/customers";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { endpoints } from "@/lib/contract/endpoints";
import { authEndpoints } from "@/lib/contract/auth";
import { DEMO } from "../support/demo-staff";

const PATH = "/dev/fixtures/customers";

describe(`test fixtures routes (${TEST_DB_DRIVER})`, () => {
  it("is not there unless ENABLE_DEV_ROUTES and ENABLE_TEST_FIXTURES are both on", async () => {
    const envs: Record<string, string>[] = [{}, { ENABLE_DEV_ROUTES: "true" }, { ENABLE_DEV_ROUTES: "true", ENABLE_TEST_FIXTURES: "false" }];
    for (const env of envs) {
      const be = await createTestBackend({ env });
      try {
        const token = await be.tokenFor(DEMO.admin);
        const res = await be.call("POST", PATH, { body: {}, token });
        expect(res.status, JSON.stringify(env)).toBe(404);
      } finally {
        await be.close();
      }
    }
  });

  it("the switch is read from the configuration, not the process environment; fixtures without dev routes or a vague value are refused at start", async () => {
    vi.stubEnv("ENABLE_TEST_FIXTURES", "true");
    vi.stubEnv("ENABLE_DEV_ROUTES", "true");
    try {
      expect(loadBackendConfig({} as NodeJS.ProcessEnv).ENABLE_TEST_FIXTURES).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(loadBackendConfig({ ENABLE_DEV_ROUTES: "1", ENABLE_TEST_FIXTURES: "1" } as Record<string, string> as NodeJS.ProcessEnv).ENABLE_TEST_FIXTURES).toBe(true);
    expect(() => loadBackendConfig({ ENABLE_TEST_FIXTURES: "true" } as Record<string, string> as NodeJS.ProcessEnv)).toThrow(/ENABLE_TEST_FIXTURES=true needs ENABLE_DEV_ROUTES=true/);
    expect(() => loadBackendConfig({ ENABLE_DEV_ROUTES: "true", ENABLE_TEST_FIXTURES: "yes" } as Record<string, string> as NodeJS.ProcessEnv)).toThrow(/ENABLE_TEST_FIXTURES/);
  });

  describe("with ENABLE_DEV_ROUTES=true and ENABLE_TEST_FIXTURES=true", () => {
    let be: TestBackend;
    beforeAll(async () => {
      be = await createTestBackend({ env: { ENABLE_DEV_ROUTES: "true", ENABLE_TEST_FIXTURES: "true" } });
    });
    afterAll(async () => be?.close());

    it("needs a staff token that may manage users", async () => {
      expect((await be.call("POST", PATH, { body: {} })).status).toBe(401);
      expect((await be.call("POST", PATH, { body: {}, token: "not-a-token" })).status).toBe(401);
      const team = await be.tokenFor(DEMO.team);
      expect((await be.call("POST", PATH, { body: {}, token: team })).status).toBe(403);
    });

    it("refuses a bad body with 400 and field messages", async () => {
      const token = await be.tokenFor(DEMO.admin);
      for (const body of [{ email: "not-an-email" }, { status: "GONE" }, { upcoming_orders: 99 }, { first_name: "a\u0000b" }]) {
        const res = await be.call("POST", PATH, { body, token });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys((await res.json()) as object).length).toBeGreaterThan(0);
      }
      expect((await be.call("POST", PATH, { rawBody: "{", token })).status).toBe(400);
    });

    it("creates a customer with upcoming orders; two calls never collide", async () => {
      const token = await be.tokenFor(DEMO.admin);
      const res = await be.call("POST", PATH, {
        body: { email: "Fixture.One@Example.com", first_name: "Fia", last_name: "Fixture", upcoming_orders: 2, primary_payment_processor: "braintree" },
        token,
      });
      expect(res.status).toBe(201);
      const made = (await res.json()) as { id: number; email: string; first_name: string; last_name: string; order_ids: string[] };
      expect(made).toMatchObject({ email: "fixture.one@example.com", first_name: "Fia", last_name: "Fixture" });
      expect(made.order_ids).toHaveLength(2);

      const detail = await be.as({ token: token }).call(endpoints.getAccount, { params: { id: made.id } });
      expect(detail.status).toBe(200);
      const account = (await detail.json()) as AccountDto;
      expect(account).toMatchObject({ email: "fixture.one@example.com", first_name: "Fia", status: "ACTIVE", primary_payment_processor: "braintree" });
      expect(account.orders.upcoming.map((o) => o.id).sort()).toEqual([...made.order_ids].sort());

      const second = await be.call("POST", PATH, { body: { upcoming_orders: 1 }, token });
      expect(second.status).toBe(201);
      const other = (await second.json()) as { id: number; email: string; order_ids: string[] };
      expect(other.id).not.toBe(made.id);
      expect(other.email).toMatch(/^fixture\.[0-9a-f]{8}@example\.com$/);
      expect(other.order_ids.some((id) => made.order_ids.includes(id))).toBe(false);
    });

    it("dog: true makes a customer with one dog on an UnKibble plan and no order", async () => {
      const token = await be.tokenFor(DEMO.admin);
      const res = await be.call("POST", PATH, { body: { dog: true }, token });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const account = (await (await be.as({ token: token }).call(endpoints.getAccount, { params: { id } })).json()) as AccountDto;
      expect(account.pets).toHaveLength(1);
      // MEAL-U-B-4200-4W on the demo catalogue (the end-to-end stack); the builder's own meal product here.
      expect(account.petplans.flatMap((p) => p.products.map((x) => x.code))).toEqual([expect.stringMatching(/^MEAL-U-/)]);
      expect([...account.orders.upcoming, ...account.orders.processing, ...account.orders.past]).toEqual([]);
    });

    it("creates a staff user of the asked group who signs in with the demo password", async () => {
      const token = await be.tokenFor(DEMO.admin);
      expect((await be.call("POST", "/dev/fixtures/staff_users", { body: { group: "Nobody" }, token })).status).toBe(400);
      const team = await be.tokenFor(DEMO.team);
      expect((await be.call("POST", "/dev/fixtures/staff_users", { body: {}, token: team })).status).toBe(403);
      const res = await be.call("POST", "/dev/fixtures/staff_users", { body: { group: "BarkOpsAdmin" }, token });
      expect(res.status).toBe(201);
      const { email } = (await res.json()) as { id: number; email: string };
      expect(email).toMatch(/^fixture\.[0-9a-f]{8}\+bark@example\.com$/);
      const login = await be.as(null).call(authEndpoints.login, { body: { email, password: be.config.SEED_STAFF_PASSWORD } });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { account: { groups: { name: string }[] } }).account.groups.map((g) => g.name)).toEqual(["BarkOpsAdmin"]);
    });
  });
});
