/**
 * Every rule of a claim (the types offered for a product, the general step, the adverse reaction
 * and the other steps), pure and isomorphic: the wizard runs one
 * step's rules to enable Continue / Save and to show the messages, and the embedded API runs all
 * of them (`validateClaim`) and answers 400 with the same messages keyed by the wire's names.
 * Errors are `{path: [message]}` with camelCase form paths ("adverseReactionLotCodes.UB-BAG-1200-V1").
 */
import { z } from "zod";
import { ClaimType, PRODUCT_QUALITY_SUB_ISSUES, UnkibbleRecipeCode } from "./enums";
import type { ClaimForm, ClaimFormField, MispackLine } from "./contract/claims";
import { camelToSnake, CLAIM_LIMITS } from "./contract/claims";
import { maxLengthMessage, REQUIRED_MESSAGE } from "./contract/strings";
import { ZOD_MESSAGES } from "./contract/zod-messages";
import { BOUND_MESSAGES } from "./contract/bounds";
import { PRODUCT_ITEMS_MESSAGES } from "./contract/product-items-messages";
import type { Environment } from "./environment";
import type { ProductDto } from "./contract/product-detail";

type ClaimTypeT = ClaimType;

// ───────────────────────────── Product context ─────────────────────────────

/** What the rules need to know about the claimed product (GET /products/{code}). */
export interface ClaimProduct {
  code: string;
  name: string;
  productType: string;
  isFrozen: boolean;
  items: readonly { sku: string; name: string; quantity: number; recipeId: string | null }[];
}

/** The rules' view of GET /products/{code}'s answer. */
export function claimProductOf(p: ProductDto): ClaimProduct {
  return { code: p.code, name: p.name, productType: p.product_type, isFrozen: p.is_frozen, items: p.items.map((i) => ({ sku: i.sku, name: i.name, quantity: i.quantity, recipeId: i.recipe_id })) };
}

/** A fulfillment's product line as the claim rules see it (the wire's `pet_id`). */
export interface ClaimableLine {
  code: string;
  pet_id: string | null;
}

/** A fulfillment of the order as the claim rules see it: its id and its dogs (the wire's `pet_ids`). */
export interface ClaimableFulfillment {
  id: string;
  pet_ids: readonly string[];
}

/** The dogs a claim on a line of no dog in particular may name: made by `claimDogsOf` only. */
export type ClaimDogs = readonly string[] & { readonly __claimDogs: true };

/**
 * The dogs a claim on a fulfillment's line of no dog in particular (pet_id null: merchandise, a
 * scoop) may name: the dogs of the fulfillment's order, its own first (`pet_ids` of each of the
 * order's fulfillments, in the order's order). The order's, not only the fulfillment's: a split
 * leaves a side whose lines are no dog's with no dog of its own (spec 01 §1 "file, edit and delete
 * claims against a product in a fulfillment": a split does not take that away, also for
 * fulfillments split before this rule).
 */
export function claimDogsOf(fulfillmentId: string, orderFulfillments: readonly ClaimableFulfillment[]): ClaimDogs {
  const own = orderFulfillments.filter((f) => f.id === fulfillmentId);
  const others = orderFulfillments.filter((f) => f.id !== fulfillmentId);
  return [...new Set([...own, ...others].flatMap((f) => f.pet_ids))] as unknown as ClaimDogs;
}

/**
 * The dog a claim on a fulfillment's line names: the line's own, or for a line of no dog in
 * particular (pet_id null) the first of `dogs` (claimDogsOf: the fulfillment's first dog, else the
 * order's); null when there is none (no claim then).
 */
export function claimPetOf(line: ClaimableLine, dogs: ClaimDogs): string | null {
  return line.pet_id ?? dogs[0] ?? null;
}

/**
 * The line of a fulfillment a claim on (product code, dog) is about: the line of that code for that
 * very dog; else a line of that code for no dog in particular (pet_id null), which any of `dogs`
 * (claimDogsOf: the dogs of the fulfillment's order), or no dog, may claim on. null: no such line
 * (the claim does not belong to the fulfillment). A fulfillment may hold one product for two dogs:
 * each dog's claim is on its own line. The order page's File claim (with claimPetOf), the claim page,
 * the embedded API's check and the split (which moves a line's claims with it) use this.
 */
export function claimLineOf<T extends ClaimableLine>(lines: readonly T[], dogs: ClaimDogs, code: string, petId: string | null): T | null {
  const ofCode = lines.filter((l) => l.code === code);
  const own = petId === null ? undefined : ofCode.find((l) => l.pet_id === petId);
  if (own) return own;
  if (petId !== null && !dogs.includes(petId)) return null;
  return ofCode.find((l) => l.pet_id === null) ?? null;
}

