/**
 * The rules of the order page's money-and-shipment actions: who may be refunded and how much, which
 * fulfillment may be split and how the split-off is numbered, which may be marked delivery failed,
 * which order may be replaced and how much of each line, and what a one-time order may contain.
 * Pure and isomorphic, used by the screens AND by the embedded API
 * (server/backend/queries/order-actions.ts), which enforces every one of them itself. Their texts
 * live in lib/orders/messages.ts.
 */
import type { ChargeStatus as ChargeStatusEnum, FulfillmentStatus, ItemKind, OrderStatus, OrderType } from "../contract/enums";
import { ONE_TIME_QUANTITY_MAX, ONE_TIME_QUANTITY_MIN } from "../contract/order-edits";
import { erasedAccountRefusal } from "../contract/customers";
import { ORDER_STATUSES_NOT_YET_CHARGED } from "../contract/orders";
import { round2, subMoney, sumMoney } from "../money";
import {
  chooseQuantityText,
  CLIP_ONLY_MESSAGE,
  ONE_MEAL_MESSAGE,
  ONE_TIME_MEAL_QUANTITY,
  ONE_TIME_NO_DOG_WITH_PLAN,
  ONE_TIME_PRODUCT_REQUIRED,
  ONE_TIME_PRODUCT_TWICE,
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
  SPLIT_UNKNOWN_PRODUCT,
  splitErrorText,
} from "./messages";

type ChargeStatus = (typeof ChargeStatusEnum)["_output"];

// ───────────────────────────── Charges ─────────────────────────────

/**
 * Whether an order of this total takes nothing from the customer (100% off: the reprocess code): the
 * API reads no card and records no charge, the one-time order's summary names no card, its toast
 * says nothing was charged. The one rule for all three.
 */
export const chargesNothing = (totalPrice: number): boolean => totalPrice <= 0;

/**
 * An order placed at $0.00 that needed no charge: a replacement order, or a one-time order at 100%
 * off (the API charges nothing then). It carries no charge record and no `charged` time, yet it is
 * past the charge (not upcoming or on hold, ORDER_STATUSES_NOT_YET_CHARGED): it was placed and is sent.
 */
export function placedWithNothingToCharge(order: { status: string; total_price: number; charge: unknown }): boolean {
  return order.charge === null && chargesNothing(order.total_price) && !(ORDER_STATUSES_NOT_YET_CHARGED as readonly string[]).includes(order.status);
}

// ───────────────────────────── Refunds ─────────────────────────────

export interface RefundableOrderLike {
  id: string;
  order_type: OrderType;
  charge: { status: ChargeStatus } | null;
}

/**
 * Why the order cannot be refunded, or null when it can: an order imported from the shop (id
 * starting SHO-), a REPLACEMENT order and an order whose charge did not succeed cannot be refunded.
 */
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

/**
 * The tax part of a refund of `amount` on the line: in proportion of the line's tax to its price,
 * counted on everything refunded so far (`before`: the line's earlier refunds and their tax parts),
 * so the tax parts of several partial refunds add up to the proportion of their sum and never to more
 * than the line's tax (rounding each refund on its own gave $0.71 of a $0.70 tax over three refunds).
 */
export function refundTaxPart(
  line: Pick<RefundableLineLike, "total_price" | "tax_amount">,
  amount: number,
  before: { refunded: number; taxRefunded: number } = { refunded: 0, taxRefunded: 0 },
): number {
  if (!(line.total_price > 0)) return 0;
  const after = Math.min(line.total_price, sumMoney([before.refunded, amount]));
  const part = subMoney(round2((after * line.tax_amount) / line.total_price), before.taxRefunded);
  const left = subMoney(line.tax_amount, before.taxRefunded);
  return Math.max(0, Math.min(part, left));
}

