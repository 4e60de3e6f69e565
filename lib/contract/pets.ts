/**
 * The contract of pets and their plans: the answer shapes of a pet,
 * its plans and their products, and the cancel-survey answers, snake_case exactly as on the wire.
 */
import { z } from "zod";
import { BOUND_MESSAGES, idText, intText } from "./bounds";
import { Gender, ItemKind, OrderItemType, PetStatus, RecipeCode, SubscriptionStatus } from "./enums";
import {
  BIRTH_MONTH_REQUIRED,
  BIRTH_YEAR_REQUIRED,
  BODY_TYPE_REQUIRED,
  dogProfileSchema,
  dogWeightField,
  FIRST_SHIPMENT_INVALID,
  LIFESTYLE_REQUIRED,
  NEUTERED_REQUIRED,
  PlanMealType,
  RECIPES_REQUIRED,
} from "../pet-form";
import { cancelSurveyErrors } from "../cancel-survey";
import { endpoint } from "./endpoint";
import { safeString } from "./strings";
import { baseVersion, staleVersionMessage, versionAnswer, versionField } from "./versioned";

export const petSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: Gender,
  status: PetStatus,
  account: z.number().int(),
  birth_month: z.number().int().nullable(),
  birth_year: z.number().int().nullable(),
  breeds: z.array(z.string()),
  /** The pet's current plan id (the latest), or null. */
  pet_plan: z.number().int().nullable(),
  properties: z.object({
    weight: z.number(),
    neutered: z.boolean(),
    lifestyle: z.string().nullable(),
    body_type: z.string().nullable(),
    health_conditions: z.array(z.string()),
  }),
  created: z.string(),
  /** Raised by every change of the dog; its edits send it back (lib/contract/versioned.ts). */
  ...versionAnswer,
});
export type PetDto = z.infer<typeof petSchema>;

export const petPlanProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  product_type: ItemKind,
  status: SubscriptionStatus,
  frequency: z.number().int().nullable(),
  quantity: z.number().int(),
  unit_price: z.number(),
  created: z.string(),
  recipes: z.array(z.string()),
  type: OrderItemType,
  pet_plan: z.number().int(),
});
export type PetPlanProductDto = z.infer<typeof petPlanProductSchema>;

export const recipeDataSchema = z.object({
  /** UNKIBBLE or FRESH. */
  type: z.enum(["UNKIBBLE", "FRESH"]),
  recipe: z.string(),
  name: z.string(),
});
export type RecipeDataDto = z.infer<typeof recipeDataSchema>;

export const petPlanSchema = z.object({
  id: z.number().int(),
  pet: z.string(),
  account: z.number().int(),
  is_topper: z.boolean(),
  status: SubscriptionStatus,
  next_charge_date: z.string().nullable(),
  /** The plan-size tier (1–6) of the plan, or null. */
  plan_size_id: z.number().int().nullable().default(null),
  products: z.array(petPlanProductSchema),
  recipe_data: z.array(recipeDataSchema),
  /** Raised by every change of the plan; PUT pet_plans/{id} sends it back (lib/contract/versioned.ts). */
  ...versionAnswer,
});
export type PetPlanDto = z.infer<typeof petPlanSchema>;

export const surveyResponseSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  pet: z.string().nullable(),
  survey_tag: z.string().nullable(),
  primary_answer: z.string(),
  secondary_answer: z.string().nullable(),
  customer_comments: z.string().nullable(),
  pet_plan_product: z.number().int().nullable(),
});
export type SurveyResponseDto = z.infer<typeof surveyResponseSchema>;

// ───────────────────────────── Dogs and plans: requests, answers, endpoints ─────────────────────────────
// (The dog rules are lib/pet-form.ts, the survey lib/cancel-survey.ts,
// the calculator lib/energy-model.ts.)

export const formOptionSchema = z.object({ name: z.string(), slug: z.string() });
export const petFormOptionsSchema = z.object({
  lifestyles: z.array(formOptionSchema),
  body_types: z.array(formOptionSchema),
  health_conditions: z.array(formOptionSchema),
  breeds: z.array(formOptionSchema),
});
export type PetFormOptionsDto = z.infer<typeof petFormOptionsSchema>;

