/**
 * The contract of discounts: the customer-service ("exclusive")
 * discount presets and their calls; the discount answer; the lookup by code, the eligible product
 * codes, the managed list, one discount, the status toggle, create single and in bulk (bodies: the
 * shared rules of lib/discount-rules.ts), the bulk batches' progress and the discount changelog.
 */
import { z } from "zod";
import { ActiveState, DiscountBulkJobStatus, DiscountLimitType, DiscountType, ExclusiveDiscountType } from "./enums";
import { discountBulkCreateSchema, discountCreateSchema } from "../discount-rules";
import { idNumber, idText } from "./bounds";
import { endpoint } from "./endpoint";
import { systemChangelogSchema } from "./system-changelog";
import { dayField, dayRangesInOrder, listOrderShape, listWindowShape, pageSchema } from "./paging";
import { streamedAnswerSchema } from "./streamed";
import { maxLengthMessage, safeString } from "./strings";
import { baseVersion, staleVersionMessage, versionAnswer } from "./versioned";

export type ExclusiveDiscountKind = z.infer<typeof ExclusiveDiscountType>;

/**
 * The three customer-service presets: 10% off 1 order, 10% off the next 3 orders (winback) and 30%
 * off 1 order. Each generated code is its reserved base code followed by a random suffix, e.g. "10POFFX1-7K3QZP"; the winback code starts with
 * "WB-", so the winback history check (WB- codes over the last 90 days) counts it.
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
/** No discount chosen (the dialog preselects none: one click must not create a discount nobody picked). */
export const DISCOUNT_TYPE_REQUIRED_MESSAGE = "Choose the discount to create.";

export const createExclusiveDiscountSchema = z
  .object({
    discount_type: z.enum(ExclusiveDiscountType.options, { error: DISCOUNT_TYPE_REQUIRED_MESSAGE }),
    order_id: z
      .union([safeString().trim(), idNumber().transform(String)])
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

/** An order's totals after a customer-service code was applied to it (lib/order-pricing.ts). */
const exclusiveDiscountOrderSchema = z.object({ id: z.string(), total_discounts: z.number(), total_tax: z.number(), total_price: z.number() });

export const createExclusiveDiscountResponseSchema = z.object({
  discount_code: z.string(),
  discount_type: ExclusiveDiscountType,
  account_id: z.number().int(),
  /** The upcoming order a one-order code was applied to; null for the account-level winback code. */
  order: exclusiveDiscountOrderSchema.nullable(),
  /**
   * Every order the code is on now: the chosen order, or the winback code's upcoming (PREVIEW)
   * orders, soonest first (orders created later take it until its orders are used).
   */
  orders: z.array(exclusiveDiscountOrderSchema),
});
export type CreateExclusiveDiscountResponse = z.infer<typeof createExclusiveDiscountResponseSchema>;

export const generateExclusiveDiscountResponseSchema = z.object({ discount_code: z.string() });
export type GenerateExclusiveDiscountResponse = z.infer<typeof generateExclusiveDiscountResponseSchema>;

// ───────────────────────────── A discount ─────────────────────────────

export const DISCOUNT_NOT_FOUND_MESSAGE = "Discount code not found";
/** A discount code box left empty (lookup, one-time order's custom code, removing a code). */
export const DISCOUNT_CODE_REQUIRED = "Enter a discount code.";
/**
 * A discount code as a request gives it: trimmed and upper-cased, as every code is stored (the
 * generators and the create call upper-case them), so the API matches it exactly on the code's
 * unique index. The one rule for every call that names a code.
 */
export const discountCodeText = (required = DISCOUNT_CODE_REQUIRED) =>
  safeString()
    .trim()
    .min(1, required)
    .transform((v) => v.toUpperCase());
/** The most discount codes one order's request names (an order carries one or two): a longer list is refused before any lookup (each code is a database parameter). */
export const ORDER_DISCOUNT_CODES_MAX = 20;
export const ORDER_DISCOUNT_CODES_MAX_MESSAGE = `Apply no more than ${ORDER_DISCOUNT_CODES_MAX} discount codes to one order.`;
/** An order's discount codes (PUT orders/{id}, POST orders): each as discountCodeText reads it, at most ORDER_DISCOUNT_CODES_MAX. */
export const orderDiscountCodeList = () => z.array(discountCodeText()).max(ORDER_DISCOUNT_CODES_MAX, ORDER_DISCOUNT_CODES_MAX_MESSAGE);
/** GET /discount/ without avoid_validation: the code exists but cannot be used now. */
export const DISCOUNT_INACTIVE_MESSAGE = "This discount code is not active.";
export const DISCOUNT_NOT_STARTED_MESSAGE = "This discount code is not available yet.";
export const DISCOUNT_EXPIRED_MESSAGE = "This discount code has expired.";

/** Every field of a discount; dates are ISO strings, money numbers to 2 decimals. */
export const discountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  created_by: z.string().nullable(),
  /** Computed from the orders that used the code: distinct accounts, charged orders, all orders. */
  usage: z.object({ accounts: z.number().int(), charged: z.number().int(), orders: z.number().int() }),
  available_start_date: z.string().nullable(),
  available_end_date: z.string().nullable(),
  limit_type: DiscountLimitType,
  limit_value: z.number().int().nullable(),
  discount_type: DiscountType,
  value: z.number(),
  trial_value: z.number().nullable(),
  order_trial: z.boolean(),
  order_subscription: z.boolean(),
  order_onetime: z.boolean(),
  /** Product codes; empty means every product. */
  eligible_products: z.array(z.string()),
  exempt_from_sale_state: z.boolean(),
  /** The bulk batch the code was made by (its prefix), null for a single code. */
  bulk_prefix: z.string().nullable(),
  /** That batch's id (an extension: the batch page, `?batch=`); absent from an upstream that does not send it. */
  bulk_job_id: z.number().int().nullable().optional(),
  /** Raised by every change of the discount; its edits send it back (lib/contract/versioned.ts). */
  ...versionAnswer,
  created: z.string(),
  last_updated: z.string(),
});
export type DiscountDto = z.infer<typeof discountSchema>;

