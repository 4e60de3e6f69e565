/**
 * How many of an item a product packs (lib/contract/product-items.ts MAPPED_ITEM_QUANTITY_MAX), on
 * the embedded API: the mapping's save takes at most that many, a claim's mispack lines take as
 * many (a product packing more than 100 of an item could never get its mispack claim saved), and
 * an order whose fulfillment would count more of an item than its integer column holds (a mapping
 * stored before the maximum) answers 400 on the line's quantity, not 500, with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createSeededBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { claimBody } from "../support/claim-body";
import { setLineQuantity } from "../support/money-invariants";
import { createClaimFixture } from "@/server/backend/seed/claim-fixtures";
import { createCustomer } from "@/server/backend/seed/rows";
import { items, orderProducts, orders, productItems, products } from "@/server/backend/db/schema";
import { BOUND_MESSAGES } from "@/lib/contract/bounds";
import { MAPPED_ITEM_QUANTITY_MAX } from "@/lib/contract/product-items";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { INT32_MAX } from "@/lib/number-text";
import type { UncheckedArgs } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const TEAM = DEMO.team;
const ADMIN = DEMO.admin;

describe(`mapped item quantities (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  const tokens: Record<string, string> = {};
  let keyN = 0;

  beforeAll(async () => {
    be = await createSeededBackend();
    for (const email of [TEAM, ADMIN]) tokens[email] = await be.tokenFor(email);
  }, 120_000);
  afterAll(async () => be?.close());

  /** The descriptor's call with any body, as `as`, with an Idempotency-Key. */
  const call = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], as = TEAM) => {
    const headers = { "Idempotency-Key": `mapping-quantities-${process.pid}-${++keyN}` };
    const res = await be.as({ token: tokens[as]! }).unchecked(endpoint, ...([{ ...input, headers }] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  /** Sets how many of `sku` product `productId` packs, as a mapping stored before the maximum may hold. */
  const storeMapping = async (productId: number, sku: string, quantity: number) => {
    const [item] = await be.db.select().from(items).where(eq(items.sku, sku));
    await be.db.update(productItems).set({ quantity }).where(and(eq(productItems.productId, productId), eq(productItems.itemId, item!.id)));
  };

  it("the mapping's save takes up to the maximum, and refuses more on the item's quantity", async () => {
    const f = await createClaimFixture(be.db, "SNACK");
    const [product] = await be.db.select().from(products).where(eq(products.code, f.productCode));
    const save = (quantity: number) => call(endpoints.addProductItems, { params: { id: product!.id }, body: { items: [{ sku: f.skus[0]!, quantity }] } }, ADMIN);
    const over = await save(MAPPED_ITEM_QUANTITY_MAX + 1);
    expect(over).toEqual({ status: 400, json: { "items.0.quantity": [BOUND_MESSAGES.lessOrEqual(MAPPED_ITEM_QUANTITY_MAX)] } });
    const most = await save(MAPPED_ITEM_QUANTITY_MAX);
    expect(most.status).toBe(200);
    expect(most.json.items).toContainEqual({ sku: f.skus[0]!, quantity: MAPPED_ITEM_QUANTITY_MAX });
  });

  it("a product packing the most of an item (spec 01 §9's 100) gets its mispack claim saved", async () => {
    const f = await createClaimFixture(be.db, "UNKIBBLE_MEAL");
    const [product] = await be.db.select().from(products).where(eq(products.code, f.productCode));
    const [a, clip] = [f.skus[0]!, f.skus[1]!];
    expect((await call(endpoints.addProductItems, { params: { id: product!.id }, body: { items: [{ sku: a, quantity: MAPPED_ITEM_QUANTITY_MAX }] } }, ADMIN)).status).toBe(200);
    const mispack = (received: number) =>
      call(endpoints.createClaim, {
        body: claimBody(f, {
          claim_types: ["MISPACK"],
          feeding_guide_issue_type: null,
          mispack_have_information_on_what_was_received: "YES",
          mispack_should_have_received: [{ [a]: MAPPED_ITEM_QUANTITY_MAX }, { [clip]: 1 }],
          mispack_actually_received: [{ [a]: received }, { [clip]: 1 }],
        }),
      });
    const saved = await mispack(MAPPED_ITEM_QUANTITY_MAX - 1);
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);
    expect(saved.json.mispack_should_have_received).toEqual([{ [a]: MAPPED_ITEM_QUANTITY_MAX }, { [clip]: 1 }]);
    // Beyond the maximum is the line's own bound.
    const over = await mispack(MAPPED_ITEM_QUANTITY_MAX + 1);
    expect(over.status).toBe(400);
    expect(over.json).toEqual({ [`mispack_actually_received.0.${a}`]: [BOUND_MESSAGES.lessOrEqual(MAPPED_ITEM_QUANTITY_MAX)] });
  });

  it("a replacement whose fulfillment would count more of an item than the column holds: 400 on the line's quantity, nothing written (was: 500)", async () => {
    const f = await createClaimFixture(be.db, "SNACK");
    const [line] = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, f.orderId));
    await setLineQuantity(be.db, line!.id, 2);
    await storeMapping(line!.productId!, f.skus[0]!, INT32_MAX);
    const replace = (quantity: number) =>
      call(endpoints.createOrder, {
        body: {
          account: f.id,
          order_type: "REPLACEMENT",
          replacement_parent_order: f.orderId,
          order_products: [{ type: "REPLACEMENT", product_code: f.productCode, pet_plan: null, quantity, replacement_parent_order_product: line!.id }],
        },
      });
    const tooMany = await replace(2);
    expect(tooMany).toEqual({ status: 400, json: { "order_products.0.quantity": [BOUND_MESSAGES.lessOrEqual(1)] } });
    expect(await be.db.select().from(orders).where(eq(orders.replacementParentOrderId, f.orderId))).toEqual([]);
    const one = await replace(1);
    expect(one.status, JSON.stringify(one.json)).toBe(201);
  });

  it("a one-time order the same way", async () => {
    const [meal] = await be.db.select().from(products).where(eq(products.code, "MEAL-U-B-4200-4W"));
    const [snack] = await be.db.select().from(products).where(eq(products.code, "SNACK-JERKY-BEEF"));
    const [mapped] = await be.db.select({ sku: items.sku }).from(productItems).innerJoin(items, eq(items.id, productItems.itemId)).where(eq(productItems.productId, snack!.id));
    await storeMapping(snack!.id, mapped!.sku, Math.floor(INT32_MAX / 3));
    const c = await createCustomer(be.db, { defaultPricingModelId: 1, paymentMethods: [{ last4: "4242", isDefault: true }], pets: [{ plan: { products: [{ productId: meal!.id }] } }] });
    const order = (quantity: number) =>
      call(endpoints.createOrder, {
        body: { account: c.id, order_type: "ONETIME", discount_codes: [], order_products: [{ type: "ONETIME", product_code: snack!.code, pet_plan: c.petPlanIds[0]!, quantity }] },
      });
    const tooMany = await order(4);
    expect(tooMany).toEqual({ status: 400, json: { "order_products.0.quantity": [BOUND_MESSAGES.lessOrEqual(3)] } });
    expect(await be.db.select().from(orders).where(eq(orders.accountId, c.id))).toEqual([]);
    expect((await order(3)).status).toBe(201);
  });
});
