/**
 * Issue 19's hostile-input probes, kept in the suite (findings 5, 6, 7 and the counts, CSV and
 * impersonation parts of 10), and issue 23's fuzzing of every endpoint (NUL in path parameters, lone
 * surrogates, look-alike SKUs): each request a hostile or careless client sent, against the embedded
 * API (and, for the JSON depth limit, the BFF in front of it), with the answer it gets now.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { handleLogin } from "@/server/bff/session/auth-handlers";
import { handleUpstreamProxy } from "@/server/bff/proxy/bff-proxy";
import type { BffConfig } from "@/server/bff/config/config-core";
import { createThrottle } from "@/server/bff/store/throttle";
import type { RunningServer } from "@/server/backend/server";
import { BOUND_MESSAGES, INT32_MAX } from "@/lib/contract/bounds";
import { MAPPED_ITEM_QUANTITY_MAX } from "@/lib/contract/product-items";
import { JSON_TOO_DEEP_MESSAGE } from "@/lib/json-depth";
import { IMPERSONATION_ERASED_MESSAGE } from "@/lib/contract/customers";
import { discountBulkJobs, discounts, impersonationTokens, items, orderProducts, productItems, products, promotions, recipes, refunds, staffAuditLog } from "@/server/backend/db/schema";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/contract/idempotency";
import { REFUND_AMOUNT_POSITIVE } from "@/lib/orders/messages";
import { DISCOUNT_MESSAGES } from "@/lib/discount-rules";
import { CONTROL_CHARACTER_MESSAGE, INVALID_DATE_TIME_MESSAGE, LONE_SURROGATE_MESSAGE, NULL_CHARACTER_MESSAGE } from "@/lib/contract/strings";
import { INVALID_DATE_MESSAGE } from "@/lib/contract/paging";
import { ITEM_MESSAGES } from "@/lib/contract/items";
import { consumeImpersonationToken } from "@/server/backend/queries/impersonation";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { createCustomer } from "../support/factories";
import { captureLogger, sessionSetCookie, testConfig, type CapturedLog } from "../support/bff";
import { TEST_DB_DRIVER } from "../support/test-db";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { proxyPath, type UncheckedArgs } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const ALL = DEMO.all;
const ADMIN = DEMO.admin;

/** A valid AMOUNT discount (X customers, one-time orders), with `over` changed. */
const discount = (over: Record<string, unknown>) => ({
  code: "PROBE",
  discount_type: "AMOUNT",
  value: 5,
  limit_type: "UNLIMITED",
  order_onetime: true,
  ...over,
});

/** `[[[…8,000 levels…]]]`: 16 kB. */
const deepArray = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
/** `{"sku": {"a": {"a": …}}}`. */
const deepObject = (levels: number) => '{"sku":' + '{"a":'.repeat(levels) + "1" + "}".repeat(levels + 1);