export interface ClaimRuleContext {
  product: ClaimProduct;
  /** The conversation-host prefix of the environment. */
  conversationPrefix: string;
  /**
   * The claim as stored (an edit; absent or null for a new claim): the lot-code keys it already
   * holds stay accepted after their item leaves the product's items (spec 01 §2 "Claims will
   * remain editable after creation"), so the claim can be saved again or the item unticked.
   */
  stored?: ClaimForm | null;
  /**
   * The API's lookup: which of the skus added to the mispack "actually received" list
   * (mispackAddedSkus) are items; an added sku that is not is refused. Absent (the wizard, which
   * offers the item skus only): not checked.
   */
  itemSkus?: ReadonlySet<string>;
}

/** Production's conversation host, and every other environment's. */
export const GLADLY_PREFIX_PRODUCTION = "https://bark.gladly.com/";
export const GLADLY_PREFIX_TEST = "https://bark.gladly.qa/";
/** Configured replacements of the two defaults (decisions §6 "both prefixes configurable"). */
export interface GladlyPrefixes {
  production?: string;
  test?: string;
}
export function gladlyConversationPrefix(env: Environment | null, overrides: GladlyPrefixes = {}): string {
  return env === "production" ? (overrides.production ?? GLADLY_PREFIX_PRODUCTION) : (overrides.test ?? GLADLY_PREFIX_TEST);
}

/**
 * The settings that replace the two prefixes, read alike by the app's configuration
 * (server/bff/config/config-core.ts) and the embedded API's (server/backend/config.ts), so the
 * wizard and the API accept the same links. Unset or empty: the default.
 */
const prefixSetting = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
export const GLADLY_PREFIX_SETTINGS = { GLADLY_PREFIX_PRODUCTION: prefixSetting, GLADLY_PREFIX_TEST: prefixSetting };
/** The prefixes a parsed configuration holding GLADLY_PREFIX_SETTINGS sets. */
export const gladlyPrefixesOf = (c: { GLADLY_PREFIX_PRODUCTION?: string; GLADLY_PREFIX_TEST?: string }): GladlyPrefixes => ({
  production: c.GLADLY_PREFIX_PRODUCTION,
  test: c.GLADLY_PREFIX_TEST,
});

// ───────────────────────────── Messages ─────────────────────────────

export const CLAIM_MESSAGES = {
  required: REQUIRED_MESSAGE,
  claimTypes: "Select at least one claim type.",
  resolutionTypes: "Select at least one resolution type.",
  gladlyUrl: "Must be a valid Gladly conversation URL",
  noResolutionAlone: 'Cannot select multiple resolution types if "No Resolution" is selected',
  symptoms: "Select at least one symptom.",
  notesOnlyWithOther: "Only allowed when OTHER is a symptom.",
  lotCodesRequired: "Tick at least one affected item and enter its lot code.",
  lotCode: "Lot code must be A1 or MM followed by space and 5 digits",
  unknownItem: "This item is not one of the product's items.",
  vetBillOnlyWithVisit: "Only allowed when the vet visit is YES.",
  vetCostOnlyWhenRequested: "Only allowed when vet bill compensation is requested.",
  vetVisitNoBill: "Must be No when no vet visit was required.",
  /** The amount as typed is not plain decimal notation ("1e3", "abc"): the project's rule for typed numbers (lib/contract/bounds.ts). */
  vetBillNumber: BOUND_MESSAGES.number,
  /** Spec 01 §5: "The vet bill amount is a number, minimum 0" (the API's own words for it). */
  vetBillMinimum: BOUND_MESSAGES.greaterOrEqual(0),
  /**
   * The contract's limits (lib/contract/claims.ts CLAIM_LIMITS), in the schema's words, so a step
   * refuses at once what Save would: the amount, the notes, a lot code, the URL, the issues.
   */
  vetBillMaximum: BOUND_MESSAGES.lessOrEqual(CLAIM_LIMITS.vetBillMax),
  notesLength: maxLengthMessage(CLAIM_LIMITS.notesLength),
  lotCodeLength: maxLengthMessage(CLAIM_LIMITS.lotCodeLength),
  conversationUrlLength: maxLengthMessage(CLAIM_LIMITS.conversationUrlLength),
  qualityIssuesMaximum: ZOD_MESSAGES.maxItems(CLAIM_LIMITS.qualityIssues),
  mispackLineSku: "Every line needs a sku.",
  mispackQtyOwn: "Quantity must be 0 or more.",
  mispackQtyAdded: "Quantity must be more than 0.",
  mispackSame: "The actual list must differ from the expected one.",
  mispackExpected: "The expected list must be the product's items and quantities: answer No, then Yes, to copy them again.",
  /** An expected line holding several skus (or none): the wizard shows a line by its one sku, so the others would be hidden on Edit. */
  mispackExpectedLine: "Each line of the expected list holds one sku and its quantity: answer No, then Yes, to copy the product's items again.",
  mispackActualWhenNo: "Must be empty when it is not known what was received.",
  /** An added "actually received" sku that is no item (the catalogue's words). */
  mispackUnknownSku: PRODUCT_ITEMS_MESSAGES.unknownSku,
  qualityIssue: "Add at least one issue.",
  subIssue: "Choose a sub-issue.",
  subIssueNotOffered: "This sub-issue does not belong to the issue type.",
  issueTypeNotOffered: "This issue type is not offered for this product.",
  roofFreshOnly: "Only for fresh-frozen products.",
  roofUnkibbleOnly: "Not for fresh-frozen products.",
  typeNotOffered: (t: string) => `${CLAIM_STEP_TITLES[t as ClaimTypeT] ?? t} is not offered for this product.`,
  mustBeEmpty: (t: string) => `Must be empty: ${CLAIM_STEP_TITLES[t as ClaimTypeT] ?? t} is not a claim type of this claim.`,
} as const;

