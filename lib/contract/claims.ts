/**
 * The contract of claims: ONE claim schema. Its fields are
 * written once, in snake_case as on the wire (`claimFieldsShape`); the wizard's camelCase form
 * (`claimFormSchema`: claimTypes, gladlyConversationUrl, …) is derived from it key by key, and
 * `claimToForm` / `claimFromForm` convert between the two. The claim rules that need
 * more than one field live in lib/claim-rules.ts and run in the wizard and the embedded API.
 */
import { z } from "zod";
import {
  BagAnswer,
  ClaimType,
  Cooling,
  FeedingGuideIssue,
  OrderManifestIssue,
  ResolutionType,
  Symptom,
  YesNoUnknown,
} from "./enums";
import { endpoint } from "./endpoint";
import { MAPPED_ITEM_QUANTITY_MAX } from "./product-items";
import { BOUND_MESSAGES, cutDecimals, MONEY_COLUMN } from "./bounds";
import { maxLengthMessage, REQUIRED_MESSAGE, safeString } from "./strings";
import { ZOD_MESSAGES } from "./zod-messages";
import { staleVersionMessage, versionAnswer, versionField, versionQuerySchema } from "./versioned";

export const YesNo = z.enum(["YES", "NO"]);

const text = (max: number) => safeString().max(max, maxLengthMessage(max));
/** A multi-select's values: each once, in the order first given (a value sent twice is kept once). */
const distinct = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max).transform((values) => [...new Set(values)]);
/** A nullable field that may be left out (then null). */
const opt = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/**
 * Spec 01 §5: the vet bill amount has "at most 2 decimal places (more are ignored)": further
 * decimals are cut, not rounded and not refused (12.349 → 12.34), by the wizard's field as typed
 * and on blur, and by this schema for every body the API and the BFF read.
 */
export const cutVetBillAmount = (v: number): number => cutDecimals(v, MONEY_COLUMN.scale);

/**
 * The claim's limits, written once: this schema refuses a value past one, and the wizard's step
 * rules (lib/claim-rules.ts) check the same ones with the same messages, so the message shows under
 * its field and Continue / Save stay disabled instead of a failed Save naming no field.
 */
export const CLAIM_LIMITS = {
  /** Adverse reaction "Additional Notes" and a quality issue's notes: characters. */
  notesLength: 2000,
  /** One lot code: characters. */
  lotCodeLength: 50,
  /** The conversation URL, trimmed: characters. */
  conversationUrlLength: 500,
  /** The vet bill amount: at most (spec 01 §5 gives the minimum, 0). */
  vetBillMax: 1_000_000,
  /** Product quality issues of one claim: at most. */
  qualityIssues: 20,
} as const;

/** Lot codes per sku ("a map with undefined entries removed"). */
export const lotCodesSchema = z.record(text(50), text(CLAIM_LIMITS.lotCodeLength));
/**
 * A mispack line: a single-entry map of sku to quantity (null while the quantity is not chosen), up
 * to the most of an item a product packs (MAPPED_ITEM_QUANTITY_MAX: the expected lines copy the
 * product's mapping, so any product can get its mispack claim saved).
 */
export const mispackLineSchema = z.record(
  text(50),
  z
    .number()
    .int()
    .min(0, BOUND_MESSAGES.greaterOrEqual(0))
    .max(MAPPED_ITEM_QUANTITY_MAX, BOUND_MESSAGES.lessOrEqual(MAPPED_ITEM_QUANTITY_MAX))
    .nullable(),
);
export type MispackLine = z.infer<typeof mispackLineSchema>;

export const productQualityIssueSchema = z.object({
  issue_type: opt(text(50)),
  sub_issue: opt(text(50)),
  notes: opt(text(CLAIM_LIMITS.notesLength)),
  lot_codes: lotCodesSchema.default({}),
});
export type ProductQualityIssue = z.infer<typeof productQualityIssueSchema>;

/** Every field of a claim, snake_case, written once. */
export const claimFieldsShape = {
  claim_types: distinct(ClaimType, 7),
  /** Checked trimmed (lib/claim-rules.ts validateGeneral), so stored trimmed. */
  gladly_conversation_url: safeString().trim().max(CLAIM_LIMITS.conversationUrlLength, maxLengthMessage(CLAIM_LIMITS.conversationUrlLength)),
  photos_received: opt(YesNo),
  resolution_types: distinct(ResolutionType, 5),
  product_code: text(100).min(1, REQUIRED_MESSAGE),
  fulfillment_id: text(100).min(1, REQUIRED_MESSAGE),
  pet_id: opt(text(100)),
  adverse_reaction_vet_visit_required: opt(YesNoUnknown),
  adverse_reaction_vet_bill_requested: opt(z.boolean()),
  adverse_reaction_vet_bill_cost: opt(
    z.number().min(0, BOUND_MESSAGES.greaterOrEqual(0)).max(CLAIM_LIMITS.vetBillMax, BOUND_MESSAGES.lessOrEqual(CLAIM_LIMITS.vetBillMax)).transform(cutVetBillAmount),
  ),
  adverse_reaction_symptoms: opt(distinct(Symptom, 12)),
  adverse_reaction_additional_notes: opt(text(CLAIM_LIMITS.notesLength)),
  adverse_reaction_lot_codes: opt(lotCodesSchema),
  feeding_guide_issue_type: opt(FeedingGuideIssue),
  mispack_have_information_on_what_was_received: opt(YesNo),
  mispack_should_have_received: opt(z.array(mispackLineSchema).max(200)),
  mispack_actually_received: opt(z.array(mispackLineSchema).max(200)),
  order_manifest_issue_type: opt(OrderManifestIssue),
  roof_unkibble_used_correct_scoop: opt(YesNoUnknown),
  roof_unkibble_fed_correct_number_of_scoops: opt(YesNoUnknown),
  roof_unkibble_leveled_off_scoop: opt(YesNoUnknown),
  roof_fresh_fed_correct_number_of_packs: opt(YesNoUnknown),
  roof_lot_codes: opt(lotCodesSchema),
  warm_box_food_inside_silver_bag: opt(BagAnswer),
  warm_box_silver_bag_sealed: opt(BagAnswer),
  warm_box_gel_pack_or_dry_ice_present: opt(Cooling),
  product_quality_issues: opt(z.array(productQualityIssueSchema).max(CLAIM_LIMITS.qualityIssues, ZOD_MESSAGES.maxItems(CLAIM_LIMITS.qualityIssues))),
};
export type ClaimFieldName = keyof typeof claimFieldsShape;