describe(`hostile input (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let server: RunningServer;
  let config: BffConfig;
  let log: CapturedLog;
  const tokens: Record<string, string> = {};
  let snack: number;

  beforeAll(async () => {
    be = await createTestBackend();
    for (const email of [ALL, ADMIN]) tokens[email] = await be.tokenFor(email);
    await be.db.insert(recipes).values([{ id: "U-B", name: "Beef", mealType: "UNKIBBLE" }]);
    const [s] = await be.db
      .insert(products)
      .values([{ code: "SNACK-JERKY-BEEF", name: "Beef jerky", productType: "SNACK", category: "SNACK", isFree: true }])
      .returning();
    snack = s!.id;
    await be.db.insert(items).values([{ sku: "SN-JERKY-BEEF", name: "Jerky pouch", weightOz: 5, volume: 20, recipeId: null }]);
    server = await be.listen();
    config = testConfig(server.url, { UPSTREAM_TIMEOUT_MS: "15000" });
    log = captureLogger();
  });
  afterAll(async () => be?.close());

  /** The descriptor's call with any body or raw body (hostile input on purpose), as `input.as`. */
  const call = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0] & { as?: string }) => {
    const { as, ...rest } = input ?? {};
    const res = await be.as({ token: tokens[as ?? ALL]! }).unchecked(endpoint, ...([rest] as UncheckedArgs<E>));
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, text };
  };
  const countOf = async (table: typeof items | typeof productItems | typeof discounts | typeof discountBulkJobs | typeof staffAuditLog | typeof refunds | typeof promotions) =>
    Number((await be.db.select({ n: count() }).from(table))[0]!.n);
  /** A request as a hostile client sends it: the path exactly as written (no encoding of ours). */
  const raw = async (method: string, path: string, body?: string) => {
    const res = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: { authorization: `Token ${tokens[ALL]}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body,
    });
    return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
  };

  describe("issue 23's probe: text PostgreSQL cannot store, wherever it is sent", () => {
    it("%00 in a path parameter → 400 on the parameter (was: 500 from the query), for every kind of route", async () => {
      const cases: [string, string, string, string?][] = [
        ["GET", "products/%00", "code"],
        ["GET", "claims/order/%00", "orderId"],
        ["GET", "product_items/by_code/%00", "code"],
        ["POST", "orders/%00/remove_discount", "id", JSON.stringify({ discount_code: "X" })],
        ["POST", "fulfillments/%00/split", "id", JSON.stringify({ product_codes_to_split: ["X"] })],
      ];
      for (const [method, path, param, body] of cases) {
        const res = await raw(method, path, body);
        expect(res.status, path).toBe(400);
        expect(res.json, path).toEqual({ [param]: [NULL_CHARACTER_MESSAGE] });
      }
    });

    it("a lone surrogate (JSON's \\ud800) in a body → 400 on the field (was: 500 from a json column), nothing written", async () => {
      const [bulkJobs, discountRows, auditRows] = [await countOf(discountBulkJobs), await countOf(discounts), await countOf(staffAuditLog)];
      const bulk = await call(endpoints.bulkCreateDiscounts, { body: discount({ prefix: "LSUR", number_of_codes: 2, description: "a\ud800b" }) });
      expect(bulk.status).toBe(400);
      expect(bulk.json).toEqual({ description: [LONE_SURROGATE_MESSAGE] });
      const audit = await call(endpoints.recordExportAudit, { body: { export: "items", filters: { search: "a\ud800" } } });
      expect(audit.status).toBe(400);
      expect(audit.json).toEqual({ "filters.search": [LONE_SURROGATE_MESSAGE] });
      // A low surrogate alone, deep in an array: the first such string is named.
      const nested = await raw("POST", "product_items/1/add_items", JSON.stringify({ items: [{ sku: "OK", quantity: 1 }, { sku: "\udc00", quantity: 1 }] }));
      expect(nested).toEqual({ status: 400, json: { "items.1.sku": [LONE_SURROGATE_MESSAGE] } });
      expect([await countOf(discountBulkJobs), await countOf(discounts), await countOf(staffAuditLog)]).toEqual([bulkJobs, discountRows, auditRows]);
      // A whole character beyond the basic plane (a surrogate pair) is text like any other.
      const ok = await call(endpoints.recordExportAudit, { body: { export: "items", filters: { search: "Rex 🐶" } } });
      expect(ok.status).toBe(201);
    });

    it("an item's SKU is dash-separated letters and digits: no invisible twin of an existing SKU (was: 201, and a lone surrogate stored as U+FFFD)", async () => {
      const before = await countOf(items);
      expect((await call(endpoints.createItem, { body: { sku: "look-707", name: "Look", weight_oz: 1, volume: 1, recipe: "U-B" } })).status).toBe(201);
      for (const sku of ["LOOK-707\u200b", "LOOK-707\nX", "LOOK--707", "LOOK 707", "-LOOK"]) {
        const res = await call(endpoints.createItem, { body: { sku, name: "Twin", weight_oz: 1, volume: 1, recipe: "U-B" } });
        expect(res.status, JSON.stringify(sku)).toBe(400);
        expect(res.json, JSON.stringify(sku)).toEqual({ sku: [ITEM_MESSAGES.skuFormat] });
      }
      // A text-direction override is refused in every field, before the SKU's own format.
      const override = await call(endpoints.createItem, { body: { sku: "\u202eLOOK-707", name: "Twin", weight_oz: 1, volume: 1, recipe: "U-B" } });
      expect(override).toMatchObject({ status: 400, json: { sku: [CONTROL_CHARACTER_MESSAGE] } });
      const lone = await call(endpoints.createItem, { body: { sku: "LONE-707\ud800", name: "Lone", weight_oz: 1, volume: 1, recipe: "U-B" } });
      expect(lone.json).toEqual({ sku: [LONE_SURROGATE_MESSAGE] });
      expect(await countOf(items)).toBe(before + 1);
    });
  });

  describe("finding 5: a JSON body nested 8,000 levels", () => {
    it("the embedded API answers 400 with a sentence (was: recursion, 500)", async () => {
      for (const rawBody of [deepArray(8000), deepObject(8000)]) {
        const res = await call(endpoints.createItem, { rawBody });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({ detail: JSON_TOO_DEEP_MESSAGE });
      }
      // 32 levels still parse (and then meet the schema).
      const ok = await call(endpoints.createItem, { rawBody: deepObject(30) });
      expect(ok.status).toBe(400);
      expect(ok.json.detail).toBeUndefined();
    });

    it("the BFF answers 400 with the same sentence before it parses or forwards (was: 500, empty body)", async () => {
      const origin = "http://localhost:3000";
      const headers = { host: "localhost:3000", origin, "content-type": "application/json" };
      const login = await handleLogin(
        new Request(`${origin}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }) }),
        { config, logger: log.logger, throttle: createThrottle({ limit: 1000, windowMs: 60_000 }) },
      );
      expect(login.status).toBe(200);
      const cookie = sessionSetCookie(login)!.split(";")[0]!;
      const upstreamItemsCalls = () => be.logLines().filter((l) => /^\/api\/(items|pet_plans)/.test(String(l.path ?? ""))).length;
      const before = upstreamItemsCalls();
      // A row whose schema strips unknown keys (create item) and one that passes a value through
      // (a pet plan's ignored `unit_price`, where the deep value reached JSON.stringify before).
      const petPlanBody = '{"account":1,"plan_size":2,"unit_price":' + deepArray(8000) + "}";
      for (const [endpoint, params, body] of [
        [endpoints.createItem, undefined, deepArray(8000)],
        [endpoints.createItem, undefined, deepObject(8000)],
        [endpoints.updatePetPlan, { id: 1 }, petPlanBody],
      ] as const) {
        const path = proxyPath(endpoint, { params });
        const res = await handleUpstreamProxy(new Request(`${origin}${path}`, { method: endpoint.method, headers: { ...headers, cookie }, body }), { config, logger: log.logger });
        expect(res.status, path).toBe(400);
        expect(await res.json(), path).toEqual({ detail: JSON_TOO_DEEP_MESSAGE });
      }
      // Nothing reached the upstream.
      expect(upstreamItemsCalls()).toBe(before);
      // The sign-in handlers read bodies the same way.
      const deepLogin = await handleLogin(new Request(`${origin}/api/auth/login`, { method: "POST", headers, body: deepObject(8000) }), {
        config,
        logger: log.logger,
        throttle: createThrottle({ limit: 1000, windowMs: 60_000 }),
      });
      expect(deepLogin.status).toBe(400);
      expect(await deepLogin.json()).toEqual({ detail: JSON_TOO_DEEP_MESSAGE });
    });
  });

  describe("finding 6: numbers past what the database stores", () => {
    it("quantity 2147483648 on product_items/{id}/add_items → 400 on the field (was: 502), nothing written", async () => {
      const before = await countOf(productItems);
      const res = await call(endpoints.addProductItems, { params: { id: snack }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: 2147483648 }] } });
      expect(res.status).toBe(400);
      // Past the column, and past the most of an item a product packs: the mapping's own bound.
      expect(res.json).toEqual({ "items.0.quantity": [BOUND_MESSAGES.lessOrEqual(MAPPED_ITEM_QUANTITY_MAX)] });
      expect(await countOf(productItems)).toBe(before);
      // The most a product packs is stored.
      const ok = await call(endpoints.addProductItems, { params: { id: snack }, body: { items: [{ sku: "SN-JERKY-BEEF", quantity: MAPPED_ITEM_QUANTITY_MAX }] } });
      expect(ok.status).toBe(200);
    });

    it("weight_oz 1e308 on items → 400 on the field (was: 502), nothing written", async () => {
      const before = await countOf(items);
      const res = await call(endpoints.createItem, { body: { sku: "HUGE-1", name: "Huge", weight_oz: 1e308, volume: 1, recipe: "U-B" } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ weight_oz: [BOUND_MESSAGES.wholeDigits(8)] });
      const volume = await call(endpoints.createItem, { body: { sku: "HUGE-1", name: "Huge", weight_oz: 1, volume: 123456789, recipe: "U-B" } });
      expect(volume.json).toEqual({ volume: [BOUND_MESSAGES.wholeDigits(8)] });
      expect(await countOf(items)).toBe(before);
    });

    it("value 1e300 on discounts → 400 on the field (was: 502), nothing written", async () => {
      const before = await countOf(discounts);
      for (const [endpoint, body] of [
        [endpoints.createDiscount, discount({ code: "HUGE-1", value: 1e300 })],
        [endpoints.bulkCreateDiscounts, discount({ prefix: "HUGE", number_of_codes: 5, value: 1e300 })],
      ] as const) {
        const res = await call(endpoint, { body });
        expect(res.status, endpoint.path).toBe(400);
        expect(res.json, endpoint.path).toEqual({ value: [BOUND_MESSAGES.wholeDigits(10)] });
      }
      const limit = await call(endpoints.createDiscount, { body: discount({ code: "HUGE-2", limit_type: "X_ORDERS_PER_CUSTOMER", limit_value: 2 ** 31 }) });
      expect(limit.json).toEqual({ limit_value: [BOUND_MESSAGES.lessOrEqual(INT32_MAX)] });
      expect(await countOf(discounts)).toBe(before);
    });
  });

  describe("finding 7: sub-cent money", () => {
    it("value 0.001 on an AMOUNT discount → 400 (was: 201, stored as 0)", async () => {
      const before = await countOf(discounts);
      const res = await call(endpoints.createDiscount, { body: discount({ code: "SUB-CENT", value: 0.001 }) });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ value: [BOUND_MESSAGES.decimalPlaces(2)] });
      expect(await countOf(discounts)).toBe(before);
      // Above 0 with 2 decimals is stored as sent.
      const ok = await call(endpoints.createDiscount, { body: discount({ code: "ONE-CENT", value: 0.01 }) });
      expect(ok.status).toBe(201);
      expect(ok.json.value).toBe(0.01);
      const zero = await call(endpoints.createDiscount, { body: discount({ code: "ZERO-CENT", value: 0 }) });
      expect(zero.json).toEqual({ value: ["Enter a value other than 0."] });
    });

    it("a positive amount below half a cent (1e-9) → 400, never stored as $0.00: a refund, a discount's value (were: 201, a $0.00 refund row, a 0 discount)", async () => {
      const c = await createCustomer(be.db, {
        orders: [{ status: "COMPLETE", orderType: "SUBSCRIPTION", charge: { status: "SUCCESS", error: null, card_number: null, card_type: null, payload: null }, products: [{ totalPrice: 50, unitPrice: 50 }] }],
      });
      const [line] = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, c.orderIds[0]!));
      const [refundRows, discountRows, auditRows] = [await countOf(refunds), await countOf(discounts), await countOf(staffAuditLog)];
      for (const amount of [1e-9, 5e-324]) {
        const refund = await call(endpoints.createRefund, {
          body: { account: c.id, order_id: c.orderIds[0]!, order_product_refunds: [{ order_product_id: line!.id, amount }] },
          headers: { [IDEMPOTENCY_KEY_HEADER]: `sub-cent-${amount}` },
          as: ADMIN,
        });
        expect(refund.status, String(amount)).toBe(400);
        expect(refund.json, String(amount)).toEqual({ "order_product_refunds.0.amount": [REFUND_AMOUNT_POSITIVE] });
      }
      const tiny = await call(endpoints.createDiscount, { body: discount({ code: "TINY-CENT", value: 1e-9 }) });
      expect(tiny.status).toBe(400);
      expect(tiny.json).toEqual({ value: [DISCOUNT_MESSAGES.valueRequired] });
      expect([await countOf(refunds), await countOf(discounts), await countOf(staffAuditLog)]).toEqual([refundRows, discountRows, auditRows]);
      // A cent is a refund; float noise around whole cents (0.1 + 0.2) is the cents it is near.
      const cent = await call(endpoints.createRefund, {
        body: { account: c.id, order_id: c.orderIds[0]!, order_product_refunds: [{ order_product_id: line!.id, amount: 0.1 + 0.2 }] },
        headers: { [IDEMPOTENCY_KEY_HEADER]: "sub-cent-noise" },
        as: ADMIN,
      });
      expect(cent.status).toBe(201);
      expect((cent.json.refunds as { amount: number }[])[0]!.amount).toBe(0.3);
    });

    it("free text with control characters or text-direction overrides → 400 on the field, nothing written (hostile review finding 4; was: 201, a refund note reading '…exe.png' stored with an ANSI escape)", async () => {
      const c = await createCustomer(be.db, {
        orders: [{ status: "COMPLETE", orderType: "SUBSCRIPTION", charge: { status: "SUCCESS", error: null, card_number: null, card_type: null, payload: null }, products: [{ totalPrice: 50, unitPrice: 50 }] }],
      });
      const [line] = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, c.orderIds[0]!));
      const refund = (note: string, key: string) =>
        call(endpoints.createRefund, {
          body: { account: c.id, order_id: c.orderIds[0]!, order_product_refunds: [{ order_product_id: line!.id, amount: 1 }], reason: { code: "OTHER", note } },
          headers: { [IDEMPOTENCY_KEY_HEADER]: key },
          as: ADMIN,
        });
      const [refundRows, auditRows] = [await countOf(refunds), await countOf(staffAuditLog)];
      const bad = await refund("ok\u0007\u001b[31m\u202egnp.exe", "control-note");
      expect(bad).toMatchObject({ status: 400, json: { "reason.note": [CONTROL_CHARACTER_MESSAGE] } });
      const audit = await call(endpoints.recordExportAudit, { body: { export: "items", filters: { search: "x\u001b[2J" } } });
      expect(audit).toMatchObject({ status: 400, json: { "filters.search": [CONTROL_CHARACTER_MESSAGE] } });
      expect([await countOf(refunds), await countOf(staffAuditLog)]).toEqual([refundRows, auditRows]);
      // A multi-line note with accents and an emoji is what a note is.
      const fine = await refund("Box arrivée torn 📦\nCustomer sent photos.\r\n\t(see Gladly)", "fine-note");
      expect(fine.status).toBe(201);
    });

    it("a promotion's minimum spend with 3 decimals → 400 (was: rounded)", async () => {
      const res = await call(endpoints.createPromotion, { body: { name: "Sub-cent", free_product_code: "SNACK-JERKY-BEEF", minimum_order_gross_value_threshold_amount: 49.999 } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ minimum_order_gross_value_threshold_amount: [BOUND_MESSAGES.decimalPlaces(2)] });
    });
  });

  describe("finding 10: CSV cells neutralised after a leading separator or a full-width sign", () => {
    it('items named ";=1", "|=1", "＝1+1", "＋1", "＠SUM(A1)" leave the export with a leading quote (were: as typed)', async () => {
      const names = [";=1", "|=1", "＝1+1", "＋1", "＠SUM(A1)", "－2"];
      for (const [i, name] of names.entries()) {
        const res = await call(endpoints.createItem, { body: { sku: `CSV-PROBE-${i}`, name, weight_oz: 1, volume: 1, recipe: "U-B" } });
        expect(res.status, name).toBe(201);
      }
      const csv = await call(endpoints.exportItems, { query: { search: "CSV-PROBE" } });
      expect(csv.status).toBe(200);
      const cells = csv.text.trim().split("\n").slice(1).map((line) => line.split(",")[1]);
      expect(cells).toEqual(["';=1", "'|=1", "'＝1+1", "'＋1", "'＠SUM(A1)", "'－2"]);
    });
  });

  describe("finding 10: a customer whose personal data was deleted", () => {
    it("cannot be logged in as: GET impersonate/ → 400 with a sentence, no token, no changelog entry (was: 200 and a token)", async () => {
      const customer = await createCustomer(be.db, { email: "erase.probe@example.com" });
      const before = await call(endpoints.impersonate, { query: { account_id: customer.id }, as: ADMIN });
      expect(before.status).toBe(200);
      const token = new URL(String(before.json.redirect_to)).searchParams.get("token")!;
      expect((await call(endpoints.deleteCustomerPii, { body: { email: "erase.probe@example.com" }, as: ADMIN })).status).toBe(200);
      const tokensBefore = Number((await be.db.select({ n: count() }).from(impersonationTokens))[0]!.n);
      const res = await call(endpoints.impersonate, { query: { account_id: customer.id }, as: ADMIN });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ detail: IMPERSONATION_ERASED_MESSAGE });
      expect(Number((await be.db.select({ n: count() }).from(impersonationTokens))[0]!.n)).toBe(tokensBefore);
      // A token handed out before the deletion no longer opens the account either.
      expect(await consumeImpersonationToken(be.db, token, new Date())).toBeNull();
    });
  });

  describe("dates the calendar or the database does not have", () => {
    /** Years PostgreSQL refuses (0, past 9999 as JavaScript writes them), days that do not exist, texts no date is written as. */
    const BAD_TIMES = ["+099999-01-01T00:00:00Z", "+275760-09-13T00:00:00.000Z", "-000001-01-01T00:00:00Z", "0000-01-01T00:00", "9999-12-31T23:00", "2040-02-30T10:00:00Z", "2040-01-01T24:00:00Z", "1", "Dec 31 2040"];

    it("a discount's or a promotion's date and time → 400 on the field, nothing written, no bulk job left RUNNING (were: 500, a job that never ends, 2001-01-01 for \"1\", March 2 for February 30)", async () => {
      const before = [await countOf(discounts), await countOf(discountBulkJobs), await countOf(promotions), await countOf(staffAuditLog)];
      const start = "2040-01-01T10:00:00Z";
      for (const bad of BAD_TIMES) {
        for (const [endpoint, body] of [
          [endpoints.createDiscount, discount({ code: "DATE-PROBE", available_start_date: start, available_end_date: bad })],
          [endpoints.bulkCreateDiscounts, discount({ prefix: "DATEPROBE", number_of_codes: 2, available_start_date: start, available_end_date: bad })],
        ] as const) {
          const res = await call(endpoint, { body });
          expect(res.status, `${endpoint.path} ${bad}`).toBe(400);
          expect(res.json, `${endpoint.path} ${bad}`).toEqual({ available_end_date: [INVALID_DATE_TIME_MESSAGE] });
        }
        const promotion = await call(endpoints.createPromotion, { body: { name: "Date probe", free_product_code: "SNACK-JERKY-BEEF", start_timestamp: bad } });
        expect(promotion.status, `promotions ${bad}`).toBe(400);
        expect(promotion.json, `promotions ${bad}`).toEqual({ start_timestamp: [INVALID_DATE_TIME_MESSAGE] });
      }
      expect([await countOf(discounts), await countOf(discountBulkJobs), await countOf(promotions), await countOf(staffAuditLog)]).toEqual(before);
      // ISO with a zone, a form's wall-clock time and years 1 and 9999 still read.
      for (const [i, ok] of ["2040-03-01T10:00:00Z", "2040-03-01T10:00:00.000-05:00", "2040-03-01T10:00", "9999-12-30T10:00"].entries()) {
        const res = await call(endpoints.createDiscount, { body: discount({ code: `DATE-OK-${i}`, available_start_date: start, available_end_date: ok }) });
        expect(res.status, ok).toBe(201);
      }
      const early = await call(endpoints.createPromotion, { body: { name: "Year one", free_product_code: "SNACK-JERKY-BEEF", start_timestamp: "0001-01-02T00:00:00Z" } });
      expect(early.status).toBe(201);
    });

    it("a list's day filter of year 0000 → 400 on the field (was: 500 from the query; the export an empty 200)", async () => {
      for (const [endpoint, field] of [
        [endpoints.listDiscounts, "created_from"],
        [endpoints.listDiscounts, "available_to"],
        [endpoints.exportDiscounts, "created_to"],
        [endpoints.listAuditLog, "from"],
        [endpoints.exportAuditLog, "to"],
      ] as const) {
        const res = await call(endpoint, { query: { [field]: "0000-01-01" } });
        expect(res.status, `${endpoint.path} ${field}`).toBe(400);
        expect(res.json, `${endpoint.path} ${field}`).toEqual({ [field]: [INVALID_DATE_MESSAGE] });
      }
      expect((await call(endpoints.listDiscounts, { query: { created_from: "0001-01-01", created_to: "9999-12-31" } })).status).toBe(200);
      // Year 0001 in the audit log's filters (its day bounds are computed in the app's code, not in SQL): was a 500, the walk
      // to the day's first instant stopping before Christ, an instant PostgreSQL refuses.
      for (const query of [{ from: "0001-01-01" }, { from: "0001-01-02" }, { to: "0001-01-01" }, { from: "0001-01-01", to: "9999-12-31" }]) {
        expect((await call(endpoints.listAuditLog, { query })).status, JSON.stringify(query)).toBe(200);
        const exported = await call(endpoints.exportAuditLog, { query });
        expect(exported.status, JSON.stringify(query)).toBe(200);
      }
    });
  });

  describe("finding 10: counts are plain decimal integers", () => {
    it('?page=0x10 and ?page=" 3 " → 400 (were read as 16 and 3)', async () => {
      for (const page of ["0x10", "%203%20", "1e1", "2147483648"]) {
        const res = await call(endpoints.listItems, { query: { page } });
        expect(res.status, page).toBe(400);
        expect(Object.keys(res.json), page).toEqual(["page"]);
      }
      expect((await call(endpoints.listItems, { query: { page: "1" } })).status).toBe(200);
    });

    it('number_of_codes "0x10" and " 3 " on discounts/bulk_create → 400 on the field, keyed numberOfCodes', async () => {
      for (const n of ["0x10", " 3 "]) {
        const res = await call(endpoints.bulkCreateDiscounts, { body: discount({ prefix: "HEX", number_of_codes: n }) });
        expect(res.status, n).toBe(400);
        expect(res.json, n).toEqual({ numberOfCodes: ["Enter a whole number."] });
      }
    });
  });
});
