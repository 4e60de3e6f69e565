/** The pure rules of issue 10 (lib/orders/rules.ts and its messages, lib/order-pricing.ts). */
import { round2, subMoney, sumMoney } from "@/lib/money";
import { describe, expect, it } from "vitest";
import {
  CLIP_ONLY_MESSAGE,
  ONE_MEAL_MESSAGE,
  ONE_TIME_MEAL_QUANTITY,
  ONE_TIME_NO_DOG_WITH_PLAN,
  ONE_TIME_PRODUCT_REQUIRED,
  REFUND_AMOUNT_CENTS,
  REFUND_AMOUNT_POSITIVE,
  REFUND_NOT_ELIGIBLE_CHARGE,
  REFUND_NOT_ELIGIBLE_REPLACEMENT,
  REFUND_NOT_ELIGIBLE_SHOP,
  refundAboveAvailable,
  replacementQuantityError,
  SPLIT_KEEP_ONE,
  SPLIT_NOT_SENT,
  SPLIT_SELECT_ONE,
  splitErrorText,
} from "@/lib/orders/messages";
import {
  availableRefund,
  isOneTimeAddOn,
  productGroupsOf,
  productMatches,
  canMarkDeliveryFailed,
  canReplace,
  canSplit,
  splitProductCodes,
  highestSplitId,
  isDecliningCard,
  nextSplitId,
  ONE_TIME_QUANTITY,
  oneTimeDogsOf,
  oneTimeLineErrors,
  oneTimeOrderOffer,
  replaceOrderUnavailable,
  refundAmountError,
  refundIneligibility,
  refundTaxPart,
  replaceableByLine,
  replaceableQuantity,
  replaceLinesOf,
  canReplaceNow,
  countsAgainstParent,
  replacementQuantityProblem,
  showsDeliveryFailedReminder,
  splitRefusal,
  splitSelectionError,
} from "@/lib/orders/rules";
import { priceOrder } from "@/lib/order-pricing";
import { orderProductSchema } from "@/lib/contract/orders";
import { erasedAccountRefusal, PII_DELETED_NO_NEW_DOG_MESSAGE, PII_DELETED_NO_NEW_ORDER_MESSAGE } from "@/lib/contract/customers";

const ok = { status: "SUCCESS" as const };