// ───────────────────────────── snake_case ⇄ camelCase ─────────────────────────────

type SnakeToCamel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<SnakeToCamel<T>>}` : S;
type CamelShape<T> = { [K in keyof T as SnakeToCamel<K & string>]: T[K] };

export const snakeToCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const camelToSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function camelShape<T extends Record<string, z.ZodType>>(shape: T): CamelShape<T> {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [snakeToCamel(k), v])) as CamelShape<T>;
}

/** The wire body of POST /claims (and, with `version`, PUT /claims/{id}). */
export const claimBodySchema = z.object({
  ...claimFieldsShape,
  /** The order the wizard was opened from; when present it must be the fulfillment's order. */
  order_id: opt(text(100)),
});
export type ClaimBody = z.infer<typeof claimBodySchema>;
export type ClaimBodyInput = z.input<typeof claimBodySchema>;

/** PUT carries the version it was based on: a stale one answers 409 (STALE_CLAIM_MESSAGE). */
export const claimUpdateBodySchema = claimBodySchema.extend({
  version: versionField,
});

/** The wizard's form: the same fields in camelCase. */
export const claimFormSchema = z.object(camelShape(claimFieldsShape));
export type ClaimForm = z.infer<typeof claimFormSchema>;
export type ClaimFormField = keyof ClaimForm;

/** Wire → form (top-level keys; the nested quality issues keep the wire's names). */
export function claimToForm(claim: Partial<Record<ClaimFieldName, unknown>>): ClaimForm {
  const camel = Object.fromEntries(Object.keys(claimFieldsShape).map((k) => [snakeToCamel(k), claim[k as ClaimFieldName] ?? null]));
  return claimFormSchema.parse({ ...camel, claimTypes: camel.claimTypes ?? [], resolutionTypes: camel.resolutionTypes ?? [], gladlyConversationUrl: camel.gladlyConversationUrl ?? "" });
}

/** Form → wire. */
export function claimFromForm(form: ClaimForm): Record<ClaimFieldName, unknown> {
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [camelToSnake(k), v])) as Record<ClaimFieldName, unknown>;
}

// ───────────────────────────── Answers ─────────────────────────────

export const claimSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  account_id: z.number().int(),
  ...claimFieldsShape,
  /** Required here: claims came with their version (issue 11). */
  version: z.number().int(),
  created_by: z.string().nullable(),
  created: z.string(),
  last_updated: z.string(),
});
export type ClaimDto = z.infer<typeof claimSchema>;

/** GET /claims/order/{orderId}: one entry per claim of the order. */
export const claimListEntrySchema = z.object({
  claim_id: z.number().int(),
  fulfillment_id: z.string(),
  product_id: z.string(),
  pet_id: z.string().nullable(),
  /** The claim's version (issue 19): Delete sends it. */
  ...versionAnswer,
  /**
   * What the claims table shows besides (issue 22; an extension of the upstream contract, optional
   * so an answer without them still reads): the claim's types and resolutions, when it was created
   * and last updated, and by whom (the staff email that created it).
   */
  claim_types: claimFieldsShape.claim_types.optional(),
  resolution_types: claimFieldsShape.resolution_types.optional(),
  created: claimSchema.shape.created.optional(),
  last_updated: claimSchema.shape.last_updated.optional(),
  created_by: claimSchema.shape.created_by.optional(),
});
export type ClaimListEntry = z.infer<typeof claimListEntrySchema>;


export const STALE_CLAIM_MESSAGE = staleVersionMessage("claim");
export const CLAIM_NOT_FOUND_MESSAGE = "Claim not found.";

export const claimEndpoints = {
  listOrderClaims: endpoint({
    method: "GET",
    path: "claims/order/:orderId",
    capability: "claims",
    browser: true,
    response: z.array(claimListEntrySchema),
  }),
  getClaim: endpoint({ method: "GET", path: "claims/:id", capability: "claims", browser: true, response: claimSchema }),
  createClaim: endpoint({
    method: "POST",
    path: "claims",
    capability: "claims",
    browser: true,
    body: claimBodySchema,
    response: claimSchema,
    status: 201,
    // A retry of Submit after a timeout (or a second submit of the same claim) must not file the claim twice.
    idempotent: "optional",
  }),
  updateClaim: endpoint({ method: "PUT", path: "claims/:id", capability: "claims", browser: true, body: claimUpdateBodySchema, response: claimSchema }),
  deleteClaim: endpoint({
    method: "DELETE",
    path: "claims/:id",
    capability: "deleteClaim",
    query: versionQuerySchema,
    browser: true,
    response: z.object({ detail: z.string() }),
  }),
};
