/**
 * The rules of the money-and-shipment actions of the order page (spec 01 §4 "Fulfillments",
 * "Replace order", "One-time order"; §5 "Refund", "Split fulfillment", "One-time order (new
 * order)", "Replacement order"; §8; §9): pure and isomorphic, used by the screens AND by the
 * embedded API (server/backend/queries/order-actions.ts), which enforces every one of them itself.
 */
import type { ChargeStatus as ChargeStatusEnum, FulfillmentStatus, ItemKind, OrderStatus, OrderType } from "./enums";

type ChargeStatus = (typeof ChargeStatusEnum)["_output"];
import { round2, subMoney } from "./money";

// ───────────────────────────── Refunds ─────────────────────────────

export const REFUND_UNAVAILABLE = "Refund Unavailable";
export const REFUND_ERROR_TEXT = "Error processing refund";
export const REFUND_SUCCESS_TEXT = "Refund processed. The customer's refund confirmation email will arrive in about 20 minutes.";
export const REFUND_NOT_ELIGIBLE_SHOP = "Orders imported from the shop (SHO-) cannot be refunded.";
export const REFUND_NOT_ELIGIBLE_REPLACEMENT = "Replacement orders cannot be refunded.";
export const REFUND_NOT_ELIGIBLE_CHARGE = "Only an order whose charge succeeded can be refunded.";
export const REFUND_LINE_REQUIRED = "Select at least one product to refund.";
export const REFUND_LINE_NOT_OF_ORDER = "This product is not part of this order.";
export const REFUND_LINE_TWICE = "Each product can appear only once in a refund.";
export const REFUND_AMOUNT_POSITIVE = "Enter an amount above $0.00.";
export const REFUND_AMOUNT_CENTS = "Enter an amount with at most 2 decimals.";
export const refundAboveAvailable = (available: number) => `The amount cannot exceed the available refund of $${available.toFixed(2)}.`;

export interface RefundableOrderLike {
  id: string;
  order_type: OrderType;
  charge: { status: ChargeStatus } | null;
}

/** Why the order cannot be refunded, or null when it can (spec 01 §5 "Refund"). */
export function refundIneligibility(order: RefundableOrderLike): string | null {
  if (order.id.toUpperCase().startsWith("SHO-")) return REFUND_NOT_ELIGIBLE_SHOP;
  if (order.order_type === "REPLACEMENT") return REFUND_NOT_ELIGIBLE_REPLACEMENT;
  if (order.charge?.status !== "SUCCESS") return REFUND_NOT_ELIGIBLE_CHARGE;
  return null;
}

export interface RefundableLineLike {
  total_price: number;
  tax_amount: number;
  total_refunds: number;
}

/** What is still refundable on a line: its price (tax included) minus what was refunded, never below 0. */
export function availableRefund(line: RefundableLineLike): number {
  const left = subMoney(line.total_price, line.total_refunds);
  return left > 0 ? left : 0;
}

/** The tax part of a refund of `amount` on the line: in proportion of the line's tax to its price. */
export function refundTaxPart(line: Pick<RefundableLineLike, "total_price" | "tax_amount">, amount: number): number {
  if (!(line.total_price > 0)) return 0;
  return round2((round2(amount) * line.tax_amount) / line.total_price);
}

/** The message for a requested amount on a line, or null when it is acceptable. */
export function refundAmountError(line: RefundableLineLike, amount: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return REFUND_AMOUNT_POSITIVE;
  if (Math.abs(round2(amount) - amount) > 1e-9) return REFUND_AMOUNT_CENTS;
  const available = availableRefund(line);
  if (round2(amount) > available) return refundAboveAvailable(available);
  return null;
}

// ───────────────────────────── Split fulfillment ─────────────────────────────

export const SPLIT_STATUS: FulfillmentStatus = "ORDERDESK_SENT";
export const splitErrorText = (id: string) =>
  `Error splitting fulfillment ${id}. Please ensure fulfillment is not already split off from another, and that more than one product exists in this fulfillment.`;
export const splitSuccessText = (newId: string) => `Fulfillment split successfully. New fulfillment: ${newId}`;
export const SPLIT_SELECT_ONE = "Select at least one product to split off.";
export const SPLIT_KEEP_ONE = "At least one product must stay in the original fulfillment.";
export const SPLIT_UNKNOWN_PRODUCT = "This product is not part of this fulfillment.";
export const SPLIT_NOT_SENT = "Only a fulfillment sent to the order desk (ORDERDESK_SENT) can be split.";