describe("refund rules", () => {
  it("eligibility: not SHO-, not REPLACEMENT, charge SUCCESS", () => {
    expect(refundIneligibility({ id: "1000009", order_type: "SUBSCRIPTION", charge: ok })).toBeNull();
    expect(refundIneligibility({ id: "SHO-1", order_type: "SUBSCRIPTION", charge: ok })).toBe(REFUND_NOT_ELIGIBLE_SHOP);
    expect(refundIneligibility({ id: "1", order_type: "REPLACEMENT", charge: ok })).toBe(REFUND_NOT_ELIGIBLE_REPLACEMENT);
    expect(refundIneligibility({ id: "1", order_type: "ONETIME", charge: { status: "FAILED" } })).toBe(REFUND_NOT_ELIGIBLE_CHARGE);
    expect(refundIneligibility({ id: "1", order_type: "ONETIME", charge: null })).toBe(REFUND_NOT_ELIGIBLE_CHARGE);
  });

  it("counts each refund's tax part on everything refunded before: partial refunds never refund more tax than the line's", () => {
    // A $10.00 snack with $0.70 tax: $0.08, $0.08, then the rest. Each rounded alone: 0.01 + 0.01 + 0.69 = $0.71.
    const snack = { total_price: 10.7, tax_amount: 0.7 };
    const parts: number[] = [];
    let before = { refunded: 0, taxRefunded: 0 };
    for (const amount of [0.08, 0.08, 10.54]) {
      const part = refundTaxPart(snack, amount, before);
      parts.push(part);
      before = { refunded: sumMoney([before.refunded, amount]), taxRefunded: sumMoney([before.taxRefunded, part]) };
    }
    expect(sumMoney(parts)).toBe(0.7);
    expect(parts.every((p) => p >= 0)).toBe(true);
    // Whatever the split, in cents: the parts add up to the proportion of the sum refunded, the whole tax when all is refunded.
    for (let seed = 1; seed <= 200; seed++) {
      const total = 1 + ((seed * 7919) % 5000) / 100;
      const tax = round2(total * 0.07 / 1.07);
      let left = total;
      let b = { refunded: 0, taxRefunded: 0 };
      let n = 0;
      while (left > 0) {
        const amount = n++ % 3 === 2 ? left : Math.min(left, round2(((seed * (n + 3)) % 97) / 100 + 0.01));
        const part = refundTaxPart({ total_price: total, tax_amount: tax }, amount, b);
        expect(part, `seed ${seed}`).toBeGreaterThanOrEqual(0);
        b = { refunded: sumMoney([b.refunded, amount]), taxRefunded: sumMoney([b.taxRefunded, part]) };
        left = subMoney(left, amount);
        expect(b.taxRefunded, `seed ${seed}`).toBeLessThanOrEqual(tax);
      }
      expect(b.taxRefunded, `seed ${seed}`).toBe(tax);
    }
  });

  it("caps at price minus refunded (tax included) and refunds the tax in proportion", () => {
    const line = { total_price: 13.9, tax_amount: 0.91, total_refunds: 3.9 };
    expect(availableRefund(line)).toBe(10);
    expect(availableRefund({ ...line, total_refunds: 20 })).toBe(0);
    expect(refundTaxPart(line, 13.9)).toBe(0.91);
    expect(refundTaxPart(line, 6.95)).toBe(0.46);
    expect(refundTaxPart({ total_price: 0, tax_amount: 0 }, 1)).toBe(0);
    expect(refundAmountError(line, 10)).toBeNull();
    expect(refundAmountError(line, 10.01)).toBe(refundAboveAvailable(10));
    expect(refundAmountError(line, 0)).toBe(REFUND_AMOUNT_POSITIVE);
    expect(refundAmountError(line, -1)).toBe(REFUND_AMOUNT_POSITIVE);
    expect(refundAmountError(line, Number.NaN)).toBe(REFUND_AMOUNT_POSITIVE);
    expect(refundAmountError(line, 1.005)).toBe(REFUND_AMOUNT_CENTS);
    // A third decimal place says so, even below a cent; float noise below a cent is $0.00.
    expect(refundAmountError(line, 0.004)).toBe(REFUND_AMOUNT_CENTS);
    expect(refundAmountError(line, 1e-9)).toBe(REFUND_AMOUNT_POSITIVE);
    expect(refundAmountError(line, 0.1 + 0.2)).toBeNull();
  });
});