const positiveId = idText(BOUND_MESSAGES.integer);
const PLAN_SIZE_MESSAGE = "Choose a plan size from 1 to 6.";
const planSizeId = intText({ min: 1, max: 6, message: PLAN_SIZE_MESSAGE, minMessage: PLAN_SIZE_MESSAGE, maxMessage: PLAN_SIZE_MESSAGE });
/** A plan's frequency in weeks (an integer column). */
const frequencyField = intText({ min: 1 });

/** GET calculator/plan_options: the dog's figures as query strings. */
export const planOptionsQuerySchema = z.object({
  weight: dogWeightField,
  birth_year: intText({ message: BIRTH_YEAR_REQUIRED }),
  birth_month: intText({ min: 1, max: 12, message: BIRTH_MONTH_REQUIRED, minMessage: BIRTH_MONTH_REQUIRED, maxMessage: BIRTH_MONTH_REQUIRED }),
  body_type: safeString({ error: BODY_TYPE_REQUIRED }).trim().min(1, BODY_TYPE_REQUIRED).max(100),
  neutered: z.enum(["true", "false"], { error: NEUTERED_REQUIRED }).transform((v) => v === "true"),
  lifestyle: safeString({ error: LIFESTYLE_REQUIRED }).trim().min(1, LIFESTYLE_REQUIRED).max(100),
  account_id: positiveId,
});
export type PlanOptionsQuery = z.input<typeof planOptionsQuerySchema>;

export const recipeOptionSchema = z.object({ id: z.string(), name: z.string() });
export const planSizeSchema = z.object({ id: z.number().int(), daily_amount: z.number().int(), calories_per_day: z.number() });
export type PlanSizeDto = z.infer<typeof planSizeSchema>;
const mealPlanOptionSchema = z.object({
  meal_type: PlanMealType,
  max_recipes: z.number().int(),
  subscription: z.object({
    /**
     * The recipes on offer (those with an active meal product priced in the account's pricing model
     * at this plan size) and the plan size's meal product of the first of them; code and name null
     * when none is offered.
     */
    product: z.object({ code: z.string().nullable(), name: z.string().nullable(), recipes: z.array(recipeOptionSchema) }),
    /** Price per shipment of the first recipe on offer at this plan size, from the account's pricing model; null when none is offered. */
    price: z.number().nullable(),
    frequency: z.number().int(),
  }),
});
export const planOptionsSchema = z.object({
  plan_size: planSizeSchema,
  /** The dog's daily need in kcal (lib/energy-model.ts). */
  daily_calories: z.number().int(),
  life_stage: z.enum(["puppy", "adult", "senior"]),
  pricing_model: z.string(),
  prices: z.object({ unkibble: mealPlanOptionSchema, fresh: mealPlanOptionSchema }),
});
export type PlanOptionsDto = z.infer<typeof planOptionsSchema>;

const recipesField = z.array(RecipeCode, { error: RECIPES_REQUIRED }).min(1, RECIPES_REQUIRED);

/** POST calculator/build_plan */
export const buildPlanBodySchema = z.object({
  discounts: z.array(safeString()).max(0, "Discounts are applied to orders, not when building a plan.").default([]),
  plan_size: planSizeId,
  recipes: recipesField,
  account_id: positiveId,
  /** Weeks between shipments (default: the meal type's, DEFAULT_FREQUENCY): Update Dog prices the recommended size at the plan's own. */
  frequency: frequencyField.optional(),
});
export type BuildPlanRequest = z.input<typeof buildPlanBodySchema>;
export const builtPlanProductSchema = z.object({ code: z.string(), name: z.string(), recipe: z.string(), unit_price: z.number() });
export const buildPlanSchema = z.object({
  plan_size: planSizeSchema,
  subscription: z.object({
    meal_type: PlanMealType,
    /** The plan's first product (its first recipe); `products` has one per recipe. */
    product: z.object({ code: z.string(), name: z.string() }),
    products: z.array(builtPlanProductSchema),
    /** Price per shipment: the recipes share the plan size equally, so the mean of their prices. */
    price: z.object({ price: z.number() }),
    frequency: z.number().int(),
  }),
});
export type BuildPlanDto = z.infer<typeof buildPlanSchema>;

const isoDay = z.iso.date(FIRST_SHIPMENT_INVALID);

