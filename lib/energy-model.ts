/**
 * The plan calculator's energy model (calculator/plan_options; the daily amount of tiers 1–6 is
 * 2100, 2625, 3150, 4200, 5250, 6300).
 * ONE module: the factors live here and nowhere else; docs/assumptions.md ("Issue 8") lists them.
 *
 *   resting energy (RER, kcal/day)  = 70 × (weight in kg)^0.75          (weight: whole pounds / 2.20462)
 *   daily energy need (kcal/day)    = RER × life stage × neutered × lifestyle × body type
 *   plan size                       = the smallest of the six tiers whose calories per day cover the
 *                                     need; a need above the largest tier gets the largest tier.
 *
 * A tier's calories per day are its daily amount / 7 (the seed's plan_sizes.calories_per_day:
 * 2100 → 300 … 6300 → 900 kcal/day). Pure and isomorphic: the wizard shows the same figures the
 * embedded API computes.
 */

export const KG_PER_LB = 1 / 2.20462;
export const RER_FACTOR = 70;
export const RER_EXPONENT = 0.75;

/** Life stage from the age in whole months: puppy below 12 months, senior from 7 years (84 months). */
export const PUPPY_BELOW_MONTHS = 12;
export const SENIOR_FROM_MONTHS = 84;
export type LifeStage = "puppy" | "adult" | "senior";
export const LIFE_STAGE_FACTORS: Record<LifeStage, number> = { puppy: 2.0, adult: 1.6, senior: 1.4 };

/** An intact dog burns more than a neutered one (1.8 vs 1.6 × RER for adults). */
export const NEUTERED_FACTORS = { neutered: 1.0, intact: 1.125 } as const;

/** Keyed by the pet form option's slug (lib/pet-form.ts `optionSlug`); "lazy" is shown as "Mellow". */
export const LIFESTYLE_FACTORS: Record<string, number> = {
  lazy: 0.8,
  active: 1.0,
  "very-active": 1.2,
  "working-dog": 1.5,
};
export const BODY_TYPE_FACTORS: Record<string, number> = {
  skinny: 1.1,
  ideal: 1.0,
  chubby: 0.9,
  overweight: 0.8,
};

/** The six plan-size tiers: id = tier, daily amount, calories per day (daily amount / 7). */
export const PLAN_SIZE_TIERS = [2100, 2625, 3150, 4200, 5250, 6300].map((dailyAmount, i) => ({
  id: i + 1,
  dailyAmount,
  caloriesPerDay: dailyAmount / 7,
}));
export type PlanSizeTier = (typeof PLAN_SIZE_TIERS)[number];

export interface DogEnergyInput {
  /** Whole pounds, > 0. */
  weightLb: number;
  birthYear: number;
  /** 1–12. */
  birthMonth: number;
  neutered: boolean;
  /** Slug of the lifestyle option ("lazy", "active", …). */
  lifestyle: string;
  /** Slug of the body-type option ("skinny", "ideal", …). */
  bodyType: string;
}

/** Whole months between the birth month and today's month (never negative). */
export function ageInMonths(birthYear: number, birthMonth: number, today: { year: number; month: number }): number {
  return Math.max(0, (today.year - birthYear) * 12 + (today.month - birthMonth));
}

export function lifeStageOf(months: number): LifeStage {
  if (months < PUPPY_BELOW_MONTHS) return "puppy";
  if (months >= SENIOR_FROM_MONTHS) return "senior";
  return "adult";
}

export function restingEnergy(weightLb: number): number {
  return RER_FACTOR * Math.pow(weightLb * KG_PER_LB, RER_EXPONENT);
}

export class UnknownFactorError extends Error {
  constructor(readonly field: "lifestyle" | "body_type", value: string) {
    super(`Unknown ${field}: ${value}`);
    this.name = "UnknownFactorError";
  }
}

export interface EnergyResult {
  restingEnergy: number;
  lifeStage: LifeStage;
  /** kcal per day, rounded to whole calories. */
  dailyCalories: number;
  planSize: PlanSizeTier;
}

/** The plan size for a daily need: the smallest tier covering it, else the largest tier. */
export function planSizeForCalories(kcalPerDay: number): PlanSizeTier {
  return PLAN_SIZE_TIERS.find((t) => kcalPerDay <= t.caloriesPerDay) ?? PLAN_SIZE_TIERS[PLAN_SIZE_TIERS.length - 1]!;
}

export function dailyEnergy(input: DogEnergyInput, today: { year: number; month: number }): EnergyResult {
  const lifestyle = LIFESTYLE_FACTORS[input.lifestyle];
  if (lifestyle === undefined) throw new UnknownFactorError("lifestyle", input.lifestyle);
  const body = BODY_TYPE_FACTORS[input.bodyType];
  if (body === undefined) throw new UnknownFactorError("body_type", input.bodyType);
  const rer = restingEnergy(input.weightLb);
  const lifeStage = lifeStageOf(ageInMonths(input.birthYear, input.birthMonth, today));
  const neutered = input.neutered ? NEUTERED_FACTORS.neutered : NEUTERED_FACTORS.intact;
  const need = rer * LIFE_STAGE_FACTORS[lifeStage] * neutered * lifestyle * body;
  const dailyCalories = Math.round(need);
  return { restingEnergy: rer, lifeStage, dailyCalories, planSize: planSizeForCalories(dailyCalories) };
}