const queryBoolean = z.preprocess(
  (v) => (v === undefined || v === "" ? false : v === "true" || v === "1" || v === true),
  z.boolean(),
);

/**
 * GET /discount/: `discount_code` is upper-cased. With
 * `avoid_validation=true` the discount is answered whatever its state (the lookup screen); without
 * it the code must be usable now (active, within its dates), else 400 keyed `discount_code`.
 */
export const discountLookupQuerySchema = z.object({
  discount_code: safeString()
    .trim()
    .min(1, DISCOUNT_CODE_REQUIRED)
    .max(100, maxLengthMessage(100))
    .transform((v) => v.toUpperCase()),
  avoid_validation: queryBoolean,
});

/**
 * The discount list's filters (issue 22; all optional extensions of the upstream's `search`):
 * `status`, `discount_type`, `limit_type`, `batch` (a bulk batch's id), `prefix` (codes starting
 * with it, upper-cased), `created_from`/`created_to` (days the code was created, both included) and
 * `available_from`/`available_to` (codes whose availability window meets those days; no start or
 * no end is open). Days are calendar days in the business time zone; a range given backwards is
 * refused (400 on its `_to`: lib/day-range.ts, `dayRangesInOrder`).
 */
/** The longest `search` and `prefix` of the discount list and its export (the list pages cut longer URL text to these: lib/list-views.ts). */
export const DISCOUNT_SEARCH_MAX_LENGTH = 200;
export const DISCOUNT_PREFIX_MAX_LENGTH = 100;
export const discountFilterShape = {
  search: safeString().max(DISCOUNT_SEARCH_MAX_LENGTH, maxLengthMessage(DISCOUNT_SEARCH_MAX_LENGTH)).optional(),
  status: ActiveState.optional(),
  discount_type: DiscountType.optional(),
  limit_type: DiscountLimitType.optional(),
  batch: z.preprocess((v) => (v === "" ? undefined : v), idText().optional()),
  prefix: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    safeString().trim().max(DISCOUNT_PREFIX_MAX_LENGTH, maxLengthMessage(DISCOUNT_PREFIX_MAX_LENGTH)).transform((v) => v.toUpperCase()).optional(),
  ),
  created_from: dayField,
  created_to: dayField,
  available_from: dayField,
  available_to: dayField,
};
export type DiscountFilters = z.infer<z.ZodObject<typeof discountFilterShape>>;

/** What the discount list sorts by (`ordering`); the default is newest first. */
export const DISCOUNT_SORT_KEYS = ["code", "created", "value", "available_start_date", "available_end_date"] as const;

/** GET /discounts/: `search` over code and description (case-insensitive), the filters, page, page_size, ordering. */
export const discountListQuerySchema = z.object({ ...discountFilterShape, ...listWindowShape(DISCOUNT_SORT_KEYS) }).superRefine(dayRangesInOrder);
/** GET discounts_export: every discount the filters select (no page), in the list's order, as CSV. */
export const discountExportQuerySchema = z.object({ ...discountFilterShape, ...listOrderShape(DISCOUNT_SORT_KEYS) }).superRefine(dayRangesInOrder);

/** PUT discounts/{id}: the call sends code and is_active. */
export const discountStatusSchema = z.object({
  code: discountCodeText("Enter a code."),
  is_active: z.boolean({ error: "Choose active or inactive." }),
  ...baseVersion,
});
export const STALE_DISCOUNT_MESSAGE = staleVersionMessage("discount");
export const DISCOUNT_CODE_MISMATCH_MESSAGE = "The code does not match this discount.";

/** A bulk creation batch: its progress (created of number_of_codes) and state (RUNNING, DONE, or FAILED: stopped after repeated failures, `finished` is when). */
export { DiscountBulkJobStatus };
export const discountBulkJobSchema = z.object({
  id: z.number().int(),
  prefix: z.string(),
  number_of_codes: z.number().int(),
  created_count: z.number().int(),
  status: DiscountBulkJobStatus,
  created_by: z.string().nullable(),
  created: z.string(),
  finished: z.string().nullable(),
});
export type DiscountBulkJobDto = z.infer<typeof discountBulkJobSchema>;