describe("split rules", () => {
  const f = { status: "ORDERDESK_SENT" as const, is_split_fulfillment: false, products: [{ code: "A" }, { code: "B" }] };
  it("offered only when not split off, ORDERDESK_SENT and more than one product", () => {
    expect(canSplit(f)).toBe(true);
    expect(canSplit({ ...f, is_split_fulfillment: true })).toBe(false);
    expect(canSplit({ ...f, status: "SHIPPED" })).toBe(false);
    expect(canSplit({ ...f, products: [{ code: "A" }] })).toBe(false);
  });
  it("counts products, not lines: one product for two dogs cannot be split (its lines move together; was: offered, then every split refused)", () => {
    expect(canSplit({ ...f, products: [{ code: "A" }, { code: "A" }] })).toBe(false);
    expect(canSplit({ ...f, products: [{ code: "A" }, { code: "A" }, { code: "B" }] })).toBe(true);
    expect(splitProductCodes([{ code: "B" }, { code: "A" }, { code: "B" }])).toEqual(["B", "A"]);
  });
  it("the refusal says why, as the page and the API show it: the spec's split error for a split-off or one product only, SPLIT_NOT_SENT for a status alone (was: the page said 'already split / more than one product' for a SHIPPED or CANCELLED one)", () => {
    const g = { ...f, id: "5000007" };
    expect(splitRefusal(g)).toBeNull();
    for (const status of ["CREATING_AFTERSHIP_SHIPMENTS", "SHIPPED", "CANCELLED"] as const) expect(splitRefusal({ ...g, status })).toBe(SPLIT_NOT_SENT);
    expect(splitRefusal({ ...g, is_split_fulfillment: true })).toBe(splitErrorText("5000007"));
    expect(splitRefusal({ ...g, products: [{ code: "A" }, { code: "A" }] })).toBe(splitErrorText("5000007"));
    // Refused for more than its status: the spec's error (its status alone would not make it splittable).
    expect(splitRefusal({ ...g, status: "SHIPPED", is_split_fulfillment: true })).toBe(splitErrorText("5000007"));
    expect(splitRefusal({ ...g, status: "SHIPPED", products: [{ code: "A" }] })).toBe(splitErrorText("5000007"));
  });
  it("numbers split-offs -S{n} counting up per original, and names the highest", () => {
    expect(nextSplitId("5000006", [])).toBe("5000006-S1");
    expect(nextSplitId("5000006", ["5000006-S1", "5000006-S3", "50000060-S9", "5000006-Sx"])).toBe("5000006-S4");
    expect(highestSplitId("5000006", ["5000006-S2", "5000006-S10", "5000006-S9"])).toBe("5000006-S10");
    expect(highestSplitId("5000006", [])).toBeNull();
  });
  it("needs one selected and one staying", () => {
    expect(splitSelectionError(["A", "B"], [])).toBe(SPLIT_SELECT_ONE);
    expect(splitSelectionError(["A", "B"], ["A", "B"])).toBe(SPLIT_KEEP_ONE);
    expect(splitSelectionError(["A", "B"], ["A"])).toBeNull();
    expect(splitErrorText("9")).toBe(
      "Error splitting fulfillment 9. Please ensure fulfillment is not already split off from another, and that more than one product exists in this fulfillment.",
    );
  });
});

describe("delivery failed and replacement rules", () => {
  it("delivery failed only from SHIPPED", () => {
    expect(canMarkDeliveryFailed({ status: "SHIPPED" })).toBe(true);
    expect(canMarkDeliveryFailed({ status: "DELIVERED" })).toBe(false);
  });
  it("replacement for non-replacement PARTIALLY_FULFILLED / FULFILLED / COMPLETE; reminder when FULFILLED", () => {
    expect(canReplace({ order_type: "SUBSCRIPTION", status: "FULFILLED" })).toBe(true);
    expect(canReplace({ order_type: "ONETIME", status: "PARTIALLY_FULFILLED" })).toBe(true);
    expect(canReplace({ order_type: "SUBSCRIPTION", status: "COMPLETE" })).toBe(true);
    expect(canReplace({ order_type: "REPLACEMENT", status: "COMPLETE" })).toBe(false);
    expect(canReplace({ order_type: "SUBSCRIPTION", status: "FULFILLING" })).toBe(false);
    expect(showsDeliveryFailedReminder({ status: "FULFILLED" })).toBe(true);
    expect(showsDeliveryFailedReminder({ status: "COMPLETE" })).toBe(false);
    expect(replaceableQuantity(3, 2)).toBe(1);
    expect(replaceableQuantity(3, 5)).toBe(0);
  });
  it("a replacement quantity is a whole number from 1 to the line's cap (the dialog and the API ask the same)", () => {
    expect(replacementQuantityProblem(1, 2)).toBeNull();
    expect(replacementQuantityProblem(2, 2)).toBeNull();
    expect(replacementQuantityProblem(3, 2)).toBe(replacementQuantityError(2));
    expect(replacementQuantityProblem(0, 2)).toBe(replacementQuantityError(2));
    expect(replacementQuantityProblem(1.5, 2)).toBe(replacementQuantityError(2));
    expect(replacementQuantityProblem(1, 0)).toBe("Everything ordered of this product was already replaced.");
  });
});

