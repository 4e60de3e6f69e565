/**
 * The dog rules and the dog form's constants: written once, used by
 * the Add a New Dog / Update Dog forms and enforced by the embedded API (lib/contract/pets.ts).
 */
import { z } from "zod";
import { Gender } from "./enums";
import { intText, plainDecimalText } from "./contract/bounds";
import { safeString } from "./contract/strings";
import { PLAN_SIZE_TIERS } from "./energy-model";

export const DOG_NAME_REQUIRED = "Please enter dog name";
export const DOG_NAME_LETTERS = "Dog names may only contain uppercase and lowercase letters";
export const DOG_WEIGHT_REQUIRED = "Please enter dog weight";
export const DOG_WEIGHT_INTEGER = "Dog weight must be an integer";
export const DOG_WEIGHT_POSITIVE = "Dog weight must be greater than 0";
/** The heaviest weight taken (issue 21): above any dog's (the heaviest on record weighed about 340 lb), so a typo such as 500 for 50 is caught. */
export const DOG_WEIGHT_MAX_LB = 300;
export const DOG_WEIGHT_TOO_HEAVY = `Dog weight must be at most ${DOG_WEIGHT_MAX_LB} lbs`;
export const GENDER_REQUIRED = "Please select the dog's gender";
export const NEUTERED_REQUIRED = "Please select whether the dog is neutered";
export const BIRTH_YEAR_REQUIRED = "Please select a birth year";
export const BIRTH_MONTH_REQUIRED = "Please select a birth month";
export const BODY_TYPE_REQUIRED = "Please select a body type";
export const LIFESTYLE_REQUIRED = "Please select a lifestyle";
export const BREEDS_REQUIRED = "Please select at least one breed";

/** Letters (any script, accented included), period, apostrophe, space and hyphen (empty: the required message). */
export const DOG_NAME_PATTERN = /^[\p{L}\p{M}.' -]*$/u;

/** Birth years offered: the current year back 24 years, newest first. */
export const BIRTH_YEAR_SPAN = 24;
export function birthYearOptions(currentYear: number): number[] {
  return Array.from({ length: BIRTH_YEAR_SPAN + 1 }, (_, i) => currentYear - i);
}
export const BIRTH_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** "Lazy" is displayed as "Mellow"; every other option shows its own name. */
export function lifestyleLabel(name: string): string {
  return name.trim().toLowerCase() === "lazy" ? "Mellow" : name;
}

/** The breed listed first in the breed choices, whatever order the options come in (spec 01 §9). */
export const MIXED_BREED = "Mixed Breed";
/** The breed options with "Mixed Breed" first, the others in their given order. */
export function mixedBreedFirst<T extends { name: string }>(breeds: readonly T[]): T[] {
  const isMixed = (b: T) => b.name.trim().toLowerCase() === MIXED_BREED.toLowerCase();
  return [...breeds.filter(isMixed), ...breeds.filter((b) => !isMixed(b))];
}

/** The option slug of a name ("Very Active" → "very-active"); an option is matched by slug or name. */
export function optionSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Meal types and their recipe limits (UnKibble at most 2, Fresh at most 3). */
export const PlanMealType = z.enum(["UNKIBBLE", "FRESH"]);
export type PlanMealType = z.infer<typeof PlanMealType>;
export const MAX_RECIPES: Record<PlanMealType, number> = { UNKIBBLE: 2, FRESH: 3 };
export const MEAL_TYPE_LABELS: Record<PlanMealType, string> = { UNKIBBLE: "UnKibble", FRESH: "Fresh" };
export const recipeLimitText = (t: PlanMealType) => `${MEAL_TYPE_LABELS[t]} plans take 1 to ${MAX_RECIPES[t]} recipes.`;
export const RECIPES_REQUIRED = "Please choose at least one recipe";
export const RECIPES_ONE_MEAL_TYPE = "Recipes must all be UnKibble or all be Fresh";
/** Weeks between shipments of a new plan, by meal type (UnKibble every 4 weeks, frozen Fresh every 2). */
export const DEFAULT_FREQUENCY: Record<PlanMealType, number> = { UNKIBBLE: 4, FRESH: 2 };
/** A new plan asked at another frequency than its meal type's (an existing plan keeps its own). */
export const newPlanFrequencyText = (t: PlanMealType) => `New ${MEAL_TYPE_LABELS[t]} plans ship every ${DEFAULT_FREQUENCY[t]} weeks.`;

const emptyish = (v: unknown) => v === undefined || v === null || v === "" || v === 0 || v === "0";

/** Weight in whole pounds: required (not empty or zero), whole, above 0, at most DOG_WEIGHT_MAX_LB. */
export const dogWeightField = z.unknown().transform((v, ctx): number => {
  if (emptyish(v)) {
    ctx.addIssue({ code: "custom", message: DOG_WEIGHT_REQUIRED });
    return z.NEVER;
  }
  // Plain decimal digits only, as every number the API reads ("0x20", "1e1" are no weights).
  const n = typeof v === "number" ? v : typeof v === "string" ? Number(plainDecimalText(v.trim()) ?? Number.NaN) : Number.NaN;
  if (!Number.isFinite(n) || !Number.isInteger(n)) {
    ctx.addIssue({ code: "custom", message: DOG_WEIGHT_INTEGER });
    return z.NEVER;
  }
  // Zero however written ("00", "0.0", "-0") is the spec's "empty or zero".
  if (n === 0) {
    ctx.addIssue({ code: "custom", message: DOG_WEIGHT_REQUIRED });
    return z.NEVER;
  }
  if (n < 0) {
    ctx.addIssue({ code: "custom", message: DOG_WEIGHT_POSITIVE });
    return z.NEVER;
  }
  if (n > DOG_WEIGHT_MAX_LB) {
    ctx.addIssue({ code: "custom", message: DOG_WEIGHT_TOO_HEAVY });
    return z.NEVER;
  }
  return n;
});

const requiredText = (message: string) => safeString({ error: message }).trim().min(1, message).max(100);
const requiredInt = (message: string) => intText({ message });

/** The dog's profile as the forms and the API take it. */
export const dogProfileSchema = z.object({
  name: safeString({ error: DOG_NAME_REQUIRED })
    .trim()
    .min(1, DOG_NAME_REQUIRED)
    .max(60, "Dog names may have at most 60 characters")
    .regex(DOG_NAME_PATTERN, DOG_NAME_LETTERS),
  gender: z.enum(Gender.options, { error: GENDER_REQUIRED }),
  neutered: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean({ error: NEUTERED_REQUIRED })),
  birth_year: requiredInt(BIRTH_YEAR_REQUIRED),
  birth_month: requiredInt(BIRTH_MONTH_REQUIRED).pipe(z.number().min(1, BIRTH_MONTH_REQUIRED).max(12, BIRTH_MONTH_REQUIRED)),
  weight: dogWeightField,
  body_type: requiredText(BODY_TYPE_REQUIRED),
  lifestyle: requiredText(LIFESTYLE_REQUIRED),
  breeds: z.array(safeString().trim().min(1).max(100), { error: BREEDS_REQUIRED }).min(1, BREEDS_REQUIRED).max(5, "Choose at most 5 breeds"),
  health_conditions: z.array(safeString().trim().min(1).max(100)).max(20).default([]),
});
export type DogProfileInput = z.input<typeof dogProfileSchema>;
export type DogProfile = z.output<typeof dogProfileSchema>;

