/**
 * An order's discount codes are at most ORDER_DISCOUNT_CODES_MAX (lib/contract/discounts.ts
 * orderDiscountCodeList): a longer list answers 400 on `discount_codes` with nothing written. A review of
 * the session's diff found 66,000 distinct codes (each a database parameter, past PostgreSQL's limit)
 * answering 500 on PUT orders/{id} and POST orders (and its dry run), where product lists were capped.
 */
/**
 * Scratch (review diff-server): request lists of discount codes have no length cap, unlike the product-code
 * lists capped this session (lib/contract/fields.ts productCodeList): PUT orders/{id} and POST orders (one-time)
 * look every code up with one database parameter each (lockDiscounts → inArray), so a list past 65,535 codes
 * is a 500, not a 400 on discount_codes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createSeededBackend, type TestBackend } from "../support/backend";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { ORDER_DISCOUNT_CODES_MAX_MESSAGE } from "@/lib/contract/discounts";
import { orderProducts, orders } from "@/server/backend/db/schema";
import { createOrderPageCustomer, ORDER_PAGE_FIXTURE as F } from "@/server/backend/seed/order-page-fixture";
import type { UncheckedArgs, UncheckedInput } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

describe("an order's discount_codes past ORDER_DISCOUNT_CODES_MAX (was: past the database's parameter limit, a 500)", () => {
  let be: TestBackend;
  let token: string;
  beforeAll(async () => {
    be = await createSeededBackend();
    token = await be.tokenFor(DEMO.team);
  }, 180_000);
  afterAll(async () => be?.close());
  const call = async (endpoint: ApiEndpoint, input: UncheckedInput) => {
    const res = await be.as({ token }).unchecked(endpoint, input as UncheckedArgs<ApiEndpoint>[0]);
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const manyCodes = Array.from({ length: 66_000 }, (_, i) => `X${i}`);

  it("PUT orders/{id}: 66,000 distinct codes answer 400 on discount_codes (not 500), nothing written", async () => {
    const c = await createOrderPageCustomer(be.db);
    const [before] = await be.db.select().from(orders).where(eq(orders.id, c.previewOrderId));
    const res = await call(endpoints.updateOrder, {
      params: { id: c.previewOrderId },
      body: {
        account: c.id,
        order_products: [
          { pet_plan: c.unkibblePlanId, product_code: F.unkibbleMeal, quantity: 1, type: "SUBSCRIPTION" },
          { pet_plan: c.unkibblePlanId, product_code: F.addon, quantity: 1, type: "ADDON" },
          { pet_plan: c.freshPlanId, product_code: F.freshMeal, quantity: 1, type: "SUBSCRIPTION" },
        ],
        discount_codes: manyCodes,
        order_type: "SUBSCRIPTION",
        order_id: c.previewOrderId,
      },
    });
    const [after] = await be.db.select().from(orders).where(eq(orders.id, c.previewOrderId));
    expect(after).toEqual(before);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json)).toEqual(["discount_codes"]);
    expect(res.json.discount_codes).toEqual([ORDER_DISCOUNT_CODES_MAX_MESSAGE]);
  });

  it("POST orders (ONETIME, and its dry run): 66,000 distinct codes answer 400 on discount_codes (not 500)", async () => {
    const c = await createOrderPageCustomer(be.db);
    const linesBefore = (await be.db.select().from(orderProducts)).length;
    const statuses: number[] = [];
    for (const query of [{ dry_run: "true" }, {}]) {
      const res = await call(endpoints.createOrder, {
        query,
        body: {
          account: c.id,
          order_type: "ONETIME",
          order_products: [{ pet_plan: c.unkibblePlanId, product_code: F.addon, quantity: 1, type: "ONETIME" }],
          discount_codes: manyCodes,
        },
        headers: { "Idempotency-Key": `scratch-${Object.keys(query).length}` },
      } as UncheckedInput);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400]);
    expect((await be.db.select().from(orderProducts)).length).toBe(linesBefore);
  });
});