/** POST discount_bulk_jobs/{id}/set_active: every code of a finished batch active or inactive, in one transaction. */
export const bulkJobStatusSchema = z.object({ is_active: z.boolean({ error: "Choose active or inactive." }) });
export const bulkJobStatusAnswerSchema = z.object({ job: discountBulkJobSchema, is_active: z.boolean(), changed: z.number().int() });
export type BulkJobStatusAnswer = z.infer<typeof bulkJobStatusAnswerSchema>;
export { BULK_JOB_RUNNING_MESSAGE } from "../discounts/messages";
export const BULK_JOB_NOT_FOUND_MESSAGE = "Bulk batch not found";


export const discountEndpoints = {
  listDiscounts: endpoint({
    method: "GET",
    path: "discounts/",
    capability: "manageDiscounts",
    query: discountListQuerySchema,
    response: pageSchema(discountSchema),
  }),
  /** One discount: the manage page and the read-only lookup page (everyone may look a code up). */
  getDiscount: endpoint({
    method: "GET",
    path: "discounts/:id",
    capability: "discountLookup",
    response: discountSchema,
  }),
  updateDiscountStatus: endpoint({
    method: "PUT",
    path: "discounts/:id",
    capability: "manageDiscounts",
    body: discountStatusSchema,
    response: discountSchema,
    browser: true,
  }),
  createDiscount: endpoint({
    method: "POST",
    path: "discounts",
    capability: "manageDiscounts",
    body: discountCreateSchema,
    response: discountSchema,
    status: 201,
    browser: true,
  }),
  /** Answers at once with the batch; the codes are made in the background (highest tier only). */
  bulkCreateDiscounts: endpoint({
    method: "POST",
    path: "discounts/bulk_create",
    capability: "bulkDiscountCreation",
    body: discountBulkCreateSchema,
    response: discountBulkJobSchema,
    status: 201,
    browser: true,
    // A double submit (or a retry after a timeout) must not start a second batch of the same codes.
    idempotent: "optional",
  }),
  /** The bulk batches, newest first (the running ones and the last finished ones), for the progress bars. */
  listDiscountBulkJobs: endpoint({
    method: "GET",
    path: "discount_bulk_jobs",
    capability: "manageDiscounts",
    response: z.array(discountBulkJobSchema),
    browser: true,
  }),
  /** One batch (the batch page; polled from the browser while it runs). */
  getDiscountBulkJob: endpoint({
    method: "GET",
    path: "discount_bulk_jobs/:id",
    capability: "manageDiscounts",
    response: discountBulkJobSchema,
    browser: true,
  }),
  /** Activates or deactivates every code of a batch (highest tier, like bulk creation). */
  setDiscountBulkJobActive: endpoint({
    method: "POST",
    path: "discount_bulk_jobs/:id/set_active",
    capability: "bulkDiscountCreation",
    body: bulkJobStatusSchema,
    response: bulkJobStatusAnswerSchema,
    browser: true,
  }),
  /** CSV of every discount the list's filters select (downloaded through app/api/exports/discounts). */
  exportDiscounts: endpoint({
    method: "GET",
    path: "discounts_export",
    capability: "manageDiscounts",
    query: discountExportQuerySchema,
    response: streamedAnswerSchema,
  }),
  listDiscountChangelog: endpoint({
    method: "GET",
    path: "system_changelog/discounts",
    capability: "manageDiscounts",
    response: systemChangelogSchema,
  }),
  lookupDiscount: endpoint({
    method: "GET",
    path: "discount/",
    capability: "discountLookup",
    query: discountLookupQuerySchema,
    response: discountSchema,
    browser: true,
  }),
  /** The product codes a discount may be limited to, sorted. */
  listDiscountEligibleCodes: endpoint({
    method: "GET",
    path: "products/discount-eligible-codes",
    capability: "discountLookup",
    response: z.array(z.string()),
  }),
  createExclusiveDiscount: endpoint({
    method: "POST",
    path: "accounts/:id/create_exclusive_discount",
    capability: "customerAccountActions",
    body: createExclusiveDiscountSchema,
    response: createExclusiveDiscountResponseSchema,
    status: 201,
    browser: true,
    // A retry after a timeout (the code was made) answers the code made, not "already has a discount".
    idempotent: "optional",
  }),
  generateExclusiveDiscount: endpoint({
    method: "POST",
    path: "discounts/generate_exclusive_discount",
    capability: "customerAccountActions",
    body: generateExclusiveDiscountSchema,
    response: generateExclusiveDiscountResponseSchema,
    status: 201,
    // The new one-time order's discount presets generate a code from the browser (issue 10).
    browser: true,
    // A double click on Apply Discount (or a retry after a timeout) must not make a second code.
    idempotent: "optional",
  }),
};
