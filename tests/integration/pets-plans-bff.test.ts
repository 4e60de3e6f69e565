/**
 * Dogs and plans through the BFF's guarded proxy in front of the real embedded API (issue 8): the
 * proxy forwards the body as its schema parsed it, so each call must reach the API with the same
 * meaning: the calculator's query, create_pet_and_pet_plan, the cancel and PUT pets/{id} {status}.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleLogin, type AuthDeps } from "@/server/bff/session/auth-handlers";
import { handleUpstreamProxy } from "@/server/bff/proxy/bff-proxy";
import type { BffConfig } from "@/server/bff/config/config-core";
import { createThrottle } from "@/server/bff/store/throttle";
import type { RunningServer } from "@/server/backend/server";
import { seedDatabase } from "@/server/backend/seed";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { captureLogger, sessionSetCookie, testConfig } from "../support/bff";
import { createCustomer } from "../support/factories";
import { TEST_DB_DRIVER } from "../support/test-db";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { proxyPath, type UncheckedArgs, type UncheckedInput } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

let backend: TestBackend;
let server: RunningServer;
let config: BffConfig;
let deps: AuthDeps;
let cookie: string;
const origin = "http://localhost:3000";

beforeAll(async () => {
  backend = await createTestBackend();
  await seedDatabase(backend.db, { customers: 0, staffPassword: DEMO_PASSWORD });
  server = await backend.listen();
  config = testConfig(server.url, { UPSTREAM_TIMEOUT_MS: "15000" });
  deps = { config, logger: captureLogger().logger, throttle: createThrottle({ limit: 1000, windowMs: 60_000 }) };
  const res = await handleLogin(
    new Request(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { host: "localhost:3000", origin, "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO.team, password: DEMO_PASSWORD }),
    }),
    deps,
  );
  expect(res.status).toBe(200);
  cookie = sessionSetCookie(res)!.split(";")[0]!;
}, 180_000);

afterAll(async () => {
  await backend?.close();
});

/** The browser's request for a descriptor through the proxy (tests/support/api-client.ts proxyPath), with any body. */
const proxy = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0]) => {
  const { body, ...where } = (input ?? {}) as UncheckedInput;
  const res = await handleUpstreamProxy(
    new Request(`${origin}${proxyPath(endpoint, where)}`, {
      method: endpoint.method,
      headers: { host: "localhost:3000", origin, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { config, logger: captureLogger().logger },
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

describe(`dogs and plans through the BFF proxy (${TEST_DB_DRIVER})`, () => {
  it("calculator, create, cancel and the deceased status reach the API with their meaning", async () => {
    const c = await createCustomer(backend.db);
    const year = new Date().getFullYear();
    const options = await proxy(endpoints.getPlanOptions, { query: { weight: "20", birth_year: year - 3, birth_month: "1", body_type: "Ideal", neutered: "false", lifestyle: "Active", account_id: c.id } });
    expect(options.status, JSON.stringify(options.json)).toBe(200);
    const built = await proxy(endpoints.buildPlan, { body: { discounts: [], plan_size: 3, recipes: ["F-L", "F-T"], account_id: c.id } });
    expect(built.status, JSON.stringify(built.json)).toBe(200);
    const created = await proxy(endpoints.createPetAndPetPlan, { body: {
      account_id: c.id,
      pet: { name: "Olive", gender: "FEMALE", neutered: "true", birth_year: String(year - 3), birth_month: "2", weight: "20", body_type: "Ideal", lifestyle: "Lazy", breeds: ["Beagle"], health_conditions: [] },
      pet_plan: { recipes: ["F-L", "F-T"], plan_size: 3, quantity: 1 },
    } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const petId = (created.json.pet as { id: string }).id;
    const bad = await proxy(endpoints.updatePet, { params: { id: petId }, body: { status: "DECEASED_TO_NOT_LIST" } });
    expect(bad).toEqual({ status: 400, json: { status: ["Only a cancelled dog can be marked Deceased_to_not_list."] } });
    const profile = await proxy(endpoints.updatePet, { params: { id: petId }, body: { ...(created.json.pet as object), name: "Olive May", weight: 21, neutered: true, birth_year: year - 3, birth_month: 2, body_type: "Ideal", lifestyle: "Lazy", health_conditions: [], account: c.id } });
    expect(profile.status, JSON.stringify(profile.json)).toBe(200);
    expect(profile.json).toMatchObject({ name: "Olive May", properties: { weight: 21 } });
    const cancel = await proxy(endpoints.cancelPet, { params: { petId }, body: { account_id: c.id, primary_answer: "Convenience", secondary_answer: "Too much freezer space" } });
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
    const deceased = await proxy(endpoints.updatePet, { params: { id: petId }, body: { status: "DECEASED_TO_NOT_LIST" } });
    expect(deceased.status, JSON.stringify(deceased.json)).toBe(200);
    expect(deceased.json).toMatchObject({ id: petId, status: "DECEASED_TO_NOT_LIST" });
  });
});
