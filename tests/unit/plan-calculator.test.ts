/**
 * The plan calculator's screen rules (lib/plan-calculator.ts, issue 21): sizes named by their daily
 * calories, the shortfall warning (the 45 lb adult of the issue: 1,076 kcal needed, the largest plan
 * delivers 900), the answers left at their defaults, and the dog's weight limit (lib/pet-form.ts).
 */
import { describe, expect, it } from "vitest";
import { dailyEnergy } from "@/lib/energy-model";
import { dogProfileSchema, DOG_WEIGHT_MAX_LB, DOG_WEIGHT_TOO_HEAVY, newPlanFormSchema } from "@/lib/pet-form";
import {
  DEFAULT_NOT_CONFIRMED,
  planShortfall,
  planSizeLabel,
  planSizeOptions,
  PLAN_DEFAULTS,
  PROFILE_DEFAULTS,
  shortfallText,
  unconfirmedDefaults,
  unconfirmedSummary,
} from "@/lib/plan-calculator";

describe("plan sizes by their daily calories", () => {
  it("names a size by its calories a day, not its daily amount", () => {
    expect(planSizeLabel(6)).toBe("Size 6 — 900 kcal/day");
    expect(planSizeLabel(1)).toBe("Size 1 — 300 kcal/day");
    expect(planSizeLabel(7)).toBe("Size 7");
  });

  it("offers the six sizes, the recommended one marked", () => {
    expect(planSizeOptions(4)).toEqual([
      { value: "1", label: "Size 1 — 300 kcal/day" },
      { value: "2", label: "Size 2 — 375 kcal/day" },
      { value: "3", label: "Size 3 — 450 kcal/day" },
      { value: "4", label: "Size 4 — 600 kcal/day (recommended)" },
      { value: "5", label: "Size 5 — 750 kcal/day" },
      { value: "6", label: "Size 6 — 900 kcal/day" },
    ]);
  });
});

describe("planShortfall", () => {
  it("the issue's 45 lb adult: 1,076 kcal needed, the largest plan is 176 kcal/day short", () => {
    const energy = dailyEnergy({ weightLb: 45, birthYear: 2022, birthMonth: 1, neutered: true, lifestyle: "active", bodyType: "ideal" }, { year: 2026, month: 11 });
    expect(energy.dailyCalories).toBe(1076);
    expect(energy.planSize.id).toBe(6);
    const s = planShortfall(energy.dailyCalories, energy.planSize.id);
    expect(s).toMatchObject({ need: 1076, shortBy: 176, covering: null });
    expect(shortfallText(s!)).toBe("No plan size covers this dog's daily need of 1,076 kcal: the largest, Size 6 — 900 kcal/day, is 176 kcal/day short.");
  });

  it("a smaller size chosen than the largest, when none covers: both shortfalls", () => {
    expect(shortfallText(planShortfall(1076, 4)!)).toBe(
      "No plan size covers this dog's daily need of 1,076 kcal: the largest, Size 6 — 900 kcal/day, is 176 kcal/day short. The chosen Size 4 — 600 kcal/day is 476 kcal/day short.",
    );
  });

  it("a size chosen below the need names the size that covers it", () => {
    expect(shortfallText(planShortfall(660, 4)!)).toBe("Size 4 — 600 kcal/day is 60 kcal/day short of this dog's daily need of 660 kcal; Size 5 — 750 kcal/day covers it.");
  });

  it("none when the size covers the need, exactly at its calories included", () => {
    expect(planShortfall(900, 6)).toBeNull();
    expect(planShortfall(600, 4)).toBeNull();
    expect(planShortfall(601, 4)).not.toBeNull();
    expect(planShortfall(300, 6)).toBeNull();
  });
});

describe("answers left at their defaults", () => {
  it("an answer neither changed nor picked is a default, not confirmed", () => {
    expect(DEFAULT_NOT_CONFIRMED).toBe("default, not confirmed");
    expect(unconfirmedDefaults(PROFILE_DEFAULTS, {})).toEqual(["gender", "neutered", "birth_month", "birth_year", "body_type", "lifestyle"]);
    expect(unconfirmedDefaults(PROFILE_DEFAULTS, { dirtyFields: { gender: true, name: true }, touchedFields: { lifestyle: true, neutered: false } })).toEqual([
      "neutered",
      "birth_month",
      "birth_year",
      "body_type",
    ]);
    expect(unconfirmedDefaults(PLAN_DEFAULTS, { touchedFields: { start_date: true } })).toEqual([]);
  });

  it("names them in one sentence", () => {
    expect(unconfirmedSummary([])).toBeNull();
    expect(unconfirmedSummary(["lifestyle"])).toBe("Lifestyle was left at its default, not confirmed. Check it with the customer, or go Back to change it.");
    expect(unconfirmedSummary(["gender", "neutered", "start_date"])).toBe(
      "Gender, Neutered and First shipment date were left at their defaults, not confirmed. Check them with the customer, or go Back to change them.",
    );
  });
});

describe("the dog's weight and the plan size taken", () => {
  const dog = { name: "Rex", gender: "MALE", neutered: "true", birth_year: "2022", birth_month: "1", body_type: "Ideal", lifestyle: "Active", breeds: ["Beagle"] };
  const weightMessages = (weight: unknown) => dogProfileSchema.safeParse({ ...dog, weight }).error?.issues.map((i) => i.message) ?? [];

  it(`takes up to ${DOG_WEIGHT_MAX_LB} lbs and says so above it`, () => {
    expect(weightMessages(DOG_WEIGHT_MAX_LB)).toEqual([]);
    expect(weightMessages("500")).toEqual([DOG_WEIGHT_TOO_HEAVY]);
    expect(DOG_WEIGHT_TOO_HEAVY).toBe("Dog weight must be at most 300 lbs");
  });

  it("the plan form takes no size (the recommended one) or one of the six", () => {
    const schema = newPlanFormSchema("2031-03-10");
    const plan = (plan_size: string) => schema.safeParse({ meal_type: "UNKIBBLE", plan_size, recipes: ["U-B"], start_date: "2031-03-17" }).success;
    expect(["", "1", "6"].map(plan)).toEqual([true, true, true]);
    expect(["0", "7", "x"].map(plan)).toEqual([false, false, false]);
  });
});
