/**
 * Whether a discount code may be applied to an order: it is
 * active, within its dates, allowed for the order's type, applies to a product of the order, not a
 * second customer-service code on the order, and within its usage limit. Each refusal names its
 * rule. Pure and isomorphic: the embedded API enforces it wherever a code is added to an order (PUT
 * orders/{id}, POST orders for a one-time order, a customer-service code applied by the API); the
 * usage counts come from the orders that used the code.
 */
import { DISCOUNT_EXPIRED_MESSAGE, DISCOUNT_INACTIVE_MESSAGE, DISCOUNT_NOT_STARTED_MESSAGE, EXCLUSIVE_DISCOUNT_PRESETS } from "./contract/discounts";
import type { OrderStatus, OrderType } from "./contract/enums";

export type DiscountRule = "active" | "dates" | "order_type" | "eligible_products" | "usage_limit" | "owner" | "already_applied" | "one_exclusive";

export interface RuleDiscount {
  code: string;
  isActive: boolean;
  availableStartDate: Date | null;
  availableEndDate: Date | null;
  orderTrial: boolean;
  orderSubscription: boolean;
  orderOnetime: boolean;
  eligibleProducts: readonly string[];
  limitType: string;
  limitValue: number | null;
  /** A personal (exclusive) code's account. */
  accountId: number | null;
  /** The customer-service kind of the code (a key of EXCLUSIVE_DISCOUNT_PRESETS for the customer-service codes), else another kind or null. */
  cxKind: string | null;
}

export interface RuleContext {
  now: Date;
  orderType: OrderType;
  accountId: number;
  /** The product codes of the order (after the change). */
  productCodes: readonly string[];
  /** The codes already on the order. */
  appliedCodes: readonly string[];
  /**
   * The customer-service code the order keeps (exclusiveCodeAmong: one it already has and keeps, or
   * one the same request applied before this code), or null: one customer-service code per order.
   */
  exclusiveCode: string | null;
  /** Distinct accounts whose orders used the code (other than this order). */
  accountsUsing: number;
  /** Whether this account used the code on another order. */
  usedByThisAccount: boolean;
  /** Orders of this account (other than this order) that used the code. */
  ordersOfThisAccount: number;
  /** Those of them that are trial orders (the subscription/trial split counts them apart). */
  trialOrdersOfThisAccount: number;
}

export const DISCOUNT_ORDER_TYPE_MESSAGE = (orderType: OrderType) => `This discount code cannot be used on ${orderType.toLowerCase()} orders.`;
export const DISCOUNT_ELIGIBLE_PRODUCTS_MESSAGE = (codes: readonly string[]) =>
  `This discount code applies only to ${codes.join(", ")}, and this order has none of them.`;
export const DISCOUNT_CUSTOMER_LIMIT_MESSAGE = (n: number) => `This discount code has reached its usage limit of ${n} customer${n === 1 ? "" : "s"}.`;
/** X customers: each customer may use the code on only one order (spec 02 §4). */
export const DISCOUNT_CUSTOMER_ALREADY_USED_MESSAGE = "This customer has already used this discount code.";
/**
 * An order linked to a code "uses" it unless it is one of these: cancelled, or never paid (its
 * charge declined until the retries ran out): a one-time order declined at the card does not use up
 * a one-use code, so the agent's next try can take it. The one list every usage count reads.
 */
export const ORDER_STATUSES_NOT_USING_A_DISCOUNT = ["CANCELLED", "MAX_RETRY_REACHED"] as const satisfies readonly OrderStatus[];

/** `kind`: the subscription/trial split's own count (its trial orders, or its subscription orders). */
export const DISCOUNT_ORDER_LIMIT_MESSAGE = (n: number, kind?: "trial" | "subscription") =>
  `This customer has reached the usage limit of ${n} ${kind ? `${kind} ` : ""}order${n === 1 ? "" : "s"} for this discount code.`;
export const DISCOUNT_OTHER_CUSTOMER_MESSAGE = "This discount code belongs to another customer.";
export const DISCOUNT_ALREADY_APPLIED_MESSAGE = "This discount code is already applied to this order.";

/**
 * A customer-service discount: one of the presets (10% or 30% off 1 order, the winback), the
 * reserved code or one generated from it. One per order (docs/assumptions.md, Exclusive discounts).
 */
export const isExclusiveDiscount = (d: Pick<RuleDiscount, "cxKind">) => d.cxKind !== null && Object.hasOwn(EXCLUSIVE_DISCOUNT_PRESETS, d.cxKind);
/** The first customer-service code among the order's codes (RuleContext.exclusiveCode), or null. */
export const exclusiveCodeAmong = (codes: readonly Pick<RuleDiscount, "code" | "cxKind">[]) => codes.find(isExclusiveDiscount)?.code ?? null;

