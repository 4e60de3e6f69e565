/**
 * The plan calculator's energy model (lib/energy-model.ts): the factors, the life stages at their
 * boundaries and the plan-size tiers at every boundary (a need exactly at a tier's calories stays in
 * it; one calorie more moves up; above the largest tier stays at the largest).
 */
import { describe, expect, it } from "vitest";
import {
  ageInMonths,
  dailyEnergy,
  lifeStageOf,
  LIFE_STAGE_FACTORS,
  PLAN_SIZE_TIERS,
  planSizeForCalories,
  restingEnergy,
  UnknownFactorError,
} from "@/lib/energy-model";
import { PLAN_SIZE_TABLE } from "@/server/backend/seed/catalogue";

const today = { year: 2026, month: 11 };
const adult = { birthYear: 2022, birthMonth: 11, neutered: true, lifestyle: "active", bodyType: "ideal" } as const;

describe("plan-size tiers", () => {
  it("are the six daily amounts 2100 … 6300, calories per day = daily amount / 7, as the catalogue seeds them", () => {
    expect(PLAN_SIZE_TIERS.map((t) => t.dailyAmount)).toEqual([2100, 2625, 3150, 4200, 5250, 6300]);
    expect(PLAN_SIZE_TIERS.map((t) => t.caloriesPerDay)).toEqual([300, 375, 450, 600, 750, 900]);
    expect(PLAN_SIZE_TABLE.map((t) => t.dailyAmount)).toEqual(PLAN_SIZE_TIERS.map((t) => t.dailyAmount));
  });

  it.each([
    [1, 1],
    [299, 1],
    [300, 1],
    [301, 2],
    [375, 2],
    [376, 3],
    [450, 3],
    [451, 4],
    [600, 4],
    [601, 5],
    [750, 5],
    [751, 6],
    [900, 6],
    [901, 6],
    [2500, 6],
  ])("%i kcal/day → tier %i", (kcal, tier) => {
    expect(planSizeForCalories(kcal).id).toBe(tier);
  });
});

describe("life stage", () => {
  it("counts whole months and never goes negative", () => {
    expect(ageInMonths(2026, 11, today)).toBe(0);
    expect(ageInMonths(2025, 11, today)).toBe(12);
    expect(ageInMonths(2027, 1, today)).toBe(0);
  });
  it.each([
    [0, "puppy"],
    [11, "puppy"],
    [12, "adult"],
    [83, "adult"],
    [84, "senior"],
    [200, "senior"],
  ] as const)("%i months → %s", (months, stage) => {
    expect(lifeStageOf(months)).toBe(stage);
  });
});

describe("daily energy", () => {
  it("is 70 × kg^0.75 × the factors, rounded to whole calories", () => {
    expect(restingEnergy(22.0462)).toBeCloseTo(70 * Math.pow(10, 0.75), 6);
    const r = dailyEnergy({ ...adult, weightLb: 22.0462 }, today);
    expect(r.lifeStage).toBe("adult");
    expect(r.dailyCalories).toBe(Math.round(70 * Math.pow(10, 0.75) * LIFE_STAGE_FACTORS.adult));
  });

  it("each factor moves the need the documented way", () => {
    const base = dailyEnergy({ ...adult, weightLb: 10 }, today).dailyCalories;
    expect(dailyEnergy({ ...adult, weightLb: 10, neutered: false }, today).dailyCalories).toBeGreaterThan(base);
    expect(dailyEnergy({ ...adult, weightLb: 10, lifestyle: "lazy" }, today).dailyCalories).toBeLessThan(base);
    expect(dailyEnergy({ ...adult, weightLb: 10, lifestyle: "working-dog" }, today).dailyCalories).toBeGreaterThan(base);
    expect(dailyEnergy({ ...adult, weightLb: 10, bodyType: "overweight" }, today).dailyCalories).toBeLessThan(base);
    expect(dailyEnergy({ ...adult, weightLb: 10, bodyType: "skinny" }, today).dailyCalories).toBeGreaterThan(base);
    expect(dailyEnergy({ ...adult, weightLb: 10, birthYear: 2026, birthMonth: 6 }, today).lifeStage).toBe("puppy");
    expect(dailyEnergy({ ...adult, weightLb: 10, birthYear: 2026, birthMonth: 6 }, today).dailyCalories).toBeGreaterThan(base);
    expect(dailyEnergy({ ...adult, weightLb: 10, birthYear: 2016, birthMonth: 1 }, today).dailyCalories).toBeLessThan(base);
  });

  it("maps whole-pound weights onto every tier for a neutered, active, ideal adult", () => {
    const tierAt = (lb: number) => dailyEnergy({ ...adult, weightLb: lb }, today).planSize.id;
    // The smallest weight of each tier (found by walking up in whole pounds), and its neighbour below.
    const firstOf = new Map<number, number>();
    for (let lb = 1; lb <= 120; lb += 1) if (!firstOf.has(tierAt(lb))) firstOf.set(tierAt(lb), lb);
    expect([...firstOf.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
    for (const [tier, lb] of firstOf) {
      if (tier === 1) continue;
      expect(tierAt(lb - 1)).toBe(tier - 1);
      const need = dailyEnergy({ ...adult, weightLb: lb }, today).dailyCalories;
      expect(need).toBeGreaterThan(PLAN_SIZE_TIERS[tier - 2]!.caloriesPerDay);
      expect(need <= PLAN_SIZE_TIERS[tier - 1]!.caloriesPerDay || tier === 6).toBe(true);
    }
    // Pinned: a neutered, active, ideal 4-year-old moves up at 9, 12, 15, 21 and 28 lb.
    expect(Object.fromEntries(firstOf)).toEqual({ 1: 1, 2: 9, 3: 12, 4: 15, 5: 21, 6: 28 });
    expect(tierAt(120)).toBe(6);
  });

  it("names an unknown lifestyle or body type", () => {
    expect(() => dailyEnergy({ ...adult, weightLb: 10, lifestyle: "couch" }, today)).toThrow(UnknownFactorError);
    expect(() => dailyEnergy({ ...adult, weightLb: 10, bodyType: "round" }, today)).toThrow(/body_type/);
  });
});
