/**
 * The contract of the order page's money-and-shipment actions: POST refunds, POST fulfillments/{id}/split, PUT orders/mark_fulfillment_delivery_failed,
 * POST orders (REPLACEMENT or ONETIME; `?dry_run=true` prices a one-time order without writing).
 * The rules behind them live in lib/orders/rules.ts.
 */
import { z } from "zod";
import { ChargeStatus, OrderItemType, OrderType } from "./enums";
import { idNumber, idText, intNumber, moneyNumber } from "./bounds";
import { orderDiscountCodeList } from "./discounts";
import { endpoint } from "./endpoint";
import { orderLineAmounts } from "./orders";
import { dryRunQuerySchema } from "./order-edits";
import { maxLengthMessage, REQUIRED_MESSAGE, safeString } from "./strings";
import { REFUND_LINE_REQUIRED, REFUND_REASON_NOTE_REQUIRED, SPLIT_SELECT_ONE } from "../orders/messages";
import { REFUND_REASON_NEEDS_NOTE, REFUND_REASON_NOTE_MAX, RefundReasonCode } from "../orders/refund-reasons";

const id = idNumber();
/** Money in a request: a finite number of at most 2 decimals that numeric(12,2) stores; caps are checked by the rules. */
const money = moneyNumber({ message: "Enter an amount." });

// ───────────────────────────── Refunds ─────────────────────────────

/**
 * Why the agent refunded (issue 22; an extension of the upstream contract, docs/backend.md): one of
 * lib/orders/refund-reasons.ts, with a note of at most 500 characters that "Other" requires. The
 * embedded API stores it with the refund's changelog entry.
 */
export const refundReasonSchema = z
  .object({
    code: RefundReasonCode,
    note: safeString().trim().max(REFUND_REASON_NOTE_MAX, maxLengthMessage(REFUND_REASON_NOTE_MAX)).nullable().optional(),
  })
  .superRefine((reason, ctx) => {
    if (reason.code === REFUND_REASON_NEEDS_NOTE && !reason.note) ctx.addIssue({ code: "custom", path: ["note"], message: REFUND_REASON_NOTE_REQUIRED });
  });
export type RefundReasonInput = z.input<typeof refundReasonSchema>;

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
  /** Optional (issue 22): a client of the upstream contract that sends none still refunds. */
  reason: refundReasonSchema.nullable().optional(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundResponseSchema = z.object({
  order_id: z.string(),
  total_refunds: z.number(),
  refunds: z.array(z.object({ id: z.number().int(), order_product_id: z.number().int(), amount: z.number(), tax_amount: z.number() })),
  order_products: z.array(z.object({ id: z.number().int(), total_refunds: z.number(), refund_amount: z.number() })),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/**
 * One refund as it happened (issue 22; GET refunds, an extension of the upstream contract): what
 * one POST refunds wrote: its lines (the refund rows, with the order product's code and
 * description), who made it, when, the total and the reason. The one type of a refund record for
 * every screen (the order page's Refunds section, the timelines).
 */
export const refundRecordSchema = z.object({
  /** The lowest refund row id of its lines: stable, unique among records. */
  id: z.number().int(),
  order_id: z.string(),
  created: z.string(),
  staff_email: z.string().nullable(),
  /** The sum of its lines' amounts (tax included). */
  total: z.number(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      order_product_id: z.number().int(),
      product_code: z.string(),
      description: z.string(),
      amount: z.number(),
      tax_amount: z.number(),
    }),
  ),
  /** Null when none was given (and for refunds made before reasons existed). */
  reason: z.object({ code: z.string(), note: z.string().nullable() }).nullable(),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

export const REFUNDS_QUERY_REQUIRED = "Name the order (order_id) or the customer (account) whose refunds to list.";
/** GET refunds: an order's refunds (`order_id`) or a customer's (`account`); at least one of them. */
export const refundsQuerySchema = z
  .object({ order_id: safeString().trim().min(1, REQUIRED_MESSAGE).optional(), account: idText().optional() })
  .superRefine((q, ctx) => {
    if (q.order_id === undefined && q.account === undefined) ctx.addIssue({ code: "custom", path: ["order_id"], message: REFUNDS_QUERY_REQUIRED });
  });

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
  discount_codes: orderDiscountCodeList().optional(),
  order_id: safeString().nullable().optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;
export const createOrderQuerySchema = dryRunQuerySchema;

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
  /** Newest first (issue 22; an extension of the upstream contract, docs/backend.md). Server-side: the order page renders them. */
  listRefunds: endpoint({
    method: "GET",
    path: "refunds",
    capability: "customerLookup",
    query: refundsQuerySchema,
    response: z.array(refundRecordSchema),
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
    idempotent: "optional",
  }),
};
