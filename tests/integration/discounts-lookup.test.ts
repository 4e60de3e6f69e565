/**
 * GET /discount/ (lookup by code, avoid_validation) and GET products/discount-eligible-codes:
 * found whatever the case typed, 404 "Discount code not found", the usability checks
 * without avoid_validation, usage counts from real orders, and who may call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createCustomer, createProduct } from "../support/factories";
import {
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_INACTIVE_MESSAGE,
  DISCOUNT_NOT_FOUND_MESSAGE,
  DISCOUNT_NOT_STARTED_MESSAGE,
  discountSchema,
} from "@/lib/contract/discounts";
import { discounts, orderDiscounts } from "@/server/backend/db/schema";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import type { UncheckedArgs } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const TEAM = DEMO.team;

describe(`discount lookup (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let token: string;
  const day = 86_400_000;
  const at = (days: number) => new Date(Date.now() + days * day);

  beforeAll(async () => {
    be = await createTestBackend();
    token = await be.tokenFor(TEAM);
  });
  afterAll(async () => be?.close());

  /** A GET of the descriptor with any query (this file sends invalid ones on purpose). */
  const get = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], signedIn = true) => {
    const res = await be.as({ token: signedIn ? token : undefined }).unchecked(endpoint, ...([input] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const insert = async (values: Partial<typeof discounts.$inferInsert> & { code: string }) =>
    (
      await be.db
        .insert(discounts)
        .values({ discountType: "PERCENTAGE", value: 15, limitType: "UNLIMITED", orderSubscription: true, createdBy: DEMO.admin, ...values })
        .returning()
    )[0]!;

  it("finds a code typed in lower case, with every field and usage counted from the orders that used it", async () => {
    const d = await insert({ code: "LOOKUP15", description: "Fifteen off", eligibleProducts: ["MEAL-X"] });
    const a = await createCustomer(be.db, {
      orders: [
        { status: "COMPLETE", charged: new Date("2026-05-01T00:00:00Z") },
        { status: "PREVIEW", charged: null },
      ],
    });
    const b = await createCustomer(be.db, { orders: [{ status: "FULFILLED", charged: new Date("2026-05-02T00:00:00Z") }] });
    await be.db.insert(orderDiscounts).values([...a.orderIds, ...b.orderIds].map((orderId) => ({ orderId, discountId: d.id })));

    const { status, json } = await get(endpoints.lookupDiscount, { query: { discount_code: " lookup15 ", avoid_validation: "true" } });
    expect(status).toBe(200);
    const dto = discountSchema.parse(json);
    expect(dto).toMatchObject({
      id: d.id,
      code: "LOOKUP15",
      description: "Fifteen off",
      is_active: true,
      created_by: DEMO.admin,
      usage: { accounts: 2, charged: 2, orders: 3 },
      discount_type: "PERCENTAGE",
      value: 15,
      limit_type: "UNLIMITED",
      eligible_products: ["MEAL-X"],
      available_start_date: null,
      available_end_date: null,
    });
  });

  it("answers 404 \"Discount code not found\" for an unknown code", async () => {
    const { status, json } = await get(endpoints.lookupDiscount, { query: { discount_code: "NOPE-NOT-HERE", avoid_validation: "true" } });
    expect(status).toBe(404);
    expect(json).toEqual({ detail: DISCOUNT_NOT_FOUND_MESSAGE });
    expect((await get(endpoints.lookupDiscount, { query: { discount_code: "NOPE-NOT-HERE" } })).status).toBe(404);
  });

  it("refuses a missing code with a field message", async () => {
    const { status, json } = await get(endpoints.lookupDiscount, { query: { avoid_validation: "true" } });
    expect(status).toBe(400);
    expect(Array.isArray(json.discount_code)).toBe(true);
  });

  it("without avoid_validation refuses an inactive, not-yet-started or expired code; with it answers them", async () => {
    await insert({ code: "OFFCODE", isActive: false });
    await insert({ code: "LATER", availableStartDate: at(30), availableEndDate: at(60) });
    await insert({ code: "GONE", availableStartDate: at(-60), availableEndDate: at(-1) });
    const start = at(-2);
    await insert({ code: "NOWOK", availableStartDate: start, availableEndDate: at(30) });
    const cases: [string, string][] = [
      ["OFFCODE", DISCOUNT_INACTIVE_MESSAGE],
      ["LATER", DISCOUNT_NOT_STARTED_MESSAGE],
      ["GONE", DISCOUNT_EXPIRED_MESSAGE],
    ];
    for (const [code, message] of cases) {
      const refused = await get(endpoints.lookupDiscount, { query: { discount_code: code } });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ discount_code: [message] });
      expect((await get(endpoints.lookupDiscount, { query: { discount_code: code, avoid_validation: "false" } })).status).toBe(400);
      const answered = await get(endpoints.lookupDiscount, { query: { discount_code: code, avoid_validation: "true" } });
      expect(answered.status).toBe(200);
      expect(answered.json.code).toBe(code);
    }
    const ok = await get(endpoints.lookupDiscount, { query: { discount_code: "nowok" } });
    expect(ok.status).toBe(200);
    expect(ok.json.available_start_date).toBe(start.toISOString());
  });

  it("lists the discount-eligible product codes, sorted, without the ineligible ones", async () => {
    await createProduct(be.db, { code: "ZZ-ELIGIBLE" });
    await createProduct(be.db, { code: "AA-ELIGIBLE" });
    await createProduct(be.db, { code: "MM-NOT-ELIGIBLE", discountEligible: false });
    const { status, json } = await get(endpoints.listDiscountEligibleCodes, {});
    expect(status).toBe(200);
    const codes = json as unknown as string[];
    expect(codes).toContain("AA-ELIGIBLE");
    expect(codes).toContain("ZZ-ELIGIBLE");
    expect(codes).not.toContain("MM-NOT-ELIGIBLE");
    expect(codes).toEqual([...codes].sort());
  });

  it("needs a signed-in staff member", async () => {
    expect((await get(endpoints.lookupDiscount, { query: { discount_code: "LOOKUP15", avoid_validation: "true" } }, false)).status).toBe(401);
    expect((await get(endpoints.listDiscountEligibleCodes, {}, false)).status).toBe(401);
  });
});
