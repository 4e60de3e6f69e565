/**
 * The contract of orders: the order answer with its charge, products
 * and fulfillments, and how the customer page groups orders.
 */
import { z } from "zod";
import { ChargeStatus, ItemKind, OrderItemType, OrderStatus, OrderType, PaymentProcessor } from "./enums";
import { fulfillmentSchema } from "./fulfillments";
import { idText } from "./bounds";
import { versionAnswer } from "./versioned";
import { listOrderShape } from "./paging";

// ───────────────────────────── Order groups ─────────────────────────────

/**
 * An order still moving through payment or the warehouse: it is still to be charged or shipped (on
 * HOLD too: it is charged once the payment method is updated).
 */
export const ORDER_STATUSES_IN_PROGRESS = [
  "PROCESSING",
  "CHARGING",
  "READY_FOR_FULFILLMENT",
  "FULFILLING",
  "PARTIALLY_FULFILLED",
  "RUSH_ORDER",
  "HOLD",
] as const satisfies readonly z.infer<typeof OrderStatus>[];
/** An order stuck on the way: the charge gave up (MAX_RETRY_REACHED) or something failed (ERROR); nothing charges or ships it unless someone acts. */
export const ORDER_STATUSES_STUCK = ["MAX_RETRY_REACHED", "ERROR"] as const satisfies readonly z.infer<typeof OrderStatus>[];

/**
 * How the customer page groups orders (upcoming, processing, past). Upcoming is
 * PREVIEW; an order still moving through payment or the warehouse (or stuck there) is processing;
 * a finished one (delivered, completed, cancelled, imported history) is past.
 */
export const ORDER_GROUP_STATUSES = {
  upcoming: ["PREVIEW"],
  processing: [...ORDER_STATUSES_IN_PROGRESS, ...ORDER_STATUSES_STUCK],
  past: ["FULFILLED", "COMPLETE", "CANCELLED", "HISTORICAL"],
} as const satisfies Record<string, readonly z.infer<typeof OrderStatus>[]>;

/**
 * The orders still to be charged or shipped: the upcoming ones and those in progress (not the stuck
 * ones, nor the past). The one list of the rule "nothing in flight" (lib/contract/customers.ts
 * piiDeletionBlocker: no personal-data deletion while one is left).
 */
export const ORDER_STATUSES_STILL_TO_CHARGE_OR_SHIP = [...ORDER_GROUP_STATUSES.upcoming, ...ORDER_STATUSES_IN_PROGRESS] as const;
/**
 * The orders not yet charged: the upcoming ones (PREVIEW) and those on HOLD (the charge failed; it is
 * made, and the order shipped, once the customer updates the payment method). Their lines can still
 * be taken off with nothing to refund: cancelling a dog's plan removes the dog's lines from them
 * (server/backend/queries/pet-plans.ts cancelPet).
 */
export const ORDER_STATUSES_NOT_YET_CHARGED = [...ORDER_GROUP_STATUSES.upcoming, "HOLD"] as const satisfies readonly z.infer<typeof OrderStatus>[];
export type OrderGroup = keyof typeof ORDER_GROUP_STATUSES;
export const ORDER_GROUPS = Object.keys(ORDER_GROUP_STATUSES) as OrderGroup[];

export function orderGroupOf(status: z.infer<typeof OrderStatus>): OrderGroup {
  for (const group of ORDER_GROUPS) {
    if ((ORDER_GROUP_STATUSES[group] as readonly string[]).includes(status)) return group;
  }
  return "processing";
}

// ───────────────────────────── Answers ─────────────────────────────

export const orderChargeSchema = z.object({
  status: ChargeStatus,
  error: z.string().nullable(),
  card_number: z.string().nullable(),
  card_type: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  /** When the charge was attempted (a failed charge has no `charged` time); absent when not recorded (an extension of the upstream contract). */
  attempted_at: z.string().nullable().optional(),
});
export type OrderChargeDto = z.infer<typeof orderChargeSchema>;

