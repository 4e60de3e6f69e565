/**
 * Invariants of the embedded API's writes that the other files leave open (an audit of every
 * write endpoint: docs/backend.md "Conventions", issue 19's concurrency):
 * - a discount code's usage limit holds on a one-time order too (POST orders ONETIME applied codes
 *   without lib/discount-apply-rules.ts: a one-use code could be used on any number of them), and
 *   under concurrent requests (two orders taking the last use of a code at once: one wins);
 * - a split or a delivery failure sent twice at once is made once (coverage: the fulfillment row lock);
 * - a claim submitted twice with one Idempotency-Key (a retry after a timeout, a double submit) is
 *   filed once (POST claims placed a second, identical claim);
 * - a promotion created twice with one Idempotency-Key is created once, with its one "Promotion
 *   created" audit entry (POST promotions made two identical promotions and recorded no entry);
 * - a customer-service code generated twice with one Idempotency-Key is one code (a double click on
 *   Apply Discount made two), and a bulk batch sent twice with one key is one batch (a double submit
 *   started two batches of the same prefix).
 * Both drivers (the races only race on PostgreSQL: PGlite runs one transaction at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createSeededBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { DEMO } from "../support/demo-staff";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import type { UncheckedArgs, UncheckedInput } from "../support/api-client";
import { DISCOUNT_CUSTOMER_ALREADY_USED_MESSAGE, DISCOUNT_CUSTOMER_LIMIT_MESSAGE, DISCOUNT_ORDER_LIMIT_MESSAGE } from "@/lib/discount-apply-rules";
import { claims, customerChangelog, discountBulkJobs, discounts, fulfillments, orderDiscounts, orderProducts, orders, promotions, refunds, staffAuditLog, systemChangelog } from "@/server/backend/db/schema";
import type { AuditAction } from "@/lib/contract/audit";
import { CHANGELOG_OBJECT_TYPES } from "@/lib/contract/enums";
import { createCustomer } from "../support/factories";
import { createOrderPageCustomer, type OrderPageCustomer } from "@/server/backend/seed/order-page-fixture";
import { createClaimFixture } from "@/server/backend/seed/claim-fixtures";
import { claimBody } from "../support/claim-body";
import { listFreeProducts } from "@/server/backend/queries/promotions";

const TEAM = DEMO.team;

describe(`write invariants (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let token: string;

  beforeAll(async () => {
    be = await createSeededBackend();
    token = await be.tokenFor(TEAM);
  }, 180_000);
  afterAll(async () => be?.close());

  const call = async <T = Record<string, unknown>>(endpoint: ApiEndpoint, input: UncheckedInput) => {
    const res = await be.as({ token }).unchecked(endpoint, input as UncheckedArgs<ApiEndpoint>[0]);
    return { status: res.status, json: (await res.json()) as T };
  };
  const newCode = async (values: Partial<typeof discounts.$inferInsert>) => {
    const code = `INV-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    await be.db.insert(discounts).values({ code, discountType: "PERCENTAGE", value: 10, limitType: "UNLIMITED", orderSubscription: true, orderOnetime: true, ...values });
    return code;
  };
  const snack = (c: OrderPageCustomer) => ({ pet_plan: c.unkibblePlanId, product_code: "SNACK-JERKY-BEEF", quantity: 1, type: "ONETIME" });
  const oneTime = (c: OrderPageCustomer, code: string) =>
    call<{ id: string; total_discounts: number; discount_codes: string[] } & Record<string, unknown>>(endpoints.createOrder, {
      body: { account: c.id, order_type: "ONETIME", discount_codes: [code], order_products: [snack(c)] },
    });
  const ordersUsing = async (code: string) => {
    const [d] = await be.db.select({ id: discounts.id }).from(discounts).where(eq(discounts.code, code));
    return (await be.db.select().from(orderDiscounts).where(eq(orderDiscounts.discountId, d!.id))).length;
  };

  describe("the database keeps a stored line's money (migration 0014), whatever writes it", () => {
    // Each refused write names its rule; the rules also hold for every order at each test file's end (tests/support/money-invariants.ts).
    const refusedBy = async (write: () => Promise<unknown>, constraint: string) => {
      const err = await write().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, `expected ${constraint} to refuse the write`).not.toBeNull();
      // drizzle wraps the driver's error: the constraint's name is on it or its cause.
      const text = `${String(err)} ${String((err as { cause?: unknown }).cause ?? "")}`;
      expect(text).toContain(constraint);
    };
    it("refuses a line whose total is not gross − discount + tax, a discount above its gross, refunds above its total, a refund of nothing", async () => {
      const c = await createCustomer(be.db, { orders: [{ status: "COMPLETE", products: [{ unitPrice: 20, quantity: 2 }] }] });
      const orderId = c.orderIds[0]!;
      const [line] = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
      expect(line).toMatchObject({ totalPrice: 40, discountAmount: 0, taxAmount: 0 });
      const newLine = { orderId, code: "MEAL-U-B", unitPrice: 20, quantity: 2, type: "SUBSCRIPTION" as const, productType: "MEAL" as const };
      await refusedBy(() => be.db.insert(orderProducts).values({ ...newLine, totalPrice: 20 }), "order_products_total_check");
      await refusedBy(() => be.db.insert(orderProducts).values({ ...newLine, discountAmount: 41, totalPrice: -1 }), "order_products_amounts_check");
      await refusedBy(() => be.db.update(orderProducts).set({ quantity: 3 }).where(eq(orderProducts.id, line!.id)), "order_products_total_check");
      await refusedBy(() => be.db.update(orderProducts).set({ totalRefunds: 40.01 }).where(eq(orderProducts.id, line!.id)), "order_products_refunds_check");
      await refusedBy(() => be.db.update(orders).set({ totalRefunds: 40.01 }).where(eq(orders.id, orderId)), "orders_refunds_check");
      await refusedBy(() => be.db.insert(refunds).values({ orderId, orderProductId: line!.id, amount: 0 }), "refunds_amount_check");
      // What keeps the rules is stored: the same line in one write with its new total.
      await be.db.update(orderProducts).set({ quantity: 3, totalPrice: 60 }).where(eq(orderProducts.id, line!.id));
      await be.db.update(orders).set({ subtotalPrice: 60, totalPrice: 60 }).where(eq(orders.id, orderId));
    });
  });

  describe("discount usage limits on one-time orders (POST orders ONETIME)", () => {
    it("a code of 1 order per customer: the second one-time order with it is refused, nothing written", async () => {
      const c = await createOrderPageCustomer(be.db, { now: be.now() });
      const code = await newCode({ limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1 });
      const first = await oneTime(c, code);
      expect(first.status, JSON.stringify(first.json)).toBe(201);
      expect(first.json.total_discounts).toBeGreaterThan(0);
      const second = await oneTime(c, code);
      expect(second.status, JSON.stringify(second.json)).toBe(400);
      expect(second.json).toEqual({ discount_codes: [`${code}: ${DISCOUNT_ORDER_LIMIT_MESSAGE(1)}`] });
      expect(await ordersUsing(code)).toBe(1);
    });

    it("a code of 1 customer: another customer's one-time order with it is refused", async () => {
      const a = await createOrderPageCustomer(be.db, { now: be.now() });
      const b = await createOrderPageCustomer(be.db, { now: be.now() });
      const code = await newCode({ limitType: "X_CUSTOMERS", limitValue: 1 });
      expect((await oneTime(a, code)).status).toBe(201);
      const other = await oneTime(b, code);
      expect(other.status, JSON.stringify(other.json)).toBe(400);
      expect(other.json).toEqual({ discount_codes: [`${code}: ${DISCOUNT_CUSTOMER_LIMIT_MESSAGE(1)}`] });
    });

    it("a code of 5 customers: the same customer's second one-time order with it is refused (one order each), nothing written", async () => {
      const c = await createOrderPageCustomer(be.db, { now: be.now() });
      const code = await newCode({ limitType: "X_CUSTOMERS", limitValue: 5 });
      expect((await oneTime(c, code)).status).toBe(201);
      const again = await oneTime(c, code);
      expect(again.status, JSON.stringify(again.json)).toBe(400);
      expect(again.json).toEqual({ discount_codes: [`${code}: ${DISCOUNT_CUSTOMER_ALREADY_USED_MESSAGE}`] });
      expect(await ordersUsing(code)).toBe(1);
    });

    it("a generated customer-service code (1 order, one customer) is used once", async () => {
      const c = await createOrderPageCustomer(be.db, { now: be.now() });
      const gen = await call<{ discount_code: string }>(endpoints.generateExclusiveDiscount, { body: { discount_type: "CX_10_PERCENT" } });
      expect(gen.status, JSON.stringify(gen.json)).toBe(201);
      expect((await oneTime(c, gen.json.discount_code)).status).toBe(201);
      expect((await oneTime(c, gen.json.discount_code)).status).toBe(400);
      expect(await ordersUsing(gen.json.discount_code)).toBe(1);
    });

    it("the dry run answers the same refusal", async () => {
      const c = await createOrderPageCustomer(be.db, { now: be.now() });
      const code = await newCode({ limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1 });
      expect((await oneTime(c, code)).status).toBe(201);
      const dry = await call(endpoints.createOrder, { query: { dry_run: "true" }, body: { account: c.id, order_type: "ONETIME", discount_codes: [code], order_products: [snack(c)] } });
      expect(dry.status, JSON.stringify(dry.json)).toBe(400);
    });
  });

  describe("the last use of a code, taken at once", () => {
    it("4 one-time orders of one customer at once with a 1-order code: exactly one takes it", async () => {
      const c = await createOrderPageCustomer(be.db, { now: be.now() });
      const code = await newCode({ limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1 });
      const answers = await Promise.all([0, 1, 2, 3].map(() => oneTime(c, code)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400]);
      expect(await ordersUsing(code)).toBe(1);
    });

    it("4 customers' upcoming orders take a 1-customer code at once (PUT orders/{id}): exactly one keeps it", async () => {
      const cs = await Promise.all([0, 1, 2, 3].map(() => createOrderPageCustomer(be.db, { now: be.now() })));
      const code = await newCode({ limitType: "X_CUSTOMERS", limitValue: 1 });
      const bodies = await Promise.all(
        cs.map(async (c) => {
          const a = await call<{ orders: { upcoming: { id: string; products: { code: string; quantity: number; type: string; pet_plan: { id: number } | null }[] }[] } }>(endpoints.getAccount, { params: { id: c.id } });
          const o = a.json.orders.upcoming.find((x) => x.id === c.previewOrderId)!;
          const lines = o.products.map((l) => ({ pet_plan: l.pet_plan?.id ?? null, product_code: l.code, quantity: l.quantity, type: l.type }));
          return { c, body: { account: c.id, order_products: lines, discount_codes: [code], order_type: "SUBSCRIPTION", order_id: c.previewOrderId } };
        }),
      );
      const answers = await Promise.all(bodies.map(({ c, body }) => call(endpoints.updateOrder, { params: { id: c.previewOrderId }, body })));
      expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.json))).toEqual([200, 400, 400, 400]);
      expect(await ordersUsing(code)).toBe(1);
    });
  });

  describe("a fulfillment's writes sent twice at once (a double submit)", () => {
    const customerWith = (status: "ORDERDESK_SENT" | "SHIPPED") =>
      createCustomer(be.db, {
        orders: [{ status: "FULFILLING", fulfillments: [{ status, products: [{ code: "SNACK-JERKY-BEEF" }, { code: "SUPP-PROBIOTIC" }, { code: "SNACK-CHEWS-SALMON" }] }] }],
      });

    it("the same split 3 times at once: one split-off fulfillment, one changelog entry", async () => {
      const c = await customerWith("ORDERDESK_SENT");
      const fid = c.fulfillmentIds[0]!;
      const as = await be.tokenFor(DEMO.ops);
      const answers = await Promise.all([0, 1, 2].map(() => be.as({ token: as }).call(endpoints.splitFulfillment, { params: { id: fid }, body: { product_codes_to_split: ["SUPP-PROBIOTIC"] } })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
      expect(await be.db.select({ id: fulfillments.id }).from(fulfillments).where(eq(fulfillments.splitFromId, fid))).toHaveLength(1);
      const entries = await be.db.select().from(customerChangelog).where(and(eq(customerChangelog.accountId, c.id), eq(customerChangelog.objectType, CHANGELOG_OBJECT_TYPES.fulfillment)));
      expect(entries).toHaveLength(1);
      expect(entries[0]!.staffEmail).toBe(DEMO.ops);
    });

    it("delivery failed twice at once: one change, one changelog entry", async () => {
      const c = await customerWith("SHIPPED");
      const fid = c.fulfillmentIds[0]!;
      const answers = await Promise.all([0, 1].map(() => call(endpoints.markFulfillmentDeliveryFailed, { body: { fulfillment_id: fid } })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const entries = await be.db.select().from(customerChangelog).where(and(eq(customerChangelog.accountId, c.id), eq(customerChangelog.objectType, CHANGELOG_OBJECT_TYPES.fulfillment)));
      expect(entries.map((e) => e.changes)).toEqual([{ status: { old: "SHIPPED", new: "DELIVERY_FAILED" } }]);
    });
  });

  describe("a claim placed once (POST claims with an Idempotency-Key)", () => {
    it("the same claim sent twice at once, and once more, with one key: one claim, the same answer each time", async () => {
      const f = await createClaimFixture(be.db, "FRESH_MEAL");
      const body = claimBody(f);
      const key = `claim-${f.fulfillmentId}`;
      const send = () => be.as({ token }).callIdempotent(endpoints.createClaim, key, { body } as never);
      const [a, b] = await Promise.all([send(), send()]);
      const again = await send();
      const answers = await Promise.all([a, b, again].map(async (r) => ({ status: r.status, json: (await r.json()) as { id: number } })));
      expect(answers.map((x) => x.status)).toEqual([201, 201, 201].map(() => endpoints.createClaim.status ?? 200));
      expect(new Set(answers.map((x) => x.json.id)).size).toBe(1);
      expect(await be.db.select({ id: claims.id }).from(claims).where(eq(claims.fulfillmentId, f.fulfillmentId))).toHaveLength(1);
      // Without a key it still runs (a client of the upstream contract): a second claim, on purpose.
      expect((await call(endpoints.createClaim, { body })).status).toBe(endpoints.createClaim.status ?? 200);
    });
  });

  describe("catalogue creates placed once (an optional Idempotency-Key: a double submit, a retry after a timeout)", () => {
    /** Sends `input` 2 times at once and once more with one key, as `staff`: the answers, each a 201. */
    const thriceWithOneKey = async (endpoint: ApiEndpoint, key: string, input: UncheckedInput, staff: string) => {
      const t = await be.tokenFor(staff);
      const send = () => be.as({ token: t }).callIdempotent(endpoint, key, input as never);
      const [a, b] = await Promise.all([send(), send()]);
      const again = await send();
      const answers = await Promise.all([a, b, again].map(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> })));
      expect(answers.map((x) => x.status), JSON.stringify(answers)).toEqual([201, 201, 201]);
      return answers.map((x) => x.json);
    };
    const auditOf = (action: AuditAction) => be.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action));

    it("POST promotions: one promotion and one \"Promotion created\" audit entry for the key, the same answer each time", async () => {
      const name = `Once ${Math.random().toString(36).slice(2, 8)}`;
      const [free] = await listFreeProducts(be.db);
      const body = { name, free_product_code: free!.code };
      const answers = await thriceWithOneKey(endpoints.createPromotion, `promotion-${name.replace(" ", "-")}`, { body }, DEMO.all);
      expect(new Set(answers.map((a) => a.id)).size).toBe(1);
      expect(await be.db.select({ id: promotions.id }).from(promotions).where(eq(promotions.name, name))).toHaveLength(1);
      const entries = (await auditOf("promotion_created")).filter((e) => e.objectId === String(answers[0]!.id));
      expect(entries.map((e) => [e.staffEmail, e.objectType, e.details])).toEqual([[DEMO.all, "promotion", { name, status: "ACTIVE" }]]);
    });

    it("POST discounts/generate_exclusive_discount: one code for the key, the same code each time; without a key a new code each call", async () => {
      const discountCount = async () => (await be.db.select({ id: discounts.id }).from(discounts)).length;
      const before = await discountCount();
      const body = { discount_type: "CX_10_PERCENT" };
      const answers = await thriceWithOneKey(endpoints.generateExclusiveDiscount, `generate-${before}`, { body }, TEAM);
      expect(new Set(answers.map((a) => a.discount_code)).size).toBe(1);
      expect(await discountCount()).toBe(before + 1);
      const [code] = await be.db.select().from(discounts).where(eq(discounts.code, String(answers[0]!.discount_code)));
      expect(code).toMatchObject({ createdBy: TEAM, accountId: null });
      // A second Apply after the first succeeded is a new request (the client's key is gone): a new code, on purpose.
      const plain = await call<{ discount_code: string }>(endpoints.generateExclusiveDiscount, { body });
      expect(plain.status).toBe(201);
      expect(plain.json.discount_code).not.toBe(answers[0]!.discount_code);
    });

    it("POST discounts/bulk_create: one batch (one changelog entry, one audit entry) for the key, the same batch each time", async () => {
      const prefix = `ONCE${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
      const body = {
        prefix, number_of_codes: 3, discount_type: "PERCENTAGE", value: 10, description: "Double submit", limit_type: "X_ORDERS_PER_CUSTOMER", limit_value: 1,
        is_active: true, order_trial: false, order_subscription: true, order_onetime: false, eligible_products: [], exempt_from_sale_state: false,
      };
      const answers = await thriceWithOneKey(endpoints.bulkCreateDiscounts, `bulk-${prefix}`, { body }, DEMO.all);
      expect(new Set(answers.map((a) => a.id)).size).toBe(1);
      const jobs = await be.db.select().from(discountBulkJobs).where(eq(discountBulkJobs.prefix, prefix));
      expect(jobs).toHaveLength(1);
      const created = await be.db.select().from(systemChangelog).where(and(eq(systemChangelog.objectId, prefix), eq(systemChangelog.operationType, "CREATE")));
      expect(created).toHaveLength(1);
      expect((await auditOf("bulk_discount_batch")).filter((e) => e.objectId === String(jobs[0]!.id))).toHaveLength(1);
      // The batch finishes in the background with its 3 codes (not 6); wait so the database closes idle.
      for (let i = 0; i < 200; i++) {
        const [job] = await be.db.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, jobs[0]!.id));
        if (job?.status === "DONE") break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await be.db.select({ id: discounts.id }).from(discounts).where(eq(discounts.bulkPrefix, prefix))).toHaveLength(3);
    });
  });
});