export type ClaimErrors = Record<string, string[]>;
const add = (errors: ClaimErrors, path: string, message: string) => {
  (errors[path] ??= []).push(message);
};

// ───────────────────────────── Types, steps and titles ─────────────────────────────

/** Step titles. */
export const CLAIM_STEP_TITLES: Record<ClaimTypeT, string> = {
  ADVERSE_REACTION: "Adverse reaction",
  FEEDING_GUIDE: "Feeding guide issue",
  MISPACK: "Mispack (Non-meal, Fresh or UnKibble)",
  ORDER_MANIFEST: "Order manifest issue",
  PRODUCT_QUALITY: "Product quality",
  ROOF: "ROOF",
  WARM_BOX: "Warm Box",
};
export const GENERAL_STEP_TITLE = "General";

/** The claim types offered for a product. */
export function claimTypesOffered(product: Pick<ClaimProduct, "productType" | "isFrozen">): ClaimTypeT[] {
  const meal = product.productType === "MEAL";
  return ClaimType.options.filter((t) => {
    if (t === "ROOF" || t === "FEEDING_GUIDE") return meal;
    if (t === "WARM_BOX") return (meal || product.productType === "SAMPLE") && product.isFrozen;
    return true;
  });
}

/** The wizard's steps: General, then one per chosen type, sorted alphabetically by type. */
export function claimSteps(claimTypes: readonly ClaimTypeT[]): ("GENERAL" | ClaimTypeT)[] {
  return ["GENERAL", ...[...new Set(claimTypes)].sort()];
}

/** The form fields of each claim type (cleared when the type is removed; empty when not chosen). */
export const CLAIM_TYPE_FIELDS: Record<ClaimTypeT, readonly ClaimFormField[]> = {
  ADVERSE_REACTION: [
    "adverseReactionVetVisitRequired",
    "adverseReactionVetBillRequested",
    "adverseReactionVetBillCost",
    "adverseReactionSymptoms",
    "adverseReactionAdditionalNotes",
    "adverseReactionLotCodes",
  ],
  FEEDING_GUIDE: ["feedingGuideIssueType"],
  MISPACK: ["mispackHaveInformationOnWhatWasReceived", "mispackShouldHaveReceived", "mispackActuallyReceived"],
  ORDER_MANIFEST: ["orderManifestIssueType"],
  PRODUCT_QUALITY: ["productQualityIssues"],
  ROOF: [
    "roofUnkibbleUsedCorrectScoop",
    "roofUnkibbleFedCorrectNumberOfScoops",
    "roofUnkibbleLeveledOffScoop",
    "roofFreshFedCorrectNumberOfPacks",
    "roofLotCodes",
  ],
  WARM_BOX: ["warmBoxFoodInsideSilverBag", "warmBoxSilverBagSealed", "warmBoxGelPackOrDryIcePresent"],
};

const isEmptyValue = (v: unknown): boolean =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0) || (typeof v === "object" && !Array.isArray(v) && v !== null && Object.keys(v).length === 0);

/** Whether the type's section holds data (deselecting it then asks for confirmation). */
export function claimTypeHasData(form: ClaimForm, type: ClaimTypeT): boolean {
  if (type === "PRODUCT_QUALITY") {
    return (form.productQualityIssues ?? []).some((i) => i.issue_type || i.sub_issue || i.notes || Object.keys(i.lot_codes ?? {}).length);
  }
  return CLAIM_TYPE_FIELDS[type].some((f) => !isEmptyValue(form[f]));
}