/** The money fields of a priced order line (the order's, an order change's and a new order's lines). */
export const orderLineAmounts = {
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  discount_amount: z.number(),
  tax_amount: z.number(),
  total_price: z.number(),
};

export const orderProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  ...orderLineAmounts,
  total_refunds: z.number(),
  /** What is still refundable on this line: total_price − total_refunds (never below 0). */
  refund_amount: z.number(),
  type: OrderItemType,
  product_type: ItemKind,
  pet_id: z.string().nullable(),
  pet_plan: z.object({ id: z.number().int(), pet_name: z.string().nullable() }).nullable(),
  /**
   * A replacement order's line: the line of the parent order it replaces (the id POST orders took as
   * `replacement_parent_order_product`); null on other lines. Absent when the upstream does not send
   * it (an extension of the upstream contract): lib/orders/rules.ts replaceableByLine then counts
   * earlier replacements by product code.
   */
  replacement_parent_order_product: z.number().int().nullable().optional(),
});
export type OrderProductDto = z.infer<typeof orderProductSchema>;

export const orderSchema = z.object({
  id: z.string(),
  status: OrderStatus,
  order_type: OrderType,
  subtotal_price: z.number(),
  total_discounts: z.number(),
  total_tax: z.number(),
  total_price: z.number(),
  total_refunds: z.number(),
  total_shipping_price: z.number(),
  shipping_method: z.string().nullable(),
  pricing_model: z.object({ name: z.string() }).nullable(),
  payment_type: z.string().nullable(),
  payment_processor: PaymentProcessor.nullable(),
  scheduled: z.string().nullable(),
  charged: z.string().nullable(),
  min_delivery_date: z.string().nullable(),
  max_delivery_date: z.string().nullable(),
  has_claim: z.boolean(),
  discounts: z.array(z.object({ discount: z.object({ code: z.string() }) })),
  charge: orderChargeSchema.nullable(),
  products: z.array(orderProductSchema),
  fulfillments: z.array(fulfillmentSchema),
  replacement_parent_order: z.string().nullable(),
  created: z.string(),
  /** Raised by every change of the order; its edits send it back (lib/contract/versioned.ts). */
  ...versionAnswer,
});
export type OrderDto = z.infer<typeof orderSchema>;

/** What a customer page order table sorts by (`ordering`): date (charged, else scheduled), total, status (by its label). */
export const ORDER_TABLE_SORT_KEYS = ["date", "total", "status"] as const;
export type OrderTableSortKey = (typeof ORDER_TABLE_SORT_KEYS)[number];

/** The account's orders by group. */
export const groupedOrdersSchema = z.object({
  upcoming: z.array(orderSchema),
  processing: z.array(orderSchema),
  past: z.array(orderSchema),
});

/**
 * GET orders_export (an extension of the upstream contract, issue 22): the CSV of one of the
 * customer page's order tables as its view filters it: the account's orders of `group`, of `status`
 * when given (a status outside the group selects nothing), every page, in the table's order:
 * `ordering` (one of ORDER_TABLE_SORT_KEYS, `-` for descending) as the table sorts
 * (lib/customers/order-table-view.ts orderTableRows), else the group's order as GET accounts/{id}
 * lists it, which also breaks ties (as on the other lists' "Export this view"). Rows per page are
 * not a filter. Downloaded through app/api/exports/customer-orders.
 */
export const customerOrdersExportQuerySchema = z.object({
  account: idText(),
  group: z.enum(ORDER_GROUPS as [OrderGroup, ...OrderGroup[]]),
  status: OrderStatus.optional(),
  ...listOrderShape(ORDER_TABLE_SORT_KEYS),
});
export type CustomerOrdersExportQuery = z.infer<typeof customerOrdersExportQuerySchema>;

/** The columns of the order tables' CSV (the table's columns as the API spells them; discount codes joined by "; "). */
export const CUSTOMER_ORDERS_CSV_HEADERS = ["id", "status", "order_type", "scheduled", "charged", "total_price", "total_refunds", "discounts", "created"] as const;
