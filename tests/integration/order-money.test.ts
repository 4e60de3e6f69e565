/**
 * Money that adds up (issue 18): after every kind of order edit, read back through the API
 * (GET accounts/{id}), each order's total_discounts is the sum of its lines' discount_amount, its
 * total_tax the sum of their tax_amount, its subtotal the sum of unit price × quantity, and its
 * total subtotal − discounts + tax + shipping: a discount code, the customer-service (exclusive)
 * discounts, a one-time product, extra meals, a plan change, the winback code, a removed code, a
 * new dog's order and a one-time order. Then the winback preset ("applies to the next
 * 3 orders"): the upcoming orders take it now, orders created later until 3 have used it, one
 * active code per account (issue 19: 6 concurrent requests make exactly 1 code). Both drivers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { createSeededBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createCustomer } from "../support/factories";
import type { AccountDto } from "@/lib/contract/customers";
import type { CreateExclusiveDiscountResponse } from "@/lib/contract/discounts";
import type { OrderDto } from "@/lib/contract/orders";
import { round2, sumMoney } from "@/lib/money";
import { SALES_TAX_RATE } from "@/lib/order-pricing";
import { customerChangelog, discounts, products } from "@/server/backend/db/schema";
import { WINBACK_ALREADY_ACTIVE_MESSAGE, WINBACK_REACTIVATION_MESSAGE } from "@/server/backend/queries/discounts-exclusive";
import { DISCOUNT_ONE_EXCLUSIVE_MESSAGE, ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE } from "@/lib/discount-apply-rules";
import { createOrderPageCustomer, ORDER_PAGE_FIXTURE as F, type OrderPageCustomer } from "@/server/backend/seed/order-page-fixture";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import type { UncheckedArgs, UncheckedInput } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const TEAM = DEMO.team;
/** A one-time snack this file marks not discount-eligible (its own database). */
const NOT_ELIGIBLE = "SNACK-JERKY-CHICKEN";
const WINBACK = "CX_10_PERCENT_FOR_THREE_ORDERS";
/** The factory's default order (one UnKibble meal line of $100, untaxed) with totals that match it. */
const MEAL_ORDER = { totalTax: 0, totalPrice: 100 } as const;