// ───────────────────────────── Product quality options ─────────────────────────────

/** The four product kinds whose quality option lists differ. */
export type QualityProductKind = "MEAL_FRESH" | "MEAL_UNKIBBLE" | "SNACK_SUPPLEMENT_GUM" | "OTHER";
export function qualityProductKind(product: Pick<ClaimProduct, "productType" | "isFrozen">): QualityProductKind {
  if (product.productType === "MEAL") return product.isFrozen ? "MEAL_FRESH" : "MEAL_UNKIBBLE";
  if (["SNACK", "SUPPLEMENT", "PUPGUM"].includes(product.productType)) return "SNACK_SUPPLEMENT_GUM";
  return "OTHER";
}

type IssueType = keyof typeof PRODUCT_QUALITY_SUB_ISSUES;
/** The sub-issue every list with sub-issues ends with; it requires notes ("Sub-issues named Other require notes"). */
export const OTHER_SUB_ISSUE = "OTHER";

/**
 * The issue types and sub-issues offered per product kind (decided here, docs/assumptions.md
 * "Issue 11"): pellets are UnKibble's and the treats' shape; fresh food has no pellets;
 * scoops, materials, merchandise and samples can only be damaged (or other / unknown).
 */
export const QUALITY_OPTIONS: Record<QualityProductKind, Partial<Record<IssueType, readonly string[]>>> = {
  MEAL_UNKIBBLE: {
    DAMAGED_PRODUCT: [...PRODUCT_QUALITY_SUB_ISSUES.DAMAGED_PRODUCT, OTHER_SUB_ISSUE],
    FOREIGN_CONTAMINATION: [...PRODUCT_QUALITY_SUB_ISSUES.FOREIGN_CONTAMINATION, OTHER_SUB_ISSUE],
    PELLETS_OFF_SPEC: [...PRODUCT_QUALITY_SUB_ISSUES.PELLETS_OFF_SPEC, OTHER_SUB_ISSUE],
    INCLUSIONS_OFF_SPEC: [...PRODUCT_QUALITY_SUB_ISSUES.INCLUSIONS_OFF_SPEC, OTHER_SUB_ISSUE],
    OTHER: [],
    UNKNOWN: [],
  },
  MEAL_FRESH: {
    DAMAGED_PRODUCT: [...PRODUCT_QUALITY_SUB_ISSUES.DAMAGED_PRODUCT, OTHER_SUB_ISSUE],
    FOREIGN_CONTAMINATION: [...PRODUCT_QUALITY_SUB_ISSUES.FOREIGN_CONTAMINATION, OTHER_SUB_ISSUE],
    INCLUSIONS_OFF_SPEC: [...PRODUCT_QUALITY_SUB_ISSUES.INCLUSIONS_OFF_SPEC, OTHER_SUB_ISSUE],
    OTHER: [],
    UNKNOWN: [],
  },
  SNACK_SUPPLEMENT_GUM: {
    DAMAGED_PRODUCT: [...PRODUCT_QUALITY_SUB_ISSUES.DAMAGED_PRODUCT, OTHER_SUB_ISSUE],
    FOREIGN_CONTAMINATION: [...PRODUCT_QUALITY_SUB_ISSUES.FOREIGN_CONTAMINATION, OTHER_SUB_ISSUE],
    PELLETS_OFF_SPEC: [...PRODUCT_QUALITY_SUB_ISSUES.PELLETS_OFF_SPEC, OTHER_SUB_ISSUE],
    OTHER: [],
    UNKNOWN: [],
  },
  OTHER: {
    DAMAGED_PRODUCT: [...PRODUCT_QUALITY_SUB_ISSUES.DAMAGED_PRODUCT, OTHER_SUB_ISSUE],
    OTHER: [],
    UNKNOWN: [],
  },
};

export function qualityIssueTypes(product: Pick<ClaimProduct, "productType" | "isFrozen">): string[] {
  return Object.keys(QUALITY_OPTIONS[qualityProductKind(product)]);
}
export function qualitySubIssues(product: Pick<ClaimProduct, "productType" | "isFrozen">, issueType: string | null): readonly string[] {
  if (!issueType) return [];
  return (QUALITY_OPTIONS[qualityProductKind(product)] as Record<string, readonly string[]>)[issueType] ?? [];
}
/** Whether a quality issue needs notes: type OTHER, or a sub-issue named Other. */
export function qualityNotesRequired(issueType: string | null, subIssue: string | null): boolean {
  return issueType === "OTHER" || subIssue === OTHER_SUB_ISSUE;
}

// ───────────────────────────── Lot codes ─────────────────────────────