describe("the replace and one-time dialogs' inputs, shared by the order page and the customer page (issue 18)", () => {
  const line = (id: number, code: string, quantity: number) => ({ id, code, description: code, product_type: "MEAL" as const, quantity, pet_plan: { id: 5, pet_name: "Rex" } });
  it("replaceableByLine: a linked replacement line counts against its parent line only, also when another line has the same product", () => {
    const parent = [
      { id: 1, code: "MEAL", quantity: 2 },
      { id: 2, code: "MEAL", quantity: 2 },
      { id: 3, code: "SNACK", quantity: 1 },
    ];
    expect(replaceableByLine(parent, [])).toEqual(new Map([[1, 2], [2, 2], [3, 1]]));
    // Dog B's meal (line 2) replaced: dog A's (line 1) stays whole.
    expect(replaceableByLine(parent, [{ code: "MEAL", quantity: 2, replacement_parent_order_product: 2 }])).toEqual(new Map([[1, 2], [2, 0], [3, 1]]));
    expect(
      replaceableByLine(parent, [
        { code: "MEAL", quantity: 1, replacement_parent_order_product: 2 },
        { code: "MEAL", quantity: 1, replacement_parent_order_product: 2 },
        { code: "MEAL", quantity: 1, replacement_parent_order_product: 1 },
      ]),
    ).toEqual(new Map([[1, 1], [2, 0], [3, 1]]));
    // Never below 0; a line that names no line of the parent (null, or another order's line) counts against none.
    expect(
      replaceableByLine(parent, [
        { code: "SNACK", quantity: 5, replacement_parent_order_product: 3 },
        { code: "MEAL", quantity: 1, replacement_parent_order_product: null },
        { code: "MEAL", quantity: 1, replacement_parent_order_product: 99 },
      ]),
    ).toEqual(new Map([[1, 2], [2, 2], [3, 0]]));
  });
  it("replaceableByLine without the link (an upstream that does not send it): by product code, first line first, after the linked lines", () => {
    const parent = [
      { id: 1, code: "MEAL", quantity: 2 },
      { id: 2, code: "MEAL", quantity: 2 },
    ];
    expect(replaceableByLine(parent, [{ code: "MEAL", quantity: 3 }])).toEqual(new Map([[1, 0], [2, 1]]));
    expect(replaceableByLine(parent, [{ code: "MEAL", quantity: 1, replacement_parent_order_product: 1 }, { code: "MEAL", quantity: 2 }])).toEqual(new Map([[1, 0], [2, 1]]));
    expect(replaceableByLine(parent, [{ code: "MEAL", quantity: 9 }])).toEqual(new Map([[1, 0], [2, 0]]));
  });
  it("replaceLinesOf, two dogs' lines of one product and dog B's replaced: dog A's line is offered in full, dog B's is not (the API's answer)", () => {
    const dog = (id: number, planId: number, name: string, link?: number) => ({
      id,
      code: "MEAL",
      description: "MEAL",
      product_type: "MEAL" as const,
      quantity: 1,
      pet_plan: { id: planId, pet_name: name },
      ...(link === undefined ? {} : { replacement_parent_order_product: link }),
    });
    const order = { id: "100", status: "FULFILLED", fulfillments: [], products: [dog(1, 5, "Rex", undefined), dog(2, 6, "Bo", undefined)] };
    const all = [order, { id: "101", status: "COMPLETE", replacement_parent_order: "100", fulfillments: [], products: [dog(3, 6, "Bo", 2)] }];
    expect(replaceLinesOf(order, all).map((l) => [l.id, l.dogName, l.max])).toEqual([
      [1, "Rex", 1],
      [2, "Bo", 0],
    ]);
    // A cancelled replacement of dog B's line gave nothing: both are offered.
    expect(replaceLinesOf(order, [order, { ...all[1]!, status: "CANCELLED" }]).map((l) => l.max)).toEqual([1, 1]);
    // An upstream that does not send the link: by product code, first line first (the documented approximation).
    const unlinked = [order, { ...all[1]!, products: [dog(3, 6, "Bo", undefined)] }];
    expect(replaceLinesOf(order, unlinked).map((l) => l.max)).toEqual([0, 1]);
  });
  it("the order answer's line parses with and without replacement_parent_order_product (an upstream that does not send it)", () => {
    const line = { id: 1, code: "MEAL", description: "MEAL", quantity: 1, unit_price: 0, discount_amount: 0, tax_amount: 0, total_price: 0, total_refunds: 0, refund_amount: 0, type: "REPLACEMENT", product_type: "MEAL", pet_id: null, pet_plan: null };
    expect(orderProductSchema.parse({ ...line, replacement_parent_order_product: 7 }).replacement_parent_order_product).toBe(7);
    expect(orderProductSchema.parse({ ...line, replacement_parent_order_product: null }).replacement_parent_order_product).toBeNull();
    expect(orderProductSchema.parse(line)).not.toHaveProperty("replacement_parent_order_product");
  });
  it("replaceLinesOf without the link subtracts what earlier, not cancelled replacements of the order sent, by product code", () => {
    const order = { id: "100", status: "FULFILLED", fulfillments: [], products: [line(1, "MEAL", 2), line(2, "SNACK", 1)] };
    const all = [
      order,
      { id: "101", status: "READY_FOR_FULFILLMENT", replacement_parent_order: "100", fulfillments: [], products: [line(3, "MEAL", 1)] },
      { id: "102", status: "CANCELLED", replacement_parent_order: "100", fulfillments: [], products: [line(4, "SNACK", 1)] },
      { id: "103", status: "COMPLETE", replacement_parent_order: "999", fulfillments: [], products: [line(5, "SNACK", 1)] },
    ];
    expect(replaceLinesOf(order, all)).toEqual([
      { id: 1, code: "MEAL", description: "MEAL", productType: "MEAL", quantity: 2, petPlanId: 5, dogName: "Rex", max: 1 },
      { id: 2, code: "SNACK", description: "SNACK", productType: "MEAL", quantity: 1, petPlanId: 5, dogName: "Rex", max: 1 },
    ]);
  });
  it("canReplaceNow: Replace Order is offered while some line is left to replace, not once every line was replaced in full (the dialog would have nothing to pick)", () => {
    const order = { id: "100", order_type: "SUBSCRIPTION" as const, status: "FULFILLED" as const, fulfillments: [], products: [line(1, "MEAL", 2), line(2, "SNACK", 1)] };
    const partly = { id: "101", status: "COMPLETE", replacement_parent_order: "100", fulfillments: [{ status: "DELIVERED" }], products: [line(3, "MEAL", 2)] };
    const rest = { id: "102", status: "COMPLETE", replacement_parent_order: "100", fulfillments: [{ status: "DELIVERED" }], products: [line(4, "SNACK", 1)] };
    expect(canReplaceNow(order, [order])).toBe(true);
    expect(canReplaceNow(order, [order, partly])).toBe(true);
    expect(canReplaceNow(order, [order, partly, rest])).toBe(false);
    // A cancelled replacement gave nothing back to the customer.
    expect(canReplaceNow(order, [order, partly, { ...rest, status: "CANCELLED" }])).toBe(true);
    expect(canReplaceNow({ ...order, order_type: "REPLACEMENT" }, [order])).toBe(false);
  });
  it("countsAgainstParent: an earlier replacement stops counting when it is cancelled or every fulfillment of it was delivery failed or cancelled (nothing reached the customer)", () => {
    const replacement = (status: string, ...fulfillments: string[]) => ({ status, fulfillments: fulfillments.map((s) => ({ status: s })) });
    expect(countsAgainstParent(replacement("READY_FOR_FULFILLMENT", "SCHEDULED"))).toBe(true);
    expect(countsAgainstParent(replacement("FULFILLED", "SHIPPED"))).toBe(true);
    expect(countsAgainstParent(replacement("COMPLETE", "DELIVERED"))).toBe(true);
    // No fulfillment yet: nothing says it will not arrive.
    expect(countsAgainstParent(replacement("READY_FOR_FULFILLMENT"))).toBe(true);
    // Split: one part failed, the other arrived (or is on its way).
    expect(countsAgainstParent(replacement("FULFILLED", "DELIVERY_FAILED", "DELIVERED"))).toBe(true);
    expect(countsAgainstParent(replacement("FULFILLED", "DELIVERY_FAILED", "SHIPPED"))).toBe(true);
    expect(countsAgainstParent(replacement("CANCELLED", "CANCELLED"))).toBe(false);
    expect(countsAgainstParent(replacement("CANCELLED", "DELIVERED"))).toBe(false);
    expect(countsAgainstParent(replacement("FULFILLED", "DELIVERY_FAILED"))).toBe(false);
    expect(countsAgainstParent(replacement("FULFILLED", "DELIVERY_FAILED", "CANCELLED"))).toBe(false);
  });
  it("replaceLinesOf and canReplaceNow: a replacement whose box failed delivery gives its quantities back, so the order is offered for replacement again (spec 01 §5: 1 up to the ordered quantity)", () => {
    const order = { id: "100", order_type: "SUBSCRIPTION" as const, status: "COMPLETE" as const, fulfillments: [{ status: "DELIVERED" as const }], products: [line(1, "MEAL", 2), line(2, "SNACK", 1)] };
    const linked = (id: number, code: string, quantity: number, parentLine: number) => ({ ...line(id, code, quantity), replacement_parent_order_product: parentLine });
    const full = { id: "101", status: "FULFILLED", replacement_parent_order: "100", fulfillments: [{ status: "SHIPPED" }], products: [linked(3, "MEAL", 2, 1), linked(4, "SNACK", 1, 2)] };
    expect(canReplaceNow(order, [order, full])).toBe(false);
    const lost = { ...full, fulfillments: [{ status: "DELIVERY_FAILED" }] };
    expect(replaceLinesOf(order, [order, lost]).map((l) => l.max)).toEqual([2, 1]);
    expect(canReplaceNow(order, [order, lost])).toBe(true);
    // Its replacement in turn counts again.
    const again = { ...full, id: "102", fulfillments: [{ status: "SCHEDULED" }] };
    expect(canReplaceNow(order, [order, lost, again])).toBe(false);
    // A split replacement of which one part arrived still counts in full.
    expect(canReplaceNow(order, [order, { ...full, fulfillments: [{ status: "DELIVERY_FAILED" }, { status: "DELIVERED" }] }])).toBe(false);
  });
  it("oneTimeDogsOf offers the dogs with an ACTIVE or PAUSED plan, named", () => {
    const products = [{ code: "MEAL-U-B-4200-4W", product_type: "MEAL" as const }];
    const dogs = oneTimeDogsOf({
      pets: [
        { id: "a", name: "Ace" },
        { id: "b", name: "Bo" },
      ],
      petplans: [
        { id: 1, pet: "a", status: "ACTIVE", products },
        { id: 2, pet: "b", status: "PAUSED", products: [] },
        { id: 3, pet: "b", status: "CANCELLED", products: [] },
      ],
    });
    expect(dogs).toEqual([
      { planId: 1, name: "Ace", planProducts: products },
      { planId: 2, name: "Bo", planProducts: [] },
    ]);
  });
  it("oneTimeOrderOffer: the dogs, and why Create One-Time Order is disabled: an erased account first (nothing ships to it, whatever its plans), else no dog with an active or paused plan", () => {
    const products = [{ code: "MEAL-U-B-4200-4W", product_type: "MEAL" as const }];
    const customer = (status: string, pii_deleted_at: string | null) => ({ pets: [{ id: "a", name: "Ace" }], petplans: [{ id: 1, pet: "a", status, products }], pii_deleted_at });
    const ace = [{ planId: 1, name: "Ace", planProducts: products }];
    const erasedAt = "2026-01-04T12:00:00.000Z";
    expect(oneTimeOrderOffer(customer("ACTIVE", null))).toEqual({ dogs: ace, unavailable: null });
    expect(oneTimeOrderOffer(customer("CANCELLED", null))).toEqual({ dogs: [], unavailable: ONE_TIME_NO_DOG_WITH_PLAN });
    // Was: offered (the plan stays ACTIVE after the deletion), then charged with no address to ship to.
    expect(oneTimeOrderOffer(customer("ACTIVE", erasedAt))).toEqual({ dogs: ace, unavailable: PII_DELETED_NO_NEW_ORDER_MESSAGE });
    expect(oneTimeOrderOffer(customer("CANCELLED", erasedAt)).unavailable).toBe(PII_DELETED_NO_NEW_ORDER_MESSAGE);
  });
  it("replaceOrderUnavailable: a replacement ships too, so not on an erased account", () => {
    expect(replaceOrderUnavailable({ pii_deleted_at: null })).toBeNull();
    expect(replaceOrderUnavailable({ pii_deleted_at: "2026-01-04T12:00:00.000Z" })).toBe(PII_DELETED_NO_NEW_ORDER_MESSAGE);
  });
  it("erasedAccountRefusal: one rule, the API's row (a Date) and the page's account (a string) alike, with the new dog's and the new order's sentences", () => {
    expect(erasedAccountRefusal(null, "dog")).toBeNull();
    expect(erasedAccountRefusal(null, "order")).toBeNull();
    expect(erasedAccountRefusal(new Date(0), "dog")).toBe(PII_DELETED_NO_NEW_DOG_MESSAGE);
    expect(erasedAccountRefusal("2026-01-04T12:00:00.000Z", "order")).toBe(PII_DELETED_NO_NEW_ORDER_MESSAGE);
  });
});