/**
 * The tax part of a refund of `amount` on a line whose earlier refunds are known only by their sum
 * (`total_refunds`, as the order page has it): refundTaxPart counted on them. Each earlier refund took
 * its tax part by the same cumulative rule, so together they refunded the proportion of their sum,
 * refundTaxPart(line, total_refunds); this is then exactly the part the API keeps for this refund.
 */
export function refundTaxPartAfterRefunds(line: RefundableLineLike, amount: number): number {
  return refundTaxPart(line, amount, { refunded: line.total_refunds, taxRefunded: refundTaxPart(line, line.total_refunds) });
}

/**
 * The message for a requested amount on a line, or null when it is acceptable. Cents first (0.004
 * has a third decimal place); then "above $0.00" on the amount as stored, to the cent: 0.000000001
 * (within a float's noise of whole cents) is $0.00.
 */
export function refundAmountError(line: RefundableLineLike, amount: number): string | null {
  if (!Number.isFinite(amount)) return REFUND_AMOUNT_POSITIVE;
  if (Math.abs(round2(amount) - amount) > 1e-9) return REFUND_AMOUNT_CENTS;
  if (round2(amount) <= 0) return REFUND_AMOUNT_POSITIVE;
  const available = availableRefund(line);
  if (round2(amount) > available) return refundAboveAvailable(available);
  return null;
}

// ───────────────────────────── Split fulfillment ─────────────────────────────

export const SPLIT_STATUS: FulfillmentStatus = "ORDERDESK_SENT";

export interface SplittableLike {
  status: FulfillmentStatus;
  is_split_fulfillment: boolean;
  products: readonly { code: string }[];
}

/**
 * The products a split chooses from: the fulfillment's distinct product codes, in the order of
 * their first line. A split moves every line of a chosen code (two dogs' lines of one product
 * move together), so a product is what is chosen, not a line.
 */
export function splitProductCodes(products: readonly { code: string }[]): string[] {
  return [...new Set(products.map((p) => p.code))];
}

/**
 * Split is offered only when the fulfillment is not split off, is ORDERDESK_SENT and has more than
 * one product (spec 01 §4): more than one product code, since lines of one code move together (a
 * product for two dogs alone cannot be split). The order page's button, the split page and the API.
 */
export function canSplit(f: SplittableLike): boolean {
  return !f.is_split_fulfillment && f.status === SPLIT_STATUS && splitProductCodes(f.products).length > 1;
}

/**
 * Why the fulfillment cannot be split (canSplit), or null when it can: a split-off or a fulfillment
 * of one product code gets the spec's split error (splitErrorText, spec 01 §5: the message for those
 * two cases only); one that would split but for its status, SPLIT_NOT_SENT. The split page's notice
 * and the API's 400 alike.
 */
