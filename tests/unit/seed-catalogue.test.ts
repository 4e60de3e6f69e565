/** The demo catalogue as data: codes, SKUs, prices, plan sizes. */
import { describe, expect, it } from "vitest";
import { DEFAULT_PRICING_MODEL_NAME, FreshRecipeCode, ItemKind, ProductCategory, UnkibbleRecipeCode } from "@/lib/contract/enums";
import { buildCatalogue, mealProductCode, PLAN_SIZE_TABLE } from "@/server/backend/seed/catalogue";

const catalogue = buildCatalogue();

describe("demo catalogue", () => {
  it("has a meal product for every recipe in every plan size", () => {
    for (const size of PLAN_SIZE_TABLE) {
      for (const recipe of UnkibbleRecipeCode.options) {
        const p = catalogue.byCode.get(mealProductCode(recipe, size.dailyAmount, 4));
        expect(p?.row).toMatchObject({ productType: "MEAL", category: "UNKIBBLE", isFrozen: false, planSizeId: size.tier });
        expect(p!.row.code.startsWith(`MEAL-${recipe}-`)).toBe(true);
      }
      for (const recipe of FreshRecipeCode.options) {
        const p = catalogue.byCode.get(mealProductCode(recipe, size.dailyAmount, 2));
        expect(p?.row).toMatchObject({ productType: "MEAL", category: "FRESH", isFrozen: true });
        expect(p!.row.code.startsWith("MEAL-F-")).toBe(true);
      }
    }
  });

  it("uses every item kind and product category, and has CLIP, a free buffer and a frozen sample", () => {
    expect(new Set(catalogue.products.map((p) => p.productType))).toEqual(new Set(ItemKind.options));
    expect(new Set(catalogue.products.map((p) => p.category))).toEqual(new Set(ProductCategory.options));
    expect(catalogue.byCode.has("CLIP")).toBe(true);
    expect(catalogue.products.some((p) => p.code.endsWith("BUFFER-1T-FREE") && p.productType === "BUFFER")).toBe(true);
    expect(catalogue.products.some((p) => p.productType === "SAMPLE" && p.isFrozen)).toBe(true);
  });

  it("gives SKUs whose third dash-separated segment is the fill amount", () => {
    for (const item of catalogue.items) {
      const parts = item.sku.split("-");
      expect(parts.length, item.sku).toBeGreaterThanOrEqual(3);
      expect(Number.isInteger(Number(parts[2])), item.sku).toBe(true);
    }
    expect(catalogue.byCode.get(mealProductCode("U-B", 4200, 4))!.items[0]!.sku).toBe("UB-BAG-1200-V1");
  });

  it("prices every product in every pricing model, the default model first", () => {
    expect(catalogue.pricingModels[0]!.name).toBe(DEFAULT_PRICING_MODEL_NAME);
    expect(catalogue.prices).toHaveLength(catalogue.products.length * catalogue.pricingModels.length);
    expect(new Set(catalogue.products.map((p) => p.code)).size).toBe(catalogue.products.length);
    expect(new Set(catalogue.items.map((i) => i.sku)).size).toBe(catalogue.items.length);
  });

  it("has the six plan sizes of the daily-amount table", () => {
    expect(catalogue.planSizes.map((p) => p.dailyAmount)).toEqual([2100, 2625, 3150, 4200, 5250, 6300]);
    expect(catalogue.planSizes.map((p) => p.scoopCode)).toEqual(["SCOOP-75-B", "SCOOP-94-B", "SCOOP-113-B", "SCOOP-150-B", "SCOOP-188-B", "SCOOP-225-B"]);
  });
});
