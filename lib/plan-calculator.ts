/**
 * The plan calculator's screen rules (issue 21), pure and written once for Add a New Dog:
 *
 *   planSizeLabel(id)             "Size 6 — 900 kcal/day": a plan size named by its daily calories
 *                                 (the spec's daily amount, e.g. 6300, means nothing to a customer);
 *   planSizeOptions(recommended)  the six sizes for the agent's choice, the recommended one marked;
 *   planShortfall(need, size)     whether the chosen size covers the dog's daily need, by how much it
 *                                 falls short, and which size (if any) would cover it;
 *   shortfallText(shortfall)      the warning sentence;
 *   unconfirmedDefaults(fields, state)
 *                                 the answers that start at a default (spec 01 §9) which the agent
 *                                 neither changed nor picked from their menu: the review marks them
 *                                 DEFAULT_NOT_CONFIRMED so a skipped question is seen before saving.
 *
 * The tiers and their calories are lib/energy-model.ts `PLAN_SIZE_TIERS` (the embedded API's too).
 */
import { listText } from "./list-text";
import { PLAN_SIZE_TIERS, type PlanSizeTier } from "./energy-model";

/** "1,076": whole kcal with thousands separators. */
export const formatKcal = (kcal: number) => Math.round(kcal).toLocaleString("en-US");

export const LARGEST_PLAN_SIZE: PlanSizeTier = PLAN_SIZE_TIERS[PLAN_SIZE_TIERS.length - 1]!;

/** The tier of a plan size id (1–6), or undefined. */
export const planSizeTier = (id: number): PlanSizeTier | undefined => PLAN_SIZE_TIERS.find((t) => t.id === id);

/** "Size 6 — 900 kcal/day" (an unknown id: "Size 7"). */
export function planSizeLabel(id: number): string {
  const tier = planSizeTier(id);
  return tier ? `Size ${tier.id} — ${formatKcal(tier.caloriesPerDay)} kcal/day` : `Size ${id}`;
}

export const RECOMMENDED_SUFFIX = " (recommended)";

/** The six sizes as select options (value = the id as text), the recommended one marked. */
export function planSizeOptions(recommendedId: number | null): { value: string; label: string }[] {
  return PLAN_SIZE_TIERS.map((t) => ({ value: String(t.id), label: planSizeLabel(t.id) + (t.id === recommendedId ? RECOMMENDED_SUFFIX : "") }));
}

export interface PlanShortfall {
  /** The dog's daily need, kcal. */
  need: number;
  chosen: PlanSizeTier;
  /** kcal a day the chosen size delivers below the need (> 0). */
  shortBy: number;
  /** The smallest size that covers the need, or null when even the largest does not. */
  covering: PlanSizeTier | null;
}

/** Null when the chosen size (an id 1–6) covers the daily need, else by how much it falls short. */
export function planShortfall(dailyCalories: number, chosenSizeId: number): PlanShortfall | null {
  const chosen = planSizeTier(chosenSizeId);
  if (!chosen || chosen.caloriesPerDay >= dailyCalories) return null;
  return {
    need: dailyCalories,
    chosen,
    shortBy: Math.round(dailyCalories - chosen.caloriesPerDay),
    covering: PLAN_SIZE_TIERS.find((t) => t.caloriesPerDay >= dailyCalories) ?? null,
  };
}

/** The warning's sentence (shown after a visible "Warning:"). */
export function shortfallText(s: PlanShortfall): string {
  const need = `this dog's daily need of ${formatKcal(s.need)} kcal`;
  if (s.covering) return `${planSizeLabel(s.chosen.id)} is ${formatKcal(s.shortBy)} kcal/day short of ${need}; ${planSizeLabel(s.covering.id)} covers it.`;
  const largestShort = formatKcal(s.need - LARGEST_PLAN_SIZE.caloriesPerDay);
  const largest = `No plan size covers ${need}: the largest, ${planSizeLabel(LARGEST_PLAN_SIZE.id)}, is ${largestShort} kcal/day short.`;
  return s.chosen.id === LARGEST_PLAN_SIZE.id ? largest : `${largest} The chosen ${planSizeLabel(s.chosen.id)} is ${formatKcal(s.shortBy)} kcal/day short.`;
}

// ───────────────────────────── Answers left at their defaults ─────────────────────────────

export const DEFAULT_NOT_CONFIRMED = "default, not confirmed";

/**
 * The Add a New Dog answers that start at a default, with the review's names: the profile's
 * selectors (spec 01 §9: neutered, gender, month and year their first option, lifestyle and body
 * type their second) and the first shipment date (today + 7 days, issue 18).
 */
export const DEFAULTED_ANSWERS = {
  gender: "Gender",
  neutered: "Neutered",
  birth_month: "Birth month",
  birth_year: "Birth year",
  body_type: "Body type",
  lifestyle: "Lifestyle",
  start_date: "First shipment date",
} as const;
export type DefaultedAnswer = keyof typeof DEFAULTED_ANSWERS;
/** The defaulted answers of the profile form and of the plan form. */
export const PROFILE_DEFAULTS = ["gender", "neutered", "birth_month", "birth_year", "body_type", "lifestyle"] as const satisfies readonly DefaultedAnswer[];
export const PLAN_DEFAULTS = ["start_date"] as const satisfies readonly DefaultedAnswer[];

/** A form's per-field flags (react-hook-form's dirtyFields / touchedFields have this shape). */
type FieldFlags = Partial<Record<string, unknown>>;

/**
 * The answers among `fields` the agent left at their default: never changed (dirty) and never
 * picked from their menu or left after focusing (touched; picking the default shown confirms it).
 */
export function unconfirmedDefaults<F extends DefaultedAnswer>(fields: readonly F[], state: { dirtyFields?: FieldFlags; touchedFields?: FieldFlags }): F[] {
  return fields.filter((f) => !state.dirtyFields?.[f] && !state.touchedFields?.[f]);
}

/** "Gender, Neutered and Lifestyle were left at their defaults, not confirmed." (null when none). */
export function unconfirmedSummary(fields: readonly DefaultedAnswer[]): string | null {
  if (!fields.length) return null;
  const names = fields.map((f) => DEFAULTED_ANSWERS[f]);
  return `${listText(names)} ${names.length === 1 ? "was" : "were"} left at ${names.length === 1 ? "its default" : "their defaults"}, not confirmed. Check ${names.length === 1 ? "it" : "them"} with the customer, or go Back to change ${names.length === 1 ? "it" : "them"}.`;
}