export const LOT_CODE_PATTERN = /^(A1|MM) \d{5}$/;

/** A ticked UnKibble meal item's lot code is checked. */
export function isUnkibbleMealItem(product: Pick<ClaimProduct, "productType">, item: { recipeId: string | null }): boolean {
  return product.productType === "MEAL" && item.recipeId !== null && (UnkibbleRecipeCode.options as readonly string[]).includes(item.recipeId);
}

/** Where a claim's lot codes live: adverse reaction, ROOF, and every product-quality issue. */
export type LotCodeField = "adverseReactionLotCodes" | "roofLotCodes" | "productQualityIssues";

/** The skus a claim holds lot codes for in one field (every quality issue's for productQualityIssues). */
function lotCodeSkusOf(form: ClaimForm | null | undefined, field: LotCodeField): string[] {
  if (!form) return [];
  const maps = field === "productQualityIssues" ? (form.productQualityIssues ?? []).map((i) => i.lot_codes) : [form[field]];
  return [...new Set(maps.flatMap((m) => Object.keys(m ?? {})))];
}

/**
 * The skus of a field's lot codes that are no longer the product's items but that the stored
 * claim holds there: still accepted (their code is not checked: the item's recipe is no longer
 * known), and listed by the wizard so they can be unticked.
 */
export function keptLotCodeSkus(product: Pick<ClaimProduct, "items">, stored: ClaimForm | null | undefined, field: LotCodeField): string[] {
  return lotCodeSkusOf(stored, field).filter((sku) => !product.items.some((i) => i.sku === sku));
}

/** The error of one ticked item's lot code, or null; `kept`: the skus accepted though not the product's items (keptLotCodeSkus). */
export function lotCodeError(product: ClaimProduct, sku: string, value: string | undefined, kept: readonly string[] = []): string | null {
  const item = product.items.find((i) => i.sku === sku);
  if (!item && !kept.includes(sku)) return CLAIM_MESSAGES.unknownItem;
  if (value && value.length > CLAIM_LIMITS.lotCodeLength) return CLAIM_MESSAGES.lotCodeLength;
  if (value && item && isUnkibbleMealItem(product, item) && !LOT_CODE_PATTERN.test(value)) return CLAIM_MESSAGES.lotCode;
  return null;
}

function checkLotCodes(errors: ClaimErrors, path: string, ctx: Pick<ClaimRuleContext, "product" | "stored">, field: LotCodeField, lots: Record<string, string> | null | undefined) {
  const entries = Object.entries(lots ?? {}).filter(([, v]) => v !== undefined);
  if (entries.length === 0) add(errors, path, CLAIM_MESSAGES.lotCodesRequired);
  const kept = keptLotCodeSkus(ctx.product, ctx.stored, field);
  for (const [sku, value] of entries) {
    const message = lotCodeError(ctx.product, sku, value, kept);
    if (message) add(errors, `${path}.${sku}`, message);
  }
}

// ───────────────────────────── Steps ─────────────────────────────

export function validateGeneral(form: ClaimForm, ctx: Pick<ClaimRuleContext, "conversationPrefix">): ClaimErrors {
  const errors: ClaimErrors = {};
  if (form.claimTypes.length === 0) add(errors, "claimTypes", CLAIM_MESSAGES.claimTypes);
  const url = form.gladlyConversationUrl.trim();
  if (url === "") add(errors, "gladlyConversationUrl", CLAIM_MESSAGES.required);
  else if (!url.startsWith(ctx.conversationPrefix)) add(errors, "gladlyConversationUrl", CLAIM_MESSAGES.gladlyUrl);
  if (url.length > CLAIM_LIMITS.conversationUrlLength) add(errors, "gladlyConversationUrl", CLAIM_MESSAGES.conversationUrlLength);
  if (!form.photosReceived) add(errors, "photosReceived", CLAIM_MESSAGES.required);
  if (form.resolutionTypes.length === 0) add(errors, "resolutionTypes", CLAIM_MESSAGES.resolutionTypes);
  else if (form.resolutionTypes.length > 1 && form.resolutionTypes.includes("NO_RESOLUTION")) add(errors, "resolutionTypes", CLAIM_MESSAGES.noResolutionAlone);
  return errors;
}