/** The birth year must be one the form offers (the current year back 24 years). */
export function birthYearMessage(year: number, currentYear: number): string | null {
  return year > currentYear || year < currentYear - BIRTH_YEAR_SPAN ? `Birth year must be between ${currentYear - BIRTH_YEAR_SPAN} and ${currentYear}` : null;
}

export const BIRTH_MONTH_FUTURE = "The birth month cannot be later than this month";
/**
 * A dog's birth date against the business day (spec silent, docs/assumptions.md): the year one the
 * form offers, and no month after this one in this year. Field messages by field name; the forms
 * (dogProfileSchemaOn) and the embedded API ask this one rule.
 */
export function birthDateMessages(year: number, month: number, today: { year: number; month: number }): { birth_year?: string; birth_month?: string } {
  const yearMessage = birthYearMessage(year, today.year);
  if (yearMessage) return { birth_year: yearMessage };
  return year === today.year && month > today.month ? { birth_month: BIRTH_MONTH_FUTURE } : {};
}

/**
 * The dog form's schema on a business day: the profile plus birthDateMessages, checked as soon as
 * the birth year and month themselves read (not only once every other field is valid, so the agent
 * sees the message under Birth month when picking it).
 */
export function dogProfileSchemaOn(today: { year: number; month: number }) {
  const birthRead = (payload: { value: unknown }) => {
    const v = payload.value as { birth_year?: unknown; birth_month?: unknown } | null;
    return typeof v?.birth_year === "number" && typeof v.birth_month === "number";
  };
  return dogProfileSchema.superRefine(
    (v, ctx) => {
      for (const [path, message] of Object.entries(birthDateMessages(v.birth_year, v.birth_month, today))) ctx.addIssue({ code: "custom", path: [path], message });
    },
    { when: birthRead },
  );
}

/**
 * The plan statuses a dog's plan may be cancelled from (issue 18): ACTIVE and PAUSED. The embedded
 * API's cancel call and the Dogs & Plans table's cancel-plan control both ask this.
 */