/** POST pet_plans/create_pet_and_pet_plan */
export const createPetAndPlanBodySchema = z.object({
  pet: dogProfileSchema.extend({ recommended_calories_day: planSizeId.optional(), account: positiveId.optional() }),
  pet_plan: z
    .object({
      /**
       * The recipes chosen (what Add a New Dog sends). Without them, spec 01 §3's shape ("product code,
       * frequency (weeks), unit_price, plan_size, quantity (always 1), start_date"): the product's
       * recipes, plan size and frequency make the plan (checked on the server).
       */
      recipes: recipesField.optional(),
      plan_size: planSizeId,
      /** The first product's code as build_plan answered; checked against the recipes and plan size. */
      product: safeString().trim().max(100).optional(),
      /** Only the meal type's own (DEFAULT_FREQUENCY: new plans ship UnKibble every 4 weeks, Fresh every 2); checked on the server. */
      frequency: frequencyField.optional(),
      /** Ignored: the price comes from the account's pricing model on the server. */
      unit_price: z.unknown().optional(),
      quantity: z.literal(1, { error: "Quantity is always 1." }).default(1),
      /** The first shipment's day; default 7 days from today. */
      start_date: isoDay.optional(),
    })
    // The recipes, or a product to take them from.
    .refine((p) => p.recipes !== undefined || Boolean(p.product), { path: ["recipes"], message: RECIPES_REQUIRED }),
  account_id: positiveId,
});
export type CreatePetAndPlanRequest = z.input<typeof createPetAndPlanBodySchema>;
export const createdOrderSchema = z.object({ id: z.string(), status: z.string(), scheduled: z.string().nullable(), total_price: z.number() });
export const createPetAndPlanSchema = z.object({ pet: petSchema, pet_plan: petPlanSchema, order: createdOrderSchema });

/** PUT pets/{id}: the profile. */
export const updatePetBodySchema = dogProfileSchema.extend({ recommended_calories_day: planSizeId.optional(), account: positiveId.optional(), ...baseVersion });
/** The sentences of an edit based on an older version of the dog or its plan (409). */
export const STALE_PET_MESSAGE = staleVersionMessage("dog");
export const STALE_PET_PLAN_MESSAGE = staleVersionMessage("plan");
export type UpdatePetRequest = z.input<typeof updatePetBodySchema>;

/** PUT pet_plans/{id}: the plan moves to `plan_size` (same recipes), re-pricing the upcoming order. */
export const updatePetPlanBodySchema = z.object({
  account: positiveId,
  plan_size: planSizeId,
  pet_plan_id: positiveId.optional(),
  pet_plan_product_id: positiveId.optional(),
  product: safeString().trim().max(100).optional(),
  frequency: frequencyField.optional(),
  /** Ignored: the price comes from the account's pricing model on the server. */
  unit_price: z.unknown().optional(),
  quantity: z.literal(1, { error: "Quantity is always 1." }).default(1),
  ...baseVersion,
  /**
   * The version of the dog the change was decided with (an extension, optional: Update Dog saves
   * the plan, then the dog). A stale one answers 409 with the dog's message and changes nothing, so
   * a plan is never re-sized for a weight another staff member has since changed.
   */
  pet_version: versionField.optional(),
});
export type UpdatePetPlanRequest = z.input<typeof updatePetPlanBodySchema>;
export const PET_PLAN_ON_HOLD = "Pet Plan has order on HOLD";
export const updatePetPlanSchema = z.object({ pet_plan: petPlanSchema, repriced_order_ids: z.array(z.string()) });

/** POST /pets/{petId}/cancel; the survey rules are lib/cancel-survey.ts. */
export const cancelPetBodySchema = z.object({
  is_bark: z.boolean().optional(),
  account_id: positiveId,
  pet_status: safeString().max(40).optional(),
  survey_tag: safeString().max(60).optional(),
  pet_plan_product: positiveId.optional(),
  product_code: safeString().max(100).optional(),
  pet_plan_product_created_at: safeString().max(40).optional(),
  unit_price: z.unknown().optional(),
  primary_answer: safeString().trim().max(200).default(""),
  secondary_answer: safeString().trim().max(200).nullable().optional(),
  customer_comments: safeString().trim().max(2000).nullable().optional(),
  pet_plan: positiveId.optional(),
  /** The dog's version the cancellation was based on. */
  ...baseVersion,
});
export type CancelPetRequest = z.input<typeof cancelPetBodySchema>;
/** The Cancel Plan form: the survey's three answers ("" when none), checked with the survey rules (cancelSurveyErrors). */
export const cancelSurveyFormSchema = cancelPetBodySchema
  .pick({ primary_answer: true, secondary_answer: true, customer_comments: true })
  .superRefine((answer, ctx) => {
    for (const [field, message] of Object.entries(cancelSurveyErrors(answer))) ctx.addIssue({ code: "custom", path: [field], message });
  });
