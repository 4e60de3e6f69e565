/** The customer page's summary band rules (lib/customers/at-a-glance.ts, issue 21 "The customer at a glance"). */
import { describe, expect, it } from "vitest";
import { isOpenClaim, openClaimsByOrder, type ClaimForOpenCheck, type OrderForOpenCheck } from "@/lib/claims/open";
import { attentionItems, CLAIMS_UNKNOWN_ATTENTION, expiredDefaultCardText, nextCharge, PENDING_ACCOUNT_ATTENTION, type GlanceCard, type GlanceOrder } from "@/lib/customers/at-a-glance";

const order = (id: string, status: GlanceOrder["status"], extra: Partial<GlanceOrder> = {}): GlanceOrder => ({
  id,
  status,
  scheduled: null,
  total_price: 10,
  charge: null,
  ...extra,
});

describe("nextCharge", () => {
  it("is the earliest scheduled PREVIEW order, with its date and total", () => {
    const upcoming = [
      order("3", "PREVIEW", { scheduled: "2026-12-20", total_price: 30 }),
      order("1", "PREVIEW", { scheduled: "2026-12-06", total_price: 61.5 }),
      order("2", "PREVIEW", { scheduled: null, total_price: 5 }),
    ];
    expect(nextCharge(upcoming)).toEqual({ kind: "order", orderId: "1", date: "2026-12-06", total: 61.5 });
  });

  it("takes an undated PREVIEW order when it is the only one, and is null without one", () => {
    expect(nextCharge([order("9", "PREVIEW")])).toEqual({ kind: "order", orderId: "9", date: null, total: 10 });
    expect(nextCharge([])).toBeNull();
    expect(nextCharge([order("8", "HOLD", { scheduled: "2026-12-01" })])).toBeNull();
  });

  it("with no upcoming PREVIEW order: the earliest next charge date of an ACTIVE plan and its dog (never contradicting Dogs & Plans)", () => {
    const plans = [
      { status: "ACTIVE", next_charge_date: "2026-12-14", dogName: "Biscuit" },
      { status: "ACTIVE", next_charge_date: "2026-12-07", dogName: "Waffles" },
      { status: "CANCELLED", next_charge_date: "2026-12-01", dogName: "Gone" },
      { status: "ACTIVE", next_charge_date: null, dogName: "Undated" },
    ];
    expect(nextCharge([], plans)).toEqual({ kind: "plan", date: "2026-12-07", dogName: "Waffles" });
    expect(nextCharge([order("8", "HOLD", { scheduled: "2026-12-01" })], plans)).toEqual({ kind: "plan", date: "2026-12-07", dogName: "Waffles" });
    // An upcoming order comes first: it is what will be charged.
    expect(nextCharge([order("1", "PREVIEW", { scheduled: "2026-12-20" })], plans)).toMatchObject({ kind: "order", orderId: "1" });
    expect(nextCharge([], plans.slice(2))).toBeNull();
  });
});

describe("attentionItems", () => {
  it("lists a PENDING account first, then each open order on HOLD, in ERROR, out of retries or with a failed charge", () => {
    const items = attentionItems({
      status: "PENDING",
      orders: {
        upcoming: [order("20", "PREVIEW", { charge: { status: "FAILED" } })],
        processing: [
          order("10", "HOLD", { charge: { status: "FAILED" } }),
          order("11", "ERROR"),
          order("12", "MAX_RETRY_REACHED"),
          order("13", "FULFILLING", { charge: { status: "SUCCESS" } }),
        ],
      },
    });
    expect(items.map((i) => i.text)).toEqual([
      PENDING_ACCOUNT_ATTENTION,
      "Order 10: on hold, payment failed",
      "Order 11: in error",
      "Order 12: charge retries used up",
      "Order 20: payment failed",
    ]);
    expect(items[1]).toMatchObject({ kind: "order", orderId: "10", reasons: ["hold", "payment-failed"] });
  });

  it("is empty for an active account whose open orders are fine", () => {
    expect(attentionItems({ status: "ACTIVE", orders: { upcoming: [order("1", "PREVIEW")], processing: [order("2", "FULFILLING")] } })).toEqual([]);
  });
});