describe("one-time order rules", () => {
  const meal = (code = "MEAL-U-B-4200-4W", quantity = 1) => ({ code, product_type: "MEAL" as const, quantity });
  const snack = (quantity = 1) => ({ code: "SNACK-JERKY-BEEF", product_type: "SNACK" as const, quantity });
  const clip = (quantity = 1) => ({ code: "CLIP", product_type: "MATERIAL" as const, quantity });
  it("at least one product, quantities 1-12, meals fixed at 1, at most one meal", () => {
    expect(oneTimeLineErrors([], false).order).toBe(ONE_TIME_PRODUCT_REQUIRED);
    expect(oneTimeLineErrors([meal(), snack(12)], false)).toEqual({ lines: {}, order: null });
    expect(oneTimeLineErrors([snack(13)], false).lines).toEqual({ 0: ONE_TIME_QUANTITY });
    expect(oneTimeLineErrors([snack(0)], false).lines).toEqual({ 0: ONE_TIME_QUANTITY });
    expect(oneTimeLineErrors([meal("MEAL-U-B-4200-4W", 2)], false).lines).toEqual({ 0: ONE_TIME_MEAL_QUANTITY });
    expect(oneTimeLineErrors([meal(), meal("MEAL-F-L-3150-2W")], false)).toEqual({ lines: { 1: ONE_MEAL_MESSAGE }, order: ONE_MEAL_MESSAGE });
  });
  it("an UnKibble dog cannot order only the clip", () => {
    expect(oneTimeLineErrors([clip()], true).order).toBe(CLIP_ONLY_MESSAGE);
    expect(oneTimeLineErrors([clip()], false).order).toBeNull();
    expect(oneTimeLineErrors([clip(), meal("MEAL-F-L-3150-2W")], true).order).toBeNull();
  });
  it("a card ending 0002 declines", () => {
    expect(isDecliningCard("0002")).toBe(true);
    expect(isDecliningCard("4242")).toBe(false);
  });
});