export function validateAdverseReaction(form: ClaimForm, ctx: Pick<ClaimRuleContext, "product" | "stored">): ClaimErrors {
  const errors: ClaimErrors = {};
  const symptoms = form.adverseReactionSymptoms ?? [];
  if (symptoms.length === 0) add(errors, "adverseReactionSymptoms", CLAIM_MESSAGES.symptoms);
  const visit = form.adverseReactionVetVisitRequired;
  if (!visit) add(errors, "adverseReactionVetVisitRequired", CLAIM_MESSAGES.required);
  const requested = form.adverseReactionVetBillRequested;
  const cost = form.adverseReactionVetBillCost;
  if (visit === "YES") {
    if (requested === null) add(errors, "adverseReactionVetBillRequested", CLAIM_MESSAGES.required);
    if (requested === true && cost === null) add(errors, "adverseReactionVetBillCost", CLAIM_MESSAGES.required);
    if (requested === false && cost !== null && cost !== 0) add(errors, "adverseReactionVetBillCost", CLAIM_MESSAGES.vetCostOnlyWhenRequested);
  } else if (visit === "NO") {
    if (requested === true) add(errors, "adverseReactionVetBillRequested", CLAIM_MESSAGES.vetVisitNoBill);
    if (cost !== null) add(errors, "adverseReactionVetBillCost", CLAIM_MESSAGES.vetBillOnlyWithVisit);
  } else {
    if (requested !== null) add(errors, "adverseReactionVetBillRequested", CLAIM_MESSAGES.vetBillOnlyWithVisit);
    if (cost !== null) add(errors, "adverseReactionVetBillCost", CLAIM_MESSAGES.vetBillOnlyWithVisit);
  }
  // More than 2 decimals are ignored (cut), not refused: lib/contract/claims.ts `cutVetBillAmount`.
  if (cost !== null && !Number.isFinite(cost)) add(errors, "adverseReactionVetBillCost", CLAIM_MESSAGES.vetBillNumber);
  else if (cost !== null && cost < 0) add(errors, "adverseReactionVetBillCost", CLAIM_MESSAGES.vetBillMinimum);
  else if (cost !== null && cost > CLAIM_LIMITS.vetBillMax) add(errors, "adverseReactionVetBillCost", CLAIM_MESSAGES.vetBillMaximum);
  const notes = (form.adverseReactionAdditionalNotes ?? "").trim();
  if (symptoms.includes("OTHER") && notes === "") add(errors, "adverseReactionAdditionalNotes", CLAIM_MESSAGES.required);
  if (!symptoms.includes("OTHER") && form.adverseReactionAdditionalNotes) add(errors, "adverseReactionAdditionalNotes", CLAIM_MESSAGES.notesOnlyWithOther);
  else if ((form.adverseReactionAdditionalNotes ?? "").length > CLAIM_LIMITS.notesLength) add(errors, "adverseReactionAdditionalNotes", CLAIM_MESSAGES.notesLength);
  checkLotCodes(errors, "adverseReactionLotCodes", ctx, "adverseReactionLotCodes", form.adverseReactionLotCodes);
  return errors;
}

export function validateFeedingGuide(form: ClaimForm): ClaimErrors {
  return form.feedingGuideIssueType ? {} : { feedingGuideIssueType: [CLAIM_MESSAGES.required] };
}

export function validateOrderManifest(form: ClaimForm): ClaimErrors {
  return form.orderManifestIssueType ? {} : { orderManifestIssueType: [CLAIM_MESSAGES.required] };
}

/** A line's sku when it holds exactly one (both mispack lists are lists of single-entry {sku: quantity} maps), else null. */
const singleSkuOf = (line: MispackLine): string | null => {
  const keys = Object.keys(line);
  return keys.length === 1 && keys[0] ? keys[0] : null;
};

/**
 * What the customer should have received: the product's items and quantities (GET
 * product_items/by_code/{code}), one line per sku. "Yes" copies it as both lists; the rules
 * compare the actual list with it, not with whatever expected list was sent.
 */
export function mispackExpectedOf(product: { items: readonly { sku: string; quantity: number }[] }): Record<string, number>[] {
  return product.items.map((i) => ({ [i.sku]: i.quantity }));
}

/** The lines as {sku: quantity} totals: a sku on several lines counts their sum (null while one has no quantity). */
function lineTotals(lines: readonly MispackLine[]): Map<string, number | null> {
  const totals = new Map<string, number | null>();
  for (const line of lines) {
    for (const [sku, q] of Object.entries(line)) {
      const before = totals.has(sku) ? totals.get(sku)! : 0;
      totals.set(sku, before === null || q === null || q === undefined ? null : before + q);
    }
  }
  return totals;
}

/** Whether two lists hold the same skus with the same total quantities (order and line splits aside). */
export function sameMispackLines(a: readonly MispackLine[], b: readonly MispackLine[]): boolean {
  const x = lineTotals(a);
  const y = lineTotals(b);
  return x.size === y.size && [...x].every(([sku, q]) => y.has(sku) && y.get(sku) === q);
}

