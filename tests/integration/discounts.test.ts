/**
 * The managed discounts (issue 12) on the embedded API: the list and its search, one
 * discount with usage from real orders, the status toggle, every create rule refused with its field
 * key, reserved codes, uniqueness (also two concurrent creates), bulk creation to completion and
 * resumed after a stop, the changelog entries, and the role refusals.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { backendSuite, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { discountInput } from "../support/discount-input";
import { createCustomer, createProduct } from "../support/factories";
import { DISCOUNT_CODE_MISMATCH_MESSAGE, STALE_DISCOUNT_MESSAGE, discountBulkJobSchema, discountSchema } from "@/lib/contract/discounts";
import { BULK_CODE_ALPHABET, BULK_CODE_SUFFIX_LENGTH, DISCOUNT_MESSAGES, discountBulkCreateSchema } from "@/lib/discount-rules";
import { RESERVED_DISCOUNT_CODES } from "@/lib/contract/enums";
import { BOUND_MESSAGES } from "@/lib/contract/zod-messages";
import { PRODUCT_CODE_LIST_MAX, PRODUCT_CODE_LIST_MAX_MESSAGE } from "@/lib/contract/fields";
import { customerChangelog, discountBulkJobs, discounts, orderDiscounts, staffAuditLog, systemChangelog } from "@/server/backend/db/schema";
import { buildTimeline } from "@/lib/timeline/build";
import { entryOf } from "@/lib/timeline/entries";
import { BulkDiscountRunner, createBulkJob } from "@/server/backend/queries/discount-bulk";
import { endpoints } from "@/lib/contract/endpoints";
import { DEMO } from "../support/demo-staff";

const TEAM = DEMO.team;
const ADMIN = DEMO.admin;
const OPS = DEMO.ops;
const ALL = DEMO.all;

const HOUR = 3_600_000;
/** A time on the half hour, `hours` from now. */
const halfHourFromNow = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / (30 * 60_000)) * 30 * 60_000).toISOString();

const valid = (over: Record<string, unknown> = {}) =>
  discountInput({ code: "SPRING20", value: 20, description: "Spring promo", limit_type: "X_ORDERS_PER_CUSTOMER", limit_value: 2, is_active: true, ...over });