describe("order pricing", () => {
  it("discounts eligible lines, taxes the taxed kinds after discount, totals to 2 decimals", () => {
    const p = priceOrder(
      [
        { unitPrice: 100, quantity: 1, productType: "MEAL", discountEligible: true },
        { unitPrice: 12.99, quantity: 3, productType: "SNACK", discountEligible: true },
        { unitPrice: 0, quantity: 1, productType: "SAMPLE", discountEligible: false },
      ],
      [{ discountType: "PERCENTAGE", value: 30 }],
    );
    expect(p.lines[0]).toMatchObject({ unitPrice: 100, quantity: 1, discountAmount: 30, taxAmount: 0, totalPrice: 70 });
    expect(p.lines[1]).toMatchObject({ unitPrice: 12.99, quantity: 3, discountAmount: 11.69, taxAmount: 1.91, totalPrice: 29.19 });
    expect(p.subtotalPrice).toBe(138.97);
    expect(p.totalDiscounts).toBe(41.69);
    expect(p.totalTax).toBe(1.91);
    expect(p.totalPrice).toBe(99.19);
  });
  it("amount discounts are used up line by line and never exceed the lines", () => {
    const p = priceOrder([{ unitPrice: 10, quantity: 1, productType: "MEAL", discountEligible: true }], [{ discountType: "AMOUNT", value: 15 }]);
    expect(p.totalDiscounts).toBe(10);
    expect(p.totalPrice).toBe(0);
    const full = priceOrder([{ unitPrice: 10, quantity: 2, productType: "SNACK", discountEligible: true }], [{ discountType: "PERCENTAGE", value: 100 }]);
    expect(full.totalPrice).toBe(0);
  });
});

