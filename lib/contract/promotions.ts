/**
 * The contract of promotions (the promotion, its status, its creation, the promotions calls and
 * GET /products/free): trial-only free-product promotions.
 */
import { z } from "zod";
import { ActiveState, BannerType, PromotionType } from "./enums";
import { MONEY_COLUMN } from "./bounds";
import { endpoint } from "./endpoint";
import { FIELD_MESSAGES, integerField, numberField, optionalText, productCodeList, requiredText, searchField } from "./fields";
import { listOrderShape, listWindowShape, pageSchema } from "./paging";
import { productCodeSchema } from "./products";
import { streamedAnswerSchema } from "./streamed";
import { INVALID_DATE_TIME_MESSAGE, safeString } from "./strings";
import { baseVersion, staleVersionMessage, versionAnswer } from "./versioned";
import { parseBusinessDateTime } from "../business-day";
import { DATETIME_STEP_MESSAGE, onDateTimeStep } from "../date-step";

export const promotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_by: z.string().nullable(),
  status: ActiveState,
  promotion_type: PromotionType,
  banner_copy: z.string().nullable(),
  marketing_site_desktop_banner_copy: z.string().nullable(),
  marketing_site_mobile_banner_copy: z.string().nullable(),
  start_timestamp: z.string().nullable(),
  end_timestamp: z.string().nullable(),
  banner_type: BannerType,
  free_product_code: z.string(),
  quantity: z.number().int(),
  required_conditions_products: z.array(z.string()),
  minimum_order_gross_value_threshold_amount: z.number(),
  created: z.string(),
  /** Raised by every change of the promotion; its edits send it back (lib/contract/versioned.ts). */
  ...versionAnswer,
});
export type PromotionDto = z.infer<typeof promotionSchema>;

/** What the promotion list sorts by (`ordering`, an extension); the default is newest first. */
export const PROMOTION_SORT_KEYS = ["name", "created", "start_timestamp", "end_timestamp"] as const;
/** The promotion list's filters: `search`, and the extension `status`. */
const promotionFilterShape = { search: searchField, status: ActiveState.optional() };
/** `search`, and the extensions: `status`, page_size, ordering. */
export const promotionListQuerySchema = z.object({ ...promotionFilterShape, ...listWindowShape(PROMOTION_SORT_KEYS) });
/** GET promotions_export (an extension): every promotion the list's filters select (no page), in the list's order. */
export const promotionExportQuerySchema = z.object({ ...promotionFilterShape, ...listOrderShape(PROMOTION_SORT_KEYS) });

export const PROMOTION_DEFAULTS = { quantity: 1, minimumSpend: 0, status: "ACTIVE", promotionType: "ORDER" } as const;

export const PROMOTION_MESSAGES = {
  endBeforeStart: "End time must be later than start time",
  invalidDate: INVALID_DATE_TIME_MESSAGE,
  /** The pickers' 30-minute step, the discounts' rule and message (lib/date-step.ts). */
  halfHourSteps: DATETIME_STEP_MESSAGE,
  unknownFreeProduct: (code: string) => `${code} is not a free product.`,
  /** Activating a promotion whose free product is no longer offered free (inactive, or not marked free): the call Create Promotion makes would refuse it too. */
  freeProductWithdrawn: (code: string) =>
    `${code} is no longer a free product, so this promotion cannot be activated. Create a new promotion with a free product from the list.`,
  /** Conditional products outside GET /products/codes (unknown, or not an active product). */
  unknownProducts: (codes: readonly string[]) =>
    `${codes.join(", ")} ${codes.length === 1 ? "is not an active product" : "are not active products"}; choose conditional products from the list.`,
  bannerType: "The banner type is only-checkout-page when there is funnel banner copy, and no funnel UI otherwise.",
} as const;

/** The funnel banner shows on the checkout page only when there is funnel banner copy. */
export const bannerTypeFor = (bannerCopy: string | null | undefined): z.infer<typeof BannerType> =>
  bannerCopy && bannerCopy.trim() !== "" ? "ONLY_CHECKOUT_PAGE" : "NO_FUNNEL_UI";

const withDefault = <T extends z.ZodType>(field: T, fallback: unknown) =>
  z.preprocess((v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? fallback : v), field);

/** A date and time: ISO text (or a form's datetime-local text, business time: parseBusinessDateTime), blank → null; answered as ISO. */
const dateTimeField = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v),
    safeString()
      .refine((s) => !Number.isNaN(parseBusinessDateTime(s).getTime()), PROMOTION_MESSAGES.invalidDate)
      .transform((s) => parseBusinessDateTime(s).toISOString())
      .nullable(),
  );

