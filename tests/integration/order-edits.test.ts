/**
 * Upcoming-order edits and the order-status change on the embedded API (issue 9): PUT orders/{id}
 * (one-time products, extra meals, discount codes; ?dry_run=true previews), POST
 * orders/{id}/remove_discount, PUT orders/mark_order_cancelled. Each rule refused with a 400 and
 * nothing written; prices from the catalogue whatever the request says; totals to the cent; one
 * changelog entry per write. Every test has a customer of its own (createOrderPageCustomer) on the
 * seeded demo catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createSeededBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { STALE_ORDER_MESSAGE, type OrderChangeResult } from "@/lib/contract/order-edits";
import { IDEMPOTENCY_KEY_REUSED } from "@/lib/contract/idempotency";
import type { OrderDto } from "@/lib/contract/orders";
import { orderChange } from "@/lib/order-edit";
import { VERSION_MESSAGE } from "@/lib/contract/versioned";
import { DISCOUNT_EXPIRED_MESSAGE, DISCOUNT_INACTIVE_MESSAGE, DISCOUNT_NOT_FOUND_MESSAGE, DISCOUNT_NOT_STARTED_MESSAGE } from "@/lib/contract/discounts";
import {
  DISCOUNT_CUSTOMER_ALREADY_USED_MESSAGE,
  DISCOUNT_CUSTOMER_LIMIT_MESSAGE,
  DISCOUNT_ELIGIBLE_PRODUCTS_MESSAGE,
  DISCOUNT_ORDER_LIMIT_MESSAGE,
  DISCOUNT_ORDER_TYPE_MESSAGE,
  DISCOUNT_OTHER_CUSTOMER_MESSAGE,
} from "@/lib/discount-apply-rules";
import { round2, sumMoney } from "@/lib/money";
import { SALES_TAX_RATE } from "@/lib/order-pricing";
import { customerChangelog, discounts, fulfillments, orderDiscounts, orderProducts, orders, pricingModels, productPrices, products } from "@/server/backend/db/schema";
import {
  BAGS_LIMIT_MESSAGE,
  DISCOUNT_NOT_ON_ORDER_MESSAGE,
  EXTRA_MEALS_TWICE_MESSAGE,
  FIXED_LINES_MESSAGE,
  FRESH_EXTRA_MEALS_MESSAGE,
  NOT_ONE_TIME_MESSAGE,
  ORDER_NOT_FULFILLING_MESSAGE,
  ORDER_NOT_PREVIEW_MESSAGE,
  PLAN_CANCELLED_MESSAGE,
} from "@/server/backend/queries/order-edits";
import { ORDER_NOT_OF_CUSTOMER as ORDER_OF_OTHER_ACCOUNT_MESSAGE } from "@/lib/orders/messages";
import { createOrderPageCustomer, ORDER_PAGE_FIXTURE as F, type OrderPageCustomer } from "@/server/backend/seed/order-page-fixture";
import { DEFAULT_PRICING_MODEL_NAME } from "@/lib/contract/enums";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import type { UncheckedArgs, UncheckedInput } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const TEAM = DEMO.team;

describe(`order edits (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let token: string;
  let price: Map<string, number>;

  beforeAll(async () => {
    be = await createSeededBackend();
    token = await be.tokenFor(TEAM);
    const rows = await be.db
      .select({ code: products.code, price: productPrices.price })
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .innerJoin(pricingModels, eq(pricingModels.id, productPrices.pricingModelId))
      .where(eq(pricingModels.name, DEFAULT_PRICING_MODEL_NAME));
    price = new Map(rows.map((r) => [r.code, r.price]));
  }, 180_000);
  afterAll(async () => be?.close());

  /** The descriptor's call with any body (this file sends invalid ones on purpose). */
  const call = async <T = Record<string, unknown>>(endpoint: ApiEndpoint, input: UncheckedInput) => {
    const res = await be.as({ token }).unchecked(endpoint, input as UncheckedArgs<ApiEndpoint>[0]);
    return { status: res.status, json: (await res.json()) as T };
  };
  /** The order's current lines as the request's order_products. */
  const baseLines = (c: OrderPageCustomer) => [
    { pet_plan: c.unkibblePlanId, product_code: F.unkibbleMeal, quantity: 1, type: "SUBSCRIPTION" },
    { pet_plan: c.unkibblePlanId, product_code: F.addon, quantity: 1, type: "ADDON" },
    { pet_plan: c.freshPlanId, product_code: F.freshMeal, quantity: 1, type: "SUBSCRIPTION" },
  ];
  const put = (c: OrderPageCustomer, changes: { lines?: unknown[]; codes?: string[]; dryRun?: boolean; orderId?: string; account?: number; version?: number; orderType?: string } = {}) =>
    call<OrderChangeResult & Record<string, string[]>>(endpoints.updateOrder, { params: { id: changes.orderId ?? c.previewOrderId }, query: changes.dryRun ? { dry_run: "true" } : undefined, body: {
      account: changes.account ?? c.id,
      order_products: changes.lines ?? baseLines(c),
      discount_codes: changes.codes ?? [],
      order_type: changes.orderType ?? "SUBSCRIPTION",
      order_id: changes.orderId ?? c.previewOrderId,
      ...(changes.version === undefined ? {} : { version: changes.version }),
    } });
  const orderRow = async (id: string) => (await be.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const linesOf = (id: string) => be.db.select().from(orderProducts).where(eq(orderProducts.orderId, id)).orderBy(orderProducts.id);
  const changelogOf = (accountId: number) => be.db.select().from(customerChangelog).where(eq(customerChangelog.accountId, accountId)).orderBy(customerChangelog.id);
  const snapshot = async (c: OrderPageCustomer) => ({
    order: await orderRow(c.previewOrderId),
    lines: await linesOf(c.previewOrderId),
    links: await be.db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, c.previewOrderId)),
    log: await changelogOf(c.id),
  });
  const newDiscount = async (values: Partial<typeof discounts.$inferInsert>) => {
    const code = `T-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    await be.db.insert(discounts).values({ code, discountType: "PERCENTAGE", value: 10, limitType: "UNLIMITED", orderSubscription: true, ...values });
    return code;
  };
  /** Expected line totals: gross, discount (percent of gross), tax 7 % on snacks after discount. */
  const expectLine = (r: OrderChangeResult, code: string, qty: number, percent = 0, taxed = false) => {
    const line = r.order_products.find((l) => l.product_code === code && l.quantity === qty)!;
    const gross = round2(price.get(code)! * qty);
    const discount = round2((gross * percent) / 100);
    const tax = taxed ? round2((gross - discount) * SALES_TAX_RATE) : 0;
    expect(line).toMatchObject({ unit_price: price.get(code), discount_amount: discount, tax_amount: tax, total_price: sumMoney([gross - discount, tax]) });
  };
  const expectTotals = (r: OrderChangeResult) => {
    const gross = sumMoney(r.order_products.map((l) => l.unit_price * l.quantity));
    expect(r.subtotal_price).toBe(gross);
    expect(r.total_discounts).toBe(sumMoney(r.order_products.map((l) => l.discount_amount)));
    expect(r.total_tax).toBe(sumMoney(r.order_products.map((l) => l.tax_amount)));
    expect(r.total_shipping_price).toBe(0);
    expect(r.total_price).toBe(sumMoney([r.subtotal_price - r.total_discounts, r.total_tax]));
  };

  describe("PUT orders/{id}: one-time products", () => {
    it("previews the new totals with dry_run and writes nothing", async () => {
      const c = await createOrderPageCustomer(be.db);
      const before = await snapshot(c);
      const lines = [...baseLines(c), { pet_plan: c.unkibblePlanId, product_code: "SNACK-JERKY-CHICKEN", quantity: 2, type: "ONETIME" }];
      const { status, json } = await put(c, { lines, dryRun: true });
      expect(status).toBe(200);
      expect(json.dry_run).toBe(true);
      expect(json.order_products).toHaveLength(4);
      expect(json.order_products[3]).toMatchObject({ id: null, product_code: "SNACK-JERKY-CHICKEN", quantity: 2 });
      expectLine(json, "SNACK-JERKY-CHICKEN", 2, 0, true);
      expectTotals(json);
      expect(json.total_price).toBeGreaterThan(before.order.totalPrice);
      expect(await snapshot(c)).toEqual(before);
    });

    it("a dry_run in another spelling (TRUE, 1, yes) is a 400 on dry_run, never the change made: PUT orders/{id}, remove_discount and POST orders alike", async () => {
      const c = await createOrderPageCustomer(be.db);
      const before = await snapshot(c);
      const lines = [...baseLines(c), { pet_plan: c.unkibblePlanId, product_code: "SNACK-JERKY-CHICKEN", quantity: 2, type: "ONETIME" }];
      const body = { account: c.id, order_products: lines, discount_codes: [], order_type: "SUBSCRIPTION", order_id: c.previewOrderId };
      for (const value of ["TRUE", "True", "1", "yes", ""]) {
        const asked = { query: { dry_run: value } } as never;
        const edit = await call<Record<string, string[]>>(endpoints.updateOrder, { params: { id: c.previewOrderId }, ...(asked as object), body } as never);
        expect(edit.status, `PUT dry_run=${value}`).toBe(400);
        expect(Object.keys(edit.json), `PUT dry_run=${value}`).toContain("dry_run");
        const removal = await call(endpoints.removeOrderDiscount, { params: { id: c.previewOrderId }, ...(asked as object), body: { discount_code: "ANY" } } as never);
        expect(removal.status, `remove_discount dry_run=${value}`).toBe(400);
        const created = await call(endpoints.createOrder, { ...(asked as object), body: { account: c.id, order_type: "ONETIME", order_products: [] } } as never);
        expect(created.status, `POST orders dry_run=${value}`).toBe(400);
      }
      expect(await snapshot(c)).toEqual(before);
      // "false" is the change itself, as no dry_run is.
      expect((await call<OrderChangeResult>(endpoints.updateOrder, { params: { id: c.previewOrderId }, query: { dry_run: "false" }, body })).json.dry_run).toBe(false);
    });

    it("adds a one-time product priced from the catalogue whatever the request says, and records it", async () => {
      const c = await createOrderPageCustomer(be.db);
      const lines = [...baseLines(c), { pet_plan: c.unkibblePlanId, product_code: "SNACK-JERKY-CHICKEN", quantity: 3, type: "ONETIME", unit_price: 0.01, total_price: 0.01 }];
      const { status, json } = await put(c, { lines });
      expect(status).toBe(200);
      expect(json.dry_run).toBe(false);
      expectLine(json, "SNACK-JERKY-CHICKEN", 3, 0, true);
      expectLine(json, F.unkibbleMeal, 1);
      expectTotals(json);
      const stored = await linesOf(c.previewOrderId);
      expect(stored).toHaveLength(4);
      const added = stored.find((l) => l.code === "SNACK-JERKY-CHICKEN")!;
      expect(added).toMatchObject({ quantity: 3, unitPrice: price.get("SNACK-JERKY-CHICKEN"), type: "ONETIME", productType: "SNACK", petPlanId: c.unkibblePlanId, petId: c.petIds[0] });
      const order = await orderRow(c.previewOrderId);
      expect({ subtotal: order.subtotalPrice, discounts: order.totalDiscounts, tax: order.totalTax, total: order.totalPrice }).toEqual({
        subtotal: json.subtotal_price,
        discounts: json.total_discounts,
        tax: json.total_tax,
        total: json.total_price,
      });
      const log = await changelogOf(c.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ action: "UPDATE", objectType: "order", objectId: c.previewOrderId, staffEmail: TEAM, petId: c.petIds[0] });
      expect(log[0]!.changes.order_products!.new).toContain(`SNACK-JERKY-CHICKEN × 3 (plan ${c.unkibblePlanId})`);
      expect(log[0]!.changes.total_price).toEqual({ old: round2(json.total_price - json.order_products[3]!.total_price), new: json.total_price });
    });

    it("removes a one-time product", async () => {
      const c = await createOrderPageCustomer(be.db);
      const added = await put(c, { lines: [...baseLines(c), { pet_plan: c.freshPlanId, product_code: "PUPGUM-MINT", quantity: 1, type: "ONETIME" }] });
      expect(added.status).toBe(200);
      const { status, json } = await put(c);
      expect(status).toBe(200);
      expect(json.order_products.map((l) => l.product_code)).toEqual([F.unkibbleMeal, F.addon, F.freshMeal]);
      expect((await linesOf(c.previewOrderId)).map((l) => l.code)).toEqual([F.unkibbleMeal, F.addon, F.freshMeal]);
      expect(await changelogOf(c.id)).toHaveLength(2);
    });

    it("refuses a product that is not sold once, a quantity outside 1–12 and a one-time product without dog", async () => {
      const c = await createOrderPageCustomer(be.db);
      const [model] = await be.db.select().from(pricingModels).where(eq(pricingModels.name, DEFAULT_PRICING_MODEL_NAME));
      const [abroad] = await be.db
        .insert(products)
        .values({ code: "SNACK-MAPLE-CA", name: "Maple treats (Canada)", productType: "SNACK", category: "SNACK", status: "ACTIVE", oneTimeEligible: true, country: "CA" })
        .returning();
      await be.db.insert(productPrices).values({ productId: abroad!.id, pricingModelId: model!.id, price: 9.99 });
      const before = await snapshot(c);
      const cases: [unknown, string][] = [
        [{ pet_plan: c.unkibblePlanId, product_code: "RECIPE-U-B", quantity: 1, type: "ONETIME" }, NOT_ONE_TIME_MESSAGE("RECIPE-U-B")],
        [{ pet_plan: c.unkibblePlanId, product_code: "MERCH-BOWL", quantity: 1, type: "ONETIME" }, NOT_ONE_TIME_MESSAGE("MERCH-BOWL")],
        // Issue 21: an upcoming order takes add-ons only; a meal or a scoop is not one (lib/orders/rules.ts isOneTimeAddOn).
        [{ pet_plan: c.unkibblePlanId, product_code: "MEAL-U-C-4200-4W", quantity: 1, type: "ONETIME" }, NOT_ONE_TIME_MESSAGE("MEAL-U-C-4200-4W")],
        [{ pet_plan: c.unkibblePlanId, product_code: "SCOOP-75-B", quantity: 1, type: "ONETIME" }, NOT_ONE_TIME_MESSAGE("SCOOP-75-B")],
        [{ pet_plan: null, product_code: "PUPGUM-MINT", quantity: 1, type: "ONETIME" }, "Choose a dog for each one-time product."],
        // A product of another country than the customer's (the one-time products dialog lists theirs only; was: 200, sold).
        [{ pet_plan: c.unkibblePlanId, product_code: abroad!.code, quantity: 1, type: "ONETIME" }, NOT_ONE_TIME_MESSAGE(abroad!.code)],
      ];
      for (const [line, message] of cases) {
        const { status, json } = await put(c, { lines: [...baseLines(c), line] });
        expect(status).toBe(400);
        expect(json).toEqual({ order_products: [message] });
      }
      for (const quantity of [0, 13, 1.5]) {
        const { status, json } = await put(c, { lines: [...baseLines(c), { pet_plan: c.unkibblePlanId, product_code: "PUPGUM-MINT", quantity, type: "ONETIME" }] });
        expect(status).toBe(400);
        expect(Object.keys(json)).toEqual(["order_products.3.quantity"]);
      }
      expect(await snapshot(c)).toEqual(before);
    });

    it("refuses to change the subscription lines, another customer's order, a non-PREVIEW order and an unknown order", async () => {
      const c = await createOrderPageCustomer(be.db);
      const other = await createOrderPageCustomer(be.db);
      const before = await snapshot(c);
      const changed = baseLines(c).map((l, i) => (i === 0 ? { ...l, quantity: 2 } : l));
      expect(await put(c, { lines: changed })).toEqual({ status: 400, json: { order_products: [FIXED_LINES_MESSAGE] } });
      expect(await put(c, { lines: baseLines(c).slice(1) })).toEqual({ status: 400, json: { order_products: [FIXED_LINES_MESSAGE] } });
      expect(await put(c, { account: other.id })).toEqual({ status: 400, json: { account: [ORDER_OF_OTHER_ACCOUNT_MESSAGE] } });
      const fulfilling = await put(c, { orderId: c.fulfillingOrderId });
      expect(fulfilling).toEqual({ status: 400, json: { detail: ORDER_NOT_PREVIEW_MESSAGE("FULFILLING") } });
      expect((await put(c, { orderId: "NO-SUCH-ORDER" })).status).toBe(404);
      expect(await snapshot(c)).toEqual(before);
      expect((await orderRow(c.fulfillingOrderId)).status).toBe("FULFILLING");
    });
  });

  it("one-time lines are priced from the catalogue at every edit: two lines of one product for one dog cost the same, whichever the request keeps", async () => {
    const c = await createOrderPageCustomer(be.db);
    const code = "SNACK-JERKY-CHICKEN";
    const line = (quantity: number) => ({ pet_plan: c.unkibblePlanId, product_code: code, quantity, type: "ONETIME" });
    expect((await put(c, { lines: [...baseLines(c), line(1)] })).status).toBe(200);
    const [product] = await be.db.select().from(products).where(eq(products.code, code));
    const [model] = await be.db.select().from(pricingModels).where(eq(pricingModels.name, DEFAULT_PRICING_MODEL_NAME));
    const first = price.get(code)!;
    const later = round2(first + 1);
    await be.db.update(productPrices).set({ price: later }).where(and(eq(productPrices.productId, product!.id), eq(productPrices.pricingModelId, model!.id)));
    try {
      // The same snack again for the same dog (the request names no line ids: the two are alike to it).
      expect((await put(c, { lines: [...baseLines(c), line(1), line(1)] })).status).toBe(200);
      expect((await linesOf(c.previewOrderId)).filter((l) => l.code === code).map((l) => [l.quantity, l.unitPrice])).toEqual([
        [1, later],
        [1, later],
      ]);
      // The agent removes one of them: the one left costs the catalogue's price, whichever it is.
      expect((await put(c, { lines: [...baseLines(c), line(1)] })).status).toBe(200);
      expect((await linesOf(c.previewOrderId)).filter((l) => l.code === code).map((l) => [l.quantity, l.unitPrice])).toEqual([[1, later]]);
      // A quantity change is matched to its line first (2 and 3 of it: removing the 2 keeps the 3's line).
      expect((await put(c, { lines: [...baseLines(c), line(2), line(3)] })).status).toBe(200);
      const both = (await linesOf(c.previewOrderId)).filter((l) => l.code === code);
      expect((await put(c, { lines: [...baseLines(c), line(3)] })).status).toBe(200);
      expect((await linesOf(c.previewOrderId)).filter((l) => l.code === code).map((l) => [l.id, l.quantity, l.unitPrice])).toEqual([[both.find((l) => l.quantity === 3)!.id, 3, later]]);
    } finally {
      await be.db.update(productPrices).set({ price: first }).where(and(eq(productPrices.productId, product!.id), eq(productPrices.pricingModelId, model!.id)));
    }
  });

  describe("PUT orders/{id}: extra meals", () => {
    const bags = (c: OrderPageCustomer, quantity: number, code: string = F.buffer, plan = c.unkibblePlanId) => ({ pet_plan: plan, product_code: code, quantity, type: "ONETIME" });

    it("adds buffer bags at the allowance's price", async () => {
      const c = await createOrderPageCustomer(be.db);
      const { status, json } = await put(c, { lines: [...baseLines(c), bags(c, 3)] });
      expect(status).toBe(200);
      const line = json.order_products.find((l) => l.product_code === F.buffer)!;
      expect(line).toMatchObject({ quantity: 3, unit_price: price.get(F.buffer), tax_amount: 0, total_price: round2(price.get(F.buffer)! * 3) });
      expectTotals(json);
    });

    it("prices the free buffer bag at 0", async () => {
      const c = await createOrderPageCustomer(be.db);
      const { status, json } = await put(c, { lines: [...baseLines(c), bags(c, 1, F.freeBuffer)] });
      expect(status).toBe(200);
      expect(json.order_products.find((l) => l.product_code === F.freeBuffer)).toMatchObject({ unit_price: 0, total_price: 0 });
    });

    it("refuses more bags than allowed, a Fresh plan, two lines for one dog and adding them twice; nothing written", async () => {
      const c = await createOrderPageCustomer(be.db);
      const before = await snapshot(c);
      expect(await put(c, { lines: [...baseLines(c), bags(c, F.bagsAllowed + 1)] })).toEqual({ status: 400, json: { order_products: [BAGS_LIMIT_MESSAGE(F.bagsAllowed)] } });
      expect(await put(c, { lines: [...baseLines(c), bags(c, 1, F.buffer, c.freshPlanId)] })).toEqual({ status: 400, json: { order_products: [FRESH_EXTRA_MEALS_MESSAGE] } });
      expect(await put(c, { lines: [...baseLines(c), bags(c, 1), bags(c, 1, F.freeBuffer)] })).toEqual({ status: 400, json: { order_products: [BAGS_LIMIT_MESSAGE(F.bagsAllowed)] } });
      expect(await snapshot(c)).toEqual(before);
      expect((await put(c, { lines: [...baseLines(c), bags(c, 1)] })).status).toBe(200);
      const afterFirst = await snapshot(c);
      expect(await put(c, { lines: [...baseLines(c), bags(c, 2)] })).toEqual({ status: 400, json: { order_products: [EXTRA_MEALS_TWICE_MESSAGE] } });
      expect(await snapshot(c)).toEqual(afterFirst);
    });
  });

  describe("PUT orders/{id}: discount codes", () => {
    it("applies a code: discounts and tax recomputed per line to the cent", async () => {
      const c = await createOrderPageCustomer(be.db);
      const code = await newDiscount({ value: 15 });
      const { status, json } = await put(c, { codes: [code.toLowerCase()] });
      expect(status).toBe(200);
      expect(json.discount_codes).toEqual([code]);
      expectLine(json, F.unkibbleMeal, 1, 15);
      expectLine(json, F.addon, 1, 15, true);
      expectLine(json, F.freshMeal, 1, 15);
      expectTotals(json);
      const links = await be.db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, c.previewOrderId));
      expect(links).toHaveLength(1);
      const log = await changelogOf(c.id);
      expect(log.at(-1)!.changes.discount_codes).toEqual({ old: [], new: [code] });
    });

    it("a change that changes nothing (a code the order has, sent again with its lines as they are) writes nothing: the version stays, no changelog entry", async () => {
      const c = await createOrderPageCustomer(be.db);
      const code = await newDiscount({ value: 15 });
      const applied = await put(c, { codes: [code] });
      expect(applied.status).toBe(200);
      const version = applied.json.version!;
      const before = await snapshot(c);
      for (const codes of [[code], [code, code.toLowerCase()]]) {
        const again = await put(c, { codes, version });
        expect(again.status).toBe(200);
        expect(again.json).toMatchObject({ dry_run: false, discount_codes: [code], version, total_price: applied.json.total_price });
      }
      expect(await snapshot(c)).toEqual(before);
      // A real change after it still goes through on that version.
      const removed = await put(c, { codes: [], version });
      expect(removed.json).toMatchObject({ discount_codes: [], version: version + 1 });
    });

    it("spreads an amount discount over the lines", async () => {
      const c = await createOrderPageCustomer(be.db);
      const code = await newDiscount({ discountType: "AMOUNT", value: 12.5 });
      const { json } = await put(c, { codes: [code] });
      expect(json.total_discounts).toBe(12.5);
      expectTotals(json);
    });

    it("refuses each broken rule with a message naming it, and writes nothing", async () => {
      const c = await createOrderPageCustomer(be.db);
      const other = await createOrderPageCustomer(be.db);
      const now = Date.now();
      const day = 86_400_000;
      const limitedCustomers = await newDiscount({ limitType: "X_CUSTOMERS", limitValue: 1 });
      const limitedOrders = await newDiscount({ limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1 });
      // Used once by another customer, and once by this customer on another order.
      const [usedA] = await be.db.select().from(discounts).where(eq(discounts.code, limitedCustomers));
      const [usedB] = await be.db.select().from(discounts).where(eq(discounts.code, limitedOrders));
      await be.db.insert(orderDiscounts).values({ orderId: other.previewOrderId, discountId: usedA!.id });
      await be.db.insert(orderDiscounts).values({ orderId: c.fulfillingOrderId, discountId: usedB!.id });
      const cases: [string, string][] = [
        [await newDiscount({ isActive: false }), DISCOUNT_INACTIVE_MESSAGE],
        [await newDiscount({ availableStartDate: new Date(now + 5 * day) }), DISCOUNT_NOT_STARTED_MESSAGE],
        [await newDiscount({ availableEndDate: new Date(now - day) }), DISCOUNT_EXPIRED_MESSAGE],
        [await newDiscount({ orderSubscription: false, orderOnetime: true }), DISCOUNT_ORDER_TYPE_MESSAGE("SUBSCRIPTION")],
        [await newDiscount({ eligibleProducts: ["PUPGUM-MINT"] }), DISCOUNT_ELIGIBLE_PRODUCTS_MESSAGE(["PUPGUM-MINT"])],
        [limitedCustomers, DISCOUNT_CUSTOMER_LIMIT_MESSAGE(1)],
        [limitedOrders, DISCOUNT_ORDER_LIMIT_MESSAGE(1)],
        [await newDiscount({ accountId: other.id, limitType: "X_ORDERS_FOR_ONE_CUSTOMER", limitValue: 1 }), DISCOUNT_OTHER_CUSTOMER_MESSAGE],
      ];
      const before = await snapshot(c);
      for (const [code, message] of cases) {
        const { status, json } = await put(c, { codes: [code] });
        expect(status, code).toBe(400);
        expect(json).toEqual({ discount_codes: [`${code}: ${message}`] });
      }
      expect(await put(c, { codes: ["NO-SUCH-CODE"] })).toEqual({ status: 400, json: { discount_codes: [`${DISCOUNT_NOT_FOUND_MESSAGE}: NO-SUCH-CODE`] } });
      expect(await snapshot(c)).toEqual(before);
    });

    it("an X customers code: a customer who used it on another order may not use it again, however few customers used it (spec 02 §4)", async () => {
      const c = await createOrderPageCustomer(be.db);
      const code = await newDiscount({ limitType: "X_CUSTOMERS", limitValue: 5 });
      const [d] = await be.db.select().from(discounts).where(eq(discounts.code, code));
      await be.db.insert(orderDiscounts).values({ orderId: c.fulfillingOrderId, discountId: d!.id });
      const before = await snapshot(c);
      expect(await put(c, { codes: [code] })).toEqual({ status: 400, json: { discount_codes: [`${code}: ${DISCOUNT_CUSTOMER_ALREADY_USED_MESSAGE}`] } });
      expect(await snapshot(c)).toEqual(before);
      // That order cancelled no longer uses it: the customer may take it again.
      await be.db.update(orders).set({ status: "CANCELLED" }).where(eq(orders.id, c.fulfillingOrderId));
      expect((await put(c, { codes: [code] })).status).toBe(200);
    });

    it("the subscription/trial split: the trial order does not use up a subscription order; a second trial order is refused (spec 02 §4)", async () => {
      const split = { limitType: "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT", orderTrial: true, orderSubscription: true, trialValue: 10 };
      /** A customer whose other order (made a trial one) used the code. */
      const usedOnTrial = async (code: string) => {
        const c = await createOrderPageCustomer(be.db);
        const [d] = await be.db.select().from(discounts).where(eq(discounts.code, code));
        await be.db.update(orders).set({ orderType: "TRIAL" }).where(eq(orders.id, c.fulfillingOrderId));
        await be.db.insert(orderDiscounts).values({ orderId: c.fulfillingOrderId, discountId: d!.id });
        return c;
      };
      // 1 subscription order besides the trial one.
      const one = await newDiscount({ ...split, limitValue: 1 });
      const a = await usedOnTrial(one);
      const taken = await put(a, { codes: [one] });
      expect(taken.status, JSON.stringify(taken.json)).toBe(200);
      expect(taken.json.discount_codes).toEqual([one]);
      // A trial order: limited to 1, whatever the value (3 here).
      const three = await newDiscount({ ...split, limitValue: 3 });
      const b = await usedOnTrial(three);
      await be.db.update(orders).set({ orderType: "TRIAL" }).where(eq(orders.id, b.previewOrderId));
      const before = await snapshot(b);
      expect(await put(b, { codes: [three], orderType: "TRIAL" })).toEqual({ status: 400, json: { discount_codes: [`${three}: ${DISCOUNT_ORDER_LIMIT_MESSAGE(1, "trial")}`] } });
      expect(await snapshot(b)).toEqual(before);
    });

    it("accepts an eligible-products code when the order has one of them", async () => {
      const c = await createOrderPageCustomer(be.db);
      const code = await newDiscount({ eligibleProducts: [F.addon] });
      const { status, json } = await put(c, { codes: [code] });
      expect(status).toBe(200);
      expectLine(json, F.addon, 1, 10, true);
      expectLine(json, F.unkibbleMeal, 1, 0);
    });
  });

  describe("POST orders/{id}/remove_discount", () => {
    it("removes the code and recomputes the totals", async () => {
      const c = await createOrderPageCustomer(be.db);
      const code = await newDiscount({ value: 20 });
      const applied = await put(c, { codes: [code] });
      expect(applied.json.total_discounts).toBeGreaterThan(0);
      const { status, json } = await call<OrderChangeResult>(endpoints.removeOrderDiscount, { params: { id: c.previewOrderId }, body: { discount_code: code.toLowerCase() } });
      expect(status).toBe(200);
      expect(json.discount_codes).toEqual([]);
      expect(json.total_discounts).toBe(0);
      expectTotals(json);
      const order = await orderRow(c.previewOrderId);
      expect(order.totalDiscounts).toBe(0);
      expect(order.totalPrice).toBe(json.total_price);
      expect((await linesOf(c.previewOrderId)).every((l) => l.discountAmount === 0)).toBe(true);
      const log = await changelogOf(c.id);
      expect(log.at(-1)).toMatchObject({ action: "DELETE", objectType: "discount", objectId: code, staffEmail: TEAM });
    });

    it("dry_run previews exactly what the removal saves, a one-time line at its stored price below a catalogue price changed since, and writes nothing (was: the dialog previewed PUT orders/{id}?dry_run=true, which re-prices that line from the catalogue)", async () => {
      const c = await createOrderPageCustomer(be.db);
      const snack = "SNACK-JERKY-CHICKEN";
      const code = await newDiscount({ value: 20 });
      const lines = [...baseLines(c), { pet_plan: c.unkibblePlanId, product_code: snack, quantity: 2, type: "ONETIME" }];
      expect((await put(c, { lines, codes: [code] })).status).toBe(200);
      const [product] = await be.db.select().from(products).where(eq(products.code, snack));
      const [model] = await be.db.select().from(pricingModels).where(eq(pricingModels.name, DEFAULT_PRICING_MODEL_NAME));
      const first = price.get(snack)!;
      await be.db.update(productPrices).set({ price: round2(first + 2) }).where(and(eq(productPrices.productId, product!.id), eq(productPrices.pricingModelId, model!.id)));
      try {
        const before = await snapshot(c);
        const remove = (dryRun: boolean) =>
          call<OrderChangeResult>(endpoints.removeOrderDiscount, { params: { id: c.previewOrderId }, query: dryRun ? { dry_run: "true" } : undefined, body: { discount_code: code, version: before.order.version } });
        const preview = await remove(true);
        expect(preview.status).toBe(200);
        expect(preview.json).toMatchObject({ dry_run: true, discount_codes: [], total_discounts: 0, version: before.order.version });
        expect(preview.json.order_products.find((l) => l.product_code === snack)!.unit_price).toBe(first);
        expect(await snapshot(c)).toEqual(before);
        // The edit call's dry run (what the dialog asked before) prices the line at the catalogue's new price: another total.
        expect((await put(c, { lines, codes: [], dryRun: true })).json.total_price).not.toBe(preview.json.total_price);

        const saved = await remove(false);
        expect(saved.status).toBe(200);
        expect(saved.json).toEqual({ ...preview.json, dry_run: false, version: before.order.version + 1 });
        expect((await orderRow(c.previewOrderId)).totalPrice).toBe(preview.json.total_price);
      } finally {
        await be.db.update(productPrices).set({ price: first }).where(and(eq(productPrices.productId, product!.id), eq(productPrices.pricingModelId, model!.id)));
      }
    });

    it("refuses a code that is not on the order, and a non-PREVIEW order", async () => {
      const c = await createOrderPageCustomer(be.db);
      const before = await snapshot(c);
      expect(await call(endpoints.removeOrderDiscount, { params: { id: c.previewOrderId }, body: { discount_code: "REPROCESS" } })).toEqual({
        status: 400,
        json: { discount_code: [DISCOUNT_NOT_ON_ORDER_MESSAGE] },
      });
      expect(await call(endpoints.removeOrderDiscount, { params: { id: c.fulfillingOrderId }, body: { discount_code: "REPROCESS" } })).toEqual({
        status: 400,
        json: { detail: ORDER_NOT_PREVIEW_MESSAGE("FULFILLING") },
      });
      expect(await snapshot(c)).toEqual(before);
    });
  });

  describe("PUT orders/mark_order_cancelled", () => {
    it("cancels a FULFILLING order and its fulfillments, with a changelog entry", async () => {
      const c = await createOrderPageCustomer(be.db);
      const { status, json } = await call(endpoints.markOrderCancelled, { body: { order_id: c.fulfillingOrderId } });
      expect(status).toBe(200);
      expect(json).toEqual({ id: c.fulfillingOrderId, status: "CANCELLED", fulfillments: [{ id: c.fulfillmentId, status: "CANCELLED" }], version: 2 });
      expect((await orderRow(c.fulfillingOrderId)).status).toBe("CANCELLED");
      const f = await be.db.select().from(fulfillments).where(eq(fulfillments.orderId, c.fulfillingOrderId));
      expect(f.map((x) => x.status)).toEqual(["CANCELLED"]);
      const log = await changelogOf(c.id);
      expect(log.at(-1)).toMatchObject({ action: "UPDATE", objectType: "order", objectId: c.fulfillingOrderId, changes: { status: { old: "FULFILLING", new: "CANCELLED" } } });
    });

    it("leaves a fulfillment that has shipped as it is (shipped, delivered or failed deliveries are not cancelled)", async () => {
      const c = await createOrderPageCustomer(be.db);
      const [first] = await be.db.select().from(fulfillments).where(eq(fulfillments.id, c.fulfillmentId));
      const shippedIds = ["SHIPPED", "DELIVERED", "DELIVERY_FAILED", "PARTIALLY_SHIPPED"].map((status, i) => ({ id: `${c.fulfillmentId}-T${i + 1}`, status }));
      for (const f of shippedIds) await be.db.insert(fulfillments).values({ ...first!, id: f.id, status: f.status as typeof first.status });
      const { status, json } = await call(endpoints.markOrderCancelled, { body: { order_id: c.fulfillingOrderId } });
      expect(status).toBe(200);
      expect(json.fulfillments).toEqual([{ id: c.fulfillmentId, status: "CANCELLED" }]);
      const after = await be.db.select({ id: fulfillments.id, status: fulfillments.status }).from(fulfillments).where(eq(fulfillments.orderId, c.fulfillingOrderId)).orderBy(fulfillments.id);
      expect(after).toEqual([{ id: c.fulfillmentId, status: "CANCELLED" }, ...shippedIds]);
    });

    it("refuses any other status (nothing written) and an unknown order", async () => {
      const c = await createOrderPageCustomer(be.db);
      const { status, json } = await call(endpoints.markOrderCancelled, { body: { order_id: c.previewOrderId } });
      expect(status).toBe(400);
      expect(json).toEqual({ detail: ORDER_NOT_FULFILLING_MESSAGE("PREVIEW") });
      expect((await orderRow(c.previewOrderId)).status).toBe("PREVIEW");
      await call(endpoints.markOrderCancelled, { body: { order_id: c.fulfillingOrderId } });
      expect((await call(endpoints.markOrderCancelled, { body: { order_id: c.fulfillingOrderId } })).json).toEqual({ detail: ORDER_NOT_FULFILLING_MESSAGE("CANCELLED") });
      expect(await changelogOf(c.id)).toHaveLength(1);
      expect((await call(endpoints.markOrderCancelled, { body: { order_id: "NOPE" } })).status).toBe(404);
      expect((await call(endpoints.markOrderCancelled, { body: {} })).status).toBe(400);
    });
  });

  describe("concurrent edits (issue 19: lost updates on orders)", () => {
    const snack = (c: OrderPageCustomer) => ({ pet_plan: c.unkibblePlanId, product_code: "SNACK-JERKY-CHICKEN", quantity: 1, type: "ONETIME" });
    const supplement = (c: OrderPageCustomer) => ({ pet_plan: c.freshPlanId, product_code: "PUPGUM-MINT", quantity: 1, type: "ONETIME" });
    const accountOrder = async (c: OrderPageCustomer) => {
      const account = await call<{ orders: { upcoming: { id: string; version: number }[] } }>(endpoints.getAccount, { params: { id: c.id } });
      return account.json.orders.upcoming.find((o) => o.id === c.previewOrderId)!;
    };

    it("answers the order's version; two edits from one version: the second answers 409 and the first's snack is kept", async () => {
      const c = await createOrderPageCustomer(be.db);
      const base = (await accountOrder(c)).version;
      expect(base).toBe(1);
      // Team Member adds a snack; an Admin who opened the order before adds a supplement.
      const first = await put(c, { lines: [...baseLines(c), snack(c)], version: base });
      expect(first.status).toBe(200);
      expect(first.json.version).toBe(base + 1);
      const before = await snapshot(c);
      const second = await put(c, { lines: [...baseLines(c), supplement(c)], version: base });
      expect(second).toEqual({ status: 409, json: { detail: STALE_ORDER_MESSAGE } });
      expect(await snapshot(c)).toEqual(before);
      expect((await linesOf(c.previewOrderId)).map((l) => l.code)).toContain("SNACK-JERKY-CHICKEN");
      // Reloaded (the current version), the second edit keeps both.
      expect((await accountOrder(c)).version).toBe(base + 1);
      const again = await put(c, { lines: [...baseLines(c), snack(c), supplement(c)], version: base + 1 });
      expect(again.status).toBe(200);
      expect(again.json.version).toBe(base + 2);
      expect((await linesOf(c.previewOrderId)).map((l) => l.code)).toEqual([F.unkibbleMeal, F.addon, F.freshMeal, "SNACK-JERKY-CHICKEN", "PUPGUM-MINT"]);
    });

    it("refuses a stale discount change, remove_discount, dry run and mark_order_cancelled; a dry run keeps the version", async () => {
      const c = await createOrderPageCustomer(be.db);
      const code = await newDiscount({});
      const preview = await put(c, { codes: [code], dryRun: true, version: 1 });
      expect(preview.json.version).toBe(1);
      expect((await put(c, { codes: [code], version: 1 })).status).toBe(200);
      const before = await snapshot(c);
      expect(await put(c, { codes: [], version: 1 })).toEqual({ status: 409, json: { detail: STALE_ORDER_MESSAGE } });
      expect(await put(c, { codes: [code], dryRun: true, version: 1 })).toEqual({ status: 409, json: { detail: STALE_ORDER_MESSAGE } });
      expect(await call(endpoints.removeOrderDiscount, { params: { id: c.previewOrderId }, body: { discount_code: code, version: 1 } })).toEqual({ status: 409, json: { detail: STALE_ORDER_MESSAGE } });
      expect(await snapshot(c)).toEqual(before);
      const removed = await call<OrderChangeResult>(endpoints.removeOrderDiscount, { params: { id: c.previewOrderId }, body: { discount_code: code, version: 2 } });
      expect(removed.status).toBe(200);
      expect(removed.json.version).toBe(3);

      const fulfilling = await orderRow(c.fulfillingOrderId);
      expect(await call(endpoints.markOrderCancelled, { body: { order_id: c.fulfillingOrderId, version: fulfilling.version + 1 } })).toEqual({ status: 409, json: { detail: STALE_ORDER_MESSAGE } });
      expect((await orderRow(c.fulfillingOrderId)).status).toBe("FULFILLING");
      expect((await call(endpoints.markOrderCancelled, { body: { order_id: c.fulfillingOrderId, version: fulfilling.version } })).status).toBe(200);
    });

    it("a change made by another call (a dog's cancellation taking its lines off) raises the version: an editor opened before gets 409", async () => {
      const c = await createOrderPageCustomer(be.db);
      const cancelled = await call(endpoints.cancelPet, { params: { petId: c.petIds[1] }, body: { account_id: c.id, primary_answer: "Price", secondary_answer: "Too expensive" } });
      expect(cancelled.status).toBe(200);
      const order = await orderRow(c.previewOrderId);
      expect(order.version).toBe(2);
      // The editor still shows the Fresh dog's line it loaded at version 1.
      expect(await put(c, { lines: [...baseLines(c), snack(c)], version: 1 })).toEqual({ status: 409, json: { detail: STALE_ORDER_MESSAGE } });
      const current = baseLines(c).filter((l) => l.pet_plan !== c.freshPlanId);
      expect((await put(c, { lines: [...current, snack(c)], version: 2 })).status).toBe(200);
    });

    it("a cancelled dog's plan takes no new product on an upcoming order, even from an editor on the order's current version", async () => {
      const c = await createOrderPageCustomer(be.db);
      expect((await call(endpoints.cancelPet, { params: { petId: c.petIds[1] }, body: { account_id: c.id, primary_answer: "Price", secondary_answer: "Too expensive" } })).status).toBe(200);
      const current = baseLines(c).filter((l) => l.pet_plan !== c.freshPlanId);
      const before = await snapshot(c);
      for (const dryRun of [true, false]) {
        expect(await put(c, { lines: [...current, supplement(c)], dryRun, version: before.order.version })).toEqual({ status: 400, json: { order_products: [PLAN_CANCELLED_MESSAGE] } });
      }
      expect(await snapshot(c)).toEqual(before);
      expect((await put(c, { lines: [...current, snack(c)], version: before.order.version })).status).toBe(200);
    });

    it("a dog's cancellation and an edit adding to its plan at the same moment: never an add-on left for the cancelled dog, never a deadlock", async () => {
      for (let round = 0; round < 4; round++) {
        const c = await createOrderPageCustomer(be.db);
        const [edit, cancel] = await Promise.all([
          put(c, { lines: [...baseLines(c), supplement(c)] }),
          call(endpoints.cancelPet, { params: { petId: c.petIds[1] }, body: { account_id: c.id, primary_answer: "Price", secondary_answer: "Too expensive" } }),
        ]);
        expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
        // The edit went first (its line then left with the dog) or came second (and was refused: the plan, or the version, changed).
        expect([200, 400], JSON.stringify(edit.json)).toContain(edit.status);
        const left = (await linesOf(c.previewOrderId)).filter((l) => l.petPlanId === c.freshPlanId);
        expect(left).toEqual([]);
      }
    });

    it("checks nothing when no version is sent (a client of the upstream contract), and refuses a version that is not a positive integer", async () => {
      const c = await createOrderPageCustomer(be.db);
      expect((await put(c, { lines: [...baseLines(c), snack(c)], version: 1 })).status).toBe(200);
      const unversioned = await put(c, { lines: [...baseLines(c), snack(c), supplement(c)] });
      expect(unversioned.status).toBe(200);
      expect(unversioned.json.version).toBe(3);
      for (const version of [0, 1.5, "2"]) {
        const { status, json } = await call<Record<string, string[]>>(endpoints.updateOrder, { params: { id: c.previewOrderId }, body: { account: c.id, order_products: baseLines(c), discount_codes: [], order_type: "SUBSCRIPTION", order_id: c.previewOrderId, version } });
        expect(status).toBe(400);
        expect(json.version).toEqual([VERSION_MESSAGE]);
      }
    });
  });

  describe("Confirm again after a timeout (an Idempotency-Key: PUT orders/{id} and remove_discount take one as an option)", () => {
    /** The call with a key, as the order dialogs send it (callApiOnce): any input, the key in its header. */
    const keyed = <T = Record<string, unknown>>(endpoint: ApiEndpoint, key: string, input: UncheckedInput) => call<T>(endpoint, { ...input, headers: { "Idempotency-Key": key } } as UncheckedInput);
    const upcoming = async (c: OrderPageCustomer) => {
      const account = await call<{ orders: { upcoming: OrderDto[] } }>(endpoints.getAccount, { params: { id: c.id } });
      return account.json.orders.upcoming.find((o) => o.id === c.previewOrderId)!;
    };

    it("Add one-time products confirmed again after its answer was lost: the first answer replayed, the snack added once (was: 409 'changed by someone else', and Reload added it a second time)", async () => {
      const c = await createOrderPageCustomer(be.db);
      const add = [{ type: "ONETIME" as const, product_code: "SNACK-JERKY-CHICKEN", pet_plan: c.unkibblePlanId, quantity: 1 }];
      // The dialog's own body (lib/order-edit.ts orderChange), on the order as the page shows it.
      const body = orderChange(await upcoming(c), c.id, { addLines: add });
      const send = (key: string) => keyed<OrderChangeResult>(endpoints.updateOrder, key, { params: { id: c.previewOrderId }, query: {}, body });
      // Confirm: saved, but the answer never reached the browser (the BFF's 504). Confirm again: the same request, the same key.
      const first = await send("lost-answer-1");
      expect(first.status).toBe(200);
      const after = await snapshot(c);
      const retry = await send("lost-answer-1");
      expect(retry).toEqual(first);
      expect(await snapshot(c)).toEqual(after);
      expect((await linesOf(c.previewOrderId)).filter((l) => l.code === "SNACK-JERKY-CHICKEN")).toHaveLength(1);
      expect(after.order.version).toBe(body.version! + 1);
      // The same key with another request (the change rebuilt on the reloaded order) is refused, not made.
      const rebuilt = orderChange(await upcoming(c), c.id, { addLines: add });
      expect(await keyed(endpoints.updateOrder, "lost-answer-1", { params: { id: c.previewOrderId }, query: {}, body: rebuilt })).toEqual({ status: 400, json: { detail: IDEMPOTENCY_KEY_REUSED } });
      expect(await snapshot(c)).toEqual(after);
    });

    it("a dry run ignores a key (the preview writes nothing and stores nothing); a refused change frees its key", async () => {
      const c = await createOrderPageCustomer(be.db);
      const lines = [...baseLines(c), { pet_plan: c.unkibblePlanId, product_code: "SNACK-JERKY-CHICKEN", quantity: 1, type: "ONETIME" }];
      const body = { account: c.id, order_products: lines, discount_codes: [], order_type: "SUBSCRIPTION", order_id: c.previewOrderId, version: 1 };
      const before = await snapshot(c);
      const preview = await keyed<OrderChangeResult>(endpoints.updateOrder, "preview-key", { params: { id: c.previewOrderId }, query: { dry_run: "true" }, body });
      expect(preview.json.dry_run).toBe(true);
      expect(await snapshot(c)).toEqual(before);
      // Stale (version 2 does not exist yet): refused, and the key stays free for the change itself.
      expect(await keyed(endpoints.updateOrder, "preview-key", { params: { id: c.previewOrderId }, query: {}, body: { ...body, version: 2 } })).toEqual({ status: 409, json: { detail: STALE_ORDER_MESSAGE } });
      const saved = await keyed<OrderChangeResult>(endpoints.updateOrder, "preview-key", { params: { id: c.previewOrderId }, query: {}, body });
      expect(saved.status).toBe(200);
      expect(saved.json).toEqual({ ...preview.json, dry_run: false, version: 2, order_products: saved.json.order_products });
    });

    it("Remove discount confirmed again after its answer was lost: the removal replayed (was: 409 'changed by someone else')", async () => {
      const c = await createOrderPageCustomer(be.db);
      const code = await newDiscount({ value: 20 });
      expect((await put(c, { codes: [code], version: 1 })).status).toBe(200);
      const send = () => keyed<OrderChangeResult>(endpoints.removeOrderDiscount, "remove-once", { params: { id: c.previewOrderId }, query: {}, body: { discount_code: code, version: 2 } });
      const first = await send();
      expect(first.status).toBe(200);
      const after = await snapshot(c);
      expect(await send()).toEqual(first);
      expect(await snapshot(c)).toEqual(after);
      expect(after.log.filter((e) => e.objectType === "discount" && e.action === "DELETE")).toHaveLength(1);
    });
  });

  it("needs discount_codes in the body: a body without them is refused (it would have removed every code on the order), nothing written", async () => {
    const c = await createOrderPageCustomer(be.db);
    const code = await newDiscount({});
    expect((await put(c, { codes: [code] })).status).toBe(200);
    const before = await be.db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, c.previewOrderId));
    const { status, json } = await call<Record<string, string[]>>(endpoints.updateOrder, { params: { id: c.previewOrderId }, body: { account: c.id, order_products: baseLines(c), order_type: "SUBSCRIPTION", order_id: c.previewOrderId } });
    expect(status).toBe(400);
    expect(Object.keys(json)).toEqual(["discount_codes"]);
    expect(await be.db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, c.previewOrderId))).toEqual(before);
  });

  it("keeps discounts linked on the order it names only", async () => {
    const c = await createOrderPageCustomer(be.db);
    const code = await newDiscount({});
    await put(c, { codes: [code] });
    const [d] = await be.db.select().from(discounts).where(eq(discounts.code, code));
    const links = await be.db.select().from(orderDiscounts).where(and(eq(orderDiscounts.discountId, d!.id)));
    expect(links.map((l) => l.orderId)).toEqual([c.previewOrderId]);
  });
});