describe("the split role rule in the page guard and the proxy table", () => {
  const staff = (group: string) => ({ is_active: true, groups: [{ name: group }] });
  it("the split page needs splitFulfillment: Ops Admin and All Module Access only", async () => {
    const { capabilityForPath, canSeePath } = await import("@/lib/roles");
    const path = "/customer-lookup/8__Sid_Split/order/1000006/5000006/split-fulfillment";
    expect(capabilityForPath(path)).toBe("splitFulfillment");
    expect(capabilityForPath(`${path}/`)).toBe("splitFulfillment");
    expect(capabilityForPath("/customer-lookup/8__Sid_Split/order/1000006/refund")).toBe("customerLookup");
    expect(canSeePath(staff("BarkOpsAdmin"), path)).toBe(true);
    expect(canSeePath(staff("BarkAllModuleAccess"), path)).toBe(true);
    expect(canSeePath(staff("BarkTeamMember"), path)).toBe(false);
    expect(canSeePath(staff("BarkAdmin"), path)).toBe(false);
  });
  it("the proxy row of POST fulfillments/{id}/split asks the same capability", async () => {
    const { matchUpstreamRoute } = await import("@/lib/upstream-routes");
    const match = matchUpstreamRoute("POST", ["fulfillments", "5000006", "split"]);
    expect(match?.route.capability).toBe("splitFulfillment");
    expect(matchUpstreamRoute("POST", ["refunds"])?.route.idempotent).toBe(true);
  });
});