const ORDER_HAS_EXCLUSIVE = (code: string) => `This order already has a customer-service discount (${code}).`;
/** A second customer-service code on an order (the rule "one_exclusive": applying a code, on the order page or a one-time order). */
export const DISCOUNT_ONE_EXCLUSIVE_MESSAGE = (code: string) => `${ORDER_HAS_EXCLUSIVE(code)} Only one customer-service discount applies per order: remove it first.`;
/**
 * The same refusal of POST accounts/{id}/create_exclusive_discount (customer page): which code, and
 * the way out (the order page lists the order's codes, each with Remove).
 */
export const ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE = (code: string) =>
  `${ORDER_HAS_EXCLUSIVE(code)} Remove it from the order on the order's page first, or choose another upcoming order.`;

const ORDER_TYPE_FLAG: Record<OrderType, keyof Pick<RuleDiscount, "orderTrial" | "orderSubscription" | "orderOnetime"> | null> = {
  TRIAL: "orderTrial",
  SUBSCRIPTION: "orderSubscription",
  ONETIME: "orderOnetime",
  REPLACEMENT: null,
};

/** The first rule the code breaks for this order, with its message; null when it may be applied. */
export function discountRuleViolation(d: RuleDiscount, ctx: RuleContext): { rule: DiscountRule; message: string } | null {
  if (ctx.appliedCodes.includes(d.code)) return { rule: "already_applied", message: DISCOUNT_ALREADY_APPLIED_MESSAGE };
  if (!d.isActive) return { rule: "active", message: DISCOUNT_INACTIVE_MESSAGE };
  if (d.availableStartDate && d.availableStartDate > ctx.now) return { rule: "dates", message: DISCOUNT_NOT_STARTED_MESSAGE };
  if (d.availableEndDate && d.availableEndDate <= ctx.now) return { rule: "dates", message: DISCOUNT_EXPIRED_MESSAGE };
  const flag = ORDER_TYPE_FLAG[ctx.orderType];
  if (!flag || !d[flag]) return { rule: "order_type", message: DISCOUNT_ORDER_TYPE_MESSAGE(ctx.orderType) };
  if (d.eligibleProducts.length > 0 && !ctx.productCodes.some((c) => d.eligibleProducts.includes(c))) {
    return { rule: "eligible_products", message: DISCOUNT_ELIGIBLE_PRODUCTS_MESSAGE(d.eligibleProducts) };
  }
  if (d.accountId !== null && d.accountId !== ctx.accountId) return { rule: "owner", message: DISCOUNT_OTHER_CUSTOMER_MESSAGE };
  if (isExclusiveDiscount(d) && ctx.exclusiveCode !== null && ctx.exclusiveCode !== d.code) {
    return { rule: "one_exclusive", message: DISCOUNT_ONE_EXCLUSIVE_MESSAGE(ctx.exclusiveCode) };
  }
  const limit = d.limitValue;
  if (limit === null) return null; // no limit value: unlimited
  switch (d.limitType) {
    case "X_CUSTOMERS":
      // One order per customer, and at most `limit` customers.
      if (ctx.usedByThisAccount) return { rule: "usage_limit", message: DISCOUNT_CUSTOMER_ALREADY_USED_MESSAGE };
      if (ctx.accountsUsing >= limit) return { rule: "usage_limit", message: DISCOUNT_CUSTOMER_LIMIT_MESSAGE(limit) };
      break;
    case "X_ORDERS_PER_CUSTOMER":
      if (ctx.ordersOfThisAccount >= limit) return { rule: "usage_limit", message: DISCOUNT_ORDER_LIMIT_MESSAGE(limit) };
      break;
    case "X_ORDERS_PER_CUSTOMER_SUBSCRIPTION_TRIAL_SPLIT":
      // Trial orders limited to 1; the value is the subscription orders (the other orders: the split
      // type takes no one-time ones), each counted apart.
      if (ctx.orderType === "TRIAL") {
        if (ctx.trialOrdersOfThisAccount >= 1) return { rule: "usage_limit", message: DISCOUNT_ORDER_LIMIT_MESSAGE(1, "trial") };
      } else if (ctx.ordersOfThisAccount - ctx.trialOrdersOfThisAccount >= limit) {
        return { rule: "usage_limit", message: DISCOUNT_ORDER_LIMIT_MESSAGE(limit, "subscription") };
      }
      break;
    case "X_ORDERS_FOR_ONE_CUSTOMER":
      if (ctx.accountsUsing > 0 && !ctx.usedByThisAccount) return { rule: "owner", message: DISCOUNT_OTHER_CUSTOMER_MESSAGE };
      if (ctx.ordersOfThisAccount >= limit) return { rule: "usage_limit", message: DISCOUNT_ORDER_LIMIT_MESSAGE(limit) };
      break;
    default:
      break;
  }
  return null;
}
