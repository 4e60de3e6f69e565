/**
 * The user-facing texts of the order page's money-and-shipment actions (refund, split fulfillment,
 * delivery failed, replacement order, one-time order): each written once, shown by the forms and
 * answered by the embedded API (server/backend/queries/order-actions.ts). The rules that pick them
 * live in lib/orders/rules.ts. Isomorphic, imports nothing.
 */

/** An order named in a request that is not the customer's (refund, replacement, order edit, exclusive discount). */
export const ORDER_NOT_OF_CUSTOMER = "This order does not belong to this customer.";

/**
 * The hint beside the 404 page's title and sentence on an order's pages (issue 21: which order, and
 * the way back): the order itself is missing, or a page below it (refund, split, a claim's
 * fulfillment, pet or product) found nothing.
 */
export const orderNotFoundHint = (orderId: string) => `Order ${orderId} was not found for this customer.`;
export const orderPageNotFoundHint = (orderId: string) => `This page of order ${orderId} was not found for this customer.`;
export const BACK_TO_CUSTOMER = "Back to the customer";
export const backToOrderText = (orderId: string) => `Back to order ${orderId}`;

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
/** The order page's Refunds section when GET refunds fails (issue 22). */
export const REFUNDS_LOAD_FAILED = "The refunds of this order could not be loaded. Reload the page to try again.";
/** A refund reason of "Other" without a note (issue 22). */
export const REFUND_REASON_NOTE_REQUIRED = "Describe the reason when you choose Other.";
export const refundAboveAvailable = (available: number) => `The amount cannot exceed the available refund of $${available.toFixed(2)}.`;

// ───────────────────────────── Split fulfillment ─────────────────────────────

export const splitErrorText = (id: string) =>
  `Error splitting fulfillment ${id}. Please ensure fulfillment is not already split off from another, and that more than one product exists in this fulfillment.`;
export const splitSuccessText = (newId: string) => `Fulfillment split successfully. New fulfillment: ${newId}`;
export const SPLIT_SELECT_ONE = "Select at least one product to split off.";
export const SPLIT_KEEP_ONE = "At least one product must stay in the original fulfillment.";
export const SPLIT_UNKNOWN_PRODUCT = "This product is not part of this fulfillment.";
export const SPLIT_NOT_SENT = "Only a fulfillment sent to the order desk (ORDERDESK_SENT) can be split.";
/** The split page's hint beside a product with several lines (e.g. one per dog): a split moves them all. */
export const splitLinesTogetherText = (lines: number, dogNames: readonly string[]) =>
  `${lines} lines of this product${dogNames.length ? ` (${dogNames.join(", ")})` : ""} move together.`;

// ───────────────────────────── Delivery failed ─────────────────────────────

export const DELIVERY_FAILED_SUCCESS = "Fulfillment status updated successfully";
export const DELIVERY_FAILED_ERROR = "Failed to update fulfillment status";
export const DELIVERY_FAILED_NOT_SHIPPED = "Only a SHIPPED fulfillment can be marked delivery failed.";

// ───────────────────────────── Quantities ─────────────────────────────

/** "Choose a quantity from 1 to 12.": a quantity outside its bounds (one-time and replacement orders). */
export const chooseQuantityText = (min: number, max: number) => `Choose a quantity from ${min} to ${max}.`;

// ───────────────────────────── Replacement orders ─────────────────────────────

export const replacementSuccessText = (id: string) => `Replacement order ${id} successfully created.`;
/** Shown (as a warning, not an error) when the order being replaced is FULFILLED: the status in words, as its badge reads. */
export const REPLACEMENT_REMINDER = "This order is marked Fulfilled: if the box never arrived, also mark its fulfillment as Delivery Failed.";
export const REPLACEMENT_NOT_ALLOWED = "Only a non-replacement order that is partially fulfilled, fulfilled or complete can be replaced.";
export const REPLACEMENT_SELECT_ONE = "Select at least one product to replace.";
export const REPLACEMENT_LINE_NOT_OF_ORDER = "This product is not part of the order being replaced.";
export const REPLACEMENT_LINE_TWICE = "Each product can be replaced only once per replacement order.";
export const replacementQuantityError = (max: number) =>
  max <= 0 ? "Everything ordered of this product was already replaced." : chooseQuantityText(1, max);

// ───────────────────────────── One-time orders ─────────────────────────────

export const ONE_MEAL_MESSAGE =
  "A one-time order can only have a maximum of one meal plan product. Please create a separate one-time order for each additional meal plan product.";
export const CLIP_ONLY_MESSAGE =
  "You cannot create a one-time order with only a clip product for a pet on an UnKibble plan. Please add a Fresh meal plan product.";
export const ONE_TIME_DOG_REQUIRED = "Choose a dog.";
/** Why Create One-Time Order is disabled (its tooltip): no dog of the account has a plan a one-time order can go on (ONE_TIME_PLAN_STATUSES). */
export const ONE_TIME_NO_DOG_WITH_PLAN = "No dog has an active or paused plan: a one-time order is for a dog with one.";
export const ONE_TIME_ONE_DOG = "A one-time order is for one dog.";
export const ONE_TIME_PRODUCT_REQUIRED = "Choose at least one product.";
export const ONE_TIME_PRODUCT_TWICE = "Each product can appear only once; change its quantity instead.";
export const ONE_TIME_MEAL_QUANTITY = "The quantity of a meal plan product is fixed at 1.";
export const ONE_TIME_PRODUCT_UNAVAILABLE = "This product cannot be ordered as a one-time product.";
export const discountNotForOneTime = (code: string) => `Discount code ${code} cannot be used on a one-time order.`;
export const ONE_TIME_DISCOUNT_APPLIED = "Discount created and applied to one time order.";
export const oneTimeChargedText = (id: string, total: string) =>
  `One-time order ${id} created. ${total} was charged to the default payment method.`;
/** A one-time order whose total is $0.00 (100% off): the API charges nothing (its charge is null). */
export const oneTimeNothingChargedText = (id: string) => `One-time order ${id} created. The total is $0.00: nothing was charged.`;
export const oneTimeChargeFailedText = (id: string, error: string | null) =>
  `One-time order ${id} was created, but the charge to the default payment method failed${error ? `: ${error}` : "."}`;
export const NO_DEFAULT_PAYMENT_METHOD = "The account has no default payment method.";
export const CARD_DECLINED = "Card declined";