export interface SplittableLike {
  status: FulfillmentStatus;
  is_split_fulfillment: boolean;
  products: readonly unknown[];
}

/** Split is offered only when the fulfillment is not split off, is ORDERDESK_SENT and has more than one product. */
export function canSplit(f: SplittableLike): boolean {
  return !f.is_split_fulfillment && f.status === SPLIT_STATUS && f.products.length > 1;
}

/** The n of an id "{original}-S{n}", or null. */
export function splitNumberOf(originalId: string, id: string): number | null {
  const prefix = `${originalId}-S`;
  if (!id.startsWith(prefix)) return null;
  const rest = id.slice(prefix.length);
  return /^[1-9][0-9]*$/.test(rest) ? Number(rest) : null;
}

/** The id of the next split-off of `originalId`, given the ids that exist: "-S{n}" with n counting up per original. */
export function nextSplitId(originalId: string, existingIds: readonly string[]): string {
  const highest = existingIds.reduce((max, id) => Math.max(max, splitNumberOf(originalId, id) ?? 0), 0);
  return `${originalId}-S${highest + 1}`;
}

/** The highest-numbered split-off among ids (the toast names it). */
export function highestSplitId(originalId: string, ids: readonly string[]): string | null {
  let best: { id: string; n: number } | null = null;
  for (const id of ids) {
    const n = splitNumberOf(originalId, id);
    if (n !== null && (!best || n > best.n)) best = { id, n };
  }
  return best?.id ?? null;
}

/** Messages for a selection of product codes to split off, or null when it is valid. */
export function splitSelectionError(productCodes: readonly string[], selected: readonly string[]): string | null {
  if (selected.length === 0) return SPLIT_SELECT_ONE;
  if (selected.some((c) => !productCodes.includes(c))) return SPLIT_UNKNOWN_PRODUCT;
  if (productCodes.every((c) => selected.includes(c))) return SPLIT_KEEP_ONE;
  return null;
}

// ───────────────────────────── Delivery failed ─────────────────────────────

export const DELIVERY_FAILED_FROM: FulfillmentStatus = "SHIPPED";
export const DELIVERY_FAILED_SUCCESS = "Fulfillment status updated successfully";
export const DELIVERY_FAILED_ERROR = "Failed to update fulfillment status";
export const DELIVERY_FAILED_NOT_SHIPPED = "Only a SHIPPED fulfillment can be marked delivery failed.";
export const canMarkDeliveryFailed = (f: { status: FulfillmentStatus }) => f.status === DELIVERY_FAILED_FROM;

// ───────────────────────────── Replacement orders ─────────────────────────────

export const REPLACEABLE_STATUSES = ["PARTIALLY_FULFILLED", "FULFILLED", "COMPLETE"] as const;
export const REPLACEMENT_RELOAD_MS = 5000;
export const replacementSuccessText = (id: string) => `Replacement order ${id} successfully created.`;
export const REPLACEMENT_REMINDER =
  "Reminder: this order is FULFILLED. Mark its fulfillment as Delivery Failed if the box never arrived.";
export const REPLACEMENT_NOT_ALLOWED = "Only a non-replacement order that is partially fulfilled, fulfilled or complete can be replaced.";
export const REPLACEMENT_SELECT_ONE = "Select at least one product to replace.";
export const REPLACEMENT_LINE_NOT_OF_ORDER = "This product is not part of the order being replaced.";
export const REPLACEMENT_LINE_TWICE = "Each product can be replaced only once per replacement order.";
export const replacementQuantityError = (max: number) =>
  max <= 0 ? "Everything ordered of this product was already replaced." : `Choose a quantity from 1 to ${max}.`;

/** Offered only for non-replacement orders whose status contains PARTIALLY_FULFILLED, FULFILLED or COMPLETE. */
export function canReplace(order: { order_type: OrderType; status: OrderStatus }): boolean {
  return order.order_type !== "REPLACEMENT" && REPLACEABLE_STATUSES.some((s) => order.status.includes(s));
}
/** The reminder to mark the original delivery failed shows when the status is FULFILLED. */
export const showsDeliveryFailedReminder = (order: { status: OrderStatus }) => order.status === "FULFILLED";

