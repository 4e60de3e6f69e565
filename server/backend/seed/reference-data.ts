/**
 * Reference data of the demo: nutrient rows per recipe, pet form options, the states customers
 * live in, carriers, cancel-survey reasons and feature-flag treatments. Fixed data, no randomness.
 */
import type { InferInsertModel } from "drizzle-orm";
import { RecipeCode } from "../../../lib/contract/enums";
import { CANCEL_REASONS as LIB_CANCEL_REASONS } from "../../../lib/cancel-survey";
import { MIXED_BREED } from "../../../lib/pet-form";
import type { nutrientRows, petFormOptions } from "../db/schema";

/** Per recipe: [category, name, as fed, dry matter]; values vary a little per recipe. */
const NUTRIENTS: [string, string, number, string][] = [
  ["Guaranteed Analysis", "Crude Protein (min)", 30, "%"],
  ["Guaranteed Analysis", "Crude Fat (min)", 16, "%"],
  ["Guaranteed Analysis", "Crude Fiber (max)", 3, "%"],
  ["Guaranteed Analysis", "Moisture (max)", 10, "%"],
  ["Minerals", "Calcium", 1.2, "%"],
  ["Minerals", "Phosphorus", 0.9, "%"],
  ["Minerals", "Zinc", 180, " mg/kg"],
  ["Fatty Acids", "Omega-6 Fatty Acids", 2.8, "%"],
  ["Fatty Acids", "Omega-3 Fatty Acids", 0.6, "%"],
  ["Vitamins", "Vitamin E", 120, " IU/kg"],
  ["Energy", "Metabolizable Energy", 3900, " kcal/kg"],
];

export function buildNutrientRows(): InferInsertModel<typeof nutrientRows>[] {
  const rows: InferInsertModel<typeof nutrientRows>[] = [];
  RecipeCode.options.forEach((recipeId, r) => {
    const fresh = recipeId.startsWith("F-");
    NUTRIENTS.forEach(([category, name, base, unit], i) => {
      const moisture = name.startsWith("Moisture");
      const asFed = moisture ? (fresh ? 70 : base) : Math.round(base * (fresh ? 0.35 : 1) * (1 + ((r * 7 + i) % 5) / 50) * 100) / 100;
      const dryShare = fresh ? 0.3 : 0.9;
      const dry = moisture ? 0 : Math.round((asFed / dryShare) * 100) / 100;
      rows.push({
        id: rows.length + 1,
        recipeId,
        nutrientCategory: category,
        name,
        asFedBasis: `${asFed}${unit}`,
        dryMatterBasis: moisture ? "-" : `${dry}${unit}`,
        sort: i,
      });
    });
  });
  return rows;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "Mixed Breed" first. */
export const BREEDS = [
  MIXED_BREED,
  "Australian Shepherd",
  "Beagle",
  "Bernese Mountain Dog",
  "Border Collie",
  "Boston Terrier",
  "Boxer",
  "Bulldog",
  "Cavalier King Charles Spaniel",
  "Chihuahua",
  "Dachshund",
  "Doberman Pinscher",
  "French Bulldog",
  "German Shepherd",
  "Golden Retriever",
  "Great Dane",
  "Havanese",
  "Labrador Retriever",
  "Miniature Schnauzer",
  "Pembroke Welsh Corgi",
  "Pomeranian",
  "Poodle",
  "Pug",
  "Rottweiler",
  "Shih Tzu",
  "Siberian Husky",
  "Yorkshire Terrier",
];
/** The form defaults to the second lifestyle and body type; "Lazy" displays as "Mellow". */
export const LIFESTYLES = ["Lazy", "Active", "Very Active", "Working Dog"];
export const BODY_TYPES = ["Skinny", "Ideal", "Chubby", "Overweight"];
export const HEALTH_CONDITIONS = [
  "Allergies",
  "Arthritis",
  "Diabetes",
  "Digestive Issues",
  "Joint Issues",
  "Kidney Disease",
  "Sensitive Stomach",
  "Skin & Coat Issues",
  "Weight Management",
];

export function buildPetFormOptions(): InferInsertModel<typeof petFormOptions>[] {
  const rows: InferInsertModel<typeof petFormOptions>[] = [];
  const add = (kind: "breed" | "lifestyle" | "body_type" | "health_condition", names: string[]) =>
    names.forEach((name, sort) => rows.push({ id: rows.length + 1, kind, name, slug: slug(name), sort }));
  add("breed", BREEDS);
  add("lifestyle", LIFESTYLES);
  add("body_type", BODY_TYPES);
  add("health_condition", HEALTH_CONDITIONS);
  return rows;
}

export const CARRIERS = [
  { carrier: "UPS", rateClass: "UPS_GROUND", trackingPrefix: "1Z" },
  { carrier: "FedEx", rateClass: "FEDEX_HOME_DELIVERY", trackingPrefix: "7" },
  { carrier: "USPS", rateClass: "USPS_PRIORITY", trackingPrefix: "94" },
  { carrier: "OnTrac", rateClass: "ONTRAC_GROUND", trackingPrefix: "C" },
] as const;

/** Cancel survey: the 14 primary reasons and their sub-reasons, from the one list in lib/cancel-survey.ts. */
export const CANCEL_REASONS: [string, string[]][] = LIB_CANCEL_REASONS.map((r) => [r.primary, [...r.secondary]]);

export const TREATMENT_FLAGS = [
  { flag: "new-checkout-flow", names: ["control", "variant-a", "variant-b"] },
  { flag: "fresh-upsell-banner", names: ["control", "banner"] },
  { flag: "portal-plan-editor-v2", names: ["control", "editor-v2"] },
  { flag: "winback-email-cadence", names: ["control", "weekly", "biweekly"] },
] as const;
