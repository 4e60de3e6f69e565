/** The calculator's answers as the API gives them, for component tests: plan size 2 (375 kcal/day), UnKibble Beef at $50 every 4 weeks. */
import type { BuildPlanDto, PlanOptionsDto } from "@/lib/contract/pets";

/** A pet-form option ("Mixed Breed" → slug "mixed-breed"). */
export const formOption = (name: string) => ({ name, slug: name.toLowerCase().replace(/ /g, "-") });

export const PLAN_SIZE_2 = { id: 2, daily_amount: 2625, calories_per_day: 375 };

/** One meal type's offer in plan_options: UnKibble Beef at $50 every 4 weeks. */
export const planOffer = (meal_type: "UNKIBBLE" | "FRESH") => ({
  meal_type,
  max_recipes: meal_type === "UNKIBBLE" ? 2 : 3,
  subscription: { product: { code: "MEAL-U-B-2625-4W", name: "UnKibble Beef", recipes: [{ id: "U-B", name: "Beef" }] }, price: 50, frequency: 4 },
});

/** GET calculator/plan_options: size 2 recommended for a dog needing 360 kcal a day. */
export const PLAN_OPTIONS: PlanOptionsDto = { plan_size: PLAN_SIZE_2, daily_calories: 360, life_stage: "adult", pricing_model: "ALL PRODUCTS STANDARD PRICING", prices: { unkibble: planOffer("UNKIBBLE"), fresh: planOffer("FRESH") } };

/** POST calculator/build_plan for size 2 and Beef. */
export const BUILT_PLAN: BuildPlanDto = {
  plan_size: PLAN_SIZE_2,
  subscription: {
    meal_type: "UNKIBBLE",
    product: { code: "MEAL-U-B-2625-4W", name: "UnKibble Beef 2625 every 4 weeks" },
    products: [{ code: "MEAL-U-B-2625-4W", name: "UnKibble Beef", recipe: "U-B", unit_price: 50 }],
    price: { price: 50 },
    frequency: 4,
  },
};