/**
 * Name non-empty, a free product chosen, quantity above 0 (default
 * 1), minimum spend (default 0, at least 0), conditional products that exist (the API checks them
 * and the free product against the lists the form loads), start and end on the pickers' 30-minute
 * step (onDateTimeStep, the discounts' rule), start before end; promotion_type ORDER; banner_type
 * follows the funnel banner copy (bannerTypeFor).
 */
export const createPromotionSchema = z
  .object({
    name: requiredText(255),
    banner_copy: optionalText(500),
    marketing_site_desktop_banner_copy: optionalText(500),
    marketing_site_mobile_banner_copy: optionalText(500),
    status: withDefault(ActiveState, PROMOTION_DEFAULTS.status),
    promotion_type: withDefault(PromotionType, PROMOTION_DEFAULTS.promotionType),
    start_timestamp: dateTimeField(),
    end_timestamp: dateTimeField(),
    banner_type: BannerType.optional(),
    free_product_code: requiredText(64),
    quantity: withDefault(integerField({ min: 1, minMessage: FIELD_MESSAGES.aboveZero }), PROMOTION_DEFAULTS.quantity),
    required_conditions_products: productCodeList().default([]),
    minimum_order_gross_value_threshold_amount: withDefault(
      numberField(MONEY_COLUMN, { min: 0, minMessage: FIELD_MESSAGES.atLeastZero }),
      PROMOTION_DEFAULTS.minimumSpend,
    ),
  })
  .superRefine((v, ctx) => {
    const start = v.start_timestamp;
    const end = v.end_timestamp;
    if (start && !onDateTimeStep(start)) ctx.addIssue({ code: "custom", path: ["start_timestamp"], message: PROMOTION_MESSAGES.halfHourSteps });
    if (end && !onDateTimeStep(end)) ctx.addIssue({ code: "custom", path: ["end_timestamp"], message: PROMOTION_MESSAGES.halfHourSteps });
    else if (start && end && new Date(end).getTime() <= new Date(start).getTime()) {
      ctx.addIssue({ code: "custom", path: ["end_timestamp"], message: PROMOTION_MESSAGES.endBeforeStart });
    }
    if (v.banner_type !== undefined && v.banner_type !== bannerTypeFor(v.banner_copy)) {
      ctx.addIssue({ code: "custom", path: ["banner_type"], message: PROMOTION_MESSAGES.bannerType });
    }
  })
  .transform((v) => ({ ...v, banner_type: bannerTypeFor(v.banner_copy) }));
export type CreatePromotionRequest = z.input<typeof createPromotionSchema>;

export const updatePromotionStatusSchema = z.object({ status: ActiveState, ...baseVersion });
export { PROMOTION_TEXTS } from "../promotions/messages";
export const STALE_PROMOTION_MESSAGE = staleVersionMessage("promotion");


export const promotionEndpoints = {
  listPromotions: endpoint({
    method: "GET",
    path: "promotions/",
    capability: "managePromotions",
    query: promotionListQuerySchema,
    response: pageSchema(promotionSchema),
  }),
  getPromotion: endpoint({
    method: "GET",
    path: "promotions/:id",
    capability: "managePromotions",
    response: promotionSchema,
  }),
  createPromotion: endpoint({
    method: "POST",
    path: "promotions",
    capability: "managePromotions",
    body: createPromotionSchema,
    response: promotionSchema,
    status: 201,
    browser: true,
    // A second Create Promotion of the same form (a double submit, a retry after a timeout) must not add a second promotion.
    idempotent: "optional",
  }),
  updatePromotionStatus: endpoint({
    method: "PATCH",
    path: "promotions/:id",
    capability: "managePromotions",
    body: updatePromotionStatusSchema,
    response: promotionSchema,
    browser: true,
  }),
  /** CSV of every promotion the list's filters select (an extension; downloaded through app/api/exports/promotions). */
  exportPromotions: endpoint({
    method: "GET",
    path: "promotions_export",
    capability: "managePromotions",
    query: promotionExportQuerySchema,
    response: streamedAnswerSchema,
  }),
  /** The products a promotion may give away (active, marked free). */
  listFreeProducts: endpoint({
    method: "GET",
    path: "products/free",
    capability: "managePromotions",
    response: z.array(productCodeSchema),
  }),
};
