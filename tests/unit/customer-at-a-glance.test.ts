/** The customer page's summary band rules (lib/customers/at-a-glance.ts, issue 21 "The customer at a glance"). */
import { describe, expect, it } from "vitest";
import { attentionItems, nextCharge, PENDING_ACCOUNT_ATTENTION, type GlanceOrder } from "@/lib/customers/at-a-glance";

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
    expect(nextCharge(upcoming)).toEqual({ orderId: "1", date: "2026-12-06", total: 61.5 });
  });

  it("takes an undated PREVIEW order when it is the only one, and is null without one", () => {
    expect(nextCharge([order("9", "PREVIEW")])).toEqual({ orderId: "9", date: null, total: 10 });
    expect(nextCharge([])).toBeNull();
    expect(nextCharge([order("8", "HOLD", { scheduled: "2026-12-01" })])).toBeNull();
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