describe(`managed discounts (${TEST_DB_DRIVER})`, () => {
  const { backend, call, callUnchecked } = backendSuite({ signIn: [TEAM, ADMIN, OPS, ALL], as: ADMIN });
  let be: TestBackend;
  beforeAll(() => {
    be = backend();
  });
  const changelogOf = (code: string) => be.db.select().from(systemChangelog).where(eq(systemChangelog.objectId, code)).orderBy(systemChangelog.id);

  describe("POST discounts", () => {
    it("creates a code upper-cased, with created_by, and one changelog entry", async () => {
      const start = halfHourFromNow(2);
      const end = halfHourFromNow(50);
      const product = await createProduct(be.db, { code: "ELIG-P1" });
      const { status, json } = await call(endpoints.createDiscount, { body: valid({ code: "  spring20 ", available_start_date: start, available_end_date: end, eligible_products: [product.code], value: 20.05 }) }, OPS);
      expect(status).toBe(201);
      const d = discountSchema.parse(json);
      expect(d).toMatchObject({
        code: "SPRING20",
        created_by: OPS,
        value: 20.05,
        available_start_date: start,
        available_end_date: end,
        eligible_products: ["ELIG-P1"],
        usage: { accounts: 0, charged: 0, orders: 0 },
      });
      const log = await changelogOf("SPRING20");
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ category: "Discount", operationType: "CREATE", authorEmail: OPS, newValue: expect.objectContaining({ code: "SPRING20", value: 20.05 }) });
    });

    it("refuses a code that exists already, whatever its case", async () => {
      const { status, json } = await call(endpoints.createDiscount, { body: valid({ code: "Spring20" }) });
      expect(status).toBe(400);
      expect(json).toEqual({ code: [DISCOUNT_MESSAGES.codeTaken] });
    });

    it("two concurrent creates of one code: exactly one wins", async () => {
      const results = await Promise.all([0, 1, 2, 3].map(() => call(endpoints.createDiscount, { body: valid({ code: "RACE-CODE" }) })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
      expect(await be.db.select().from(discounts).where(eq(discounts.code, "RACE-CODE"))).toHaveLength(1);
      expect(await changelogOf("RACE-CODE")).toHaveLength(1);
    });

    it.each(RESERVED_DISCOUNT_CODES)("refuses the reserved code %s", async (code) => {
      const { status, json } = await call(endpoints.createDiscount, { body: valid({ code: code.toLowerCase() }) });
      expect(status).toBe(400);
      expect(json).toEqual({ code: [DISCOUNT_MESSAGES.codeReserved] });
    });

    const refusals: [string, Record<string, unknown>, string, string][] = [
      ["an empty code", { code: "  " }, "code", DISCOUNT_MESSAGES.codeRequired],
      ["a zero value", { value: 0 }, "value", DISCOUNT_MESSAGES.valueRequired],
      ["a missing value", { value: null }, "value", DISCOUNT_MESSAGES.valueRequired],
      ["a percentage above 100", { value: 101 }, "value", DISCOUNT_MESSAGES.percentageTooHigh],
      ["no discount type", { discount_type: undefined }, "discount_type", DISCOUNT_MESSAGES.typeRequired],
      ["no limit type", { limit_type: undefined }, "limit_type", DISCOUNT_MESSAGES.limitTypeRequired],
      ["a limit type without its value", { limit_type: "X_CUSTOMERS", limit_value: null }, "limit_value", DISCOUNT_MESSAGES.limitValueRequired],
      ["the split type without trial value", { limit_type: "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT", trial_value: null }, "trial_value", DISCOUNT_MESSAGES.trialValueRequired],
      ["no order type", { order_trial: false, order_subscription: false, order_onetime: false }, "order_trial", DISCOUNT_MESSAGES.orderTypeRequired],
      ["a start without end", { available_start_date: halfHourFromNow(2) }, "available_end_date", DISCOUNT_MESSAGES.endRequired],
      ["an end without start", { available_end_date: halfHourFromNow(2) }, "available_start_date", DISCOUNT_MESSAGES.startRequired],
      ["a start in the past", { available_start_date: halfHourFromNow(-48), available_end_date: halfHourFromNow(48) }, "available_start_date", DISCOUNT_MESSAGES.startInPast],
      ["an end before start", { available_start_date: halfHourFromNow(48), available_end_date: halfHourFromNow(24) }, "available_end_date", DISCOUNT_MESSAGES.endBeforeStart],
      ["a time off the half hour", { available_start_date: new Date(Date.parse(halfHourFromNow(2)) + 60_000).toISOString(), available_end_date: halfHourFromNow(48) }, "available_start_date", DISCOUNT_MESSAGES.halfHourSteps],
      ["a trial-only unlimited code", { order_subscription: false, limit_type: "UNLIMITED", limit_value: null }, "limit_type", DISCOUNT_MESSAGES.trialOnlyLimit],
      ["a trial-only code of 2 orders per customer", { order_subscription: false, limit_type: "X_ORDERS_PER_CUSTOMER", limit_value: 2 }, "limit_type", DISCOUNT_MESSAGES.trialOnlyLimit],
      ["a trial-only code of 3 orders for one customer", { order_subscription: false, limit_type: "X_ORDERS_FOR_ONE_CUSTOMER", limit_value: 3 }, "limit_type", DISCOUNT_MESSAGES.trialOnlyLimit],
    ];
    it.each(refusals)("refuses %s with its field key", async (_name, over, field, message) => {
      const code = `REFUSE-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const { status, json } = await call(endpoints.createDiscount, { body: valid({ code, ...over, ...(over.code !== undefined ? { code: over.code } : {}) }) });
      expect(status).toBe(400);
      expect(json[field]).toEqual([message]);
      expect(await be.db.select().from(discounts).where(eq(discounts.code, code))).toEqual([]);
    });

    it("judges \"Start time cannot be in the past\" by the API's clock, not the machine's, single and bulk, both ways", async () => {
      const attempt = async (now: string, start: string, end: string, tag: string) => {
        be.setNow(new Date(now));
        try {
          // Signed in on the API's clock (a token lives for the business day it was issued on).
          const [ops, all] = [await be.tokenFor(OPS), await be.tokenFor(ALL)];
          const dates = { available_start_date: start, available_end_date: end };
          const single = await be.as({ token: ops }).call(endpoints.createDiscount, { body: valid({ code: `CLOCK-${tag}`, ...dates }) });
          const bulk = await be.as({ token: all }).call(endpoints.bulkCreateDiscounts, { body: { ...valid({ code: undefined, ...dates }), prefix: `CLOCKB${tag}`, number_of_codes: 2 } });
          return { single: { status: single.status, json: (await single.json()) as Record<string, unknown> }, bulk: { status: bulk.status, json: (await bulk.json()) as Record<string, unknown> } };
        } finally {
          be.setNow(null);
        }
      };
      // The API's clock years after the real date: a start still ahead of the machine's clock is in the API's past.
      const late = await attempt("2040-06-01T12:00:00Z", "2040-01-01T10:00:00.000Z", "2040-12-01T10:00:00.000Z", "L1");
      expect(late.single).toEqual({ status: 400, json: { available_start_date: [DISCOUNT_MESSAGES.startInPast] } });
      expect(late.bulk).toEqual({ status: 400, json: { available_start_date: [DISCOUNT_MESSAGES.startInPast] } });
      const lateOk = await attempt("2040-06-01T12:00:00Z", "2040-07-01T10:00:00.000Z", "2040-12-01T10:00:00.000Z", "L2");
      expect(lateOk.single).toMatchObject({ status: 201, json: { code: "CLOCK-L2", available_start_date: "2040-07-01T10:00:00.000Z", created: "2040-06-01T12:00:00.000Z" } });
      expect(lateOk.bulk).toMatchObject({ status: 201, json: { prefix: "CLOCKBL2", created: "2040-06-01T12:00:00.000Z" } });
      // The API's clock years before the real date: a start long past on the machine's clock is still ahead for the API.
      const early = await attempt("2015-06-01T12:00:00Z", "2016-01-01T10:00:00.000Z", "2016-12-01T10:00:00.000Z", "E1");
      expect(early.single).toMatchObject({ status: 201, json: { code: "CLOCK-E1", available_start_date: "2016-01-01T10:00:00.000Z", created: "2015-06-01T12:00:00.000Z" } });
      expect(early.bulk).toMatchObject({ status: 201, json: { prefix: "CLOCKBE1", created: "2015-06-01T12:00:00.000Z" } });
      const earlyPast = await attempt("2015-06-01T12:00:00Z", "2015-01-01T10:00:00.000Z", "2016-12-01T10:00:00.000Z", "E2");
      expect(earlyPast.single).toEqual({ status: 400, json: { available_start_date: [DISCOUNT_MESSAGES.startInPast] } });
      expect(earlyPast.bulk).toEqual({ status: 400, json: { available_start_date: [DISCOUNT_MESSAGES.startInPast] } });
    });

    it("takes exactly the eligible products GET products/discount-eligible-codes offers: an unknown or not discount-eligible code is refused by name, single and bulk, nothing written", async () => {
      const eligible = await createProduct(be.db, { code: "ELIG-P2" });
      const recipe = await createProduct(be.db, { code: "RECIPE-NOT-ELIG", productType: "RECIPE", discountEligible: false });
      const offered = (await call(endpoints.listDiscountEligibleCodes, {})).json;
      expect(offered).toContain(eligible.code);
      expect(offered).not.toContain(recipe.code);
      const cases: [string[], string[]][] = [
        [["NO-SUCH-PRODUCT"], ["NO-SUCH-PRODUCT"]],
        [[recipe.code], [recipe.code]],
        [[eligible.code, recipe.code, "NO-SUCH-PRODUCT", recipe.code], [recipe.code, "NO-SUCH-PRODUCT"]],
      ];
      for (const [sent, refused] of cases) {
        const single = await call(endpoints.createDiscount, { body: valid({ code: "PRODX", eligible_products: sent }) });
        expect(single.status, sent.join()).toBe(400);
        expect(single.json).toEqual({ eligible_products: [DISCOUNT_MESSAGES.productsNotEligible(refused)] });
        const bulk = await call(endpoints.bulkCreateDiscounts, { body: { ...valid({ eligible_products: sent }), prefix: "PRODX", number_of_codes: 2 } }, ALL);
        expect(bulk.status, sent.join()).toBe(400);
        expect(bulk.json).toEqual({ eligible_products: [DISCOUNT_MESSAGES.productsNotEligible(refused)] });
      }
      expect(DISCOUNT_MESSAGES.productsNotEligible([recipe.code])).toBe("RECIPE-NOT-ELIG is not discount-eligible; choose eligible products from the list.");
      expect(await be.db.select().from(discounts).where(eq(discounts.code, "PRODX"))).toEqual([]);
      expect(await be.db.select().from(discountBulkJobs).where(eq(discountBulkJobs.prefix, "PRODX"))).toEqual([]);
      expect((await call(endpoints.createDiscount, { body: valid({ code: "PRODX", eligible_products: [eligible.code] }) })).status).toBe(201);
    });

    it(`eligible_products holds at most ${PRODUCT_CODE_LIST_MAX} codes: a longer list answers 400 on the field, single and bulk, nothing written (was: 500 past 65,535 codes, one database parameter each); repeats are looked up once`, async () => {
      const eligible = await createProduct(be.db, { code: "ELIG-P3" });
      const tooLong: [string, string[]][] = [
        ["70,000 repeats", Array.from({ length: 70_000 }, () => "X")],
        ["one over", Array.from({ length: PRODUCT_CODE_LIST_MAX + 1 }, (_, i) => `P${i}`)],
      ];
      for (const [what, sent] of tooLong) {
        const single = await call(endpoints.createDiscount, { body: valid({ code: "MANYPRODUCTS", eligible_products: sent }) });
        expect(single, what).toMatchObject({ status: 400, json: { eligible_products: [PRODUCT_CODE_LIST_MAX_MESSAGE] } });
        const bulk = await call(endpoints.bulkCreateDiscounts, { body: { ...valid({ eligible_products: sent }), prefix: "MANYPRODUCTS", number_of_codes: 2 } }, ALL);
        expect(bulk, what).toMatchObject({ status: 400, json: { eligible_products: [PRODUCT_CODE_LIST_MAX_MESSAGE] } });
      }
      expect(PRODUCT_CODE_LIST_MAX_MESSAGE).toBe("Choose no more than 1000 products.");
      expect(await be.db.select().from(discounts).where(eq(discounts.code, "MANYPRODUCTS"))).toEqual([]);
      expect(await be.db.select().from(discountBulkJobs).where(eq(discountBulkJobs.prefix, "MANYPRODUCTS"))).toEqual([]);
      // At the cap it is taken; the same code many times is one product.
      const atCap = await call(endpoints.createDiscount, { body: valid({ code: "MANYPRODUCTS", eligible_products: Array.from({ length: PRODUCT_CODE_LIST_MAX }, () => eligible.code) }) });
      expect(atCap).toMatchObject({ status: 201, json: { eligible_products: [eligible.code] } });
      const refused = await call(endpoints.createDiscount, { body: valid({ code: "MANYPRODUCTS2", eligible_products: [...Array.from({ length: PRODUCT_CODE_LIST_MAX - 1 }, () => eligible.code), "NO-SUCH-PRODUCT"] }) });
      expect(refused).toMatchObject({ status: 400, json: { eligible_products: [DISCOUNT_MESSAGES.productsNotEligible(["NO-SUCH-PRODUCT"])] } });
    });

    it("the split type forces trial and subscription on and one-time off; trial-only of 1 order per customer is accepted", async () => {
      const split = await call(endpoints.createDiscount, { body: valid({ code: "SPLIT1", limit_type: "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT", trial_value: 50, order_trial: false, order_subscription: false, order_onetime: true }) });
      expect(split.status).toBe(201);
      expect(split.json).toMatchObject({ order_trial: true, order_subscription: true, order_onetime: false, trial_value: 50 });
      const trialOnly = await call(endpoints.createDiscount, { body: valid({ code: "TRIALONE", order_subscription: false, limit_type: "X_ORDERS_PER_CUSTOMER", limit_value: 1 }) });
      expect(trialOnly.status).toBe(201);
    });

    it("drops a trial value or limit value the limit type does not use without reading it: no 400 on a field it discards", async () => {
      const noTrial = await call(endpoints.createDiscount, { body: valid({ code: "DROPS-TRIAL", limit_type: "X_ORDERS_PER_CUSTOMER", limit_value: 2, trial_value: 12.345 }) });
      expect(noTrial.status, JSON.stringify(noTrial.json)).toBe(201);
      expect(noTrial.json).toMatchObject({ limit_value: 2, trial_value: null });
      const unlimited = await call(endpoints.createDiscount, { body: valid({ code: "DROPS-LIMIT", limit_type: "UNLIMITED", limit_value: 1.5, trial_value: 12.345 }) });
      expect(unlimited.status, JSON.stringify(unlimited.json)).toBe(201);
      expect(unlimited.json).toMatchObject({ limit_value: null, trial_value: null });
      // Where the type uses them, they are read as before.
      const split = await call(endpoints.createDiscount, { body: valid({ code: "READS-TRIAL", limit_type: "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT", trial_value: 12.345 }) });
      expect(split).toMatchObject({ status: 400, json: { trial_value: [BOUND_MESSAGES.decimalPlaces(2)] } });
    });
  });

  describe("the list, one discount and the status toggle", () => {
    it("lists newest first, searches code and description, pages by 10", async () => {
      for (let i = 0; i < 12; i++) await be.db.insert(discounts).values({ code: `LISTME-${i}`, description: i === 3 ? "Shelter partnership" : "", discountType: "AMOUNT", value: 5, limitType: "UNLIMITED", orderOnetime: true });
      const page1 = await call(endpoints.listDiscounts, { query: { search: "listme" } });
      expect(page1.status).toBe(200);
      expect(page1.json.count).toBe(12);
      expect((page1.json.results as { code: string }[]).map((r) => r.code).slice(0, 2)).toEqual(["LISTME-11", "LISTME-10"]);
      expect(page1.json.next).toContain("page=2");
      const byDescription = await call(endpoints.listDiscounts, { query: { search: "SHELTER" } });
      expect((byDescription.json.results as { code: string }[]).map((r) => r.code)).toEqual(["LISTME-3"]);
    });

    it("answers one discount with usage counted from the orders that used it; 404 for an unknown id", async () => {
      const [d] = await be.db.insert(discounts).values({ code: "USED-CODE", discountType: "AMOUNT", value: 5, limitType: "UNLIMITED", orderOnetime: true, createdBy: ADMIN }).returning();
      const a = await createCustomer(be.db, { orders: [{ status: "COMPLETE", charged: new Date() }, { status: "COMPLETE", charged: new Date() }] });
      const b = await createCustomer(be.db, { orders: [{ status: "PREVIEW", charged: null }] });
      await be.db.insert(orderDiscounts).values([...a.orderIds, ...b.orderIds].map((orderId) => ({ orderId, discountId: d!.id })));
      const { status, json } = await call(endpoints.getDiscount, { params: { id: d!.id } }, TEAM);
      expect(status).toBe(200);
      expect(json).toMatchObject({ code: "USED-CODE", created_by: ADMIN, usage: { accounts: 2, charged: 2, orders: 3 } });
      expect((await call(endpoints.getDiscount, { params: { id: "999999" } })).status).toBe(404);
      expect((await call(endpoints.getDiscount, { params: { id: "abc" } })).status).toBe(404);
    });

    it("counts only the orders that use the code, as its usage limit does: not cancelled or never-paid ones (detail, lookup, list and toggle alike)", async () => {
      const [d] = await be.db.insert(discounts).values({ code: "USED-THEN-CANCELLED", discountType: "AMOUNT", value: 5, limitType: "X_CUSTOMERS", limitValue: 1, orderSubscription: true }).returning();
      const a = await createCustomer(be.db, { orders: [{ status: "COMPLETE", charged: new Date() }, { status: "CANCELLED", charged: new Date() }, { status: "MAX_RETRY_REACHED", charged: null }] });
      const b = await createCustomer(be.db, { orders: [{ status: "CANCELLED", charged: null }] });
      await be.db.insert(orderDiscounts).values([...a.orderIds, ...b.orderIds].map((orderId) => ({ orderId, discountId: d!.id })));
      const usage = { accounts: 1, charged: 1, orders: 1 };
      expect((await call(endpoints.getDiscount, { params: { id: d!.id } }, TEAM)).json).toMatchObject({ usage });
      expect((await call(endpoints.lookupDiscount, { query: { discount_code: "used-then-cancelled", avoid_validation: "true" } }, TEAM)).json).toMatchObject({ usage });
      const listed = await call(endpoints.listDiscounts, { query: { search: "USED-THEN-CANCELLED" } });
      expect(listed.json.results).toEqual([expect.objectContaining({ code: "USED-THEN-CANCELLED", usage })]);
      expect((await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "USED-THEN-CANCELLED", is_active: false } })).json).toMatchObject({ usage });
    });

    it("deactivates and reactivates with code and is_active, each with a changelog entry", async () => {
      const [d] = await be.db.insert(discounts).values({ code: "TOGGLE-ME", discountType: "AMOUNT", value: 5, limitType: "UNLIMITED", orderOnetime: true }).returning();
      const off = await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "toggle-me", is_active: false } });
      expect(off.status).toBe(200);
      expect(off.json.is_active).toBe(false);
      const on = await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "TOGGLE-ME", is_active: true } });
      expect(on.json.is_active).toBe(true);
      const log = await changelogOf("TOGGLE-ME");
      expect(log.map((l) => [l.category, l.operationType, (l.newValue as { is_active: boolean }).is_active])).toEqual([
        ["Discount", "UPDATE", false],
        ["Discount", "UPDATE", true],
      ]);
      const mismatch = await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "OTHER", is_active: false } });
      expect(mismatch).toEqual({ status: 400, json: { code: [DISCOUNT_CODE_MISMATCH_MESSAGE] } });
      expect((await callUnchecked(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "TOGGLE-ME" } })).status).toBe(400);
    });

    it("concurrent edits (issue 19): the status change from an older version answers 409 and keeps the first", async () => {
      const [d] = await be.db.insert(discounts).values({ code: "VERSIONED", discountType: "AMOUNT", value: 5, limitType: "UNLIMITED", orderOnetime: true }).returning();
      expect((await call(endpoints.getDiscount, { params: { id: d!.id } })).json.version).toBe(1);
      const first = await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "VERSIONED", is_active: false, version: 1 } });
      expect(first.json).toMatchObject({ is_active: false, version: 2 });
      const before = await changelogOf("VERSIONED");
      expect(await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "VERSIONED", is_active: true, version: 1 } }, OPS)).toEqual({ status: 409, json: { detail: STALE_DISCOUNT_MESSAGE } });
      expect((await be.db.select().from(discounts).where(eq(discounts.id, d!.id)))[0]).toMatchObject({ isActive: false, version: 2 });
      expect(await changelogOf("VERSIONED")).toEqual(before);
      expect((await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "VERSIONED", is_active: true, version: 2 } }, OPS)).json).toMatchObject({ is_active: true, version: 3 });
    });

    it("a state the discount already has changes nothing: answered as it is, no changelog or audit entry, the version kept", async () => {
      const [d] = await be.db.insert(discounts).values({ code: "ALREADY-ON", discountType: "AMOUNT", value: 5, limitType: "UNLIMITED", orderOnetime: true, isActive: true }).returning();
      const audited = () => be.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.objectType, "discount"), eq(staffAuditLog.objectId, "ALREADY-ON")));
      // With its version, and without one (an API client's call).
      for (const version of [1, undefined]) {
        const same = await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "ALREADY-ON", is_active: true, version } }, OPS);
        expect(same.status).toBe(200);
        expect(same.json).toMatchObject({ code: "ALREADY-ON", is_active: true, version: 1, last_updated: d!.lastUpdated.toISOString() });
      }
      expect((await be.db.select().from(discounts).where(eq(discounts.id, d!.id)))[0]).toMatchObject({ isActive: true, version: 1, lastUpdated: d!.lastUpdated });
      expect(await changelogOf("ALREADY-ON")).toEqual([]);
      expect(await audited()).toEqual([]);
      // A real change is still written, from the version the no-op left.
      expect((await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "ALREADY-ON", is_active: false, version: 1 } }, OPS)).json).toMatchObject({ is_active: false, version: 2 });
      expect(await changelogOf("ALREADY-ON")).toHaveLength(1);
      expect((await audited()).map((a) => a.action)).toEqual(["discount_deactivated"]);
    });

    it("a customer's own code (customer service's winback, 10% off one order) switched off and on again: each change on that customer's changelog and timeline, with its before and after, and the audit entry names the customer (was: no customer entry, audit without the customer)", async () => {
      const c = await createCustomer(be.db, { orders: [{ status: "PREVIEW" }, { status: "PREVIEW" }] });
      const audited = (code: string) => be.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.objectType, "discount"), eq(staffAuditLog.objectId, code))).orderBy(staffAuditLog.id);
      const winback = await call(endpoints.createExclusiveDiscount, { params: { id: c.id }, body: { discount_type: "CX_10_PERCENT_FOR_THREE_ORDERS" } }, TEAM);
      expect(winback.status).toBe(201);
      // The winback went on both upcoming orders; a 10%-off-one-order code needs an order without one.
      const other = await createCustomer(be.db, { orders: [{ status: "PREVIEW" }] });
      const single = await call(endpoints.createExclusiveDiscount, { params: { id: other.id }, body: { discount_type: "CX_10_PERCENT", order_id: other.orderIds[0] } }, TEAM);
      expect(single.status).toBe(201);

      for (const [accountId, code] of [[c.id, String(winback.json.discount_code)], [other.id, String(single.json.discount_code)]] as const) {
        const [d] = await be.db.select().from(discounts).where(eq(discounts.code, code));
        expect(d!.accountId).toBe(accountId);
        const before = (await be.db.select().from(customerChangelog).where(eq(customerChangelog.accountId, accountId))).length;
        const off = await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code, is_active: false, version: d!.version } }, ADMIN);
        expect(off.json).toMatchObject({ is_active: false });
        const on = await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code, is_active: true, version: Number(off.json.version) } }, OPS);
        expect(on.json).toMatchObject({ is_active: true });
        const entries = (await be.db.select().from(customerChangelog).where(eq(customerChangelog.accountId, accountId)).orderBy(customerChangelog.id)).slice(before);
        expect(entries.map((e) => ({ action: e.action, objectType: e.objectType, objectId: e.objectId, staffEmail: e.staffEmail, changes: e.changes }))).toEqual([
          { action: "UPDATE", objectType: "discount", objectId: code, staffEmail: ADMIN, changes: { is_active: { old: true, new: false } } },
          { action: "UPDATE", objectType: "discount", objectId: code, staffEmail: OPS, changes: { is_active: { old: false, new: true } } },
        ]);
        expect((await audited(code)).map((a) => [a.action, a.accountId])).toEqual([
          ["discount_deactivated", accountId],
          ["discount_activated", accountId],
        ]);
      }

      // On the customer's timeline, as the API answers the changelog: who switched the code off and on, in words.
      const changelog = endpoints.listCustomerChangelog.response.parse((await call(endpoints.listCustomerChangelog, { params: { customerId: c.id } }, TEAM)).json);
      const account = endpoints.getAccount.response.parse((await call(endpoints.getAccount, { params: { id: c.id } }, TEAM)).json);
      const timeline = buildTimeline({ account, changelog, claims: [], refunds: [] }).map(entryOf);
      const code = String(winback.json.discount_code);
      expect(timeline.filter((e) => e.summary.startsWith(`Discount ${code}`)).map((e) => [e.summary, e.staff, e.details])).toEqual([
        [`Discount ${code} reactivated`, OPS, ["is active: false → true"]],
        [`Discount ${code} deactivated`, ADMIN, ["is active: true → false"]],
        [`Discount ${code} created for the account`, TEAM, expect.any(Array)],
      ]);
      // A code of nobody's writes no customer entry and an audit entry without a customer.
      const [plain] = await be.db.insert(discounts).values({ code: "NOBODYS-CODE", discountType: "AMOUNT", value: 5, limitType: "UNLIMITED", orderOnetime: true }).returning();
      const entriesBefore = (await be.db.select().from(customerChangelog)).length;
      expect((await call(endpoints.updateDiscountStatus, { params: { id: plain!.id }, body: { code: "NOBODYS-CODE", is_active: false } })).status).toBe(200);
      expect((await be.db.select().from(customerChangelog)).length).toBe(entriesBefore);
      expect((await audited("NOBODYS-CODE")).map((a) => a.accountId)).toEqual([null]);
    });

    it("lists the Discount and Bulk Discount changelog entries", async () => {
      const { status, json } = await call(endpoints.listDiscountChangelog, {});
      expect(status).toBe(200);
      const entries = json as unknown as { category: string; objectId: string; operationType: string; authorEmail: string }[];
      expect(entries.every((e) => e.category === "Discount" || e.category === "Bulk Discount")).toBe(true);
      expect(entries).toContainEqual(expect.objectContaining({ objectId: "SPRING20", operationType: "CREATE", authorEmail: OPS }));
    });
  });

  describe("bulk creation", () => {
    const waitDone = async (id: number, timeoutMs = 60_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const [job] = await be.db.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, id));
        if (job!.status === "DONE") return job!;
        if (Date.now() > until) throw new Error(`bulk job ${id} not done: ${job!.createdCount}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    it("creates 1,000 unique unguessable codes in the background, with progress and changelog entries", async () => {
      const body = { ...valid({ limit_type: "X_CUSTOMERS", limit_value: 1 }), code: undefined, prefix: "shelter", number_of_codes: 1000 };
      const { status, json } = await call(endpoints.bulkCreateDiscounts, { body }, ALL);
      expect(status).toBe(201);
      const job = discountBulkJobSchema.parse(json);
      expect(job).toMatchObject({ prefix: "SHELTER", number_of_codes: 1000, status: "RUNNING", created_by: ALL });
      const done = await waitDone(job.id);
      expect(done.createdCount).toBe(1000);
      const codes = await be.db.select().from(discounts).where(eq(discounts.bulkJobId, job.id));
      expect(codes).toHaveLength(1000);
      expect(new Set(codes.map((c) => c.code)).size).toBe(1000);
      const pattern = new RegExp(`^SHELTER-[${BULK_CODE_ALPHABET}]{${BULK_CODE_SUFFIX_LENGTH}}$`);
      expect(codes.every((c) => pattern.test(c.code) && c.createdBy === ALL && c.limitType === "X_CUSTOMERS" && c.bulkPrefix === "SHELTER")).toBe(true);
      const log = await changelogOf("SHELTER");
      expect(log.map((l) => [l.category, l.operationType])).toEqual([
        ["Bulk Discount", "CREATE"],
        ["Bulk Discount", "UPDATE"],
      ]);
      expect(log[1]!.newValue).toMatchObject({ created_count: 1000, status: "DONE" });
      const jobs = await call(endpoints.listDiscountBulkJobs, {});
      expect(jobs.json).toContainEqual(expect.objectContaining({ id: job.id, created_count: 1000, status: "DONE" }));
    });

    it("refuses a missing prefix or number of codes with their keys, and the create rules too", async () => {
      const { status, json } = await call(endpoints.bulkCreateDiscounts, { body: { ...valid({ value: 0 }), prefix: "", number_of_codes: 0 } }, ALL);
      expect(status).toBe(400);
      // "Error keys also include numberOfCodes".
      expect(json).toMatchObject({ prefix: [DISCOUNT_MESSAGES.prefixRequired], numberOfCodes: [DISCOUNT_MESSAGES.numberOfCodesRequired], value: [DISCOUNT_MESSAGES.valueRequired] });
      expect(json).not.toHaveProperty("number_of_codes");
      expect((await call(endpoints.bulkCreateDiscounts, { body: { ...valid(), prefix: "OK", number_of_codes: "lots" } }, ALL)).json).toHaveProperty("numberOfCodes");
    });

    it("resumes a batch whose process stopped mid-way, to exactly the number asked", async () => {
      const product = await createProduct(be.db, { code: "BULK-ELIG-1" });
      const start = halfHourFromNow(3);
      const end = halfHourFromNow(72);
      const values = discountBulkCreateSchema.parse({
        ...valid({ discount_type: "AMOUNT", value: 12.5, eligible_products: [product.code], available_start_date: start, available_end_date: end, exempt_from_sale_state: true, is_active: false }),
        prefix: "RESUME",
        number_of_codes: 550,
      });
      const job = await createBulkJob(be.db, values, { staffEmail: ALL, requestId: "test-resume", now: new Date() });
      const logger = pino({ level: "silent" });
      // The first process stops after its second batch of 100.
      let batches = 0;
      const first: BulkDiscountRunner = new BulkDiscountRunner(be.db, logger, {
        batchSize: 100,
        afterBatch: async () => {
          if (++batches === 2) void first.stop();
        },
      });
      first.start(job.id);
      await first.settled(job.id);
      const [stopped] = await be.db.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, job.id));
      expect(stopped).toMatchObject({ status: "RUNNING", createdCount: 200 });
      expect(await be.db.select().from(discounts).where(eq(discounts.bulkJobId, job.id))).toHaveLength(200);
      // A new process resumes every running batch.
      const second = new BulkDiscountRunner(be.db, logger, { batchSize: 100 });
      expect(await second.resumeAll()).toContain(job.id);
      await second.settled(job.id);
      const done = await waitDone(job.id);
      expect(done.createdCount).toBe(550);
      const codes = await be.db.select({ code: discounts.code }).from(discounts).where(eq(discounts.bulkJobId, job.id));
      expect(codes).toHaveLength(550);
      expect(new Set(codes.map((c) => c.code)).size).toBe(550);
      // Every code has the batch's fields.
      const [one] = await be.db.select().from(discounts).where(eq(discounts.code, codes[0]!.code));
      expect(one).toMatchObject({
        discountType: "AMOUNT",
        value: 12.5,
        trialValue: null,
        limitType: "X_ORDERS_PER_CUSTOMER",
        limitValue: 2,
        eligibleProducts: ["BULK-ELIG-1"],
        availableStartDate: new Date(start),
        availableEndDate: new Date(end),
        exemptFromSaleState: true,
        isActive: false,
        orderTrial: true,
        orderSubscription: true,
        orderOnetime: false,
        createdBy: ALL,
        bulkPrefix: "RESUME",
        description: "Spring promo",
      });
    });
  });

  describe("roles", () => {
    it("a Team Member may look a discount up but not use the /discounts calls", async () => {
      const [d] = await be.db.insert(discounts).values({ code: "ROLE-CODE", discountType: "AMOUNT", value: 5, limitType: "UNLIMITED", orderOnetime: true }).returning();
      expect((await callUnchecked(endpoints.listDiscounts, {}, TEAM)).status).toBe(403);
      expect((await call(endpoints.createDiscount, { body: valid({ code: "TEAMCODE" }) }, TEAM)).status).toBe(403);
      expect((await call(endpoints.updateDiscountStatus, { params: { id: d!.id }, body: { code: "ROLE-CODE", is_active: false } }, TEAM)).status).toBe(403);
      expect((await call(endpoints.listDiscountChangelog, {}, TEAM)).status).toBe(403);
      expect((await call(endpoints.listDiscountBulkJobs, {}, TEAM)).status).toBe(403);
      expect((await call(endpoints.bulkCreateDiscounts, { body: { ...valid(), prefix: "TEAM", number_of_codes: 5 } }, TEAM)).status).toBe(403);
      expect((await call(endpoints.getDiscount, { params: { id: d!.id } }, TEAM)).status).toBe(200);
    });

    it("only All Module Access may create in bulk", async () => {
      for (const who of [ADMIN, OPS]) {
        expect((await call(endpoints.bulkCreateDiscounts, { body: { ...valid(), prefix: "NOPE", number_of_codes: 5 } }, who)).status).toBe(403);
      }
      expect(await be.db.select().from(discountBulkJobs).where(eq(discountBulkJobs.prefix, "NOPE"))).toEqual([]);
    });
  });
});