/** The most that may still be replaced of a line: ordered minus what earlier replacements sent. */
export function replaceableQuantity(ordered: number, alreadyReplaced: number): number {
  return Math.max(0, ordered - alreadyReplaced);
}

/** One row of the replace-order dialog: a line of the order and the most that may still be replaced. */
export interface ReplaceLine {
  id: number;
  code: string;
  description: string;
  quantity: number;
  petPlanId: number | null;
  max: number;
}

interface ReplaceableOrder {
  id: string;
  status: string;
  replacement_parent_order?: string | null;
  products: { id: number; code: string; description: string; quantity: number; pet_plan?: { id: number } | null }[];
}

/**
 * The replace-order dialog's rows for `order`, given all the customer's orders: each line's most
 * that may still be replaced subtracts what earlier, not cancelled replacements of the order sent,
 * by product code (the order answer has no parent-line link; the API's check is exact). The order
 * page and the customer page both use it.
 */
export function replaceLinesOf(order: ReplaceableOrder, allOrders: readonly ReplaceableOrder[]): ReplaceLine[] {
  const replaced = new Map<string, number>();
  for (const o of allOrders) {
    if (o.replacement_parent_order !== order.id || o.status === "CANCELLED") continue;
    for (const p of o.products) replaced.set(p.code, (replaced.get(p.code) ?? 0) + p.quantity);
  }
  return order.products.map((p) => {
    const already = Math.min(p.quantity, replaced.get(p.code) ?? 0);
    replaced.set(p.code, (replaced.get(p.code) ?? 0) - already);
    return { id: p.id, code: p.code, description: p.description, quantity: p.quantity, petPlanId: p.pet_plan?.id ?? null, max: replaceableQuantity(p.quantity, already) };
  });
}

// ───────────────────────────── One-time orders ─────────────────────────────

export const ONE_TIME_MIN_QUANTITY = 1;
export const ONE_TIME_MAX_QUANTITY = 12;
export const CLIP_PRODUCT_CODE = "CLIP";
export const ONE_MEAL_MESSAGE =
  "A one-time order can only have a maximum of one meal plan product. Please create a separate one-time order for each additional meal plan product.";
export const CLIP_ONLY_MESSAGE =
  "You cannot create a one-time order with only a clip product for a pet on an UnKibble plan. Please add a Fresh meal plan product.";
export const ONE_TIME_DOG_REQUIRED = "Choose a dog.";
export const ONE_TIME_ONE_DOG = "A one-time order is for one dog.";
export const ONE_TIME_PRODUCT_REQUIRED = "Choose at least one product.";
export const ONE_TIME_PRODUCT_TWICE = "Each product can appear only once; change its quantity instead.";
export const ONE_TIME_QUANTITY = `Choose a quantity from ${ONE_TIME_MIN_QUANTITY} to ${ONE_TIME_MAX_QUANTITY}.`;
export const ONE_TIME_MEAL_QUANTITY = "The quantity of a meal plan product is fixed at 1.";
export const ONE_TIME_PRODUCT_UNAVAILABLE = "This product cannot be ordered as a one-time product.";
export const DISCOUNT_CODE_NOT_FOUND = "Discount code not found";
export const discountNotForOneTime = (code: string) => `Discount code ${code} cannot be used on a one-time order.`;
export const ONE_TIME_DISCOUNT_APPLIED = "Discount created and applied to one time order.";
/** The reserved 100%-off code of the "reprocess" preset (spec 01 §9). */
export const REPROCESS_CODE = "REPROCESS";
/**
 * The customer-service discount presets of a new one-time order (spec 01 §9): 10% and 30% off make a
 * fresh personal code (POST discounts/generate_exclusive_discount), reprocess applies the reserved
 * 100%-off code, custom applies a code typed in.
 */
export const ONE_TIME_DISCOUNT_PRESETS = [
  { value: "CX_10_PERCENT", label: "10% off" },
  { value: "CX_30_PERCENT", label: "30% off" },
  { value: "REPROCESS", label: "100% off (reprocess)" },
  { value: "CUSTOM", label: "Custom code" },
] as const;
export type OneTimeDiscountPreset = (typeof ONE_TIME_DISCOUNT_PRESETS)[number]["value"];
export const CUSTOM_CODE_REQUIRED = "Enter a discount code.";
export const oneTimeChargedText = (id: string, total: string) =>
  `One-time order ${id} created. ${total} was charged to the default payment method.`;