export function validateMispack(form: ClaimForm, ctx: Pick<ClaimRuleContext, "product">): ClaimErrors {
  const errors: ClaimErrors = {};
  const known = form.mispackHaveInformationOnWhatWasReceived;
  if (!known) {
    add(errors, "mispackHaveInformationOnWhatWasReceived", CLAIM_MESSAGES.required);
    return errors;
  }
  const actual = form.mispackActuallyReceived ?? [];
  if (known === "NO") {
    if (actual.length) add(errors, "mispackActuallyReceived", CLAIM_MESSAGES.mispackActualWhenNo);
    return errors;
  }
  const own = new Set(ctx.product.items.map((i) => i.sku));
  actual.forEach((line, index) => {
    const sku = singleSkuOf(line);
    if (sku === null) {
      add(errors, `mispackActuallyReceived.${index}`, CLAIM_MESSAGES.mispackLineSku);
      return;
    }
    const q = line[sku];
    if (q === null || q === undefined) add(errors, `mispackActuallyReceived.${index}`, CLAIM_MESSAGES.required);
    else if (own.has(sku) ? q < 0 : q <= 0) add(errors, `mispackActuallyReceived.${index}`, own.has(sku) ? CLAIM_MESSAGES.mispackQtyOwn : CLAIM_MESSAGES.mispackQtyAdded);
  });
  // The expected list is the product's items: a different one sent (by hand, or kept from an older
  // item list of the product) is refused, and the actual list is compared with the product's items.
  // One sku a line there too (was: one line holding every sku passed, and Edit showed its first sku only).
  const expected = mispackExpectedOf(ctx.product);
  const sent = form.mispackShouldHaveReceived ?? [];
  if (sent.some((line) => singleSkuOf(line) === null)) add(errors, "mispackShouldHaveReceived", CLAIM_MESSAGES.mispackExpectedLine);
  else if (!sameMispackLines(sent, expected)) add(errors, "mispackShouldHaveReceived", CLAIM_MESSAGES.mispackExpected);
  if (sameMispackLines(actual, expected)) add(errors, "mispackActuallyReceived", CLAIM_MESSAGES.mispackSame);
  return errors;
}

/** The skus on the mispack "actually received" list that are not the product's own items (those added from the item skus). */
export function mispackAddedSkus(form: ClaimForm, product: Pick<ClaimProduct, "items">): string[] {
  const own = new Set(product.items.map((i) => i.sku));
  return [...new Set((form.mispackActuallyReceived ?? []).flatMap((line) => Object.keys(line)).filter((sku) => !own.has(sku)))];
}

/** With the API's item lookup (ctx.itemSkus): every added "actually received" sku must be an item. */
function validateMispackSkus(form: ClaimForm, ctx: Pick<ClaimRuleContext, "product" | "itemSkus">): ClaimErrors {
  const errors: ClaimErrors = {};
  if (!ctx.itemSkus) return errors;
  const added = new Set(mispackAddedSkus(form, ctx.product));
  (form.mispackActuallyReceived ?? []).forEach((line, index) => {
    for (const sku of Object.keys(line)) if (added.has(sku) && !ctx.itemSkus!.has(sku)) add(errors, `mispackActuallyReceived.${index}`, CLAIM_MESSAGES.mispackUnknownSku(sku));
  });
  return errors;
}

export function validateProductQuality(form: ClaimForm, ctx: Pick<ClaimRuleContext, "product" | "stored">): ClaimErrors {
  const errors: ClaimErrors = {};
  const issues = form.productQualityIssues ?? [];
  if (issues.length === 0) add(errors, "productQualityIssues", CLAIM_MESSAGES.qualityIssue);
  if (issues.length > CLAIM_LIMITS.qualityIssues) add(errors, "productQualityIssues", CLAIM_MESSAGES.qualityIssuesMaximum);
  const types = qualityIssueTypes(ctx.product);
  issues.forEach((issue, i) => {
    const at = `productQualityIssues.${i}`;
    if (!issue.issue_type) add(errors, `${at}.issue_type`, CLAIM_MESSAGES.required);
    else if (!types.includes(issue.issue_type)) add(errors, `${at}.issue_type`, CLAIM_MESSAGES.issueTypeNotOffered);
    const subs = qualitySubIssues(ctx.product, issue.issue_type);
    if (issue.issue_type && subs.length > 0) {
      if (!issue.sub_issue) add(errors, `${at}.sub_issue`, CLAIM_MESSAGES.subIssue);
      else if (!subs.includes(issue.sub_issue)) add(errors, `${at}.sub_issue`, CLAIM_MESSAGES.subIssueNotOffered);
    } else if (issue.sub_issue) add(errors, `${at}.sub_issue`, CLAIM_MESSAGES.subIssueNotOffered);
    if (qualityNotesRequired(issue.issue_type, issue.sub_issue) && !(issue.notes ?? "").trim()) add(errors, `${at}.notes`, CLAIM_MESSAGES.required);
    else if ((issue.notes ?? "").length > CLAIM_LIMITS.notesLength) add(errors, `${at}.notes`, CLAIM_MESSAGES.notesLength);
    checkLotCodes(errors, `${at}.lot_codes`, ctx, "productQualityIssues", issue.lot_codes);
  });
  return errors;
}

