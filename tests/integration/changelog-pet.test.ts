/**
 * The dog of a customer changelog entry (pet_id; spec 01 §7: the changelog's "Filter by pet"): the
 * entries of refunds, replacement orders, fulfillment changes, order edits and a cancelled order name
 * the dog every line they concern belongs to, and no dog when the lines are several dogs'
 * (server/backend/queries/changelog.ts `petOfLines`). Before, these entries carried no dog (an edit
 * only when it added lines of one dog), so filtering by a dog hid them. Both drivers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { endpoints } from "@/lib/contract/endpoints";
import { customerChangelog, discounts, fulfillments, orderProducts, orders } from "@/server/backend/db/schema";
import { createOrderPageCustomer, ORDER_PAGE_FIXTURE as F, type OrderPageCustomer } from "@/server/backend/seed/order-page-fixture";
import { createSeededBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";

describe(`the dog of a changelog entry (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let keyN = 0;

  beforeAll(async () => {
    be = await createSeededBackend();
  }, 180_000);
  afterAll(async () => be?.close());

  /** The account's newest changelog entry. */
  const lastEntry = async (accountId: number) => (await be.db.select().from(customerChangelog).where(eq(customerChangelog.accountId, accountId)).orderBy(customerChangelog.id)).at(-1)!;
  const linesOf = (orderId: string) => be.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(orderProducts.id);
  const ok = async (res: Response, status = 200) => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as Record<string, unknown>;
  };
  const refund = async (c: OrderPageCustomer, lineIds: number[]) =>
    ok(
      await be.as("team").callIdempotent(endpoints.createRefund, `pet-refund-${process.pid}-${++keyN}`, {
        body: { account: c.id, order_id: c.fulfillingOrderId, order_product_refunds: lineIds.map((id) => ({ order_product_id: id, amount: 1, tax_amount: 0 })) },
      }),
      201,
    );

  it("a refund names the dog of the lines refunded; a refund of two dogs' lines names none", async () => {
    const c = await createOrderPageCustomer(be.db);
    const [rexMeal, rexAddon, ivyMeal] = await linesOf(c.fulfillingOrderId);
    await refund(c, [rexMeal!.id]);
    expect(await lastEntry(c.id)).toMatchObject({ objectType: "refund", petId: c.petIds[0] });
    await refund(c, [rexAddon!.id, ivyMeal!.id]);
    expect(await lastEntry(c.id)).toMatchObject({ objectType: "refund", petId: null });
  });

  it("a split names the dog of the products split off; delivery failed the dog of the fulfillment's products", async () => {
    const c = await createOrderPageCustomer(be.db);
    await be.db.update(fulfillments).set({ status: "ORDERDESK_SENT" }).where(eq(fulfillments.id, c.fulfillmentId));
    const split = await ok(await be.as("ops").call(endpoints.splitFulfillment, { params: { id: c.fulfillmentId }, body: { product_codes_to_split: [F.freshMeal] } }), 201);
    expect(await lastEntry(c.id)).toMatchObject({ objectType: "fulfillment", objectId: split.new_fulfillment_id, petId: c.petIds[1] });

    // The original keeps Rex's two products only.
    await be.db.update(fulfillments).set({ status: "SHIPPED" }).where(eq(fulfillments.id, c.fulfillmentId));
    await ok(await be.as("team").call(endpoints.markFulfillmentDeliveryFailed, { body: { fulfillment_id: c.fulfillmentId } }));
    expect(await lastEntry(c.id)).toMatchObject({ objectType: "fulfillment", objectId: c.fulfillmentId, petId: c.petIds[0] });
  });

  it("a replacement order names the dog of the lines replaced", async () => {
    const c = await createOrderPageCustomer(be.db);
    await be.db.update(orders).set({ status: "FULFILLED" }).where(eq(orders.id, c.fulfillingOrderId));
    const ivyMeal = (await linesOf(c.fulfillingOrderId)).find((l) => l.code === F.freshMeal)!;
    await ok(
      await be.as("team").call(endpoints.createOrder, {
        body: {
          account: c.id,
          order_type: "REPLACEMENT",
          replacement_parent_order: c.fulfillingOrderId,
          discount_codes: [],
          order_products: [{ type: "REPLACEMENT", product_code: ivyMeal.code, pet_plan: ivyMeal.petPlanId, quantity: 1, replacement_parent_order_product: ivyMeal.id }],
        },
      }),
      201,
    );
    expect(await lastEntry(c.id)).toMatchObject({ objectType: "order", action: "CREATE", petId: c.petIds[1] });
  });

  it("an order edit names the dog of the lines added, removed or changed; a code changed concerns every line (here two dogs': none)", async () => {
    const c = await createOrderPageCustomer(be.db);
    type Line = { pet_plan: number; product_code: string; quantity: number; type: "SUBSCRIPTION" | "ADDON" | "ONETIME" };
    const base: Line[] = [
      { pet_plan: c.unkibblePlanId, product_code: F.unkibbleMeal, quantity: 1, type: "SUBSCRIPTION" },
      { pet_plan: c.unkibblePlanId, product_code: F.addon, quantity: 1, type: "ADDON" },
      { pet_plan: c.freshPlanId, product_code: F.freshMeal, quantity: 1, type: "SUBSCRIPTION" },
    ];
    const put = async (lines: Line[], codes: string[] = []) =>
      ok(await be.as("team").call(endpoints.updateOrder, { params: { id: c.previewOrderId }, body: { account: c.id, order_products: lines, discount_codes: codes, order_type: "SUBSCRIPTION", order_id: c.previewOrderId } }));
    const snack: Line = { pet_plan: c.freshPlanId, product_code: "SNACK-JERKY-CHICKEN", quantity: 1, type: "ONETIME" };
    await put([...base, snack]);
    expect(await lastEntry(c.id)).toMatchObject({ objectType: "order", action: "UPDATE", petId: c.petIds[1] });
    await put([...base, { ...snack, quantity: 3 }]);
    expect(await lastEntry(c.id)).toMatchObject({ objectType: "order", action: "UPDATE", petId: c.petIds[1] });
    // Removed (was: no dog, as no line was added).
    await put(base);
    expect(await lastEntry(c.id)).toMatchObject({ objectType: "order", action: "UPDATE", petId: c.petIds[1] });
    // A code is on the whole order: both dogs' lines, so no dog, even with Ivy's snack added with it.
    const code = `PET-${process.pid}-${++keyN}`;
    await be.db.insert(discounts).values({ code, discountType: "PERCENTAGE", value: 10, limitType: "UNLIMITED", orderSubscription: true });
    await put([...base, snack], [code]);
    expect(await lastEntry(c.id)).toMatchObject({ objectType: "order", action: "UPDATE", petId: null, changes: { discount_codes: { old: [], new: [code] } } });
  });

  it("a cancelled order names its dog when all its lines are one dog's, none when they are two dogs'", async () => {
    const one = await createOrderPageCustomer(be.db);
    await be.db.update(orderProducts).set({ petId: one.petIds[0], petPlanId: one.unkibblePlanId }).where(and(eq(orderProducts.orderId, one.fulfillingOrderId), eq(orderProducts.code, F.freshMeal)));
    await ok(await be.as("team").call(endpoints.markOrderCancelled, { body: { order_id: one.fulfillingOrderId } }));
    expect(await lastEntry(one.id)).toMatchObject({ objectType: "order", objectId: one.fulfillingOrderId, petId: one.petIds[0] });

    const two = await createOrderPageCustomer(be.db);
    await ok(await be.as("team").call(endpoints.markOrderCancelled, { body: { order_id: two.fulfillingOrderId } }));
    expect(await lastEntry(two.id)).toMatchObject({ objectType: "order", objectId: two.fulfillingOrderId, petId: null });
  });
});
