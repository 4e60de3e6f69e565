/**
 * The embedded API's 400 answers are sentences, never zod's wording (lib/contract/zod-messages.ts):
 * the audit's two findings (a JSON array for a body answered "Invalid input: expected object,
 * received array"; GET discount/ without its code "Invalid input: expected string, received
 * undefined"), wrong types in bodies, missing and unknown query values, unknown choices, and the
 * BFF's own refusals before it forwards anything, asserted word for word.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleLogin } from "@/server/bff/session/auth-handlers";
import { handleUpstreamProxy } from "@/server/bff/proxy/bff-proxy";
import { createThrottle } from "@/server/bff/store/throttle";
import type { RunningServer } from "@/server/backend/server";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { STAFF_MESSAGES } from "@/lib/contract/staff";
import { ZOD_MESSAGES } from "@/lib/contract/zod-messages";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { captureLogger, sessionSetCookie, testConfig } from "../support/bff";
import { proxyPath, type UncheckedArgs } from "../support/api-client";
import { TEST_DB_DRIVER } from "../support/test-db";
import { DEMO } from "../support/demo-staff";

const ALL = DEMO.all;

/** zod's English (its locale "en"). */
const ZOD_DEFAULT = /Invalid input|Invalid option|Too (small|big)|expected .+, received/;

describe(`the API's field messages are sentences, not zod's wording (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    be = await createTestBackend();
    token = await be.tokenFor(ALL);
    server = await be.listen();
  });
  afterAll(async () => be?.close());

  /** The descriptor's call with any body or query (invalid on purpose). */
  const call = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0]) => {
    const res = await be.as({ token }).unchecked(endpoint, ...([input] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as unknown };
  };
  /** A body exactly as a client wrote it. */
  const raw = async (method: string, path: string, body?: string) => {
    const res = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { authorization: `Token ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body,
    });
    return { status: res.status, json: (await res.json()) as unknown };
  };

  it("a JSON array (or any non-object) for a body: The request body must be a JSON object., under non_field_errors", async () => {
    const answer = { status: 400, json: { non_field_errors: ["The request body must be a JSON object."] } };
    for (const body of ["[]", '[{"code":"SPRING"}]', '"SPRING"', "3", "true", "null"]) {
      expect(await raw("POST", "discounts", body), body).toEqual(answer);
    }
    // A body checked by a rule of its own (update a dog: the form's rules run on the whole body).
    expect(await raw("PUT", "pets/1", "[]")).toEqual(answer);
    expect(await raw("POST", "bark_user", "[1, 2]")).toEqual(answer);
  });

  it("GET discount/ without ?discount_code=: This field is required.", async () => {
    expect(await raw("GET", "discount/")).toEqual({ status: 400, json: { discount_code: ["This field is required."] } });
    expect(await call(endpoints.lookupDiscount, { query: {} as never })).toEqual({ status: 400, json: { discount_code: ["This field is required."] } });
  });

  it("a missing or unknown query value: required, or the choices", async () => {
    expect(await call(endpoints.listMealProducts, { query: {} as never })).toEqual({ status: 400, json: { meal_type: ["This field is required."] } });
    expect(await call(endpoints.listMealProducts, { query: { meal_type: "RAW" } as never })).toEqual({
      status: 400,
      json: { meal_type: ["Choose one of: UNKIBBLE, FRESH."] },
    });
    expect(await call(endpoints.listDiscounts, { query: { status: "GONE" } as never })).toEqual({
      status: 400,
      json: { status: ["Choose one of: ACTIVE, INACTIVE."] },
    });
  });

  it("wrong types in a body: the type's sentence on each field", async () => {
    const res = await call(endpoints.createDiscount, {
      body: { code: 5, discount_type: "AMOUNT", value: 5, limit_type: "UNLIMITED", order_onetime: "maybe", eligible_products: "MEAL-U-B" } as never,
    });
    expect(res).toEqual({
      status: 400,
      json: { code: ["Not a valid string."], order_onetime: ["Must be a valid boolean."], eligible_products: ["Expected a list of items."] },
    });
    // A text sent for a list (claim types, at most 7) is refused once, as a text, not also measured as one.
    const claim = (await call(endpoints.createClaim, { body: { claim_types: "ROOF" } as never })).json as Record<string, string[]>;
    expect(claim.claim_types).toEqual(["Expected a list of items."]);
    expect(claim.gladly_conversation_url).toEqual(["This field is required."]);
    // A nested object sent as a list.
    const refund = (await call(endpoints.createRefund, { body: { reason: [] } as never })).json as Record<string, string[]>;
    expect(refund.reason).toEqual(["Expected a JSON object."]);
  });

  it("an unknown choice in a body: Choose one of: … (the staff group: a sentence of its own)", async () => {
    const res = await call(endpoints.createStaffUser, {
      body: { email: "new+bark@barkbox.com", first_name: "New", last_name: "Agent", group_name: "Boss" } as never,
    });
    expect(res.status).toBe(400);
    // The staff group has a sentence of its own, the form's: the account group names are internal.
    expect((res.json as Record<string, string[]>).group_name).toEqual([STAFF_MESSAGES.groupRequired]);
    const exclusive = await call(endpoints.generateExclusiveDiscount, { body: { discount_type: "CX_99_PERCENT" } as never });
    expect((exclusive.json as Record<string, string[]>).discount_type).toEqual(["Choose one of: CX_10_PERCENT, CX_10_PERCENT_FOR_THREE_ORDERS, CX_30_PERCENT."]);
  });

  it("no answer of these probes holds zod's wording", async () => {
    const answers = [
      await raw("POST", "discounts", "[]"),
      await raw("POST", "claims", "{}"),
      await raw("POST", "orders", '{"order_type": 3}'),
      await call(endpoints.createPromotion, { body: { promotion_type: "BANNER", banner_type: 3 } as never }),
      await call(endpoints.buildPlan, { body: { recipes: ["X-1"] } as never }),
    ];
    for (const { status, json } of answers) {
      expect(status).toBe(400);
      expect(JSON.stringify(json)).not.toMatch(ZOD_DEFAULT);
    }
  });

  it("the BFF refuses with the same sentences before it forwards (its own query and body checks)", async () => {
    const origin = "http://localhost:3000";
    const headers = { host: "localhost:3000", origin, "content-type": "application/json" };
    const config = testConfig(server.url, { UPSTREAM_TIMEOUT_MS: "15000" });
    const { logger } = captureLogger();
    const login = await handleLogin(new Request(`${origin}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email: ALL, password: DEMO_PASSWORD }) }), {
      config,
      logger,
      throttle: createThrottle({ limit: 1000, windowMs: 60_000 }),
    });
    expect(login.status).toBe(200);
    const cookie = sessionSetCookie(login)!.split(";")[0]!;
    const proxy = (path: string, method: string, body?: string) =>
      handleUpstreamProxy(new Request(`${origin}${path}`, { method, headers: { ...headers, cookie }, body }), { config, logger });

    const lookup = await proxy(proxyPath(endpoints.lookupDiscount, {}), "GET");
    expect(lookup.status).toBe(400);
    expect(await lookup.json()).toEqual({ discount_code: [ZOD_MESSAGES.required] });
    const create = await proxy(proxyPath(endpoints.createDiscount, {}), "POST", "[]");
    expect(create.status).toBe(400);
    expect(await create.json()).toEqual({ non_field_errors: [ZOD_MESSAGES.bodyNotObject] });
  });
});
