/**
 * Product, pricing and nutrient information on the embedded API: GET product_list
 * (UNKIBBLE, FRESH), GET product_summary?meal_type=ANCILLARY, GET nutrient_analysis?recipe_id=,
 * on the demo catalogue; any signed-in user, the unsupported group included.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealProductSchema, productSummaryResponseSchema, nutrientRowSchema, type MealProduct } from "@/lib/contract/product-info";
import { DEFAULT_PRICING_MODEL_NAME, RecipeCode } from "@/lib/contract/enums";
import { compareProducts } from "@/lib/product-info";
import { seedDatabase } from "@/server/backend/seed";
import { buildNutrientRows } from "@/server/backend/seed/reference-data";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import type { UncheckedArgs } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const MODELS = [DEFAULT_PRICING_MODEL_NAME, "LEGACY 2024 PRICING", "FRESH LAUNCH PRICING"];

describe(`product information calls (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let team: string;
  let guest: string;
  /** A GET of the descriptor with any query (this file sends invalid ones on purpose). */
  const get = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], token = team) => {
    const res = await be.as({ token }).unchecked(endpoint, ...([input] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    be = await createTestBackend();
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD });
    team = await be.tokenFor(DEMO.team);
    guest = await be.tokenFor(DEMO.guest);
  });
  afterAll(async () => {
    await be?.close();
  });

  it("lists the UnKibble line: shape, sort order, prices per pricing model, plan size and scoops", async () => {
    const { status, json } = await get(endpoints.listMealProducts, { query: { meal_type: "UNKIBBLE" } });
    expect(status).toBe(200);
    const list = (json as unknown[]).map((p) => mealProductSchema.parse(p));
    const codes = list.map((p) => p.code);
    // Meals of 4 recipes × 6 sizes × 2 frequencies, 24 scoops, the UnKibble samples and the bag replacement.
    expect(list.filter((p) => p.type === "MEAL")).toHaveLength(48);
    expect(list.filter((p) => p.type === "SCOOP")).toHaveLength(24);
    expect(codes).toEqual(expect.arrayContaining(["SAMPLE-U-B", "SAMPLE-U-C", "REPLACE-U-BAG", "U-B-BUFFER-1T", "RECIPE-U-B"]));
    expect(codes).not.toContain("MEAL-F-L-3150-2W");
    expect(codes).not.toContain("SNACK-JERKY-BEEF");
    expect([...list].sort(compareProducts).map((p) => p.code)).toEqual(codes);
    expect(list.map((p) => p.type).slice(0, 24).every((t) => t === "SCOOP")).toBe(true);
    expect(list[24]!.type).toBe("SAMPLE");

    const meal = list.find((p) => p.code === "MEAL-U-T-4200-4W") as MealProduct;
    expect(meal).toMatchObject({
      description: "UnKibble Turkey recipe, plan size 4200, ships every 4 weeks",
      type: "MEAL",
      recurring: true,
      frequency: 4,
      status: "ACTIVE",
      plan_size: { id: 4, daily_amount: 4200, scoop_code: "SCOOP-150-B", scoops_per_day: 2 },
      item_info: [{ recipe_id: "U-T", sku: "UT-BAG-1200-V1", quantity: 4, recipe: "Turkey", weight_oz: 42.33 }],
      scoop_codes: ["SCOOP-150-T"],
    });
    expect(Object.keys(meal.prices).sort()).toEqual([...MODELS].sort());
    // Per day 3.3 × the model's factor (1, 0.9, 0.85); per week × 7; the shipment price × 28 days.
    expect(meal.prices[DEFAULT_PRICING_MODEL_NAME]).toEqual({ currency: "USD", price: 92.4, price_per_day: 3.3, price_per_week: 23.1, pricing_model_name: DEFAULT_PRICING_MODEL_NAME });
    expect(meal.prices["LEGACY 2024 PRICING"]).toEqual({ currency: "USD", price: 83.16, price_per_day: 2.97, price_per_week: 20.79, pricing_model_name: "LEGACY 2024 PRICING" });
    expect(meal.prices["FRESH LAUNCH PRICING"]!.price).toBe(78.54);
    const scoop = list.find((p) => p.code === "SCOOP-75-S") as MealProduct;
    expect(scoop.scoop_codes).toEqual(["SCOOP-75-S"]);
    expect(scoop.item_info[0]!.sku).toBe("SC-SCOOP-75-S");
  });

  it("lists the Fresh line: SAMPLE before MEAL, packs as items, the fixed recipes", async () => {
    const { status, json } = await get(endpoints.listMealProducts, { query: { meal_type: "FRESH" } });
    expect(status).toBe(200);
    const list = (json as unknown[]).map((p) => mealProductSchema.parse(p));
    expect(list.filter((p) => p.type === "MEAL")).toHaveLength(36);
    const types = list.map((p) => p.type);
    expect(types.indexOf("SAMPLE")).toBeLessThan(types.indexOf("MEAL"));
    expect(list[0]!.code).toBe("SAMPLE-F-B");
    expect(new Set(list.flatMap((p) => p.item_info.map((i) => i.recipe_id)))).toEqual(new Set(["F-L", "F-B", "F-T"]));
    const lamb = list.find((p) => p.code === "MEAL-F-L-3150-2W") as MealProduct;
    expect(lamb.item_info).toEqual([{ recipe_id: "F-L", sku: "FL-PACK-225-V1", quantity: 14, recipe: "Lamb", weight_oz: 7.94 }]);
    expect(lamb.scoop_codes).toEqual([]);
    expect(lamb.prices["LEGACY 2024 PRICING"]).toMatchObject({ price: 52.42, price_per_day: 3.74 });
  });

  it("answers the ancillary summary with prices by pricing model and the recipe data point", async () => {
    const { status, json } = await get(endpoints.productSummary, { query: { meal_type: "ANCILLARY" } });
    expect(status).toBe(200);
    const { data } = productSummaryResponseSchema.parse(json);
    const codes = data.map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(["SNACK-JERKY-BEEF", "SUPP-HIP-JOINT", "PUPGUM-MINT", "CLIP", "MERCH-BOWL"]));
    expect(codes.some((c) => c.startsWith("MEAL-") || c.startsWith("SCOOP-") || c.startsWith("SAMPLE-"))).toBe(false);
    expect([...data].sort(compareProducts).map((p) => p.code)).toEqual(codes);
    const jerky = data.find((p) => p.code === "SNACK-JERKY-BEEF")!;
    expect(jerky).toMatchObject({ type: "SNACK", recurring: false, status: "ACTIVE", recipe_data_point: null, items: [{ sku: "SN-JERKY-170-BEEF", name: "Beef jerky bites 170 g", quantity: 1 }] });
    expect(jerky.prices).toEqual({
      [DEFAULT_PRICING_MODEL_NAME]: { price: 12.99, currency: "USD", pricing_model_name: DEFAULT_PRICING_MODEL_NAME },
      "LEGACY 2024 PRICING": { price: 11.69, currency: "USD", pricing_model_name: "LEGACY 2024 PRICING" },
      "FRESH LAUNCH PRICING": { price: 11.04, currency: "USD", pricing_model_name: "FRESH LAUNCH PRICING" },
    });
    expect(data.find((p) => p.code === "MERCH-BOWL")!.status).toBe("INACTIVE");
    expect((await get(endpoints.productSummary, { query: { meal_type: "UNKIBBLE" } })).status).toBe(400);
  });

  it("answers every recipe's nutrient rows in order; an unknown recipe is a field error", async () => {
    const seeded = buildNutrientRows();
    for (const recipe of RecipeCode.options) {
      const { status, json } = await get(endpoints.nutrientAnalysis, { query: { recipe_id: recipe } });
      expect(status).toBe(200);
      const rows = (json as unknown[]).map((r) => nutrientRowSchema.parse(r));
      const expected = seeded.filter((r) => r.recipeId === recipe);
      expect(rows).toEqual(expected.map((r) => ({ nutrient_category: r.nutrientCategory, name: r.name, as_fed_basis: r.asFedBasis, dry_matter_basis: r.dryMatterBasis })));
      expect(rows[0]).toMatchObject({ nutrient_category: "Guaranteed Analysis", name: "Crude Protein (min)" });
    }
    expect(await get(endpoints.nutrientAnalysis, { query: { recipe_id: "X-Y" } })).toEqual({ status: 400, json: { recipe_id: ["Unknown recipe."] } });
    expect((await get(endpoints.nutrientAnalysis, {})).status).toBe(400);
  });

  it("lets the unsupported-group account read all of them; refuses a missing meal type and no token", async () => {
    expect((await get(endpoints.listMealProducts, { query: { meal_type: "FRESH" } }, guest)).status).toBe(200);
    expect((await get(endpoints.productSummary, { query: { meal_type: "ANCILLARY" } }, guest)).status).toBe(200);
    expect((await get(endpoints.nutrientAnalysis, { query: { recipe_id: "U-B" } }, guest)).status).toBe(200);
    const bad = await get(endpoints.listMealProducts, {});
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json as object)).toEqual(["meal_type"]);
    expect((await get(endpoints.listMealProducts, { query: { meal_type: "ANCILLARY" } })).status).toBe(400);
    expect((await be.as(null).call(endpoints.listMealProducts, { query: { meal_type: "UNKIBBLE" } })).status).toBe(401);
  });
});
