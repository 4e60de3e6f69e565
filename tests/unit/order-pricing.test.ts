/**
 * lib/order-pricing (the API's pricing of every order change) and lib/discount-apply-rules (whether a code
 * may be applied to an order): each rule and the money to the cent.
 */
import { describe, expect, it } from "vitest";
import {
  DISCOUNT_CUSTOMER_ALREADY_USED_MESSAGE,
  DISCOUNT_ONE_EXCLUSIVE_MESSAGE,
  DISCOUNT_ORDER_LIMIT_MESSAGE,
  discountRuleViolation,
  exclusiveCodeAmong,
  ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE,
  type RuleContext,
  type RuleDiscount,
} from "@/lib/discount-apply-rules";
import { priceOrder, type PricingLine } from "@/lib/order-pricing";

const meal: PricingLine = { code: "MEAL", quantity: 1, unitPrice: 89.99, productType: "MEAL", discountEligible: true };
const snack: PricingLine = { code: "SNACK", quantity: 3, unitPrice: 4.33, productType: "SNACK", discountEligible: true };
const noDiscount: PricingLine = { code: "FREE", quantity: 1, unitPrice: 10, productType: "MERCH", discountEligible: false };

describe("priceOrder", () => {
  it("taxes the taxed types after discount and totals to the cent", () => {
    const r = priceOrder([meal, snack], [{ discountType: "PERCENTAGE", value: 10, eligibleProducts: [] }]);
    expect(r.lines.map((l) => [l.gross, l.discountAmount, l.taxAmount, l.totalPrice])).toEqual([
      [89.99, 9, 0, 80.99],
      [12.99, 1.3, 0.82, 12.51],
    ]);
    expect(r).toMatchObject({ subtotalPrice: 102.98, totalDiscounts: 10.3, totalTax: 0.82, totalShippingPrice: 0, totalPrice: 93.5 });
  });
  it("spreads amounts over eligible lines, never below 0, skipping ineligible products", () => {
    // By product code (MEAL before SNACK), whatever the lines' order: the meal takes the $20.
    const r = priceOrder([noDiscount, snack, meal], [{ discountType: "AMOUNT", value: 20 }]);
    expect(r.lines.map((l) => l.discountAmount)).toEqual([0, 0, 20]);
    expect(r.totalDiscounts).toBe(20);
    const big = priceOrder([noDiscount, snack, meal], [{ discountType: "AMOUNT", value: 95 }]);
    expect(big.lines.map((l) => l.discountAmount)).toEqual([0, 5.01, 89.99]);
  });
  it("costs the same whichever order the lines and codes come in (amounts spread in a fixed order)", () => {
    // The reviewer's case: A is $10 off anything, B $10 off X only; lines X $10 and Y $5.
    const x: PricingLine = { code: "X", quantity: 1, unitPrice: 10, productType: "SNACK", discountEligible: true };
    const y: PricingLine = { code: "Y", quantity: 1, unitPrice: 5, productType: "SNACK", discountEligible: true };
    const a = { discountType: "AMOUNT" as const, value: 10 };
    const b = { discountType: "AMOUNT" as const, value: 10, eligibleProducts: ["X"] };
    const totals = (lines: PricingLine[], codes: (typeof a | typeof b)[]) => {
      const r = priceOrder(lines, codes);
      return { discounts: r.totalDiscounts, tax: r.totalTax, total: r.totalPrice };
    };
    const expected = totals([x, y], [b, a]);
    expect(expected.discounts).toBe(15);
    for (const lines of [[x, y], [y, x]]) for (const codes of [[a, b], [b, a]]) expect(totals(lines, codes)).toEqual(expected);
    // A meal and a taxed snack with $15 off: the same tax in both orders.
    const cx = [{ discountType: "AMOUNT" as const, value: 15 }];
    expect(totals([meal, snack], cx)).toEqual(totals([snack, meal], cx));
  });
  it("limits a code to its eligible products and uses the trial value on a trial order", () => {
    const d = { discountType: "PERCENTAGE" as const, value: 10, trialValue: 50, eligibleProducts: ["MEAL"] };
    expect(priceOrder([meal, snack], [d], 0, { orderType: "TRIAL" }).lines.map((l) => l.discountAmount)).toEqual([45, 0]);
    expect(priceOrder([meal, snack], [d], 0, { orderType: "SUBSCRIPTION" }).lines.map((l) => l.discountAmount)).toEqual([9, 0]);
  });
  it("caps percentages at 100", () => {
    const r = priceOrder([meal], [60, 70].map((value) => ({ discountType: "PERCENTAGE" as const, value })));
    expect(r.totalPrice).toBe(0);
  });
});

