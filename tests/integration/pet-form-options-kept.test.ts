/**
 * The customer page's pet form options (server/bff/pages/pet-form-options.ts, issue 23): reference
 * data kept by the BFF per environment for PET_FORM_OPTIONS_TTL_MS, so a view usually makes no
 * GET pet_form_options; a failed answer is not kept (the next view asks again); after the time
 * the upstream is asked again. Next's request context is a stand-in, as in customer-open-claims.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/contract/endpoints";
import { endpointPath } from "../support/api-client";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, type FakeUpstream } from "../support/bff";

const ctx = vi.hoisted(() => ({ cookie: "", config: undefined as unknown }));
vi.mock("next/headers", () => ({
  cookies: async () => (await import("../support/bff")).cookieStoreOf(ctx.cookie),
  headers: async () => new Headers({ host: "localhost:3000", "x-bark-path": "/customer-lookup/11__Ann_Lee" }),
}));
vi.mock("@/server/bff/config/config", async () => {
  const core = await vi.importActual<typeof import("@/server/bff/config/config-core")>("@/server/bff/config/config-core");
  return { ...core, getConfig: () => ctx.config };
});

const { forgetPetFormOptions, loadPetFormOptions, PET_FORM_OPTIONS_TTL_MS } = await import("@/server/bff/pages/pet-form-options");

const OPTIONS = { lifestyles: [{ name: "Active", slug: "active" }], body_types: [], health_conditions: [], breeds: [{ name: "Beagle", slug: "beagle" }] };

let fake: FakeUpstream;
let calls = 0;
let failing = false;

beforeAll(async () => {
  fake = await startFakeUpstream((req, res) => {
    if (req.url === endpointPath(endpoints.getPetFormOptions, {})) {
      calls++;
      return failing ? json(res, 500, { detail: "boom" }) : json(res, 200, OPTIONS);
    }
    return json(res, 404, { detail: "Not found." });
  });
  const config = testConfig(fake.url);
  ctx.config = config;
  ctx.cookie = await sessionCookie(config, { token: "pet-options-token-0123456789abcdef", account: ACCOUNTS.team });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  forgetPetFormOptions();
  calls = 0;
  failing = false;
});

describe("loadPetFormOptions", () => {
  it("asks the upstream once, then serves the kept answer until the time is up", async () => {
    let now = 1_000_000;
    const clock = () => now;
    expect(await loadPetFormOptions(ACCOUNTS.team, clock)).toEqual(OPTIONS);
    expect(await loadPetFormOptions(ACCOUNTS.team, clock)).toEqual(OPTIONS);
    now += PET_FORM_OPTIONS_TTL_MS - 1;
    expect(await loadPetFormOptions(ACCOUNTS.team, clock)).toEqual(OPTIONS);
    expect(calls).toBe(1);
    now += 1;
    expect(await loadPetFormOptions(ACCOUNTS.team, clock)).toEqual(OPTIONS);
    expect(calls).toBe(2);
  });

  it("keeps no failure: the next view asks again", async () => {
    failing = true;
    await expect(loadPetFormOptions(ACCOUNTS.team)).rejects.toMatchObject({ status: 502 });
    failing = false;
    expect(await loadPetFormOptions(ACCOUNTS.team)).toEqual(OPTIONS);
    expect(await loadPetFormOptions(ACCOUNTS.team)).toEqual(OPTIONS);
    expect(calls).toBe(2);
  });
});