export const cancelPetSchema = z.object({
  pet: petSchema,
  survey_response: surveyResponseSchema,
  removed_order_lines: z.number().int(),
  cancelled_order_ids: z.array(z.string()),
});

/** PUT /pets/{petId} {status}: only DECEASED_TO_NOT_LIST, only from CANCELLED. */
export const DECEASED_ONLY_FROM_CANCELLED = "Only a cancelled dog can be marked Deceased_to_not_list.";
/** Update Dog is offered, and PUT pets/{id}'s profile taken, for every dog but one marked Deceased_to_not_list (spec 01 §4: it hides the dog). */
export const canUpdateDog = (pet: { status: string }) => pet.status !== "DECEASED_TO_NOT_LIST";
export const DECEASED_DOG_NOT_UPDATED = "This dog is marked Deceased_to_not_list: its profile can no longer be changed.";
export const setPetStatusBodySchema = z.object({ status: z.literal("DECEASED_TO_NOT_LIST", { error: "The status can only be set to DECEASED_TO_NOT_LIST." }), ...baseVersion });
export const PET_NOT_FOUND = "PET NOT FOUND";

/**
 * PUT pets/{id} is one call with two bodies: `{status}` alone (with `version`) sets the status
 * (DECEASED_TO_NOT_LIST), anything else is the profile. Each body keeps its own field messages.
 * The output keeps the input's shape (the BFF proxy forwards the parsed body): `isStatusUpdate`
 * tells the two apart.
 */
export type PetUpdateBody = z.output<typeof setPetStatusBodySchema> | z.output<typeof updatePetBodySchema>;
export const isStatusUpdate = (body: PetUpdateBody): body is z.output<typeof setPetStatusBodySchema> => "status" in body;
export const petUpdateBodySchema = z
  .custom<UpdatePetRequest | z.input<typeof setPetStatusBodySchema>>()
  .transform((value, ctx): PetUpdateBody => {
    const statusOnly = typeof value === "object" && value !== null && "status" in value && Object.keys(value).filter((k) => k !== "version").length === 1;
    const result = statusOnly ? setPetStatusBodySchema.safeParse(value) : updatePetBodySchema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return result.data;
  });

export const petEndpoints = {
  getPetFormOptions: endpoint({ method: "GET", path: "pet_form_options", capability: "customerLookup", response: petFormOptionsSchema, browser: true }),
  getPlanOptions: endpoint({
    method: "GET",
    path: "calculator/plan_options",
    capability: "customerLookup",
    query: planOptionsQuerySchema,
    response: planOptionsSchema,
    browser: true,
  }),
  buildPlan: endpoint({ method: "POST", path: "calculator/build_plan", capability: "customerLookup", body: buildPlanBodySchema, response: buildPlanSchema, browser: true }),
  createPetAndPetPlan: endpoint({
    method: "POST",
    path: "pet_plans/create_pet_and_pet_plan",
    capability: "customerAccountActions",
    body: createPetAndPlanBodySchema,
    response: createPetAndPlanSchema,
    status: 201,
    browser: true,
    // A retry of Add a New Dog after a timeout must not add the dog (and its first order) twice (issue 23).
    idempotent: "optional",
  }),
  /** The profile, or `{status: "DECEASED_TO_NOT_LIST"}` (petUpdateBodySchema). */
  updatePet: endpoint({ method: "PUT", path: "pets/:id", capability: "customerAccountActions", body: petUpdateBodySchema, response: petSchema, browser: true }),
  updatePetPlan: endpoint({
    method: "PUT",
    path: "pet_plans/:id",
    capability: "customerAccountActions",
    body: updatePetPlanBodySchema,
    response: updatePetPlanSchema,
    browser: true,
  }),
  cancelPet: endpoint({ method: "POST", path: "pets/:petId/cancel", capability: "customerAccountActions", body: cancelPetBodySchema, response: cancelPetSchema, browser: true }),
};