export const oneTimeChargeFailedText = (id: string, error: string | null) =>
  `One-time order ${id} was created, but the charge to the default payment method failed${error ? `: ${error}` : "."}`;
export const NO_DEFAULT_PAYMENT_METHOD = "The account has no default payment method.";
export const CARD_DECLINED = "Card declined";
/**
 * The simulated payment provider of the embedded API declines a card ending in these digits
 * (the card processors' "generic decline" test card 4000 0000 0000 0002).
 */
export const DECLINING_CARD_LAST4 = "0002";
export const isDecliningCard = (last4: string) => last4 === DECLINING_CARD_LAST4;

/** A meal-type product: product_type MEAL (its quantity is fixed at 1; at most one per order). */
export const isMealProduct = (p: { product_type: ItemKind }) => p.product_type === "MEAL";
export const isFreshMealCode = (code: string) => code.startsWith("MEAL-F-");
export const isUnkibbleMealCode = (code: string) => code.startsWith("MEAL-U-");

/** A dog is on an UnKibble plan when its plan has an UnKibble meal product. */
export const isUnkibblePlan = (planProducts: readonly { code: string; product_type: ItemKind }[]) =>
  planProducts.some((p) => p.product_type === "MEAL" && isUnkibbleMealCode(p.code));

/** A dog a one-time order may be for: one with an ACTIVE or PAUSED plan (the order's lines carry that plan). */
export interface OneTimeDog {
  planId: number;
  name: string;
  planProducts: { code: string; product_type: ItemKind }[];
}
export const ONE_TIME_PLAN_STATUSES = ["ACTIVE", "PAUSED"] as const;

/** The dogs of the one-time order wizard, from the account's pets and plans (order page and customer page). */
export function oneTimeDogsOf(customer: {
  pets: readonly { id: string; name: string }[];
  petplans: readonly { id: number; pet: string; status: string; products: readonly { code: string; product_type: ItemKind }[] }[];
}): OneTimeDog[] {
  const petName = new Map(customer.pets.map((p) => [p.id, p.name]));
  return customer.petplans
    .filter((plan) => (ONE_TIME_PLAN_STATUSES as readonly string[]).includes(plan.status))
    .map((plan) => ({ planId: plan.id, name: petName.get(plan.pet) ?? "Dog", planProducts: plan.products.map((p) => ({ code: p.code, product_type: p.product_type })) }));
}

export interface OneTimeLine {
  code: string;
  product_type: ItemKind;
  quantity: number;
}

/**
 * The errors of a one-time order's products, keyed by line index ("" for the order as a whole):
 * quantities 1–12 and meals fixed at 1, at most one meal, and an UnKibble dog cannot order only
 * the CLIP product.
 */
export function oneTimeLineErrors(lines: readonly OneTimeLine[], dogOnUnkibblePlan: boolean): { lines: Record<number, string>; order: string | null } {
  const errs: Record<number, string> = {};
  let order: string | null = null;
  if (lines.length === 0) return { lines: errs, order: ONE_TIME_PRODUCT_REQUIRED };
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    if (seen.has(l.code)) errs[i] = ONE_TIME_PRODUCT_TWICE;
    seen.add(l.code);
    if (isMealProduct(l)) {
      if (l.quantity !== 1) errs[i] ??= ONE_TIME_MEAL_QUANTITY;
    } else if (!Number.isInteger(l.quantity) || l.quantity < ONE_TIME_MIN_QUANTITY || l.quantity > ONE_TIME_MAX_QUANTITY) {
      errs[i] ??= ONE_TIME_QUANTITY;
    }
  });
  const meals = lines.map((l, i) => ({ l, i })).filter(({ l }) => isMealProduct(l));
  if (meals.length > 1) {
    for (const { i } of meals.slice(1)) errs[i] ??= ONE_MEAL_MESSAGE;
    order = ONE_MEAL_MESSAGE;
  }
  if (dogOnUnkibblePlan && lines.every((l) => l.code === CLIP_PRODUCT_CODE)) order ??= CLIP_ONLY_MESSAGE;
  return { lines: errs, order };
}