describe("product pickers (issue 21)", () => {
  it("an upcoming order's one-time products are add-ons: snacks, supplements, pup gum, materials, merchandise; no meals, scoops or samples", () => {
    for (const t of ["SNACK", "SUPPLEMENT", "PUPGUM", "MATERIAL", "MERCH"] as const) expect(isOneTimeAddOn({ product_type: t })).toBe(true);
    for (const t of ["MEAL", "SCOOP", "SAMPLE", "BUFFER", "RECIPE", "REPLACE"] as const) expect(isOneTimeAddOn({ product_type: t })).toBe(false);
  });

  it("a search matches every word in the name or the code, case-insensitive; groups follow the type order", () => {
    const jerky = { code: "SNACK-JERKY-BEEF", name: "Beef Jerky Bites", product_type: "SNACK" as const };
    expect(productMatches(jerky, "jerky")).toBe(true);
    expect(productMatches(jerky, "snack-jerky")).toBe(true);
    expect(productMatches(jerky, "BITES beef")).toBe(true);
    expect(productMatches(jerky, "chicken")).toBe(false);
    expect(productMatches(jerky, "  ")).toBe(true);
    const meal = { code: "MEAL-U-B-4200-4W", name: "UnKibble Beef", product_type: "MEAL" as const };
    expect(productGroupsOf([jerky, meal]).map((g) => [g.label, g.products.map((p) => p.code)])).toEqual([
      ["Meals", ["MEAL-U-B-4200-4W"]],
      ["Snacks", ["SNACK-JERKY-BEEF"]],
    ]);
  });
});