describe(`money that adds up (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let token: string;

  beforeAll(async () => {
    be = await createSeededBackend();
    token = await be.tokenFor(TEAM);
    await be.db.update(products).set({ discountEligible: false }).where(eq(products.code, NOT_ELIGIBLE));
  }, 180_000);
  afterAll(async () => be?.close());

  /** The descriptor's call (its input as the tests build it, loosely typed): unchecked, because the helper is typed once for every descriptor and its answer type is named at the call site. */
  const call = async <T = Record<string, unknown>>(endpoint: ApiEndpoint, input: UncheckedInput) => {
    const res = await be.as({ token }).unchecked(endpoint, input as UncheckedArgs<ApiEndpoint>[0]);
    return { status: res.status, json: (await res.json()) as T };
  };
  const ok = async <T = Record<string, unknown>>(endpoint: ApiEndpoint, input: UncheckedInput, status = 200) => {
    const r = await call<T>(endpoint, input);
    expect(r.status, `${endpoint.method} ${endpoint.path} ${JSON.stringify(input.params ?? {})}: ${JSON.stringify(r.json)}`).toBe(status);
    return r.json;
  };

  /** Every order of the account, as the API answers them. */
  const ordersOf = async (accountId: number): Promise<OrderDto[]> => {
    const a = await ok<AccountDto>(endpoints.getAccount, { params: { id: accountId } });
    return [...a.orders.upcoming, ...a.orders.processing, ...a.orders.past];
  };
  const orderOf = async (accountId: number, orderId: string) => (await ordersOf(accountId)).find((o) => o.id === orderId)!;

  /** The sums of the issue, for one order. */
  const expectAddsUp = (o: OrderDto) => {
    const label = `order ${o.id}`;
    expect(o.products.length, label).toBeGreaterThan(0);
    for (const l of o.products) {
      const gross = round2(l.unit_price * l.quantity);
      expect(l.total_price, `${label} ${l.code}`).toBe(sumMoney([gross, -l.discount_amount, l.tax_amount]));
      if (l.product_type === "SNACK") expect(l.tax_amount, `${label} ${l.code} tax`).toBe(round2((gross - l.discount_amount) * SALES_TAX_RATE));
    }
    expect(o.subtotal_price, label).toBe(sumMoney(o.products.map((l) => l.unit_price * l.quantity)));
    expect(o.total_discounts, label).toBe(sumMoney(o.products.map((l) => l.discount_amount)));
    expect(o.total_tax, label).toBe(sumMoney(o.products.map((l) => l.tax_amount)));
    expect(o.total_price, label).toBe(sumMoney([o.subtotal_price, -o.total_discounts, o.total_tax, o.total_shipping_price]));
  };
  const expectAccountAddsUp = async (accountId: number) => {
    for (const o of await ordersOf(accountId)) expectAddsUp(o);
  };

  /** An order's lines as PUT orders/{id} takes them. */
  const lineOf = (o: OrderDto) => o.products.map((l) => ({ pet_plan: l.pet_plan?.id ?? null, product_code: l.code, quantity: l.quantity, type: l.type }));
  /** PUT orders/{id} of the order page customer's upcoming order: its lines now plus `extra`, and the codes. */
  const put = async (c: OrderPageCustomer, extra: unknown[] = [], codes?: string[]) => {
    const current = await orderOf(c.id, c.previewOrderId);
    return ok(endpoints.updateOrder, { params: { id: c.previewOrderId }, body: {
      account: c.id,
      order_products: [...lineOf(current), ...extra],
      discount_codes: codes ?? current.discounts.map((d) => d.discount.code),
      order_type: "SUBSCRIPTION",
      order_id: c.previewOrderId,
    } });
  };
  /** The same order saved again unchanged (a dry run): the totals must not move. */
  const expectStable = async (c: OrderPageCustomer) => {
    const stored = await orderOf(c.id, c.previewOrderId);
    const again = await call<Record<string, unknown>>(endpoints.updateOrder, { params: { id: c.previewOrderId }, query: { dry_run: "true" }, body: {
      account: c.id,
      order_products: lineOf(stored),
      discount_codes: stored.discounts.map((d) => d.discount.code),
      order_type: "SUBSCRIPTION",
      order_id: c.previewOrderId,
    } });
    expect(again.status).toBe(200);
    expect({ d: again.json.total_discounts, t: again.json.total_tax, p: again.json.total_price }).toEqual({ d: stored.total_discounts, t: stored.total_tax, p: stored.total_price });
  };
  const newCode = async (values: Partial<typeof discounts.$inferInsert> = {}) => {
    const code = `M-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    await be.db.insert(discounts).values({ code, discountType: "PERCENTAGE", value: 15, limitType: "UNLIMITED", orderSubscription: true, orderOnetime: true, ...values });
    return code;
  };
  const snack = (c: OrderPageCustomer, code = "SNACK-JERKY-BEEF", quantity = 2) => ({ pet_plan: c.unkibblePlanId, product_code: code, quantity, type: "ONETIME" });
  const exclusive = (accountId: number, body: Record<string, unknown>) =>
    call<CreateExclusiveDiscountResponse & { detail?: string }>(endpoints.createExclusiveDiscount, { params: { id: accountId }, body });
  const dogBody = (accountId: number, name: string) => ({
    account_id: accountId,
    pet: { name, gender: "MALE", neutered: true, birth_year: new Date().getUTCFullYear() - 3, birth_month: 1, weight: 20, body_type: "Ideal", lifestyle: "Active", breeds: ["Mixed Breed"], health_conditions: [] },
    pet_plan: { recipes: ["U-B"], plan_size: 4, quantity: 1 },
  });
  const newDog = async (accountId: number, name: string) =>
    ok<{ order: { id: string; total_price: number } }>(endpoints.createPetAndPetPlan, { body: dogBody(accountId, name) }, 201);

  describe("every kind of order edit: the order's totals are the sums of its lines", () => {
    it("a discount code, a one-time product, extra meals, a removed code and a plan change", async () => {
      const c = await createOrderPageCustomer(be.db, { now: be.now() });
      await expectAccountAddsUp(c.id);
      const code = await newCode({ value: 15 });
      await put(c, [], [code]); // discount code
      await expectAccountAddsUp(c.id);
      await put(c, [snack(c), snack(c, NOT_ELIGIBLE, 3)]); // one-time products (one not discount-eligible)
      const withSnacks = await orderOf(c.id, c.previewOrderId);
      expect(withSnacks.products.find((l) => l.code === NOT_ELIGIBLE)!.discount_amount).toBe(0);
      expect(withSnacks.products.find((l) => l.code === "SNACK-JERKY-BEEF" && l.type === "ONETIME")!.discount_amount).toBeGreaterThan(0);
      await expectAccountAddsUp(c.id);
      await put(c, [{ pet_plan: c.unkibblePlanId, product_code: F.buffer, quantity: 2, type: "ONETIME" }]); // extra meals
      await expectAccountAddsUp(c.id);
      await expectStable(c);
      // Plan change: the UnKibble dog moves to the largest size; its lines are re-priced with the code.
      const before = await orderOf(c.id, c.previewOrderId);
      await ok(endpoints.updatePetPlan, { params: { id: c.unkibblePlanId }, body: { account: c.id, plan_size: 6, quantity: 1 } });
      const after = await orderOf(c.id, c.previewOrderId);
      expect(after.total_price).not.toBe(before.total_price);
      expect(after.total_discounts).toBeGreaterThan(before.total_discounts);
      await expectAccountAddsUp(c.id);
      await expectStable(c);
      await ok(endpoints.removeOrderDiscount, { params: { id: c.previewOrderId }, body: { discount_code: code } }); // removed code
      expect((await orderOf(c.id, c.previewOrderId)).total_discounts).toBe(0);
      await expectAccountAddsUp(c.id);
    });

    it("a dog on two recipes: an edit of its upcoming order keeps the meal lines' shares of the plan price, and prices only the new line", async () => {
      const c = await createOrderPageCustomer(be.db, { now: be.now() });
      const body = dogBody(c.id, "Duo");
      const dog = await ok<{ order: { id: string } }>(endpoints.createPetAndPetPlan, { body: { ...body, pet_plan: { recipes: ["F-L", "F-T"], plan_size: 3, quantity: 1 } } }, 201);
      const before = await orderOf(c.id, dog.order.id);
      const meals = (o: OrderDto) => o.products.filter((l) => l.type === "SUBSCRIPTION").map((l) => [l.code, l.unit_price]);
      expect(meals(before)).toHaveLength(2);
      const planId = before.products[0]!.pet_plan!.id;
      const edited = await ok<{ subtotal_price: number }>(endpoints.updateOrder, { params: { id: dog.order.id }, body: {
        account: c.id,
        order_products: [...lineOf(before), { pet_plan: planId, product_code: "SNACK-JERKY-BEEF", quantity: 1, type: "ONETIME" }],
        discount_codes: [],
        order_type: before.order_type,
        order_id: dog.order.id,
      } });
      const after = await orderOf(c.id, dog.order.id);
      expect(meals(after)).toEqual(meals(before));
      const snackLine = after.products.find((l) => l.code === "SNACK-JERKY-BEEF")!;
      expect(after.subtotal_price).toBe(sumMoney([before.subtotal_price, snackLine.unit_price]));
      expect(edited.subtotal_price).toBe(after.subtotal_price);
      await expectAccountAddsUp(c.id);
    });

    for (const [kind, percent] of [
      ["CX_10_PERCENT", 10],
      ["CX_30_PERCENT", 30],
    ] as const) {
      it(`the exclusive discount ${kind}: only discount-eligible lines, each with its discount, tax on the discounted lines`, async () => {
        const c = await createOrderPageCustomer(be.db, { now: be.now() });
        await put(c, [snack(c), snack(c, NOT_ELIGIBLE, 1)]);
        const before = await orderOf(c.id, c.previewOrderId);
        const r = await exclusive(c.id, { discount_type: kind, order_id: c.previewOrderId });
        expect(r.status, JSON.stringify(r.json)).toBe(201);
        const o = await orderOf(c.id, c.previewOrderId);
        expect(o.discounts.map((d) => d.discount.code)).toEqual([r.json.discount_code]);
        for (const l of o.products) {
          const gross = round2(l.unit_price * l.quantity);
          const expected = l.code === NOT_ELIGIBLE ? 0 : round2((gross * percent) / 100);
          expect(l.discount_amount, l.code).toBe(expected);
        }
        const taxedBefore = before.products.find((l) => l.code === "SNACK-JERKY-BEEF" && l.type === "ONETIME")!;
        const taxedAfter = o.products.find((l) => l.code === "SNACK-JERKY-BEEF" && l.type === "ONETIME")!;
        expect(taxedAfter.tax_amount).toBeLessThan(taxedBefore.tax_amount);
        expectAddsUp(o);
        expect(r.json.order).toEqual({ id: o.id, total_discounts: o.total_discounts, total_tax: o.total_tax, total_price: o.total_price });
        expect(r.json.orders).toEqual([r.json.order]);
        // The next edit does not move the total.
        await expectStable(c);
        await put(c, [{ pet_plan: c.unkibblePlanId, product_code: F.buffer, quantity: 1, type: "ONETIME" }]);
        await expectAccountAddsUp(c.id);
      });
    }

    it("the winback code, a new dog's order that takes it, and a one-time order with a code", async () => {
      const c = await createOrderPageCustomer(be.db, { now: be.now() });
      await put(c, [snack(c)]);
      const r = await exclusive(c.id, { discount_type: WINBACK });
      expect(r.status, JSON.stringify(r.json)).toBe(201);
      expect(r.json.orders.map((o) => o.id)).toEqual([c.previewOrderId]);
      const o = await orderOf(c.id, c.previewOrderId);
      expect(o.discounts.map((d) => d.discount.code)).toEqual([r.json.discount_code]);
      expect(o.total_discounts).toBeGreaterThan(0);
      await expectAccountAddsUp(c.id);
      await expectStable(c);
      const dog = await newDog(c.id, "Pepper");
      const first = await orderOf(c.id, dog.order.id);
      expect(first.discounts.map((d) => d.discount.code)).toEqual([r.json.discount_code]);
      expect(dog.order.total_price).toBe(first.total_price);
      await expectAccountAddsUp(c.id);
      const oneTime = await ok<{ id: string }>(endpoints.createOrder, { body: { account: c.id, order_type: "ONETIME", discount_codes: ["30POFFX1"], order_products: [snack(c), snack(c, NOT_ELIGIBLE, 1), { ...snack(c, F.unkibbleMeal, 1) }] } }, 201);
      const placed = await orderOf(c.id, oneTime.id);
      expect(placed.products.find((l) => l.code === NOT_ELIGIBLE)!.discount_amount).toBe(0);
      expect(placed.total_discounts).toBeGreaterThan(0);
      await expectAccountAddsUp(c.id);
    });
  });

  describe("one customer-service discount per order, whichever call applies the code (lib/discount-apply-rules.ts one_exclusive)", () => {
    const generate = async (kind: "CX_10_PERCENT" | "CX_30_PERCENT") => (await ok<{ discount_code: string }>(endpoints.generateExclusiveDiscount, { body: { discount_type: kind } }, 201)).discount_code;
    const putCodes = (c: OrderPageCustomer, current: OrderDto, codes: string[], dryRun = false) =>
      call<{ discount_codes?: string[]; total_discounts?: number }>(endpoints.updateOrder, { params: { id: c.previewOrderId }, ...(dryRun ? { query: { dry_run: "true" } } : {}), body: {
        account: c.id,
        order_products: lineOf(current),
        discount_codes: codes,
        order_type: "SUBSCRIPTION",
        order_id: c.previewOrderId,
      } });

    it("PUT orders/{id} (the order page's Apply discount): a second customer-service code is refused, preview and save; swapping one for another in one change is not", async () => {
      const c = await createOrderPageCustomer(be.db, { now: be.now() });
      const first = await exclusive(c.id, { discount_type: "CX_30_PERCENT", order_id: c.previewOrderId });
      expect(first.status, JSON.stringify(first.json)).toBe(201);
      const stacked = await generate("CX_30_PERCENT");
      const before = await orderOf(c.id, c.previewOrderId);
      const refusal = { discount_codes: [`${stacked}: ${DISCOUNT_ONE_EXCLUSIVE_MESSAGE(first.json.discount_code)}`] };
      for (const dryRun of [true, false]) {
        expect(await putCodes(c, before, [first.json.discount_code, stacked], dryRun), `dry run ${dryRun}`).toEqual({ status: 400, json: refusal });
      }
      // The reserved code and the winback preset are customer-service codes too.
      expect((await putCodes(c, before, [first.json.discount_code, "10POFFX1"])).json).toEqual({ discount_codes: [`10POFFX1: ${DISCOUNT_ONE_EXCLUSIVE_MESSAGE(first.json.discount_code)}`] });
      const after = await orderOf(c.id, c.previewOrderId);
      expect(after.discounts.map((d) => d.discount.code)).toEqual([first.json.discount_code]);
      expect(after.total_discounts).toBe(before.total_discounts);
      // A code of another kind goes on beside it.
      const plain = await newCode({ value: 5 });
      expect((await putCodes(c, after, [first.json.discount_code, plain])).status).toBe(200);
      // Swapping: the first one removed, another put on, in the same change.
      const swapped = await putCodes(c, await orderOf(c.id, c.previewOrderId), [plain, stacked]);
      expect(swapped.status, JSON.stringify(swapped.json)).toBe(200);
      expect((await orderOf(c.id, c.previewOrderId)).discounts.map((d) => d.discount.code).sort()).toEqual([plain, stacked].sort());
      await expectAccountAddsUp(c.id);
      // Two new ones at once on an order with none: the first is taken, the second refused.
      const d = await createOrderPageCustomer(be.db, { now: be.now() });
      const [a, b] = [await generate("CX_10_PERCENT"), await generate("CX_30_PERCENT")];
      expect(await putCodes(d, await orderOf(d.id, d.previewOrderId), [a, b])).toEqual({ status: 400, json: { discount_codes: [`${b}: ${DISCOUNT_ONE_EXCLUSIVE_MESSAGE(a)}`] } });
      // And the customer page's call still refuses one on an order that has one (its own way out).
      const again = await exclusive(c.id, { discount_type: "CX_10_PERCENT", order_id: c.previewOrderId });
      expect(again).toEqual({ status: 400, json: { order_id: [ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE(stacked)] } });
    });

    it("POST orders (a one-time order): two customer-service codes are refused, dry run and placing; one with a code of another kind is placed", async () => {
      const c = await createOrderPageCustomer(be.db, { now: be.now() });
      const [ten, thirty] = [await generate("CX_10_PERCENT"), await generate("CX_30_PERCENT")];
      const body = (codes: string[]) => ({ account: c.id, order_type: "ONETIME", discount_codes: codes, order_products: [snack(c)] });
      const countOrders = async () => (await ordersOf(c.id)).length;
      const n = await countOrders();
      for (const query of [{ dry_run: "true" }, {}]) {
        expect(await call(endpoints.createOrder, { query, body: body([ten, thirty]) }), JSON.stringify(query)).toEqual({
          status: 400,
          json: { discount_codes: [`${thirty}: ${DISCOUNT_ONE_EXCLUSIVE_MESSAGE(ten)}`] },
        });
      }
      expect(await countOrders()).toBe(n);
      const plain = await newCode({ value: 5 });
      const placed = await ok<{ id: string; discount_codes: string[] }>(endpoints.createOrder, { body: body([thirty, plain]) }, 201);
      expect([...placed.discount_codes].sort()).toEqual([thirty, plain].sort());
      await expectAccountAddsUp(c.id);
    });
  });

  describe("the winback preset: 10% off the next 3 orders", () => {
    it("goes on the 3 soonest upcoming orders now, and the agent sees the code on them", async () => {
      const now = be.now();
      const day = 86_400_000;
      const c = await createCustomer(be.db, {
        now,
        orders: (
          [
            ["PREVIEW", 30],
            ["PREVIEW", 9],
            ["FULFILLED", -20],
            ["PREVIEW", 16],
            ["PREVIEW", 23],
          ] as const
        ).map(([status, days]) => ({ ...MEAL_ORDER, status, scheduled: new Date(now.getTime() + days * day) })),
      });
      const [late, soon, done, second, third] = c.orderIds as [string, string, string, string, string];
      const r = await exclusive(c.id, { discount_type: WINBACK });
      expect(r.status, JSON.stringify(r.json)).toBe(201);
      const code = r.json.discount_code;
      expect(r.json.order).toBeNull();
      // The default line is an UnKibble meal of $100 (untaxed): 10% off each.
      expect(r.json.orders).toEqual([soon, second, third].map((id) => ({ id, total_discounts: 10, total_tax: 0, total_price: 90 })));
      const byId = new Map((await ordersOf(c.id)).map((o) => [o.id, o.discounts.map((d) => d.discount.code)]));
      expect([soon, second, third].map((id) => byId.get(id))).toEqual([[code], [code], [code]]);
      expect(byId.get(late)).toEqual([]);
      expect(byId.get(done)).toEqual([]);
      await expectAccountAddsUp(c.id);
      const log = await be.db.select().from(customerChangelog).where(eq(customerChangelog.accountId, c.id));
      // Each order's total before and after, as for a code applied to one order (was: the order ids only).
      expect(log.at(-1)).toMatchObject({ objectType: "discount", objectId: code, staffEmail: TEAM });
      expect(log.at(-1)!.changes).toEqual({
        discount_code: { old: null, new: code },
        discount_type: { old: null, new: WINBACK },
        order_ids: { old: null, new: [soon, second, third] },
        ...Object.fromEntries([soon, second, third].map((id) => [`order ${id} total_price`, { old: 100, new: 90 }])),
      });
    });

    it("orders created later take it until 3 orders have used it; then a new winback code may be made", async () => {
      const c = await createCustomer(be.db, { now: be.now(), orders: [{ status: "PREVIEW" }] });
      const r = await exclusive(c.id, { discount_type: WINBACK });
      expect(r.status).toBe(201);
      expect(r.json.orders.map((o) => o.id)).toEqual([c.orderIds[0]]);
      const codesOn = async (orderId: string) => (await orderOf(c.id, orderId)).discounts.map((d) => d.discount.code);
      const a = await newDog(c.id, "Alpha");
      const b = await newDog(c.id, "Bravo");
      const d = await newDog(c.id, "Delta");
      expect(await codesOn(a.order.id)).toEqual([r.json.discount_code]);
      expect(await codesOn(b.order.id)).toEqual([r.json.discount_code]);
      expect(await codesOn(d.order.id)).toEqual([]);
      await expectAccountAddsUp(c.id);
      // Used by 3 orders: no longer active, so a new winback code may be created; it goes on Delta's order.
      const next = await exclusive(c.id, { discount_type: WINBACK });
      expect(next.status, JSON.stringify(next.json)).toBe(201);
      expect(next.json.orders.map((o) => o.id)).toEqual([d.order.id]);
    });

    it("an order whose code is removed no longer uses it: the next new order takes it", async () => {
      const c = await createCustomer(be.db, { now: be.now(), orders: [{ status: "PREVIEW" }, { status: "PREVIEW" }, { status: "PREVIEW" }] });
      const r = await exclusive(c.id, { discount_type: WINBACK });
      expect(r.json.orders).toHaveLength(3);
      const full = await newDog(c.id, "Foxtrot");
      expect((await orderOf(c.id, full.order.id)).discounts).toEqual([]);
      await ok(endpoints.removeOrderDiscount, { params: { id: c.orderIds[1] }, body: { discount_code: r.json.discount_code } });
      const next = await newDog(c.id, "Golf");
      expect((await orderOf(c.id, next.order.id)).discounts.map((x) => x.discount.code)).toEqual([r.json.discount_code]);
      await expectAccountAddsUp(c.id);
    });

    it("a customer with no upcoming order: the code waits for the next orders", async () => {
      const c = await createCustomer(be.db, { now: be.now(), orders: [{ status: "FULFILLED" }] });
      const r = await exclusive(c.id, { discount_type: WINBACK });
      expect(r.status).toBe(201);
      expect(r.json.orders).toEqual([]);
      const dog = await newDog(c.id, "Echo");
      expect((await orderOf(c.id, dog.order.id)).discounts.map((x) => x.discount.code)).toEqual([r.json.discount_code]);
    });

    it("one active winback code per account: a second request answers 409 with the code, and writes nothing", async () => {
      const c = await createCustomer(be.db, { now: be.now(), orders: [{ status: "PREVIEW" }] });
      const first = await exclusive(c.id, { discount_type: WINBACK });
      expect(first.status).toBe(201);
      const before = await be.db.select().from(discounts).where(eq(discounts.accountId, c.id));
      const again = await exclusive(c.id, { discount_type: WINBACK });
      expect(again).toEqual({ status: 409, json: { detail: WINBACK_ALREADY_ACTIVE_MESSAGE(first.json.discount_code, 1, 3) } });
      expect(await be.db.select().from(discounts).where(eq(discounts.accountId, c.id))).toEqual(before);
      // The order already carries a customer-service discount (the winback): one per order.
      expect((await exclusive(c.id, { discount_type: "CX_10_PERCENT", order_id: c.orderIds[0] })).status).toBe(400);
      // Deactivated (Manage Discounts), the code is no longer active: a new one may be made.
      await be.db.update(discounts).set({ isActive: false }).where(eq(discounts.code, first.json.discount_code));
      expect((await exclusive(c.id, { discount_type: WINBACK })).status).toBe(201);
    });

    it("one active winback code per account: reactivating an old one (PUT discounts/{id}) while a newer one is active answers 400 naming it", async () => {
      const admin = await be.tokenFor(DEMO.admin);
      const toggle = async (code: string, isActive: boolean) => {
        const [row] = await be.db.select().from(discounts).where(eq(discounts.code, code));
        const res = await be.as({ token: admin }).unchecked(endpoints.updateDiscountStatus, { params: { id: row!.id }, body: { code, is_active: isActive } });
        return { status: res.status, json: (await res.json()) as Record<string, unknown> };
      };
      const activeWinbacks = async (accountId: number) =>
        (await be.db.select({ code: discounts.code }).from(discounts).where(and(eq(discounts.accountId, accountId), eq(discounts.cxKind, WINBACK), eq(discounts.isActive, true)))).map((d) => d.code);
      const c = await createCustomer(be.db, { now: be.now(), orders: [{ status: "PREVIEW" }] });
      const w1 = (await exclusive(c.id, { discount_type: WINBACK })).json.discount_code;
      expect((await toggle(w1, false)).status).toBe(200);
      const w2 = await exclusive(c.id, { discount_type: WINBACK });
      expect(w2.status).toBe(201);
      const back = await toggle(w1, true);
      expect(back).toEqual({ status: 400, json: { detail: WINBACK_REACTIVATION_MESSAGE(w1, w2.json.discount_code, 0, 3) } });
      expect(await activeWinbacks(c.id)).toEqual([w2.json.discount_code]);
      // Once the newer one is deactivated, the old one may be active again; the newer one may not then.
      expect((await toggle(w2.json.discount_code, false)).status).toBe(200);
      expect((await toggle(w1, true)).status).toBe(200);
      expect((await toggle(w2.json.discount_code, true)).json).toEqual({ detail: WINBACK_REACTIVATION_MESSAGE(w2.json.discount_code, w1, 1, 3) });
      expect(await activeWinbacks(c.id)).toEqual([w1]);
      // Activating a code that is active already changes nothing (no refusal either).
      expect((await toggle(w1, true)).status).toBe(200);
      // A used-up code (3 orders use it) is taken by no order: switching it back on is no second active code.
      const full = await createCustomer(be.db, { now: be.now(), orders: [{ status: "PREVIEW" }, { status: "PREVIEW" }, { status: "PREVIEW" }] });
      const used = await exclusive(full.id, { discount_type: WINBACK });
      expect(used.json.orders).toHaveLength(3);
      expect((await toggle(used.json.discount_code, false)).status).toBe(200);
      expect((await exclusive(full.id, { discount_type: WINBACK })).status).toBe(201);
      expect((await toggle(used.json.discount_code, true)).status).toBe(200);
    });

    it("6 concurrent requests make exactly 1 code; the other 5 answer 409", async () => {
      const c = await createCustomer(be.db, { now: be.now(), orders: [{ status: "PREVIEW" }, { status: "PREVIEW" }] });
      const answers = await Promise.all(Array.from({ length: 6 }, () => exclusive(c.id, { discount_type: WINBACK })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      const made = answers.find((a) => a.status === 201)!.json.discount_code;
      for (const a of answers.filter((x) => x.status === 409)) expect(a.json.detail).toBe(WINBACK_ALREADY_ACTIVE_MESSAGE(made, 2, 3));
      const codes = await be.db.select().from(discounts).where(and(eq(discounts.accountId, c.id), like(discounts.code, "WB-%")));
      expect(codes.map((d) => d.code)).toEqual([made]);
      for (const id of c.orderIds) expect((await orderOf(c.id, id)).discounts.map((d) => d.discount.code)).toEqual([made]);
      await expectAccountAddsUp(c.id);
    });
  });
});