/** ROOF: the fresh-frozen variant asks packs per day, the others the three scoop answers. */
export function isFreshFrozen(product: Pick<ClaimProduct, "isFrozen">): boolean {
  return product.isFrozen;
}

export function validateRoof(form: ClaimForm, ctx: Pick<ClaimRuleContext, "product" | "stored">): ClaimErrors {
  const errors: ClaimErrors = {};
  const scoopFields = ["roofUnkibbleUsedCorrectScoop", "roofUnkibbleFedCorrectNumberOfScoops", "roofUnkibbleLeveledOffScoop"] as const;
  if (isFreshFrozen(ctx.product)) {
    if (!form.roofFreshFedCorrectNumberOfPacks) add(errors, "roofFreshFedCorrectNumberOfPacks", CLAIM_MESSAGES.required);
    for (const f of scoopFields) if (form[f]) add(errors, f, CLAIM_MESSAGES.roofUnkibbleOnly);
  } else {
    for (const f of scoopFields) if (!form[f]) add(errors, f, CLAIM_MESSAGES.required);
    if (form.roofFreshFedCorrectNumberOfPacks) add(errors, "roofFreshFedCorrectNumberOfPacks", CLAIM_MESSAGES.roofFreshOnly);
  }
  checkLotCodes(errors, "roofLotCodes", ctx, "roofLotCodes", form.roofLotCodes);
  return errors;
}

export function validateWarmBox(form: ClaimForm): ClaimErrors {
  const errors: ClaimErrors = {};
  for (const f of ["warmBoxFoodInsideSilverBag", "warmBoxSilverBagSealed", "warmBoxGelPackOrDryIcePresent"] as const) {
    if (!form[f]) add(errors, f, CLAIM_MESSAGES.required);
  }
  return errors;
}

const STEP_VALIDATORS: Record<ClaimTypeT, (form: ClaimForm, ctx: ClaimRuleContext) => ClaimErrors> = {
  ADVERSE_REACTION: validateAdverseReaction,
  FEEDING_GUIDE: validateFeedingGuide,
  MISPACK: validateMispack,
  ORDER_MANIFEST: validateOrderManifest,
  PRODUCT_QUALITY: validateProductQuality,
  ROOF: validateRoof,
  WARM_BOX: validateWarmBox,
};

/** One wizard step's errors (Continue / Save are disabled while there are any). */
export function validateStep(step: "GENERAL" | ClaimTypeT, form: ClaimForm, ctx: ClaimRuleContext): ClaimErrors {
  if (step === "GENERAL") {
    const errors = validateGeneral(form, ctx);
    const offered = claimTypesOffered(ctx.product);
    for (const t of form.claimTypes) if (!offered.includes(t)) add(errors, "claimTypes", CLAIM_MESSAGES.typeNotOffered(t));
    return errors;
  }
  return STEP_VALIDATORS[step](form, ctx);
}

/** The whole claim: every step, the types offered, and empty fields for the types not chosen. */
export function validateClaim(form: ClaimForm, ctx: ClaimRuleContext): ClaimErrors {
  const errors: ClaimErrors = {};
  const merge = (e: ClaimErrors) => {
    for (const [k, v] of Object.entries(e)) for (const m of v) add(errors, k, m);
  };
  merge(validateStep("GENERAL", form, ctx));
  for (const type of ClaimType.options) {
    if (form.claimTypes.includes(type)) merge(STEP_VALIDATORS[type](form, ctx));
    else for (const f of CLAIM_TYPE_FIELDS[type]) if (!isEmptyValue(form[f])) add(errors, f, CLAIM_MESSAGES.mustBeEmpty(type));
  }
  if (form.claimTypes.includes("MISPACK")) merge(validateMispackSkus(form, ctx));
  return errors;
}

/** Form paths → the wire's names ("adverseReactionLotCodes.X" → "adverse_reaction_lot_codes.X"). */
export function errorsToWire(errors: ClaimErrors): ClaimErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, messages]) => {
      const [head, ...rest] = path.split(".");
      return [[camelToSnake(head!), ...rest].join("."), messages];
    }),
  );
}