export function splitRefusal(f: SplittableLike & { id: string }): string | null {
  if (canSplit(f)) return null;
  return canSplit({ ...f, status: SPLIT_STATUS }) ? SPLIT_NOT_SENT : splitErrorText(f.id);
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

// ───────────────────────────── Mark order cancelled ─────────────────────────────

/** A fulfillment cancelled with its order (PUT orders/mark_order_cancelled): one with nothing shipped yet. */
export const FULFILLMENT_STATUSES_CANCELLED_WITH_ORDER = ["SCHEDULED", "FULFILLMENTS_CREATED", "PREPARING", "ORDERDESK_SENT", "CREATING_AFTERSHIP_SHIPMENTS", "ERROR"] as const satisfies readonly FulfillmentStatus[];

// ───────────────────────────── Delivery failed ─────────────────────────────

export const DELIVERY_FAILED_FROM: FulfillmentStatus = "SHIPPED";
export const canMarkDeliveryFailed = (f: { status: FulfillmentStatus }) => f.status === DELIVERY_FAILED_FROM;

// ───────────────────────────── Replacement orders ─────────────────────────────

export const REPLACEABLE_STATUSES = ["PARTIALLY_FULFILLED", "FULFILLED", "COMPLETE"] as const;
export const REPLACEMENT_RELOAD_MS = 5000;

/** Offered only for non-replacement orders whose status contains PARTIALLY_FULFILLED, FULFILLED or COMPLETE. */
export function canReplace(order: { order_type: OrderType; status: OrderStatus }): boolean {
  return order.order_type !== "REPLACEMENT" && REPLACEABLE_STATUSES.some((s) => order.status.includes(s));
}
/** The reminder to mark the original delivery failed shows when the status is FULFILLED. */
export const showsDeliveryFailedReminder = (order: { status: OrderStatus }) => order.status === "FULFILLED";

/** The fulfillment statuses in which nothing of the fulfillment reached the customer. */
export const FULFILLMENT_STATUSES_NOTHING_DELIVERED = ["DELIVERY_FAILED", "CANCELLED"] as const satisfies readonly FulfillmentStatus[];

/** An earlier replacement order of a parent, as far as countsAgainstParent needs it. */
export interface EarlierReplacementLike {
  status: string;
  fulfillments: readonly { status: string }[];
}

/**
 * Whether an earlier replacement order still counts against its parent's replaceable quantities
 * (replaceableByLine): not when the order is CANCELLED, nor when every one of its fulfillments ended
 * DELIVERY_FAILED or CANCELLED (nothing of it reached the customer: the box that failed delivery may
 * be sent again, spec 01 §4's reminder). A replacement with no fulfillment yet still counts (nothing
 * says it will not arrive), and so does one with any fulfillment in another status. The one rule of
 * the API (createReplacement) and of the screens (replaceLinesOf, canReplaceNow).
 */
export function countsAgainstParent(replacement: EarlierReplacementLike): boolean {
  if (replacement.status === "CANCELLED") return false;
  const nothingDelivered = (f: { status: string }) => (FULFILLMENT_STATUSES_NOTHING_DELIVERED as readonly string[]).includes(f.status);
  return !(replacement.fulfillments.length > 0 && replacement.fulfillments.every(nothingDelivered));
}

/** The most that may still be replaced of a line: ordered minus what earlier replacements sent. */
export function replaceableQuantity(ordered: number, alreadyReplaced: number): number {
  return Math.max(0, ordered - alreadyReplaced);
}

/** A line of an earlier replacement order of the parent that still counts (countsAgainstParent), as the order answer lists it. */
export interface ReplacementLineOf {
  code: string;
  quantity: number;
  /**
   * The parent line it replaces: a number counts against that line only; null replaces no line of
   * the parent and counts against none; absent (undefined), the answer does not say (an upstream
   * without the link), and the line counts by product code.
   */
  replacement_parent_order_product?: number | null;
}

/**
 * The most that may still be replaced of each line of a parent order (by line id): its ordered
 * quantity minus the quantities of the lines of earlier replacement orders that replace it and
 * still count (replaceableQuantity, countsAgainstParent). The one rule of the API (POST orders,
 * createReplacement) and of the Replace Order dialog (replaceLinesOf), so the dialog offers exactly
 * what the API accepts. `parentLines` are the parent's lines; `replacementLines` every line of its
 * replacements that still count (the caller leaves out the others with countsAgainstParent).
 *
 * A replacement line without the link (an upstream whose order answer does not send
 * `replacement_parent_order_product`) falls back to its product code: its quantity is taken from the
 * parent's lines of that code, first line first, after the linked ones. That fallback cannot tell
 * two lines of one product apart (two dogs' lines of the same meal): it may mark the wrong one as
 * replaced, and the API then refuses the other.
 */
export function replaceableByLine(
  parentLines: readonly { id: number; code: string; quantity: number }[],
  replacementLines: readonly ReplacementLineOf[],
): Map<number, number> {
  const replaced = new Map<number, number>();
  const byCode = new Map<string, number>();
  for (const r of replacementLines) {
    const link = r.replacement_parent_order_product;
    if (link === undefined) byCode.set(r.code, (byCode.get(r.code) ?? 0) + r.quantity);
    else if (link !== null) replaced.set(link, (replaced.get(link) ?? 0) + r.quantity);
  }
  const max = new Map<number, number>();
  for (const l of parentLines) {
    const left = replaceableQuantity(l.quantity, replaced.get(l.id) ?? 0);
    const unlinked = Math.min(left, byCode.get(l.code) ?? 0);
    if (unlinked > 0) byCode.set(l.code, byCode.get(l.code)! - unlinked);
    max.set(l.id, left - unlinked);
  }
  return max;
}

/** The message for a requested replacement quantity given the line's cap (replaceableQuantity), or null: a whole number from 1 to the cap. */
export function replacementQuantityProblem(quantity: number, max: number): string | null {
  return !Number.isInteger(quantity) || quantity < 1 || quantity > max ? replacementQuantityError(max) : null;
}

/** One row of the replace-order dialog: a line of the order and the most that may still be replaced. */
export interface ReplaceLine {
  id: number;
  code: string;
  description: string;
  productType: ItemKind;
  quantity: number;
  petPlanId: number | null;
  /** The dog the line was for (the order answer's pet_plan.pet_name), null when unknown. */
  dogName: string | null;
  max: number;
}

interface ReplaceableOrder extends EarlierReplacementLike {
  id: string;
  replacement_parent_order?: string | null;
  products: {
    id: number;
    code: string;
    description: string;
    product_type: ItemKind;
    quantity: number;
    pet_plan?: { id: number; pet_name?: string | null } | null;
    replacement_parent_order_product?: number | null;
  }[];
}

/**
 * The replace-order dialog's rows for `order`, given all the customer's orders (with their
 * fulfillments' statuses): each line's most that may still be replaced subtracts what earlier
 * replacements of the order that still count (countsAgainstParent: not cancelled, and not lost in
 * delivery) sent for that line (replaceableByLine, the API's rule; by product code when the answer
 * has no parent-line link). The order page and the customer page both use it.
 */
export function replaceLinesOf(order: ReplaceableOrder, allOrders: readonly ReplaceableOrder[]): ReplaceLine[] {
  const earlier = allOrders.filter((o) => o.replacement_parent_order === order.id && countsAgainstParent(o)).flatMap((o) => o.products);
  const max = replaceableByLine(order.products, earlier);
  return order.products.map((p) => ({
    id: p.id,
    code: p.code,
    description: p.description,
    productType: p.product_type,
    quantity: p.quantity,
    petPlanId: p.pet_plan?.id ?? null,
    dogName: p.pet_plan?.pet_name ?? null,
    max: max.get(p.id) ?? 0,
  }));
}

/** Whether a line can be chosen at all: something of it may still be replaced. */
export const isReplaceable = (line: Pick<ReplaceLine, "max">) => line.max > 0;

/**
 * Replace Order is offered (order page, customer page rows): the order may be replaced
 * (canReplace) and some line of it is not yet replaced in full by earlier replacements that still
 * count (countsAgainstParent: a replacement lost in delivery gives its quantities back).
 */
export function canReplaceNow(order: ReplaceableOrder & { order_type: OrderType; status: OrderStatus }, allOrders: readonly ReplaceableOrder[]): boolean {
  return canReplace(order) && replaceLinesOf(order, allOrders).some(isReplaceable);
}

/**
 * Why Replace Order, offered (canReplaceNow), is disabled (its accessible description and info tip),
 * or null: a replacement is a box shipped too, and nothing new ships to an account whose personal
 * data was deleted (erasedAccountRefusal, the API's own refusal).
 */
export const replaceOrderUnavailable = (customer: { pii_deleted_at: string | null }): string | null => erasedAccountRefusal(customer.pii_deleted_at, "order");

// ───────────────────────────── One-time orders ─────────────────────────────

/** The contract's 1–12 (lib/contract/order-edits.ts), under the names the order rules use. */
export { ONE_TIME_QUANTITY_MIN as ONE_TIME_MIN_QUANTITY, ONE_TIME_QUANTITY_MAX as ONE_TIME_MAX_QUANTITY };
/** The message of a one-time product's quantity outside 1–12. */
export const ONE_TIME_QUANTITY = chooseQuantityText(ONE_TIME_QUANTITY_MIN, ONE_TIME_QUANTITY_MAX);
export const CLIP_PRODUCT_CODE = "CLIP";
/** The reserved 100%-off code of the "reprocess" preset (one of the reserved discount codes). */
export const REPROCESS_CODE = "REPROCESS";
/**
 * The customer-service discount presets of a new one-time order: 10% and 30% off make a
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

/**
 * What Create One-Time Order gets (order page and customer page): the wizard's dogs, and why the
 * button is disabled (its accessible description and info tip) or null. The one place its reason is
 * chosen: nothing new ships to an account whose personal data was deleted (erasedAccountRefusal, the
 * API's own refusal), else a one-time order needs a dog with an active or paused plan.
 */
export function oneTimeOrderOffer(customer: Parameters<typeof oneTimeDogsOf>[0] & { pii_deleted_at: string | null }): { dogs: OneTimeDog[]; unavailable: string | null } {
  const dogs = oneTimeDogsOf(customer);
  return { dogs, unavailable: erasedAccountRefusal(customer.pii_deleted_at, "order") ?? (dogs.length === 0 ? ONE_TIME_NO_DOG_WITH_PLAN : null) };
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
    } else if (!Number.isInteger(l.quantity) || l.quantity < ONE_TIME_QUANTITY_MIN || l.quantity > ONE_TIME_QUANTITY_MAX) {
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

// ───────────────────────────── Product pickers ─────────────────────────────

/**
 * The product types an agent may add to an upcoming order as one-time products (its add-ons): snacks,
 * supplements, pup gum, materials and merchandise. Meals are the plan's own (subscription) lines and a
 * scoop comes with the plan's size ($0), so neither is offered there; a new one-time order still takes
 * any one-time eligible product (spec 01 §5: at most one meal). The API refuses other types the same way.
 */
export const ONE_TIME_ADD_ON_TYPES: readonly ItemKind[] = ["SNACK", "SUPPLEMENT", "PUPGUM", "MATERIAL", "MERCH"];
export const isOneTimeAddOn = (p: { product_type: ItemKind }) => ONE_TIME_ADD_ON_TYPES.includes(p.product_type);

/** The group titles of the product picker, in the order the groups show. */
export const PRODUCT_GROUP_LABELS: Readonly<Record<ItemKind, string>> = {
  MEAL: "Meals",
  SNACK: "Snacks",
  SUPPLEMENT: "Supplements",
  PUPGUM: "Pup gum",
  MATERIAL: "Materials",
  MERCH: "Merchandise",
  SCOOP: "Scoops",
  SAMPLE: "Samples",
  BUFFER: "Extra meals",
  REPLACE: "Replacements",
  RECIPE: "Recipes",
};

/** A product matches a search when every word typed is part of its name or code (case-insensitive). */
export function productMatches(p: { code: string; name: string }, query: string): boolean {
  const haystack = `${p.name} ${p.code}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The products grouped by type (PRODUCT_GROUP_LABELS' order), each group in the given order; empty groups left out. */
export function productGroupsOf<P extends { product_type: ItemKind }>(products: readonly P[]): { type: ItemKind; label: string; products: P[] }[] {
  return (Object.keys(PRODUCT_GROUP_LABELS) as ItemKind[])
    .map((type) => ({ type, label: PRODUCT_GROUP_LABELS[type], products: products.filter((p) => p.product_type === type) }))
    .filter((g) => g.products.length > 0);
}
