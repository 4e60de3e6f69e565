/**
 * The contract of pets and their plans (spec 01 §7 "Dogs and plans"): the answer shapes of a pet,
 * its plans and their products, and the cancel-survey answers, snake_case exactly as on the wire.
 */
import { z } from "zod";
import { Gender, ItemKind, OrderItemType, PetStatus, SubscriptionStatus } from "../enums";

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
  products: z.array(petPlanProductSchema),
  recipe_data: z.array(recipeDataSchema),
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
