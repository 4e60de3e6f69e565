/**
 * The contract of the order page's money-and-shipment actions: POST refunds, POST fulfillments/{id}/split, PUT orders/mark_fulfillment_delivery_failed,
 * POST orders (REPLACEMENT or ONETIME; `?dry_run=true` prices a one-time order without writing).
 * The rules behind them live in lib/orders/rules.ts.
 */
import { z } from "zod";
import { ChargeStatus, OrderItemType, OrderType } from "../enums";
import { idNumber, intNumber, moneyNumber } from "./bounds";
import { endpoint } from "./endpoint";
import { orderLineAmounts } from "./orders";
import { safeString } from "./strings";
import { REFUND_LINE_REQUIRED, SPLIT_SELECT_ONE } from "../orders/messages";

const id = idNumber();
/** Money in a request: a finite number of at most 2 decimals that numeric(12,2) stores; caps are checked by the rules. */
const money = moneyNumber({ message: "Enter an amount." });

// ───────────────────────────── Refunds ─────────────────────────────

export const refundRequestSchema = z.object({
  account: id,
  order_id: safeString().trim().min(1),
  order_product_refunds: z
    .array(
      z.object({
        order_product_id: id,
        amount: money,
        /** The tax part of `amount`; the API recomputes it in proportion and stores its own. */
        tax_amount: money.optional(),
      }),
    )
    .min(1, REFUND_LINE_REQUIRED),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundResponseSchema = z.object({
  order_id: z.string(),
  total_refunds: z.number(),
  refunds: z.array(z.object({ id: z.number().int(), order_product_id: z.number().int(), amount: z.number(), tax_amount: z.number() })),
  order_products: z.array(z.object({ id: z.number().int(), total_refunds: z.number(), refund_amount: z.number() })),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

// ───────────────────────────── Fulfillments ─────────────────────────────

export const splitRequestSchema = z.object({
  product_codes_to_split: z.array(safeString().trim().min(1)).min(1, SPLIT_SELECT_ONE),
});
export const splitResponseSchema = z.object({
  fulfillment_id: z.string(),
  new_fulfillment_id: z.string(),
  /** Every split-off of the original, lowest number first. */
  split_fulfillment_ids: z.array(z.string()),
});
export type SplitResponse = z.infer<typeof splitResponseSchema>;

export const deliveryFailedRequestSchema = z.object({ fulfillment_id: safeString().trim().min(1) });
export const deliveryFailedResponseSchema = z.object({ fulfillment_id: z.string(), status: z.literal("DELIVERY_FAILED") });

// ───────────────────────────── New orders ─────────────────────────────

export const newOrderProductSchema = z.object({
  type: OrderItemType.optional(),
  product_code: safeString().trim().min(1),
  pet_plan: id.nullable().optional(),
  quantity: intNumber(),
  replacement_parent_order_product: id.nullable().optional(),
});
export const createOrderRequestSchema = z.object({
  account: id,
  order_type: z.enum(["REPLACEMENT", "ONETIME"]),
  order_products: z.array(newOrderProductSchema),
  replacement_parent_order: safeString().trim().min(1).nullable().optional(),
  discount_codes: z.array(safeString().trim().min(1)).optional(),
  order_id: safeString().nullable().optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;
export const createOrderQuerySchema = z.object({ dry_run: z.enum(["true", "false"]).optional() });

export const pricedOrderProductSchema = z.object({
  product_code: z.string(),
  ...orderLineAmounts,
  type: OrderItemType,
  pet_plan: z.number().int().nullable(),
});
/** The dry run's answer (id null, no charge) and the created order's (its id and charge). */
export const createOrderResponseSchema = z.object({
  id: z.string().nullable(),
  order_type: OrderType,
  order_products: z.array(pricedOrderProductSchema),
  subtotal_price: z.number(),
  total_discounts: z.number(),
  total_tax: z.number(),
  total_price: z.number(),
  discount_codes: z.array(z.string()),
  charge: z.object({ status: ChargeStatus, error: z.string().nullable(), card_number: z.string().nullable() }).nullable(),
  fulfillment_ids: z.array(z.string()),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderActionEndpoints = {
  createRefund: endpoint({
    method: "POST",
    path: "refunds",
    capability: "customerAccountActions",
    body: refundRequestSchema,
    response: refundResponseSchema,
    status: 201,
    browser: true,
    idempotent: true,
  }),
  splitFulfillment: endpoint({
    method: "POST",
    path: "fulfillments/:id/split",
    capability: "splitFulfillment",
    body: splitRequestSchema,
    response: splitResponseSchema,
    status: 201,
    browser: true,
  }),
  markFulfillmentDeliveryFailed: endpoint({
    method: "PUT",
    path: "orders/mark_fulfillment_delivery_failed/",
    capability: "customerAccountActions",
    body: deliveryFailedRequestSchema,
    response: deliveryFailedResponseSchema,
    browser: true,
  }),
  createOrder: endpoint({
    method: "POST",
    path: "orders",
    capability: "customerAccountActions",
    body: createOrderRequestSchema,
    query: createOrderQuerySchema,
    response: createOrderResponseSchema,
    status: 201,
    browser: true,
  }),
};