describe("discountRuleViolation", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const d: RuleDiscount = {
    code: "X",
    isActive: true,
    availableStartDate: null,
    availableEndDate: null,
    orderTrial: false,
    orderSubscription: true,
    orderOnetime: false,
    eligibleProducts: [],
    limitType: "UNLIMITED",
    limitValue: null,
    accountId: null,
    cxKind: null,
  };
  const ctx: RuleContext = { now, orderType: "SUBSCRIPTION", accountId: 1, productCodes: ["MEAL"], appliedCodes: [], exclusiveCode: null, accountsUsing: 0, usedByThisAccount: false, ordersOfThisAccount: 0, trialOrdersOfThisAccount: 0 };
  const rule = (over: Partial<RuleDiscount>, c: Partial<RuleContext> = {}) => discountRuleViolation({ ...d, ...over }, { ...ctx, ...c })?.rule ?? null;

  it("accepts a usable code", () => expect(rule({})).toBeNull());
  it("names each rule", () => {
    expect(rule({}, { appliedCodes: ["X"] })).toBe("already_applied");
    expect(rule({ isActive: false })).toBe("active");
    expect(rule({ availableStartDate: new Date("2026-06-02T00:00:00Z") })).toBe("dates");
    expect(rule({ availableEndDate: now })).toBe("dates");
    expect(rule({}, { orderType: "ONETIME" })).toBe("order_type");
    expect(rule({ orderSubscription: true }, { orderType: "REPLACEMENT" })).toBe("order_type");
    expect(rule({ eligibleProducts: ["SNACK"] })).toBe("eligible_products");
    expect(rule({ eligibleProducts: ["SNACK", "MEAL"] })).toBeNull();
    expect(rule({ accountId: 2 })).toBe("owner");
    expect(rule({ limitType: "X_CUSTOMERS", limitValue: 2 }, { accountsUsing: 2 })).toBe("usage_limit");
    expect(rule({ limitType: "X_CUSTOMERS", limitValue: 2 }, { accountsUsing: 1 })).toBeNull();
    expect(rule({ limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 1 }, { ordersOfThisAccount: 1 })).toBe("usage_limit");
    expect(rule({ limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 2 }, { ordersOfThisAccount: 1 })).toBeNull();
    expect(rule({ limitType: "X_ORDERS_FOR_ONE_CUSTOMER", limitValue: 3 }, { accountsUsing: 1 })).toBe("owner");
    expect(rule({ limitType: "X_ORDERS_FOR_ONE_CUSTOMER", limitValue: 3 }, { accountsUsing: 1, usedByThisAccount: true, ordersOfThisAccount: 3 })).toBe("usage_limit");
  });

  const message = (over: Partial<RuleDiscount>, c: Partial<RuleContext> = {}) => discountRuleViolation({ ...d, ...over }, { ...ctx, ...c })?.message ?? null;

  it("one customer-service code per order: a second preset code is refused, naming the one the order has; other codes are not concerned", () => {
    const cx30 = { code: "30POFFX1-BBBBBB", cxKind: "CX_30_PERCENT", limitType: "X_ORDERS_FOR_ONE_CUSTOMER", limitValue: 1 };
    expect(rule(cx30, { exclusiveCode: "10POFFX1-AAAAAA" })).toBe("one_exclusive");
    expect(message(cx30, { exclusiveCode: "10POFFX1-AAAAAA" })).toBe(DISCOUNT_ONE_EXCLUSIVE_MESSAGE("10POFFX1-AAAAAA"));
    expect(DISCOUNT_ONE_EXCLUSIVE_MESSAGE("10POFFX1-AAAAAA")).toBe(
      "This order already has a customer-service discount (10POFFX1-AAAAAA). Only one customer-service discount applies per order: remove it first.",
    );
    // The customer page's refusal of the same: the same sentence, with its own way out.
    expect(ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE("10POFFX1-AAAAAA")).toBe(
      "This order already has a customer-service discount (10POFFX1-AAAAAA). Remove it from the order on the order's page first, or choose another upcoming order.",
    );
    expect(rule({ ...cx30, cxKind: "CX_10_PERCENT_FOR_THREE_ORDERS" }, { exclusiveCode: "10POFFX1-AAAAAA" })).toBe("one_exclusive");
    expect(rule(cx30, { exclusiveCode: null })).toBeNull();
    // Not a preset (a custom accommodation code, a marketing winback, a plain code): not counted.
    expect(rule({ cxKind: "CX_CUSTOM_CODE" }, { exclusiveCode: "10POFFX1-AAAAAA" })).toBeNull();
    expect(rule({ cxKind: "WINBACK_30_PERCENT" }, { exclusiveCode: "10POFFX1-AAAAAA" })).toBeNull();
    expect(rule({}, { exclusiveCode: "10POFFX1-AAAAAA" })).toBeNull();
    // The order's customer-service code among its codes.
    expect(exclusiveCodeAmong([{ code: "WELCOME50", cxKind: null }, { code: "CX-ACCOM", cxKind: "CX_CUSTOM_CODE" }, { code: "30POFFX1", cxKind: "CX_30_PERCENT" }])).toBe("30POFFX1");
    expect(exclusiveCodeAmong([{ code: "WELCOME50", cxKind: null }])).toBeNull();
  });

  it("X customers: each customer may use the code on only one order, however few customers used it (spec 02 §4)", () => {
    const xCustomers = { limitType: "X_CUSTOMERS", limitValue: 5 };
    expect(message(xCustomers, { accountsUsing: 1, usedByThisAccount: true, ordersOfThisAccount: 1 })).toBe(DISCOUNT_CUSTOMER_ALREADY_USED_MESSAGE);
    expect(message(xCustomers, { accountsUsing: 4 })).toBeNull();
  });

  it("the subscription/trial split: trial orders limited to 1, the value is the subscription orders, each counted apart (spec 02 §4)", () => {
    const split = { limitType: "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT", limitValue: 2, orderTrial: true, orderSubscription: true };
    const used = (orders: number, trial: number) => ({ accountsUsing: orders ? 1 : 0, usedByThisAccount: orders > 0, ordersOfThisAccount: orders, trialOrdersOfThisAccount: trial });
    // A trial order: none of this customer's trial orders used it yet, whatever the subscription ones did.
    expect(message(split, { orderType: "TRIAL", ...used(2, 0) })).toBeNull();
    expect(message({ ...split, limitValue: 3 }, { orderType: "TRIAL", ...used(1, 1) })).toBe(DISCOUNT_ORDER_LIMIT_MESSAGE(1, "trial"));
    // A subscription order: the trial order does not use up one of the value's subscription orders.
    expect(message(split, { ...used(2, 1) })).toBeNull();
    expect(message(split, { ...used(1, 0) })).toBeNull();
    expect(message(split, { ...used(3, 1) })).toBe(DISCOUNT_ORDER_LIMIT_MESSAGE(2, "subscription"));
    expect(message(split, { ...used(2, 0) })).toBe(DISCOUNT_ORDER_LIMIT_MESSAGE(2, "subscription"));
  });
});
