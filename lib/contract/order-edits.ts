/**
 * The contract of the upcoming-order edits and the order-status change of the order page:
 * PUT orders/{id} and POST orders/{id}/remove_discount (each with `?dry_run=true`: the server-side
 * totals preview of that very change, nothing written; each takes an optional Idempotency-Key,
 * lib/contract/idempotency.ts), PUT orders/mark_order_cancelled.
 */
import { z } from "zod";
import { idNumber } from "./bounds";
import { ItemKind, OrderItemType, OrderStatus, OrderType, FulfillmentStatus } from "./enums";
import { accountId } from "./customers";
import { discountCodeText, orderDiscountCodeList } from "./discounts";
import { endpoint } from "./endpoint";
import { orderLineAmounts } from "./orders";
import { REQUIRED_MESSAGE, safeString } from "./strings";
import { baseVersion, staleVersionMessage, versionAnswer } from "./versioned";

/** Quantity options 1–12 for one-time products. */
export const ONE_TIME_QUANTITY_MIN = 1;
export const ONE_TIME_QUANTITY_MAX = 12;
/** Extra meals are offered only on an UnKibble plan; a Fresh plan's meal code starts MEAL-F-. */
export const UNKIBBLE_MEAL_PREFIX = "MEAL-U-";
export const FRESH_MEAL_PREFIX = "MEAL-F-";

export const QUANTITY_MESSAGE = `Choose a quantity from ${ONE_TIME_QUANTITY_MIN} to ${ONE_TIME_QUANTITY_MAX}.`;
export const ORDER_NEEDS_PRODUCTS_MESSAGE = "An order needs at least one product.";

const orderIdValue = z.union([safeString().trim().min(1, REQUIRED_MESSAGE), idNumber().transform(String)]);

export const orderProductInputSchema = z.object({
  /** The pet plan (dog) the line belongs to; null for a line of no dog. */
  pet_plan: idNumber().nullable(),
  product_code: safeString().trim().min(1, REQUIRED_MESSAGE),
  quantity: z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(ONE_TIME_QUANTITY_MIN, QUANTITY_MESSAGE).max(ONE_TIME_QUANTITY_MAX, QUANTITY_MESSAGE),
  type: OrderItemType,
});
export type OrderProductInput = z.infer<typeof orderProductInputSchema>;

/** PUT orders/{id}: the order's lines and discount codes after the change. Prices are never sent. */
export const updateOrderSchema = z.object({
  account: accountId,
  order_products: z.array(orderProductInputSchema).min(1, ORDER_NEEDS_PRODUCTS_MESSAGE),
  // Required: the codes after the change (a body without them would remove every code on the order).
  discount_codes: orderDiscountCodeList(),
  order_type: OrderType,
  order_id: orderIdValue,
  /** The order's version the change was based on (lib/contract/versioned.ts): stale → 409. */
  ...baseVersion,
});
export type UpdateOrderRequest = z.input<typeof updateOrderSchema>;

/**
 * `?dry_run=true` (a preview: nothing written) or `false` / absent (the change). Any other value is a
 * 400, never read as "no": a caller asking for a price in another spelling ("TRUE", "1", "yes") must
 * not get the change made. One query schema for PUT orders/{id}, remove_discount and POST orders.
 */
export const dryRunQuerySchema = z.object({ dry_run: z.enum(["true", "false"]).optional() });
/** Whether the query asks for a preview. */
export const isDryRun = (query: z.infer<typeof dryRunQuerySchema>) => query.dry_run === "true";

export const removeDiscountSchema = z.object({ discount_code: discountCodeText(), ...baseVersion });
export type RemoveDiscountRequest = z.input<typeof removeDiscountSchema>;
export const markOrderCancelledSchema = z.object({ order_id: orderIdValue, ...baseVersion });

/** The sentence of a change based on an older version of the order (409). */
export const STALE_ORDER_MESSAGE = staleVersionMessage("order");

// ───────────────────────────── Answers ─────────────────────────────

export const pricedOrderProductSchema = z.object({
  /** null for a line the change would add (a preview). */
  id: z.number().int().nullable(),
  product_code: z.string(),
  ...orderLineAmounts,
  type: OrderItemType,
  product_type: ItemKind,
  pet_plan: z.number().int().nullable(),
});

/** The order after the change (or, with dry_run, as it would be): lines and totals, 2 decimals. */
export const orderChangeResultSchema = z.object({
  id: z.string(),
  status: OrderStatus,
  order_type: OrderType,
  dry_run: z.boolean(),
  order_products: z.array(pricedOrderProductSchema),
  discount_codes: z.array(z.string()),
  subtotal_price: z.number(),
  total_discounts: z.number(),
  total_tax: z.number(),
  total_shipping_price: z.number(),
  total_price: z.number(),
  /** The order's version after the change (a dry run: the current one). */
  ...versionAnswer,
});
export type OrderChangeResult = z.infer<typeof orderChangeResultSchema>;

export const markOrderCancelledResultSchema = z.object({
  id: z.string(),
  status: OrderStatus,
  fulfillments: z.array(z.object({ id: z.string(), status: FulfillmentStatus })),
  ...versionAnswer,
});

export const orderEditEndpoints = {
  /** Registered before updateOrder: "orders/mark_order_cancelled" must not be taken for an order id. */
  markOrderCancelled: endpoint({
    method: "PUT",
    path: "orders/mark_order_cancelled",
    capability: "customerAccountActions",
    body: markOrderCancelledSchema,
    response: markOrderCancelledResultSchema,
    browser: true,
  }),
  updateOrder: endpoint({
    method: "PUT",
    path: "orders/:id",
    capability: "customerAccountActions",
    body: updateOrderSchema,
    query: dryRunQuerySchema,
    response: orderChangeResultSchema,
    browser: true,
    // A Confirm pressed again after a timeout replays the change made (one-time products added once);
    // optional because the same call's dry run (the preview) writes nothing and ignores a key.
    idempotent: "optional",
  }),
  removeOrderDiscount: endpoint({
    method: "POST",
    path: "orders/:id/remove_discount",
    capability: "customerAccountActions",
    body: removeDiscountSchema,
    // The Remove discount dialog's preview: the removal's own pricing, nothing written.
    query: dryRunQuerySchema,
    response: orderChangeResultSchema,
    browser: true,
    idempotent: "optional",
  }),
};
