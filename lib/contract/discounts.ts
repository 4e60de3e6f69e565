/**
 * The contract of discounts (spec 01 §7, spec 02 §4): the customer-service ("exclusive") discount
 * presets, their requests and answers, and their endpoint descriptors.
 */
import { z } from "zod";
import { ExclusiveDiscountType } from "../enums";
import { endpoint } from "./endpoint";
import { safeString } from "./strings";

export type ExclusiveDiscountKind = z.infer<typeof ExclusiveDiscountType>;

/**
 * The three presets of spec 01 §7 / spec 02 §4. Each generated code is its reserved base code
 * (spec 01 §9) followed by a random suffix, e.g. "10POFFX1-7K3QZP"; the winback code starts with
 * "WB-", so the 90-day winback history check of spec 01 §9 counts it.
 */
export const EXCLUSIVE_DISCOUNT_PRESETS: Record<
  ExclusiveDiscountKind,
  { label: string; codePrefix: string; percent: number; orders: number; appliesTo: "order" | "account" }
> = {
  CX_10_PERCENT: { label: "10% off 1 order", codePrefix: "10POFFX1", percent: 10, orders: 1, appliesTo: "order" },
  CX_10_PERCENT_FOR_THREE_ORDERS: {
    label: "10% off 3 orders (winback)",
    codePrefix: "WB-CX-10X3",
    percent: 10,
    orders: 3,
    appliesTo: "account",
  },
  CX_30_PERCENT: { label: "30% off 1 order", codePrefix: "30POFFX1", percent: 30, orders: 1, appliesTo: "order" },
};
export const ORDER_ID_REQUIRED_MESSAGE = "Choose the upcoming order this discount applies to.";

export const createExclusiveDiscountSchema = z
  .object({
    discount_type: ExclusiveDiscountType,
    order_id: z
      .union([safeString().trim(), z.number().int().transform(String)])
      .optional()
      .nullable()
      .transform((v) => (v === null || v === undefined || v === "" ? undefined : v)),
  })
  .superRefine((v, ctx) => {
    if (EXCLUSIVE_DISCOUNT_PRESETS[v.discount_type].appliesTo === "order" && v.order_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["order_id"], message: ORDER_ID_REQUIRED_MESSAGE });
    }
  });
export type CreateExclusiveDiscountRequest = z.input<typeof createExclusiveDiscountSchema>;

export const generateExclusiveDiscountSchema = z.object({ discount_type: ExclusiveDiscountType });

export const createExclusiveDiscountResponseSchema = z.object({
  discount_code: z.string(),
  discount_type: ExclusiveDiscountType,
  account_id: z.number().int(),
  /** The upcoming order the code was applied to; null for the account-level winback code. */
  order: z.object({ id: z.string(), total_discounts: z.number(), total_price: z.number() }).nullable(),
});
export type CreateExclusiveDiscountResponse = z.infer<typeof createExclusiveDiscountResponseSchema>;

export const generateExclusiveDiscountResponseSchema = z.object({ discount_code: z.string() });
export type GenerateExclusiveDiscountResponse = z.infer<typeof generateExclusiveDiscountResponseSchema>;

export const discountEndpoints = {
  createExclusiveDiscount: endpoint({
    method: "POST",
    path: "accounts/:id/create_exclusive_discount",
    capability: "customerAccountActions",
    body: createExclusiveDiscountSchema,
    response: createExclusiveDiscountResponseSchema,
    status: 201,
    browser: true,
  }),
  generateExclusiveDiscount: endpoint({
    method: "POST",
    path: "discounts/generate_exclusive_discount",
    capability: "customerAccountActions",
    body: generateExclusiveDiscountSchema,
    response: generateExclusiveDiscountResponseSchema,
    status: 201,
  }),
};