describe("attentionItems: open claims", () => {
  const fine = { status: "ACTIVE" as const, orders: { upcoming: [], processing: [] } };
  it("lists each order with open claims after the orders, linking by order id", () => {
    const items = attentionItems(
      { status: "ACTIVE", orders: { upcoming: [], processing: [order("10", "HOLD")] } },
      new Map([
        ["1000016", 2],
        ["1000017", 1],
      ]),
    );
    expect(items.map((i) => i.text)).toEqual(["Order 10: on hold", "Order 1000016: 2 open claims", "Order 1000017: 1 open claim"]);
    expect(items[1]).toMatchObject({ kind: "claims", orderId: "1000016", count: 2 });
  });
  it("says so when the claims could not be checked, and nothing without claims", () => {
    expect(attentionItems(fine, null)).toEqual([{ kind: "claims-unknown", text: CLAIMS_UNKNOWN_ATTENTION }]);
    expect(attentionItems(fine)).toEqual([]);
  });
});

describe("attentionItems: an expired default card", () => {
  // A fixed business day, never the real clock.
  const TODAY = "2026-11-28";
  const method = (is_default: boolean, last4: string, exp_month: number | null, exp_year: number | null): GlanceCard => ({
    is_default,
    card: { brand: "Visa", last4, exp_month, exp_year },
  });
  const account = (status: "ACTIVE" | "PENDING" = "ACTIVE") => ({ status, orders: { upcoming: [], processing: [order("10", "HOLD")] } });

  it("names the default card and its expiry, after a PENDING account and before the orders, when its expiry month is past", () => {
    const items = attentionItems(account("PENDING"), new Map(), { methods: [method(false, "1111", 12, 2030), method(true, "9899", 3, 2026)], today: TODAY });
    expect(items.map((i) => i.text)).toEqual([PENDING_ACCOUNT_ATTENTION, expiredDefaultCardText("Visa •••• 9899", "03/2026"), "Order 10: on hold"]);
    expect(items[1]).toEqual({
      kind: "card-expired",
      text: "Default card Visa •••• 9899 expired 03/2026: the next charge will fail unless the customer adds a new card.",
    });
  });

  it("says nothing of a default card good through this month, of an expired card that is not the default, or of cards that did not load", () => {
    const hold = ["Order 10: on hold"];
    const texts = (methods: GlanceCard[] | null) => attentionItems(account(), new Map(), { methods, today: TODAY }).map((i) => i.text);
    expect(texts([method(true, "9899", 11, 2026)])).toEqual(hold);
    expect(texts([method(true, "9899", 12, 2030), method(false, "1111", 1, 2020)])).toEqual(hold);
    expect(texts([method(true, "9899", null, 2020)])).toEqual(hold);
    expect(texts(null)).toEqual(hold);
    expect(texts([])).toEqual(hold);
    // The month after the expiry month: expired.
    expect(attentionItems(account(), new Map(), { methods: [method(true, "9899", 11, 2026)], today: "2026-12-01" })[0]).toMatchObject({ kind: "card-expired" });
  });
});