export const CANCELLABLE_PLAN_STATUSES = ["ACTIVE", "PAUSED"] as const;
/** An ACTIVE dog whose plan is ACTIVE or PAUSED offers Cancel Plan. */
export function canCancelPlan(petStatus: string, planStatus: string | null | undefined): boolean {
  return petStatus === "ACTIVE" && planStatus != null && (CANCELLABLE_PLAN_STATUSES as readonly string[]).includes(planStatus);
}

/**
 * The first shipment of a new plan (the pet plan's `start_date`, issue 18): by default 7 days
 * from the business day, at the earliest tomorrow, at the latest FIRST_SHIPMENT_MAX_DAYS ahead.
 * Days are ISO "YYYY-MM-DD" business days; the API checks the same rule with its own clock.
 */
export const FIRST_SHIPMENT_DEFAULT_DAYS = 7;
export const FIRST_SHIPMENT_MAX_DAYS = 180;
export const FIRST_SHIPMENT_LABEL = "First shipment date";
export const FIRST_SHIPMENT_NOT_AFTER_TODAY = "The first shipment must be after today.";
export const FIRST_SHIPMENT_TOO_LATE = `The first shipment must be within ${FIRST_SHIPMENT_MAX_DAYS} days.`;
export const FIRST_SHIPMENT_INVALID = "Enter a date as YYYY-MM-DD.";
/** `isoDay` moved by `days` calendar days (UTC arithmetic on the day, so no time zone shifts it). */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
export const defaultFirstShipmentDate = (todayIso: string) => addDays(todayIso, FIRST_SHIPMENT_DEFAULT_DAYS);
export const earliestFirstShipmentDate = (todayIso: string) => addDays(todayIso, 1);
export const latestFirstShipmentDate = (todayIso: string) => addDays(todayIso, FIRST_SHIPMENT_MAX_DAYS);
/** The message for a chosen first shipment date, or null when it is fine. */
export function firstShipmentDateMessage(date: string, todayIso: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return FIRST_SHIPMENT_INVALID;
  if (date <= todayIso) return FIRST_SHIPMENT_NOT_AFTER_TODAY;
  if (date > latestFirstShipmentDate(todayIso)) return FIRST_SHIPMENT_TOO_LATE;
  return null;
}

/**
 * The Select plan step of Add a New Dog: the meal type, 1 to MAX_RECIPES[meal type] of its recipes,
 * the plan size the agent chose ("" until chosen: the calculator's recommendation; issue 21), and
 * the first shipment day (the rule of `firstShipmentDateMessage` against the business day `todayIso`).
 */
export function newPlanFormSchema(todayIso: string) {
  return z
    .object({
      meal_type: PlanMealType,
      plan_size: z.string().refine((v) => v === "" || PLAN_SIZE_TIERS.some((t) => String(t.id) === v), "Choose one of the plan sizes."),
      recipes: z.array(z.string()).min(1, RECIPES_REQUIRED),
      start_date: z.string().superRefine((date, ctx) => {
        const message = firstShipmentDateMessage(date, todayIso);
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    })
    .superRefine((plan, ctx) => {
      if (plan.recipes.length > MAX_RECIPES[plan.meal_type]) ctx.addIssue({ code: "custom", path: ["recipes"], message: recipeLimitText(plan.meal_type) });
    });
}
export type NewPlanForm = z.output<ReturnType<typeof newPlanFormSchema>>;

// ───────────────────────────── Screen texts and timings ─────────────────────────────

export const PET_CREATED_TEXT = "Pet created successfully";
export const PLAN_CANCELLED_TEXT = "Pet plan cancelled successfully";
/** "Plan cancel or status change reloads the page after 2000 ms." */
export const PLAN_CHANGE_RELOAD_MS = 2000;
export const PET_UPDATED_TEXT = "Dog updated successfully";
export const PET_AND_PLAN_UPDATED_TEXT = "Dog and plan updated successfully";
/** Update Dog's "Update to recommended plan" when the plan was saved and the dog's profile then was not: Save again saves the dog only. */
export const PLAN_SAVED_DOG_NOT_TEXT = "The plan was updated successfully, but the dog was not. Save again to update the dog; the plan is not changed again.";
export const DECEASED_SET_TEXT = "Pet status set to Deceased_to_not_list";
export const CANCEL_ERROR_PREFIX = "cancelPetPlan Error: ";
export const DECEASED_ERROR_PREFIX = "Error when setting pet status to Deceased_to_not_list: ";
/** The Update Dog answer to PUT pet_plans/{id} 403 "Pet Plan has order on HOLD". */
export const PLAN_ON_HOLD_TEXT =
  "Payment Method Update Required. Please update your payment method. We are unable to make changes to your pup's plan due to a payment issue with their most recent order. Please update your payment method before making changes to future orders.";
export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
