/**
 * Issue 10 on the embedded API, both drivers: refunds (eligibility, caps with proportional tax,
 * refusals with nothing written, idempotency key, concurrent refunds on one line), split
 * fulfillment (rules, "-S{n}" numbering over two splits, the role rule), delivery failed (SHIPPED
 * only), replacement orders (caps across two replacements, free), one-time orders (one meal, CLIP,
 * quantities, dry run = real totals, a declining card leaves a FAILED charge and no fulfillment).
 * Runs on the demo's scenario customers (seedDatabase with 0 generated customers) and on customers
 * of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { createSeededBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createCustomer } from "../support/factories";
import { SCENARIO_FULFILLMENT_IDS as FID, SCENARIO_ORDER_IDS as OID, SCENARIO_EMAILS } from "@/server/backend/seed/scenario-emails";
import {
  accounts,
  customerChangelog,
  discounts,
  fulfillmentProducts,
  fulfillments,
  orderProducts,
  orders,
  paymentMethods,
  petPlans,
  petPlanProducts,
  productPrices,
  products,
  refunds,
} from "@/server/backend/db/schema";
import { createProduct } from "@/server/backend/seed/rows";
import { subMoney, sumMoney } from "@/lib/money";
import { NO_PRICE_MESSAGE, PLAN_CANCELLED_MESSAGE } from "@/server/backend/queries/order-edits";
import { IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY_REUSED } from "@/lib/contract/idempotency";
import {
  CARD_DECLINED,
  CLIP_ONLY_MESSAGE,
  DELIVERY_FAILED_NOT_SHIPPED,
  ONE_MEAL_MESSAGE,
  ONE_TIME_MEAL_QUANTITY,
  ONE_TIME_PRODUCT_UNAVAILABLE,
  REFUND_AMOUNT_POSITIVE,
  REFUND_LINE_NOT_OF_ORDER,
  REFUND_NOT_ELIGIBLE_CHARGE,
  REFUND_NOT_ELIGIBLE_REPLACEMENT,
  REFUND_NOT_ELIGIBLE_SHOP,
  refundAboveAvailable,
  REPLACEMENT_NOT_ALLOWED,
  replacementQuantityError,
  SPLIT_KEEP_ONE,
  SPLIT_NOT_SENT,
  splitErrorText,
} from "@/lib/orders/messages";
import { canReplaceNow, ONE_TIME_QUANTITY, replaceLinesOf, splitRefusal } from "@/lib/orders/rules";
import { accountSchema, FULFILLMENT_CONTENTS_NONE, PII_DELETED_NO_NEW_ORDER_MESSAGE, type AccountDto } from "@/lib/contract/customers";
import { DISCOUNT_CODE_REQUIRED, DISCOUNT_NOT_FOUND_MESSAGE as DISCOUNT_CODE_NOT_FOUND } from "@/lib/contract/discounts";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import type { UncheckedArgs } from "../support/api-client";
import { DEMO } from "../support/demo-staff";
import { setLineQuantity } from "../support/money-invariants";
import { CLAIM_CONVERSATION_URL } from "../support/claim-body";
import { claimDogsOf, claimPetOf } from "@/lib/claim-rules";

const TEAM = DEMO.team;
const OPS = DEMO.ops;
const ADMIN = DEMO.admin;
const ALL = DEMO.all;

describe(`order actions (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  const tokens: Record<string, string> = {};
  let keyN = 0;
  const newKey = () => `test-key-${process.pid}-${++keyN}`;

  beforeAll(async () => {
    be = await createSeededBackend();
    for (const email of [TEAM, OPS, ADMIN, ALL]) tokens[email] = await be.tokenFor(email);
  }, 120_000);
  afterAll(async () => be?.close());

  /** The descriptor's call with any body (this file sends invalid ones on purpose), as `opts.as`, with `opts.key` as its Idempotency-Key. */
  const call = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], opts: { as?: string; key?: string | null } = {}) => {
    const headers: Record<string, string> = {};
    if (opts.key) headers["Idempotency-Key"] = opts.key;
    const res = await be.as({ token: tokens[opts.as ?? TEAM]! }).unchecked(endpoint, ...([{ ...input, headers }] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> & { [k: string]: unknown } };
  };
  const accountOf = async (email: string) => (await be.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;
  const linesOf = (orderId: string) => be.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(orderProducts.id);
  const orderRow = async (id: string) => (await be.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const refundsOf = (orderId: string) => be.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  /**
   * POST delete_pii on the account, as the Danger zone sends it (Admin), once nothing is in flight:
   * the dogs' plans cancelled first (POST pets/{id}/cancel), as delete_pii requires.
   */
  const erasePii = async (c: { id: number; email: string | null; petIds: string[] }) => {
    for (const petId of c.petIds) {
      const cancelled = await call(endpoints.cancelPet, { params: { petId }, body: { account_id: c.id, primary_answer: "Convenience", secondary_answer: "Too many boxes" } });
      expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    }
    const r = await call(endpoints.deleteCustomerPii, { body: { email: c.email!, account_id: c.id } }, { as: ADMIN });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
  };
  /** What a new order on the account would have written: orders, fulfillments (with their products), changelog entries of orders. */
  const ordersWritten = async (accountId: number) => ({
    orders: await be.db.select().from(orders).where(eq(orders.accountId, accountId)),
    fulfillments: await be.db.select({ id: fulfillments.id }).from(fulfillments).innerJoin(orders, eq(orders.id, fulfillments.orderId)).where(eq(orders.accountId, accountId)),
    changelog: await be.db.select().from(customerChangelog).where(and(eq(customerChangelog.accountId, accountId), eq(customerChangelog.objectType, "order"))),
  });

  // ───────────────────────────── Refunds ─────────────────────────────

  describe("POST refunds", () => {
    it("refuses each ineligible order (SHO-, REPLACEMENT, charge not SUCCESS) with nothing written", async () => {
      const nora = await accountOf(SCENARIO_EMAILS.nonRefundable);
      const cases: [string, string][] = [
        [OID.nonRefundableShop, REFUND_NOT_ELIGIBLE_SHOP],
        [OID.nonRefundableReplacement, REFUND_NOT_ELIGIBLE_REPLACEMENT],
        [OID.nonRefundableFailedCharge, REFUND_NOT_ELIGIBLE_CHARGE],
      ];
      for (const [orderId, message] of cases) {
        const [line] = await linesOf(orderId);
        const { status, json } = await call(endpoints.createRefund, { body: { account: nora.id, order_id: orderId, order_product_refunds: [{ order_product_id: line!.id, amount: 1, tax_amount: 0 }] } }, { key: newKey() });
        expect(status).toBe(400);
        expect(json).toEqual({ detail: message });
        expect(await refundsOf(orderId)).toEqual([]);
      }
    });

    it("partial refunds of a taxed line never refund more tax than the line's: each tax part counts on what was refunded before", async () => {
      const [meal] = await be.db.select().from(products).where(eq(products.code, "MEAL-U-B-4200-4W"));
      const c = await createCustomer(be.db, { defaultPricingModelId: 1, paymentMethods: [{ last4: "4242", isDefault: true }], pets: [{ plan: { products: [{ productId: meal!.id }] } }] });
      const placed = await call(endpoints.createOrder, { body: { account: c.id, order_type: "ONETIME", discount_codes: [], order_products: [{ type: "ONETIME", product_code: "SNACK-JERKY-BEEF", pet_plan: c.petPlanIds[0]!, quantity: 1 }] } }, { key: newKey() });
      expect(placed.status).toBe(201);
      const [line] = await linesOf(placed.json.id as string);
      expect(line!.taxAmount).toBeGreaterThan(0);
      // Ten refunds of 8 cents (each rounded alone, 0.52 cents of tax made 1 cent), then the rest.
      const amounts = [...Array(10).fill(0.08), subMoney(line!.totalPrice, 0.8)] as number[];
      for (const amount of amounts) {
        const r = await call(endpoints.createRefund, { body: { account: c.id, order_id: placed.json.id, order_product_refunds: [{ order_product_id: line!.id, amount, tax_amount: 0 }] } }, { key: newKey() });
        expect(r.status, JSON.stringify(r.json)).toBe(201);
      }
      const written = await refundsOf(placed.json.id as string);
      expect(written).toHaveLength(11);
      expect(sumMoney(written.map((r) => r.taxAmount))).toBe(line!.taxAmount);
      expect(sumMoney(written.map((r) => r.amount))).toBe(line!.totalPrice);
    });

    it("caps each line at its price minus what was refunded, tax included, and refunds the tax in proportion", async () => {
      const rita = await accountOf(SCENARIO_EMAILS.refundable);
      const lines = await linesOf(OID.partiallyRefunded);
      const first = lines[0]!;
      const snack = lines.find((l) => l.productType === "SNACK")!;
      expect(first.totalRefunds).toBe(20);
      const firstLeft = Math.round((first.totalPrice - 20) * 100) / 100;
      // Above the first line's cap (price − $20 already refunded): refused.
      const over = await call(endpoints.createRefund, { body: { account: rita.id, order_id: OID.partiallyRefunded, order_product_refunds: [{ order_product_id: first.id, amount: firstLeft + 0.01, tax_amount: 0 }] } }, { key: newKey() });
      expect(over.status).toBe(400);
      expect(over.json).toEqual({ "order_product_refunds.0.amount": [refundAboveAvailable(firstLeft)] });
      // The snack (taxed) line in full: the tax part is its whole tax.
      const ok = await call(endpoints.createRefund, { body: {
          account: rita.id,
          order_id: OID.partiallyRefunded,
          order_product_refunds: [
            { order_product_id: first.id, amount: firstLeft, tax_amount: 0 },
            { order_product_id: snack.id, amount: snack.totalPrice, tax_amount: 999 },
          ],
        } }, { key: newKey() });
      expect(ok.status).toBe(201);
      expect(snack.taxAmount).toBeGreaterThan(0);
      const written = await refundsOf(OID.partiallyRefunded);
      const snackRefund = written.find((r) => r.orderProductId === snack.id)!;
      expect(snackRefund.amount).toBe(snack.totalPrice);
      expect(snackRefund.taxAmount).toBe(snack.taxAmount);
      const after = await linesOf(OID.partiallyRefunded);
      expect(after.find((l) => l.id === first.id)!.totalRefunds).toBe(first.totalPrice);
      expect(after.find((l) => l.id === snack.id)!.totalRefunds).toBe(snack.totalPrice);
      const order = await orderRow(OID.partiallyRefunded);
      expect(order.totalRefunds).toBe(Math.round((20 + firstLeft + snack.totalPrice) * 100) / 100);
      expect(ok.json.total_refunds).toBe(order.totalRefunds);
      // Nothing left on either line: any further cent is refused.
      const more = await call(endpoints.createRefund, { body: { account: rita.id, order_id: OID.partiallyRefunded, order_product_refunds: [{ order_product_id: snack.id, amount: 0.01, tax_amount: 0 }] } }, { key: newKey() });
      expect(more.json).toEqual({ "order_product_refunds.0.amount": [refundAboveAvailable(0)] });
      // The tax part of a partial refund is proportional.
      const log = await be.db.select().from(customerChangelog).where(and(eq(customerChangelog.accountId, rita.id), eq(customerChangelog.objectType, "refund")));
      expect(log).toHaveLength(1);
      expect(log[0]!.staffEmail).toBe(TEAM);
    });

    it("refuses a line of another order, a negative, zero or NaN amount, and writes nothing", async () => {
      const c = await createCustomer(be.db, {
        paymentMethods: [{}],
        orders: [
          { status: "COMPLETE", orderType: "SUBSCRIPTION", charge: { status: "SUCCESS", error: null, card_number: null, card_type: null, payload: null }, products: [{ totalPrice: 50, unitPrice: 50 }] },
          { status: "COMPLETE", orderType: "SUBSCRIPTION", charge: { status: "SUCCESS", error: null, card_number: null, card_type: null, payload: null } },
        ],
      });
      const [mine] = await linesOf(c.orderIds[0]!);
      const [foreign] = await linesOf(c.orderIds[1]!);
      const body = (line: number, amount: unknown) => ({ account: c.id, order_id: c.orderIds[0], order_product_refunds: [{ order_product_id: line, amount, tax_amount: 0 }] });
      const foreignRes = await call(endpoints.createRefund, { body: body(foreign!.id, 1) }, { key: newKey() });
      expect(foreignRes.status).toBe(400);
      expect(foreignRes.json).toEqual({ "order_product_refunds.0.order_product_id": [REFUND_LINE_NOT_OF_ORDER] });
      for (const amount of [-5, 0]) {
        const r = await call(endpoints.createRefund, { body: body(mine!.id, amount) }, { key: newKey() });
        expect(r.status).toBe(400);
        expect(r.json).toEqual({ "order_product_refunds.0.amount": [REFUND_AMOUNT_POSITIVE] });
      }
      for (const amount of ["NaN", null, "5"]) {
        const r = await call(endpoints.createRefund, { body: body(mine!.id, amount) }, { key: newKey() });
        expect(r.status).toBe(400);
        expect(Object.keys(r.json)).toEqual(["order_product_refunds.0.amount"]);
      }
      // unchecked: a raw NaN, which no typed body can carry.
      const rawNaN = await be.as({ token: tokens[TEAM] }).unchecked(endpoints.createRefund, { rawBody: `{"account":${c.id},"order_id":"${c.orderIds[0]}","order_product_refunds":[{"order_product_id":${mine!.id},"amount":NaN}]}`, headers: { "Idempotency-Key": newKey() } });
      expect(rawNaN.status).toBe(400);
      // Another customer's order.
      const other = await createCustomer(be.db);
      const r = await call(endpoints.createRefund, { body: { ...body(mine!.id, 1), account: other.id } }, { key: newKey() });
      expect(r.status).toBe(400);
      expect(await refundsOf(c.orderIds[0]!)).toEqual([]);
      expect((await linesOf(c.orderIds[0]!))[0]!.totalRefunds).toBe(0);
      expect((await orderRow(c.orderIds[0]!)).totalRefunds).toBe(0);
    });

    it("requires an Idempotency-Key, and the same key twice refunds once", async () => {
      const c = await createCustomer(be.db, {
        orders: [{ status: "COMPLETE", orderType: "SUBSCRIPTION", charge: { status: "SUCCESS", error: null, card_number: null, card_type: null, payload: null }, products: [{ totalPrice: 50, unitPrice: 50 }] }],
      });
      const [line] = await linesOf(c.orderIds[0]!);
      const body = { account: c.id, order_id: c.orderIds[0], order_product_refunds: [{ order_product_id: line!.id, amount: 10, tax_amount: 0 }] };
      const noKey = await call(endpoints.createRefund, { body }, { key: null });
      expect(noKey.status).toBe(400);
      expect(noKey.json).toEqual({ detail: IDEMPOTENCY_KEY_REQUIRED });
      const key = newKey();
      const first = await call(endpoints.createRefund, { body }, { key });
      const second = await call(endpoints.createRefund, { body }, { key });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.json).toEqual(first.json);
      expect(await refundsOf(c.orderIds[0]!)).toHaveLength(1);
      expect((await orderRow(c.orderIds[0]!)).totalRefunds).toBe(10);
      // The same key with another body is refused.
      const reused = await call(endpoints.createRefund, { body: { ...body, order_product_refunds: [{ order_product_id: line!.id, amount: 11, tax_amount: 0 }] } }, { key });
      expect(reused.status).toBe(400);
      expect(reused.json).toEqual({ detail: IDEMPOTENCY_KEY_REUSED });
      // Another staff member replaying the key with the same body gets no stored answer, and nothing is refunded (issue 19).
      const otherStaff = await call(endpoints.createRefund, { body }, { key, as: ADMIN });
      expect(otherStaff.status).toBe(400);
      expect(otherStaff.json).toEqual({ detail: IDEMPOTENCY_KEY_REUSED });
      expect(await refundsOf(c.orderIds[0]!)).toHaveLength(1);
      // The same key sent twice at once also refunds once.
      const k2 = newKey();
      const [a, b] = await Promise.all([call(endpoints.createRefund, { body }, { key: k2 }), call(endpoints.createRefund, { body }, { key: k2 })]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(await refundsOf(c.orderIds[0]!)).toHaveLength(2);
      expect((await orderRow(c.orderIds[0]!)).totalRefunds).toBe(20);
    });

    it("two concurrent refunds on one line never exceed its price together", async () => {
      const c = await createCustomer(be.db, {
        orders: [{ status: "COMPLETE", orderType: "SUBSCRIPTION", charge: { status: "SUCCESS", error: null, card_number: null, card_type: null, payload: null }, products: [{ totalPrice: 50, unitPrice: 50 }] }],
      });
      const [line] = await linesOf(c.orderIds[0]!);
      const body = { account: c.id, order_id: c.orderIds[0], order_product_refunds: [{ order_product_id: line!.id, amount: 30, tax_amount: 0 }] };
      const results = await Promise.all([1, 2, 3].map(() => call(endpoints.createRefund, { body }, { key: newKey() })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
      expect((await linesOf(c.orderIds[0]!))[0]!.totalRefunds).toBe(30);
      expect(await refundsOf(c.orderIds[0]!)).toHaveLength(1);
      // Over the whole: 25 + 25 = 50 both fit; a third does not.
      const half = { ...body, order_product_refunds: [{ order_product_id: line!.id, amount: 10, tax_amount: 0 }] };
      const again = await Promise.all([1, 2, 3].map(() => call(endpoints.createRefund, { body: half }, { key: newKey() })));
      expect(again.map((r) => r.status).sort()).toEqual([201, 201, 400]);
      expect((await linesOf(c.orderIds[0]!))[0]!.totalRefunds).toBe(50);
    });
  });

  // ───────────────────────────── Split ─────────────────────────────

  describe("POST fulfillments/{id}/split", () => {
    it("is refused to Team Member and Admin (403) and allowed to Ops Admin and All Module Access", async () => {
      for (const as of [TEAM, ADMIN]) {
        const r = await call(endpoints.splitFulfillment, { params: { id: FID.split }, body: { product_codes_to_split: ["SUPP-PROBIOTIC"] } }, { as });
        expect(r.status).toBe(403);
      }
      const fps = await be.db.select().from(fulfillmentProducts).where(eq(fulfillmentProducts.fulfillmentId, FID.split));
      expect(fps).toHaveLength(3);
    });

    it("splits into -S1 then -S2, refuses a split-off, a single-product one, and keeping nothing", async () => {
      const none = await call(endpoints.splitFulfillment, { params: { id: FID.split }, body: { product_codes_to_split: [] } }, { as: OPS });
      expect(none.status).toBe(400);
      const fps = await be.db.select().from(fulfillmentProducts).where(eq(fulfillmentProducts.fulfillmentId, FID.split));
      const all = await call(endpoints.splitFulfillment, { params: { id: FID.split }, body: { product_codes_to_split: fps.map((p) => p.code) } }, { as: OPS });
      expect(all.status).toBe(400);
      expect(all.json).toEqual({ product_codes_to_split: [SPLIT_KEEP_ONE] });

      const first = await call(endpoints.splitFulfillment, { params: { id: FID.split }, body: { product_codes_to_split: ["SUPP-PROBIOTIC"] } }, { as: OPS });
      expect(first.status).toBe(201);
      expect(first.json).toEqual({ fulfillment_id: FID.split, new_fulfillment_id: `${FID.split}-S1`, split_fulfillment_ids: [`${FID.split}-S1`] });
      const second = await call(endpoints.splitFulfillment, { params: { id: FID.split }, body: { product_codes_to_split: ["SNACK-CHEWS-SALMON"] } }, { as: ALL });
      expect(second.status).toBe(201);
      expect(second.json.new_fulfillment_id).toBe(`${FID.split}-S2`);
      expect(second.json.split_fulfillment_ids).toEqual([`${FID.split}-S1`, `${FID.split}-S2`]);
      const [s2] = await be.db.select().from(fulfillments).where(eq(fulfillments.id, `${FID.split}-S2`));
      expect(s2).toMatchObject({ isSplitFulfillment: true, splitFromId: FID.split, status: "ORDERDESK_SENT", orderId: OID.split });
      expect((await be.db.select().from(fulfillmentProducts).where(eq(fulfillmentProducts.fulfillmentId, `${FID.split}-S2`))).map((p) => p.code)).toEqual([
        "SNACK-CHEWS-SALMON",
      ]);
      // The original now has one product: refused.
      const single = await call(endpoints.splitFulfillment, { params: { id: FID.split }, body: { product_codes_to_split: ["x"] } }, { as: OPS });
      expect(single.status).toBe(400);
      expect(single.json).toEqual({ detail: splitErrorText(FID.split) });
      // A split-off is refused; its original (two products) splits to the next number after the seeded -S1.
      const child = await call(endpoints.splitFulfillment, { params: { id: FID.alreadySplitChild }, body: { product_codes_to_split: ["MERCH-BANDANA"] } }, { as: OPS });
      expect(child.status).toBe(400);
      expect(child.json).toEqual({ detail: splitErrorText(FID.alreadySplitChild) });
      const again = await call(endpoints.splitFulfillment, { params: { id: FID.alreadySplit }, body: { product_codes_to_split: ["PUPGUM-MINT"] } }, { as: OPS });
      expect(again.json.new_fulfillment_id).toBe(`${FID.alreadySplit}-S2`);
    });

    /** A customer with two dogs whose ORDERDESK_SENT fulfillment holds a snack for each dog and a toy: the snack code splits off. */
    async function twoDogFulfillment() {
      const tag = `${process.pid}${++keyN}`;
      const snack = `SNACK-SPLIT-${tag}`;
      const toy = `MERCH-SPLIT-${tag}`;
      const c = await createCustomer(be.db, {
        pets: [{ name: "Ada" }, { name: "Bo" }],
        orders: [{ status: "FULFILLING", fulfillments: [{ status: "ORDERDESK_SENT", products: [{ code: snack, name: "Snack", type: "SNACK" }, { code: toy, name: "Toy", type: "MERCH" }] }] }],
      });
      const [dogA, dogB] = c.petIds as [string, string];
      const fid = c.fulfillmentIds[0]!;
      const [line] = await be.db.select().from(fulfillmentProducts).where(and(eq(fulfillmentProducts.fulfillmentId, fid), eq(fulfillmentProducts.code, snack)));
      const copy: Partial<typeof line> = { ...line! };
      delete copy.id;
      await be.db.insert(fulfillmentProducts).values({ ...(copy as typeof fulfillmentProducts.$inferInsert), petId: dogB });
      await be.db.update(fulfillments).set({ petIds: [dogA, dogB] }).where(eq(fulfillments.id, fid));
      const claimOn = async (code: string, petId: string, fulfillmentId = fid, version?: number, id?: number) => {
        const body = { claim_types: ["ORDER_MANIFEST"], gladly_conversation_url: CLAIM_CONVERSATION_URL, photos_received: "YES", resolution_types: ["REFUND"], order_manifest_issue_type: "UNKNOWN", product_code: code, fulfillment_id: fulfillmentId, pet_id: petId, order_id: c.orderIds[0]! };
        return id === undefined ? call(endpoints.createClaim, { body }) : call(endpoints.updateClaim, { params: { id }, body: { ...body, photos_received: "NO", version } });
      };
      return { c, dogA, dogB, fid, snack, toy, claimOn };
    }

    it("moves the claims of the lines it moves to the new fulfillment, each with its claim changelog entry, so they stay editable (was: left on the original, Edit 404 and PUT refused)", async () => {
      const { c, dogA, dogB, fid, snack, toy, claimOn } = await twoDogFulfillment();
      const onA = (await claimOn(snack, dogA)).json.id as number;
      const onB = (await claimOn(snack, dogB)).json.id as number;
      const onToy = (await claimOn(toy, dogA)).json.id as number;

      const split = await call(endpoints.splitFulfillment, { params: { id: fid }, body: { product_codes_to_split: [snack] } }, { as: OPS });
      expect(split.status).toBe(201);
      const newId = `${fid}-S1`;
      const listed = await call(endpoints.listOrderClaims, { params: { orderId: c.orderIds[0]! } });
      expect((listed.json as unknown as { claim_id: number; fulfillment_id: string; pet_id: string; version: number }[]).map((l) => [l.claim_id, l.fulfillment_id, l.pet_id, l.version])).toEqual([
        [onA, newId, dogA, 2],
        [onB, newId, dogB, 2],
        [onToy, fid, dogA, 1],
      ]);
      const log = await be.db.select().from(customerChangelog).where(and(eq(customerChangelog.accountId, c.id), eq(customerChangelog.objectType, "claim"), eq(customerChangelog.action, "UPDATE"))).orderBy(customerChangelog.id);
      expect(log.map((l) => [l.objectId, l.petId, l.staffEmail, l.changes])).toEqual([
        [String(onA), dogA, OPS, { fulfillment_id: { old: fid, new: newId } }],
        [String(onB), dogB, OPS, { fulfillment_id: { old: fid, new: newId } }],
      ]);
      // Editable where the order page's Edit now points; the one that stayed, where it was.
      expect((await claimOn(snack, dogB, newId, 2, onB)).status).toBe(200);
      expect((await claimOn(toy, dogA, fid, 1, onToy)).status).toBe(200);
      // An edit opened before the split is stale (409), never saved on the old fulfillment.
      expect((await claimOn(snack, dogA, fid, 1, onA)).status).toBe(409);
    });

    it("a claim on a line of no dog stays editable on either side of the split (was: the side's dogs left its dog out, so Edit 404 and PUT refused)", async () => {
      const { dogA, fid, snack, toy, claimOn } = await twoDogFulfillment();
      // The toy is no dog's in particular: its claim names one of the fulfillment's dogs.
      await be.db.update(fulfillmentProducts).set({ petId: null }).where(and(eq(fulfillmentProducts.fulfillmentId, fid), eq(fulfillmentProducts.code, toy)));
      const onToy = (await claimOn(toy, dogA)).json.id as number;
      // The snack lines (both dogs') leave; the toy stays with its claim.
      expect((await call(endpoints.splitFulfillment, { params: { id: fid }, body: { product_codes_to_split: [snack] } }, { as: OPS })).status).toBe(201);
      expect((await claimOn(toy, dogA, fid, 1, onToy)).status).toBe(200);
      // Split off on its own, it goes with its claim, and stays editable there.
      const again = await twoDogFulfillment();
      await be.db.update(fulfillmentProducts).set({ petId: null }).where(and(eq(fulfillmentProducts.fulfillmentId, again.fid), eq(fulfillmentProducts.code, again.toy)));
      const moved = (await again.claimOn(again.toy, again.dogB)).json.id as number;
      expect((await call(endpoints.splitFulfillment, { params: { id: again.fid }, body: { product_codes_to_split: [again.toy] } }, { as: OPS })).status).toBe(201);
      expect((await again.claimOn(again.toy, again.dogB, `${again.fid}-S1`, 2, moved)).status).toBe(200);
    });

    /**
     * One dog's ORDERDESK_SENT fulfillment of a snack (the dog's) and `dogless` products of no dog in
     * particular (merchandise); `claimOn` files a claim on a product, as the order page's File claim
     * names it (claimPetOf over the order answer's fulfillments), and says its status and that dog.
     */
    async function fulfillmentWithMerch(dogless: number) {
      const tag = `${process.pid}${++keyN}`;
      const snack = `SNACK-DOGLESS-${tag}`;
      const merch = Array.from({ length: dogless }, (_, i) => `MERCH-DOGLESS-${tag}-${i}`);
      const c = await createCustomer(be.db, {
        pets: [{ name: "Ada" }],
        orders: [{ status: "FULFILLING", fulfillments: [{ status: "ORDERDESK_SENT", products: [{ code: snack, name: "Snack", type: "SNACK" }, ...merch.map((code) => ({ code, name: "Toy", type: "MERCH" }))] }] }],
      });
      const fid = c.fulfillmentIds[0]!;
      const orderId = c.orderIds[0]!;
      await be.db.update(fulfillmentProducts).set({ petId: null }).where(and(eq(fulfillmentProducts.fulfillmentId, fid), inArray(fulfillmentProducts.code, merch)));
      const [f] = await be.db.select().from(fulfillments).where(eq(fulfillments.id, fid));
      expect(f!.petIds).toEqual([c.petIds[0]]);
      const claimOn = async (code: string, fulfillmentId: string) => {
        const res = await call(endpoints.getAccount, { params: { id: c.id } });
        const a = res.json as unknown as AccountDto;
        const order = [...a.orders.upcoming, ...a.orders.processing, ...a.orders.past].find((o) => o.id === orderId)!;
        const line = order.fulfillments.find((x) => x.id === fulfillmentId)!.products.find((p) => p.code === code)!;
        const petId = claimPetOf(line, claimDogsOf(fulfillmentId, order.fulfillments));
        const body = { claim_types: ["ORDER_MANIFEST"], gladly_conversation_url: CLAIM_CONVERSATION_URL, photos_received: "YES", resolution_types: ["REFUND"], order_manifest_issue_type: "UNKNOWN", product_code: code, fulfillment_id: fulfillmentId, pet_id: petId, order_id: orderId };
        const r = await call(endpoints.createClaim, { body });
        return { status: r.status, json: r.json, petId };
      };
      return { c, dog: c.petIds[0]!, fid, snack, merch, claimOn };
    }
    const split = async (id: string, codes: string[]) => expect((await call(endpoints.splitFulfillment, { params: { id }, body: { product_codes_to_split: codes } }, { as: OPS })).status).toBe(201);

    it("a product of no dog stays claimable after a split, on either side, with the dog it named before (was: no File claim, and the API's 400)", async () => {
      // The dog's snack leaves; the merchandise stays on the original.
      const stays = await fulfillmentWithMerch(1);
      await split(stays.fid, [stays.snack]);
      expect(await stays.claimOn(stays.merch[0]!, stays.fid)).toMatchObject({ status: 201, petId: stays.dog, json: { fulfillment_id: stays.fid, pet_id: stays.dog } });
      // The merchandise leaves on its own.
      const leaves = await fulfillmentWithMerch(1);
      await split(leaves.fid, [leaves.merch[0]!]);
      expect(await leaves.claimOn(leaves.merch[0]!, `${leaves.fid}-S1`)).toMatchObject({ status: 201, petId: leaves.dog, json: { fulfillment_id: `${leaves.fid}-S1`, pet_id: leaves.dog } });
      // Both sides of merchandise only keep the original's dog (the order then has no other fulfillment that holds it).
      const both = await fulfillmentWithMerch(2);
      await be.db.delete(fulfillmentProducts).where(and(eq(fulfillmentProducts.fulfillmentId, both.fid), eq(fulfillmentProducts.code, both.snack)));
      await split(both.fid, [both.merch[1]!]);
      const sides = await be.db.select().from(fulfillments).where(inArray(fulfillments.id, [both.fid, `${both.fid}-S1`])).orderBy(fulfillments.id);
      expect(sides.map((f) => f.petIds)).toEqual([[both.dog], [both.dog]]);
      expect(await both.claimOn(both.merch[0]!, both.fid)).toMatchObject({ status: 201, petId: both.dog });
      expect(await both.claimOn(both.merch[1]!, `${both.fid}-S1`)).toMatchObject({ status: 201, petId: both.dog });
    });

    it("a fulfillment split before this rule, whose side of merchandise was left with no dog, is claimable with the order's dog", async () => {
      const old = await fulfillmentWithMerch(1);
      await split(old.fid, [old.snack]);
      // As the split left it before: the merchandise's side without a dog of its own.
      await be.db.update(fulfillments).set({ petIds: [] }).where(eq(fulfillments.id, old.fid));
      expect(await old.claimOn(old.merch[0]!, old.fid)).toMatchObject({ status: 201, petId: old.dog, json: { fulfillment_id: old.fid, pet_id: old.dog } });
    });

    it("one product for two dogs alone is one product: the split error, as the page says (was: offered, then 'At least one product must stay')", async () => {
      const { fid, snack, toy } = await twoDogFulfillment();
      await be.db.delete(fulfillmentProducts).where(and(eq(fulfillmentProducts.fulfillmentId, fid), eq(fulfillmentProducts.code, toy)));
      const r = await call(endpoints.splitFulfillment, { params: { id: fid }, body: { product_codes_to_split: [snack] } }, { as: OPS });
      expect(r).toEqual({ status: 400, json: { detail: splitErrorText(fid) } });
    });
    it("a fulfillment that would split but for its status answers SPLIT_NOT_SENT, the text the split page shows for it (splitRefusal of GET accounts/{id}'s fulfillment), not the spec's 'already split / one product' error", async () => {
      const { c, fid, snack } = await twoDogFulfillment();
      const page = async () => {
        const a = (await call(endpoints.getAccount, { params: { id: c.id } })).json as unknown as AccountDto;
        const order = [...a.orders.upcoming, ...a.orders.processing, ...a.orders.past].find((o) => o.id === c.orderIds[0]!)!;
        return splitRefusal(order.fulfillments.find((f) => f.id === fid)!);
      };
      for (const status of ["CREATING_AFTERSHIP_SHIPMENTS", "SHIPPED", "CANCELLED"] as const) {
        await be.db.update(fulfillments).set({ status }).where(eq(fulfillments.id, fid));
        const r = await call(endpoints.splitFulfillment, { params: { id: fid }, body: { product_codes_to_split: [snack] } }, { as: OPS });
        expect(r).toEqual({ status: 400, json: { detail: SPLIT_NOT_SENT } });
        expect(await page()).toBe(SPLIT_NOT_SENT);
      }
      expect(await be.db.select().from(fulfillments).where(eq(fulfillments.splitFromId, fid))).toEqual([]);
    });
  });

  // ───────────────────────────── Delivery failed ─────────────────────────────

  describe("PUT orders/mark_fulfillment_delivery_failed", () => {
    it("marks a SHIPPED fulfillment only", async () => {
      const notShipped = await call(endpoints.markFulfillmentDeliveryFailed, { body: { fulfillment_id: FID.claims } });
      expect(notShipped.status).toBe(400);
      expect(notShipped.json).toEqual({ fulfillment_id: [DELIVERY_FAILED_NOT_SHIPPED] });
      const ok = await call(endpoints.markFulfillmentDeliveryFailed, { body: { fulfillment_id: FID.shipped } });
      expect(ok.status).toBe(200);
      expect(ok.json).toEqual({ fulfillment_id: FID.shipped, status: "DELIVERY_FAILED" });
      const [f] = await be.db.select().from(fulfillments).where(eq(fulfillments.id, FID.shipped));
      expect(f!.status).toBe("DELIVERY_FAILED");
      const twice = await call(endpoints.markFulfillmentDeliveryFailed, { body: { fulfillment_id: FID.shipped } });
      expect(twice.status).toBe(400);
      const unknown = await call(endpoints.markFulfillmentDeliveryFailed, { body: { fulfillment_id: "nope" } });
      expect(unknown.status).toBe(400);
    });
  });

  // ───────────────────────────── Replacement ─────────────────────────────

  describe("POST orders (REPLACEMENT)", () => {
    it("caps quantities across replacements, costs nothing, refuses ineligible parents", async () => {
      const fred = await accountOf(SCENARIO_EMAILS.fulfilled);
      const parentLines = await linesOf(OID.fulfilled);
      const line = parentLines[0]!;
      await setLineQuantity(be.db, line.id, 3);
      const body = (quantity: number) => ({
        account: fred.id,
        order_type: "REPLACEMENT",
        replacement_parent_order: OID.fulfilled,
        order_products: [{ type: "REPLACEMENT", product_code: line.code, pet_plan: line.petPlanId, quantity, replacement_parent_order_product: line.id }],
      });
      const tooMany = await call(endpoints.createOrder, { body: body(4) });
      expect(tooMany.status).toBe(400);
      expect(tooMany.json).toEqual({ "order_products.0.quantity": [replacementQuantityError(3)] });
      const first = await call(endpoints.createOrder, { body: body(2) });
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({ order_type: "REPLACEMENT", total_price: 0, charge: null });
      const created = await orderRow(first.json.id as string);
      expect(created).toMatchObject({ orderType: "REPLACEMENT", replacementParentOrderId: OID.fulfilled, totalPrice: 0, charge: null });
      const [newLine] = await linesOf(created.id);
      expect(newLine).toMatchObject({ quantity: 2, unitPrice: 0, totalPrice: 0, type: "REPLACEMENT", replacementParentOrderProductId: line.id });
      // Its changelog entry: the type, the parent order and what was ordered, under the line's dog.
      const [entry] = await be.db.select().from(customerChangelog).where(and(eq(customerChangelog.objectType, "order"), eq(customerChangelog.objectId, created.id)));
      expect(entry).toMatchObject({ action: "CREATE", accountId: fred.id, petId: line.petId });
      expect(entry!.changes).toEqual({
        order_type: { old: null, new: "REPLACEMENT" },
        replacement_parent_order: { old: null, new: OID.fulfilled },
        order_products: { old: null, new: [{ code: line.code, quantity: 2 }] },
      });
      // Only 1 left after the first replacement.
      const over = await call(endpoints.createOrder, { body: body(2) });
      expect(over.json).toEqual({ "order_products.0.quantity": [replacementQuantityError(1)] });
      const second = await call(endpoints.createOrder, { body: body(1) });
      expect(second.status).toBe(201);
      const none = await call(endpoints.createOrder, { body: body(1) });
      expect(none.json).toEqual({ "order_products.0.quantity": [replacementQuantityError(0)] });
      // A replacement order cannot be replaced; a PREVIEW order cannot either.
      const nora = await accountOf(SCENARIO_EMAILS.nonRefundable);
      const [rl] = await linesOf(OID.nonRefundableReplacement);
      const repl = await call(endpoints.createOrder, { body: {
        account: nora.id,
        order_type: "REPLACEMENT",
        replacement_parent_order: OID.nonRefundableReplacement,
        order_products: [{ product_code: rl!.code, quantity: 1, replacement_parent_order_product: rl!.id }],
      } });
      expect(repl.json).toEqual({ detail: REPLACEMENT_NOT_ALLOWED });
      // A line of another order.
      const foreign = await call(endpoints.createOrder, { body: { ...body(1), order_products: [{ product_code: rl!.code, quantity: 1, replacement_parent_order_product: rl!.id }] } });
      expect(foreign.status).toBe(400);
    });

    it("two dogs' lines of one product, dog B's replaced: GET accounts/{id} links the replacement line to its parent line, and the dialog's rows (replaceLinesOf) offer what the API accepts", async () => {
      const meal = await createProduct(be.db);
      const c = await createCustomer(be.db, {
        pets: [{ name: "Rex", plan: { products: [{ productId: meal.id }] } }, { name: "Bo", plan: { products: [{ productId: meal.id }] } }],
        orders: [
          {
            status: "FULFILLED",
            products: [0, 1].map(() => ({ productId: meal.id, code: meal.code, description: meal.name, quantity: 1 })),
          },
        ],
      });
      const parentId = c.orderIds[0]!;
      const [lineA, lineB] = await linesOf(parentId);
      await be.db.update(orderProducts).set({ petId: c.petIds[1]!, petPlanId: c.petPlanIds[1]! }).where(eq(orderProducts.id, lineB!.id));
      const replace = (line: typeof lineA, quantity: number) =>
        call(endpoints.createOrder, {
          body: {
            account: c.id,
            order_type: "REPLACEMENT",
            replacement_parent_order: parentId,
            order_products: [{ type: "REPLACEMENT", product_code: meal.code, pet_plan: line!.petPlanId, quantity, replacement_parent_order_product: line!.id }],
          },
        });
      const first = await replace(lineB, 1);
      expect(first.status).toBe(201);

      const account = async () => {
        const res = await call(endpoints.getAccount, { params: { id: c.id } });
        expect(res.status).toBe(200);
        const a = res.json as unknown as AccountDto;
        expect(accountSchema.parse(a)).toEqual(a);
        const all = [...a.orders.upcoming, ...a.orders.processing, ...a.orders.past];
        return { all, parent: all.find((o) => o.id === parentId)! };
      };
      const { all, parent } = await account();
      const replacement = all.find((o) => o.id === first.json.id)!;
      expect(replacement.products.map((p) => p.replacement_parent_order_product)).toEqual([lineB!.id]);
      expect(parent.products.map((p) => p.replacement_parent_order_product)).toEqual([null, null]);

      // The dialog: dog A's line in full, dog B's nothing (it subtracted by code, first line first: the reverse).
      const rows = replaceLinesOf(parent, all);
      expect(rows.map((r) => [r.id, r.dogName, r.max])).toEqual([
        [lineA!.id, "Rex", 1],
        [lineB!.id, "Bo", 0],
      ]);
      // The API agrees line by line: above each row's cap is refused, the row's cap is accepted.
      const overB = await replace(lineB, 1);
      expect(overB.json).toEqual({ "order_products.0.quantity": [replacementQuantityError(0)] });
      const overA = await replace(lineA, 2);
      expect(overA.json).toEqual({ "order_products.0.quantity": [replacementQuantityError(1)] });
      expect((await replace(lineA, 1)).status).toBe(201);
      const after = await account();
      expect(replaceLinesOf(after.parent, after.all).map((r) => r.max)).toEqual([0, 0]);
      expect(canReplaceNow(after.parent, after.all)).toBe(false);
    });

    it("two dogs' lines of one product replaced together: each answer line carries its own parent line's pet_plan, as stored (was: the first requested line's of that code, [Rex's, Rex's])", async () => {
      const meal = await createProduct(be.db);
      const c = await createCustomer(be.db, {
        pets: [{ name: "Rex", plan: { products: [{ productId: meal.id }] } }, { name: "Bo", plan: { products: [{ productId: meal.id }] } }],
        orders: [{ status: "FULFILLED", products: [0, 1].map(() => ({ productId: meal.id, code: meal.code, description: meal.name, quantity: 1 })) }],
      });
      const parentId = c.orderIds[0]!;
      const [lineA, lineB] = await linesOf(parentId);
      await be.db.update(orderProducts).set({ petId: c.petIds[1]!, petPlanId: c.petPlanIds[1]! }).where(eq(orderProducts.id, lineB!.id));
      const plans = [c.petPlanIds[0]!, c.petPlanIds[1]!];
      expect(plans[0]).not.toBe(plans[1]);
      const body = {
        account: c.id,
        order_type: "REPLACEMENT",
        replacement_parent_order: parentId,
        order_products: [lineA!, lineB!].map((l, i) => ({ type: "REPLACEMENT", product_code: meal.code, pet_plan: plans[i]!, quantity: 1, replacement_parent_order_product: l.id })),
      };
      const key = newKey();
      const r = await call(endpoints.createOrder, { body }, { key });
      expect(r.status).toBe(201);
      const answered = (r.json.order_products as { pet_plan: number | null }[]).map((l) => l.pet_plan);
      expect(answered).toEqual(plans);
      expect((await linesOf(r.json.id as string)).map((l) => l.petPlanId)).toEqual(plans);
      // The idempotent replay repeats the same (right) answer.
      const replay = await call(endpoints.createOrder, { body }, { key });
      expect(replay.json).toEqual(r.json);
    });

    it("a replacement whose box failed delivery no longer counts: the order replaced in full is offered again (canReplaceNow) and a second replacement is accepted, which counts in turn", async () => {
      const meal = await createProduct(be.db);
      const snack = await createProduct(be.db);
      const c = await createCustomer(be.db, {
        pets: [{ name: "Rex", plan: { products: [{ productId: meal.id }] } }],
        orders: [
          {
            status: "COMPLETE",
            products: [meal, snack].map((p) => ({ productId: p.id, code: p.code, description: p.name, quantity: 1 })),
          },
        ],
      });
      const parentId = c.orderIds[0]!;
      const parentLines = await linesOf(parentId);
      const replaceAll = () =>
        call(endpoints.createOrder, {
          body: {
            account: c.id,
            order_type: "REPLACEMENT",
            replacement_parent_order: parentId,
            order_products: parentLines.map((l) => ({ type: "REPLACEMENT", product_code: l.code, pet_plan: l.petPlanId, quantity: 1, replacement_parent_order_product: l.id })),
          },
        });
      const allReplaced = { "order_products.0.quantity": [replacementQuantityError(0)], "order_products.1.quantity": [replacementQuantityError(0)] };
      // The customer page's read (GET accounts/{id} without fulfillment contents): what canReplaceNow sees.
      const offered = async () => {
        const res = await call(endpoints.getAccount, { params: { id: c.id }, query: { fulfillment_contents: FULFILLMENT_CONTENTS_NONE } });
        expect(res.status).toBe(200);
        const a = res.json as unknown as AccountDto;
        const all = [...a.orders.upcoming, ...a.orders.processing, ...a.orders.past];
        return canReplaceNow(all.find((o) => o.id === parentId)!, all);
      };

      const first = await replaceAll();
      expect(first.status).toBe(201);
      expect(await offered()).toBe(false);
      const [lost] = await be.db.select().from(fulfillments).where(eq(fulfillments.orderId, first.json.id as string));
      // The carrier ships it: still on its way, it counts.
      await be.db.update(fulfillments).set({ status: "SHIPPED" }).where(eq(fulfillments.id, lost!.id));
      expect((await replaceAll()).json).toEqual(allReplaced);
      expect(await offered()).toBe(false);

      const failed = await call(endpoints.markFulfillmentDeliveryFailed, { body: { fulfillment_id: lost!.id } });
      expect(failed.status).toBe(200);
      expect(await offered()).toBe(true);
      const second = await replaceAll();
      expect(second.status).toBe(201);
      expect((await linesOf(second.json.id as string)).map((l) => [l.replacementParentOrderProductId, l.quantity])).toEqual(parentLines.map((l) => [l.id, 1]));
      // The second replacement counts: replacing twice is still refused.
      expect(await offered()).toBe(false);
      expect((await replaceAll()).json).toEqual(allReplaced);
    });
  });

  describe("POST orders on an account whose personal data was deleted", () => {
    it("refuses a replacement (it ships too: no address left), with nothing written (was: created, a fulfillment with no address)", async () => {
      const meal = await createProduct(be.db);
      const c = await createCustomer(be.db, {
        pets: [{ name: "Rex", plan: { products: [{ productId: meal.id }] } }],
        orders: [{ status: "COMPLETE", products: [{ productId: meal.id, code: meal.code, description: meal.name, quantity: 1 }] }],
      });
      const parentId = c.orderIds[0]!;
      const [parentLine] = await linesOf(parentId);
      const body = {
        account: c.id,
        order_type: "REPLACEMENT",
        replacement_parent_order: parentId,
        order_products: [{ type: "REPLACEMENT", product_code: parentLine!.code, pet_plan: parentLine!.petPlanId, quantity: 1, replacement_parent_order_product: parentLine!.id }],
      };
      await erasePii(c);
      const before = await ordersWritten(c.id);
      const r = await call(endpoints.createOrder, { body }, { key: newKey() });
      expect(r).toEqual({ status: 400, json: { detail: PII_DELETED_NO_NEW_ORDER_MESSAGE } });
      expect(await ordersWritten(c.id)).toEqual(before);
      expect(before.orders.map((o) => o.id)).toEqual([parentId]);
    });
  });

  // ───────────────────────────── One-time ─────────────────────────────

  describe("POST orders (ONETIME) and dry run", () => {
    /** A customer with a dog on a plan of `mealCode`, its default card ending `last4` (null: no card on file). */
    async function dogOnPlan(mealCode: string, last4: string | null = "4242") {
      const [meal] = await be.db.select().from(products).where(eq(products.code, mealCode));
      const c = await createCustomer(be.db, {
        defaultPricingModelId: 1,
        paymentMethods: last4 === null ? [] : [{ last4, isDefault: true }],
        pets: [{ plan: { products: [{ productId: meal!.id }] } }],
      });
      return { ...c, plan: c.petPlanIds[0]! };
    }
    const oneTime = (accountId: number, plan: number, lines: [string, number][], discount_codes: string[] = []) => ({
      account: accountId,
      order_type: "ONETIME",
      discount_codes,
      order_products: lines.map(([product_code, quantity]) => ({ type: "ONETIME", product_code, pet_plan: plan, quantity })),
    });

    it("enforces one meal, meal quantity 1, quantities 1-12 and the UnKibble CLIP rule", async () => {
      const d = await dogOnPlan("MEAL-U-B-4200-4W");
      const twoMeals = await call(endpoints.createOrder, { query: { dry_run: "true" }, body: oneTime(d.id, d.plan, [["MEAL-U-B-4200-4W", 1], ["MEAL-F-L-3150-2W", 1]]) });
      expect(twoMeals.status).toBe(400);
      expect(twoMeals.json).toMatchObject({ order_products: [ONE_MEAL_MESSAGE] });
      const mealQty = await call(endpoints.createOrder, { query: { dry_run: "true" }, body: oneTime(d.id, d.plan, [["MEAL-U-B-4200-4W", 2]]) });
      expect(mealQty.json).toEqual({ "order_products.0.quantity": [ONE_TIME_MEAL_QUANTITY] });
      for (const q of [0, 13]) {
        const r = await call(endpoints.createOrder, { body: oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", q]]) });
        expect(r.json).toEqual({ "order_products.0.quantity": [ONE_TIME_QUANTITY] });
      }
      const clip = await call(endpoints.createOrder, { body: oneTime(d.id, d.plan, [["CLIP", 2]]) });
      expect(clip.json).toEqual({ order_products: [CLIP_ONLY_MESSAGE] });
      const clipFresh = await call(endpoints.createOrder, { query: { dry_run: "true" }, body: oneTime(d.id, d.plan, [["CLIP", 1], ["MEAL-F-L-3150-2W", 1]]) });
      expect(clipFresh.status).toBe(201);
      // A Fresh dog may order the clip alone.
      const f = await dogOnPlan("MEAL-F-L-3150-2W");
      const freshClip = await call(endpoints.createOrder, { query: { dry_run: "true" }, body: oneTime(f.id, f.plan, [["CLIP", 1]]) });
      expect(freshClip.status).toBe(201);
      // Nothing was written by any of these.
      expect(await be.db.select().from(orders).where(inArray(orders.accountId, [d.id, f.id]))).toEqual([]);
    });

    it("the dry run's totals equal the real order's, with a discount; the charge succeeds and a fulfillment is scheduled", async () => {
      const d = await dogOnPlan("MEAL-U-B-4200-4W");
      const body = oneTime(d.id, d.plan, [["MEAL-U-B-4200-4W", 1], ["SNACK-JERKY-BEEF", 3]], ["30POFFX1"]);
      const dry = await call(endpoints.createOrder, { query: { dry_run: "true" }, body });
      expect(dry.status).toBe(201);
      expect(dry.json.id).toBeNull();
      expect(dry.json.total_discounts as number).toBeGreaterThan(0);
      expect(dry.json.total_tax as number).toBeGreaterThan(0);
      const real = await call(endpoints.createOrder, { body });
      expect(real.status).toBe(201);
      for (const k of ["order_products", "subtotal_price", "total_discounts", "total_tax", "total_price", "discount_codes"]) expect(real.json[k]).toEqual(dry.json[k]);
      const row = await orderRow(real.json.id as string);
      expect(row).toMatchObject({ orderType: "ONETIME", totalPrice: dry.json.total_price, status: "READY_FOR_FULFILLMENT" });
      expect(row.charge?.status).toBe("SUCCESS");
      // Charged to the default card, its expiry month recorded with the charge (the order page's Payment Details).
      const [card] = await be.db.select().from(paymentMethods).where(and(eq(paymentMethods.accountId, d.id), eq(paymentMethods.isDefault, true)));
      expect(row.charge).toMatchObject({ card_number: `************${card!.last4}`, payload: { exp_month: card!.expMonth } });
      expect(card!.expMonth).toBeGreaterThanOrEqual(1);
      expect(await be.db.select().from(fulfillments).where(eq(fulfillments.orderId, row.id))).toHaveLength(1);
      // Its changelog entry says what was ordered, as a replacement's does (was: type, total, codes and charge only).
      const [entry] = await be.db.select().from(customerChangelog).where(and(eq(customerChangelog.objectType, "order"), eq(customerChangelog.objectId, row.id)));
      expect(entry).toMatchObject({ action: "CREATE", accountId: d.id, staffEmail: TEAM });
      expect(entry!.changes).toEqual({
        order_type: { old: null, new: "ONETIME" },
        order_products: { old: null, new: [{ code: "MEAL-U-B-4200-4W", quantity: 1 }, { code: "SNACK-JERKY-BEEF", quantity: 3 }] },
        total_price: { old: null, new: dry.json.total_price },
        discount_codes: { old: null, new: ["30POFFX1"] },
        charge_status: { old: null, new: "SUCCESS" },
      });
      // An unknown code is a discount_codes error.
      const bad = await call(endpoints.createOrder, { query: { dry_run: "true" }, body: { ...body, discount_codes: ["NOPE-NOPE"] } });
      expect(bad.json).toEqual({ discount_codes: [DISCOUNT_CODE_NOT_FOUND] });
      // A code as typed (spaces, lower case) is the stored code (lib/contract/discounts.ts discountCodeText).
      // (REPROCESS: no usage limit, so this customer may still take it after the order above.)
      const typed = await call(endpoints.createOrder, { query: { dry_run: "true" }, body: { ...body, discount_codes: [" reProcess "] } });
      expect(typed.status).toBe(201);
      expect(typed.json).toMatchObject({ discount_codes: ["REPROCESS"], total_price: 0 });
      // A blank code is the field's sentence, not zod's wording.
      const blank = await call(endpoints.createOrder, { query: { dry_run: "true" }, body: { ...body, discount_codes: [" "] } });
      expect(blank.status).toBe(400);
      expect(blank.json).toEqual({ "discount_codes.0": [DISCOUNT_CODE_REQUIRED] });
    });

    it("with an Idempotency-Key, a retry of the same one-time order is answered with the order placed, charged once (issue 23)", async () => {
      const d = await dogOnPlan("MEAL-U-B-4200-4W");
      const body = oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 2]]);
      const first = await call(endpoints.createOrder, { body }, { key: "one-time-retry" });
      expect(first.status).toBe(201);
      expect(first.json.charge).toMatchObject({ status: "SUCCESS" });
      // The browser timed out and the agent pressed Confirm and Charge again: the same key, the same order.
      const again = await call(endpoints.createOrder, { body }, { key: "one-time-retry" });
      expect(again).toEqual(first);
      const placed = await be.db.select().from(orders).where(and(eq(orders.accountId, d.id), eq(orders.orderType, "ONETIME")));
      expect(placed.map((o) => o.id)).toEqual([first.json.id]);
      // The same key for another order is refused; a dry run ignores a key.
      const other = await call(endpoints.createOrder, { body: oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 1]]) }, { key: "one-time-retry" });
      expect(other).toEqual({ status: 400, json: { detail: IDEMPOTENCY_KEY_REUSED } });
      const dry = await call(endpoints.createOrder, { query: { dry_run: "true" }, body }, { key: "one-time-retry" });
      expect(dry.status).toBe(201);
      expect(dry.json.id).toBeNull();
      expect(await be.db.select().from(orders).where(and(eq(orders.accountId, d.id), eq(orders.orderType, "ONETIME")))).toHaveLength(1);
    });

    it("a declining card leaves a FAILED charge and no fulfillment", async () => {
      const d = await dogOnPlan("MEAL-U-B-4200-4W", "0002");
      const r = await call(endpoints.createOrder, { body: oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 1]]) });
      expect(r.status).toBe(201);
      expect(r.json.charge).toMatchObject({ status: "FAILED" });
      const row = await orderRow(r.json.id as string);
      expect(row.charge?.status).toBe("FAILED");
      // The attempt's time is recorded with the charge (the timeline places the failed charge there; there is no `charged` time).
      expect(row.charged).toBeNull();
      expect(row.charge?.attempted_at).toBe(row.created.toISOString());
      const account = await call(endpoints.getAccount, { params: { id: d.id } });
      const groups = account.json.orders as unknown as Record<string, { id: string; charge: { attempted_at?: string } }[]>;
      const answered = Object.values(groups).flat().find((o) => o.id === row.id)!;
      expect(answered.charge.attempted_at).toBe(row.created.toISOString());
      expect(await be.db.select().from(fulfillments).where(eq(fulfillments.orderId, row.id))).toEqual([]);
    });

    for (const [label, last4] of [
      ["a default card that declines (…0002)", "0002"],
      ["no card on file", null],
      ["a good card", "4242"],
    ] as const) {
      it(`a $0.00 order (100% off, REPROCESS) charges nothing, with ${label}: placed and sent (READY_FOR_FULFILLMENT, a fulfillment), no charge record`, async () => {
        const d = await dogOnPlan("MEAL-U-B-4200-4W", last4);
        const body = oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 2]], ["REPROCESS"]);
        const dry = await call(endpoints.createOrder, { query: { dry_run: "true" }, body });
        expect(dry.json).toMatchObject({ total_price: 0, charge: null });
        const r = await call(endpoints.createOrder, { body });
        expect(r.status, JSON.stringify(r.json)).toBe(201);
        expect(r.json).toMatchObject({ total_price: 0, charge: null });
        expect(r.json.fulfillment_ids).toHaveLength(1);
        const row = await orderRow(r.json.id as string);
        // As a replacement order: no charge, no charged time, no payment type.
        expect({ status: row.status, charge: row.charge, charged: row.charged, paymentType: row.paymentType }).toEqual({
          status: "READY_FOR_FULFILLMENT",
          charge: null,
          charged: null,
          paymentType: null,
        });
        expect(await be.db.select().from(fulfillments).where(eq(fulfillments.orderId, row.id))).toHaveLength(1);
        // Its changelog entry names no charge status (there was no charge).
        const [entry] = await be.db.select().from(customerChangelog).where(and(eq(customerChangelog.objectType, "order"), eq(customerChangelog.objectId, row.id)));
        expect(Object.keys(entry!.changes as Record<string, unknown>)).not.toContain("charge_status");
        // The order page reads it so (GET accounts/{id}): processing, no charge.
        const account = await call(endpoints.getAccount, { params: { id: d.id } });
        const groups = account.json.orders as unknown as Record<string, { id: string; charge: unknown; charged: unknown }[]>;
        expect(groups.processing!.find((o) => o.id === row.id)).toMatchObject({ charge: null, charged: null });
      });
    }

    it("a one-time order declined at the card does not use up its one-use code: the next try takes it", async () => {
      const d = await dogOnPlan("MEAL-U-B-4200-4W", "0002");
      const code = `ONCE-${process.pid}-${Date.now() % 100000}`;
      await be.db.insert(discounts).values({ code, discountType: "PERCENTAGE", value: 10, limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1, orderSubscription: true, orderOnetime: true });
      const declined = await call(endpoints.createOrder, { body: oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 1]], [code]) });
      expect(declined.status).toBe(201);
      expect(declined.json.charge).toMatchObject({ status: "FAILED" });
      expect((await orderRow(declined.json.id as string)).status).toBe("MAX_RETRY_REACHED");
      const again = await call(endpoints.createOrder, { query: { dry_run: "true" }, body: oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 1]], [code]) });
      expect(again.status, JSON.stringify(again.json)).toBe(201);
      expect(again.json.discount_codes).toEqual([code]);
    });

    it("the scenario customer with the declining card (Hal Hold) gets a FAILED charge and no fulfillment", async () => {
      const hal = await accountOf(SCENARIO_EMAILS.hold);
      const [plan] = await be.db.select().from(petPlans).where(eq(petPlans.accountId, hal.id));
      const r = await call(endpoints.createOrder, { body: oneTime(hal.id, plan!.id, [["SNACK-JERKY-BEEF", 2]]) });
      expect(r.status).toBe(201);
      expect(r.json.charge).toMatchObject({ status: "FAILED", error: CARD_DECLINED, card_number: "************0002" });
      expect(await be.db.select().from(fulfillments).where(eq(fulfillments.orderId, r.json.id as string))).toEqual([]);
      expect((await orderRow(r.json.id as string)).status).toBe("MAX_RETRY_REACHED");
    });

    it("prices each product under the account's pricing model, as the one-time product list shows it, and refuses a product without a price there", async () => {
      const d = await dogOnPlan("MEAL-U-B-4200-4W");
      await be.db.update(accounts).set({ defaultPricingModelId: 2 }).where(eq(accounts.id, d.id));
      const [snack] = await be.db.select().from(products).where(eq(products.code, "SNACK-JERKY-BEEF"));
      const [legacy] = await be.db.select().from(productPrices).where(and(eq(productPrices.productId, snack!.id), eq(productPrices.pricingModelId, 2)));
      const priced = await call(endpoints.createOrder, { query: { dry_run: "true" }, body: oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 1]]) });
      expect(priced.status).toBe(201);
      expect((priced.json.order_products as { unit_price: number }[])[0]!.unit_price).toBe(legacy!.price);
      // A one-time snack priced under the standard model only: never sold to this account at $0 or at another model's price.
      const unpriced = await createProduct(be.db, { code: `SNACK-ONLY-STANDARD-${process.pid}`, name: "Standard-only snack", productType: "SNACK", category: "SNACK", recurring: false, frequency: null, recipes: [], oneTimeEligible: true, status: "ACTIVE" });
      await be.db.insert(productPrices).values({ productId: unpriced.id, pricingModelId: 1, price: 7.5 });
      for (const query of [{ dry_run: "true" }, undefined]) {
        const r = await call(endpoints.createOrder, { query, body: oneTime(d.id, d.plan, [[unpriced.code, 1]]) });
        expect(r.status).toBe(400);
        expect(r.json).toEqual({ order_products: [NO_PRICE_MESSAGE(unpriced.code)] });
      }
      expect(await be.db.select().from(orders).where(eq(orders.accountId, d.id))).toEqual([]);
    });

    it("refuses a product of another country than the customer's (the one-time product list offers theirs only), on the dry run and the real call, with nothing written (was: 201, sold)", async () => {
      const d = await dogOnPlan("MEAL-U-B-4200-4W");
      const abroad = await createProduct(be.db, { code: `SNACK-MAPLE-CA-${process.pid}`, name: "Maple treats (Canada)", productType: "SNACK", category: "SNACK", recurring: false, frequency: null, recipes: [], oneTimeEligible: true, status: "ACTIVE", country: "CA" });
      await be.db.insert(productPrices).values({ productId: abroad.id, pricingModelId: 1, price: 9.99 });
      const listed = await call(endpoints.listOneTimeOrderProducts, { query: { country: "US", account_id: String(d.id) } });
      expect((listed.json as unknown as { code: string }[]).map((p) => p.code)).not.toContain(abroad.code);
      for (const query of [{ dry_run: "true" }, undefined]) {
        const r = await call(endpoints.createOrder, { query, body: oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 1], [abroad.code, 1]]) });
        expect(r).toEqual({ status: 400, json: { "order_products.1.product_code": [ONE_TIME_PRODUCT_UNAVAILABLE] } });
      }
      expect(await be.db.select().from(orders).where(eq(orders.accountId, d.id))).toEqual([]);
      // A customer of that country is sold it.
      await be.db.update(accounts).set({ defaultCountry: "CA" }).where(eq(accounts.id, d.id));
      expect((await call(endpoints.createOrder, { query: { dry_run: "true" }, body: oneTime(d.id, d.plan, [[abroad.code, 1]]) })).status).toBe(201);
    });

    it("refuses a cancelled dog's plan (the wizard offers active and paused plans only), on the dry run and the real call, with nothing written", async () => {
      const d = await dogOnPlan("MEAL-U-B-4200-4W");
      await be.db.update(petPlans).set({ status: "CANCELLED" }).where(eq(petPlans.id, d.plan));
      for (const query of [{ dry_run: "true" }, undefined]) {
        const r = await call(endpoints.createOrder, { query, body: oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 1]]) });
        expect(r.status).toBe(400);
        expect(r.json).toEqual({ pet_plan: [PLAN_CANCELLED_MESSAGE] });
      }
      expect(await be.db.select().from(orders).where(eq(orders.accountId, d.id))).toEqual([]);
      await be.db.update(petPlans).set({ status: "PAUSED" }).where(eq(petPlans.id, d.plan));
      expect((await call(endpoints.createOrder, { query: { dry_run: "true" }, body: oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 1]]) })).status).toBe(201);
    });

    it("refuses a plan of another customer", async () => {
      const a = await dogOnPlan("MEAL-U-B-4200-4W");
      const b = await dogOnPlan("MEAL-U-B-4200-4W");
      const r = await call(endpoints.createOrder, { body: oneTime(a.id, b.plan, [["SNACK-JERKY-BEEF", 1]]) });
      expect(r.status).toBe(400);
      expect(Object.keys(r.json)).toEqual(["pet_plan"]);
      expect((await be.db.select().from(petPlans).where(eq(petPlans.id, b.plan))).length).toBe(1);
      expect(await be.db.select().from(petPlanProducts).where(eq(petPlanProducts.petPlanId, b.plan))).toHaveLength(1);
    });

    it("refuses an account whose personal data was deleted, on the dry run and the real call: nothing charged or written (was: 201, charged, a fulfillment with no address)", async () => {
      const d = await dogOnPlan("MEAL-U-B-4200-4W");
      const body = oneTime(d.id, d.plan, [["SNACK-JERKY-BEEF", 1]]);
      // Before the deletion the same request is priced: only the erasure refuses it.
      expect((await call(endpoints.createOrder, { query: { dry_run: "true" }, body })).status).toBe(201);
      await erasePii(d);
      // The erasure is refused before the plan is asked (its dog's plan is cancelled by now).
      for (const [query, key] of [[{ dry_run: "true" }, null], [undefined, newKey()]] as const) {
        const r = await call(endpoints.createOrder, { query, body }, { key });
        expect(r).toEqual({ status: 400, json: { detail: PII_DELETED_NO_NEW_ORDER_MESSAGE } });
      }
      // No order (so no charge), no fulfillment, no changelog entry.
      expect(await ordersWritten(d.id)).toEqual({ orders: [], fulfillments: [], changelog: [] });
    });
  });
});