describe("isOpenClaim (lib/claims/open.ts): open until every resolution it names is carried out", () => {
  const FILED = "2026-11-01T12:00:00Z";
  const claim = (resolution_types: ClaimForOpenCheck["resolution_types"], extra: Partial<ClaimForOpenCheck> = {}): ClaimForOpenCheck => ({
    id: 1,
    order_id: "100",
    product_code: "MEAL-U-B",
    resolution_types,
    created: FILED,
    ...extra,
  });
  const ord = (id: string, extra: Partial<OrderForOpenCheck> = {}): OrderForOpenCheck => ({
    id,
    order_type: "SUBSCRIPTION",
    status: "COMPLETE",
    charged: "2026-10-20T12:00:00Z",
    created: "2026-10-19T12:00:00Z",
    total_price: 100,
    charge: { status: "SUCCESS" },
    replacement_parent_order: null,
    products: [{ code: "MEAL-U-B", total_refunds: 0 }],
    fulfillments: [{ status: "DELIVERED" }],
    ...extra,
  });
  const parent = ord("100");

  it("NO_RESOLUTION is closed at once", () => {
    expect(isOpenClaim(claim(["NO_RESOLUTION"]), [parent])).toBe(false);
  });
  it("REFUND closes when the claimed line has a refund (another line's refund does not count)", () => {
    expect(isOpenClaim(claim(["REFUND"]), [parent])).toBe(true);
    expect(isOpenClaim(claim(["REFUND"]), [ord("100", { products: [{ code: "MEAL-U-B", total_refunds: 0 }, { code: "SNACK", total_refunds: 5 }] })])).toBe(true);
    expect(isOpenClaim(claim(["REFUND"]), [ord("100", { products: [{ code: "MEAL-U-B", total_refunds: 12.5 }] })])).toBe(false);
  });
  it("REPLACEMENT closes with a not cancelled replacement of the claim's order holding the product", () => {
    const replacement = (extra: Partial<OrderForOpenCheck>) => ord("200", { order_type: "REPLACEMENT", replacement_parent_order: "100", charged: null, ...extra });
    expect(isOpenClaim(claim(["REPLACEMENT"]), [parent])).toBe(true);
    expect(isOpenClaim(claim(["REPLACEMENT"]), [parent, replacement({ status: "CANCELLED" })])).toBe(true);
    expect(isOpenClaim(claim(["REPLACEMENT"]), [parent, replacement({ products: [{ code: "SNACK", total_refunds: 0 }] })])).toBe(true);
    expect(isOpenClaim(claim(["REPLACEMENT"]), [parent, replacement({ status: "READY_FOR_FULFILLMENT" })])).toBe(false);
    // A replacement whose box never arrived carried nothing out: the claim is open again.
    expect(isOpenClaim(claim(["REPLACEMENT"]), [parent, replacement({ fulfillments: [{ status: "DELIVERY_FAILED" }] })])).toBe(true);
    expect(isOpenClaim(claim(["REPLACEMENT"]), [parent, replacement({ fulfillments: [{ status: "DELIVERY_FAILED" }, { status: "SHIPPED" }] })])).toBe(false);
  });
  it("FREE_PRODUCT and FUTURE_DISCOUNT close once another order was charged after the claim was filed", () => {
    for (const r of ["FREE_PRODUCT", "FUTURE_DISCOUNT"] as const) {
      expect(isOpenClaim(claim([r]), [parent, ord("300", { status: "PREVIEW", charged: null })])).toBe(true);
      expect(isOpenClaim(claim([r]), [parent, ord("301", { charged: "2026-10-31T12:00:00Z" })])).toBe(true);
      expect(isOpenClaim(claim([r]), [parent, ord("302", { charged: "2026-11-20T12:00:00Z", status: "CANCELLED" })])).toBe(true);
      expect(isOpenClaim(claim([r]), [parent, ord("303", { charged: "2026-11-20T12:00:00Z" })])).toBe(false);
      // A one-time order at $0.00 (100% off: nothing charged, no charged time) placed after the claim carried it out; one placed before it, or still upcoming, did not.
      const free = (id: string, created: string, extra: Partial<OrderForOpenCheck> = {}) =>
        ord(id, { order_type: "ONETIME", status: "READY_FOR_FULFILLMENT", charged: null, charge: null, total_price: 0, created, ...extra });
      expect(isOpenClaim(claim([r]), [parent, free("304", "2026-11-20T12:00:00Z")])).toBe(false);
      expect(isOpenClaim(claim([r]), [parent, free("305", "2026-10-31T12:00:00Z")])).toBe(true);
      expect(isOpenClaim(claim([r]), [parent, free("306", "2026-11-20T12:00:00Z", { order_type: "SUBSCRIPTION", status: "PREVIEW" })])).toBe(true);
      // A replacement order (free too) is REPLACEMENT's, not these.
      expect(isOpenClaim(claim([r]), [parent, free("307", "2026-11-20T12:00:00Z", { order_type: "REPLACEMENT", replacement_parent_order: "100" })])).toBe(true);
    }
  });
  it("with several resolutions, stays open until all are carried out; counts per order", () => {
    const refunded = ord("100", { products: [{ code: "MEAL-U-B", total_refunds: 10 }] });
    expect(isOpenClaim(claim(["REFUND", "FUTURE_DISCOUNT"]), [refunded])).toBe(true);
    expect(isOpenClaim(claim(["REFUND", "FUTURE_DISCOUNT"]), [refunded, ord("303", { charged: "2026-11-20T12:00:00Z" })])).toBe(false);
    const claims = [claim(["REFUND"], { id: 1 }), claim(["REPLACEMENT"], { id: 2 }), claim(["NO_RESOLUTION"], { id: 3, order_id: "101" }), claim(["REFUND"], { id: 4, order_id: "101" })];
    expect([...openClaimsByOrder(claims, [parent, ord("101")])]).toEqual([
      ["100", 2],
      ["101", 1],
    ]);
  });
});
