/**
 * The order page's editing rules on screen (an upcoming order's discounts, extra meals and one-time
 * products, and their success messages): the request body of PUT orders/{id}
 * built from the order as it is, which dogs may get extra meals, the bag options, and the texts.
 * Pure and isomorphic: the editor's components and the unit tests use it; the embedded API enforces
 * the same rules itself (server/backend/queries/order-edits.ts).
 */
import type { OrderDto } from "./contract/orders";
import { FRESH_MEAL_PREFIX, ONE_TIME_QUANTITY_MAX, ONE_TIME_QUANTITY_MIN, UNKIBBLE_MEAL_PREFIX, type OrderProductInput, type UpdateOrderRequest } from "./contract/order-edits";

/** The success texts the spec writes. */
export const DISCOUNT_APPLIED_TEXT = "Discount applied to account.";
/** The tooltip beside it (issue 21: the spec's words stay; "account" surprises for a code put on one order). */
export const DISCOUNT_APPLIED_HINT = "The code was applied to this upcoming order only; the order's totals on the page now include the discount.";
export const DISCOUNT_REMOVED_TEXT = "Discount removed from order.";
export const EXTRA_MEALS_ADDED_TEXT = "We added Buffer Bag product(s) to this upcoming order.";
export const ORDER_MARKED_CANCELLED_TEXT = "Order status was marked as cancelled.";
/** The spec names these messages but not their texts (assumption, docs/assumptions.md). */
export const ONE_TIME_ADDED_TEXT = "One-time product(s) added to this upcoming order.";
export const ONE_TIME_REMOVED_TEXT = "One-time product removed from this upcoming order.";

/**
 * The order dialogs' notice after a save that may have gone through unanswered (a timeout, a lost
 * connection): confirming again sends the same request with the same Idempotency-Key (assumption,
 * docs/assumptions.md).
 */
export const unsettledChangeText = (confirmLabel: string) =>
  `No answer came back, so this change may have been saved already. Press "${confirmLabel}" again to finish it: a change already saved is not made a second time.`;

type OrderLike = Pick<OrderDto, "id" | "order_type" | "products" | "discounts" | "version">;

/** The order's lines as PUT orders/{id} takes them. */
export function currentLines(order: Pick<OrderDto, "products">): OrderProductInput[] {
  return order.products.map((p) => ({ pet_plan: p.pet_plan?.id ?? null, product_code: p.code, quantity: p.quantity, type: p.type }));
}

export const appliedCodes = (order: Pick<OrderDto, "discounts">): string[] => order.discounts.map((d) => d.discount.code);

/** The body of PUT orders/{id}: the order as it is, with lines added or removed and codes changed. */
export function orderChange(
  order: OrderLike,
  accountId: number,
  change: { addLines?: OrderProductInput[]; removeLineId?: number; codes?: string[] } = {},
): UpdateOrderRequest {
  const kept = order.products.filter((p) => p.id !== change.removeLineId);
  return {
    account: accountId,
    order_id: order.id,
    order_type: order.order_type,
    order_products: [...currentLines({ products: kept }), ...(change.addLines ?? [])],
    discount_codes: change.codes ?? appliedCodes(order),
    // The version the change is based on: a change made since answers 409 (lib/contract/versioned.ts).
    version: order.version,
  };
}

/** Extra meals are offered only when an order product code starts with MEAL-U-. */
export function extraMealsOffered(order: Pick<OrderDto, "products">): boolean {
  return order.products.some((p) => p.code.startsWith(UNKIBBLE_MEAL_PREFIX));
}

export interface ExtraMealDog {
  planId: number;
  name: string;
  /** Why it cannot be chosen, or null. */
  disabledReason: "fresh" | "already_added" | null;
}

/**
 * The dogs (pet plans) of the order for the extra-meals selector: a dog with a Fresh plan
 * (MEAL-F-) or with extra meals already on the order is disabled.
 */
export function extraMealDogs(order: Pick<OrderDto, "products">): ExtraMealDog[] {
  const plans = new Map<number, { name: string; codes: string[]; buffer: boolean }>();
  for (const p of order.products) {
    if (!p.pet_plan) continue;
    const entry = plans.get(p.pet_plan.id) ?? { name: p.pet_plan.pet_name ?? `Plan ${p.pet_plan.id}`, codes: [], buffer: false };
    entry.codes.push(p.code);
    if (p.product_type === "BUFFER") entry.buffer = true;
    plans.set(p.pet_plan.id, entry);
  }
  return [...plans].map(([planId, e]) => ({
    planId,
    name: e.name,
    disabledReason: e.codes.some((c) => c.startsWith(FRESH_MEAL_PREFIX)) ? "fresh" : e.buffer ? "already_added" : null,
  }));
}

export const EXTRA_MEAL_DISABLED_TEXT: Record<NonNullable<ExtraMealDog["disabledReason"]>, string> = {
  fresh: "Fresh plan",
  already_added: "extra meals already added",
};

/** Bags from 0 to the allowed count; each option's label is bags × extra days. */
export function bagOptions(allowed: number, extraDays: number): { value: string; label: string }[] {
  return Array.from({ length: Math.max(allowed, 0) + 1 }, (_, bags) => ({
    value: String(bags),
    label: `${bags * extraDays} extra days (${bags} bag${bags === 1 ? "" : "s"})`,
  }));
}

/** Quantity options 1–12 for one-time products. */
export const QUANTITY_OPTIONS = Array.from({ length: ONE_TIME_QUANTITY_MAX - ONE_TIME_QUANTITY_MIN + 1 }, (_, i) => {
  const n = String(i + ONE_TIME_QUANTITY_MIN);
  return { value: n, label: n };
});

/** The dogs of the order (its pet plans), for the one-time products' dog selector. */
export function orderDogs(order: Pick<OrderDto, "products">): { planId: number; name: string }[] {
  return extraMealDogs(order).map(({ planId, name }) => ({ planId, name }));
}
