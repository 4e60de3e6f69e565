/** The derived columns, lookups, sort orders and the bad-SKU rule of lib/product-info.ts; the column order of lib/product-info-columns.ts. */
import { describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/contract/endpoints";
import type { MealProduct } from "@/lib/contract/product-info";
import {
  ancillaryRow,
  badSkusOf,
  bagsPerShipment,
  caloriesPerBag,
  compareProducts,
  cupSizeText,
  fillAmountOf,
  formatPrice,
  formatQuantity,
  isBadPricingSku,
  mealRow,
  MISSING,
  packoutDefinition,
  packsPerDay,
  packsPerMeal,
  pricePerShipment,
  pricingModelsOf,
  productMealLine,
  SCOOP_TABLE,
  scoopFeeding,
  scoopInfo,
  sortPlanSizes,
  sortProducts,
  type MealRow,
} from "@/lib/product-info";
import { csvHeaderOf, FRESH_COLUMNS, UNKIBBLE_COLUMNS, type InfoColumn } from "@/lib/product-info-columns";
import { buildCatalogue } from "@/server/backend/seed/catalogue";
import { csvHeaders, FRESH_SPEC_COLUMNS, UNKIBBLE_SPEC_COLUMNS } from "../support/product-info-spec-columns";

const price = (p: number | null, perDay: number | null = null, perWeek: number | null = null, model = "ALL PRODUCTS STANDARD PRICING") =>
  ({ currency: "USD", price: p as number, price_per_day: perDay, price_per_week: perWeek, pricing_model_name: model });

const meal = (over: Partial<MealProduct> = {}): MealProduct => ({
  code: "MEAL-U-B-4200-2W",
  description: "UnKibble Beef",
  type: "MEAL",
  recurring: true,
  frequency: 2,
  status: "ACTIVE",
  plan_size: { id: 4, daily_amount: 4200, scoop_code: "SCOOP-150-B", scoops_per_day: 2 },
  prices: { "ALL PRODUCTS STANDARD PRICING": price(46.2, 3.3, 23.1), "LEGACY 2024 PRICING": price(41.58, 2.97, 20.79, "LEGACY 2024 PRICING") },
  item_info: [{ recipe_id: "U-B", weight_oz: 42.33, sku: "UB-BAG-1200-V1", quantity: 2, recipe: "Beef" }],
  scoop_codes: ["SCOOP-150-B"],
  ...over,
});

describe("fill amount from the SKU's third segment", () => {
  it("reads the third segment through the line's table", () => {
    expect(fillAmountOf("UB-BAG-1200-V1", "UNKIBBLE")).toBe(1200);
    expect(fillAmountOf("UB-SAMPLE-200-V1", "UNKIBBLE")).toBe(200);
    expect(fillAmountOf("FL-PACK-188-V1", "FRESH")).toBe(188);
    // A segment not in the line's table has no fill amount.
    expect(fillAmountOf("FL-PACK-188-V1", "UNKIBBLE")).toBeNull();
    expect(fillAmountOf("UB-BAG-ABC-V1", "UNKIBBLE")).toBeNull();
  });
});

describe("the bad-SKU rule", () => {
  it("a SKU of fewer than three segments other than CLIP is bad and reported", () => {
    expect(isBadPricingSku("UB-BAG")).toBe(true);
    expect(isBadPricingSku("UBBAG1200")).toBe(true);
    expect(isBadPricingSku("CLIP")).toBe(false);
    expect(isBadPricingSku("UB-BAG-1200")).toBe(false);
    const report = vi.fn();
    expect(fillAmountOf("UB-BAG", "UNKIBBLE", report, "MEAL-X")).toBeNull();
    expect(report).toHaveBeenCalledWith("UB-BAG", "MEAL-X");
    const quiet = vi.fn();
    expect(fillAmountOf("CLIP", "UNKIBBLE", quiet)).toBeNull();
    expect(quiet).not.toHaveBeenCalled();
  });

  it("its derived cells are null (shown as —), never NaN", () => {
    const report = vi.fn();
    const row = mealRow(meal({ item_info: [{ recipe_id: "U-B", weight_oz: 42.33, sku: "UB1200", quantity: 2, recipe: "Beef" }] }), "UNKIBBLE", "ALL PRODUCTS STANDARD PRICING", report);
    expect(report).toHaveBeenCalledWith("UB1200", "MEAL-U-B-4200-2W");
    expect(row.fillAmount).toBeNull();
    expect(row.caloriesPerBag).toBeNull();
    expect(formatQuantity(row.fillAmount)).toBe(MISSING);
    expect(formatQuantity(Number.NaN)).toBe(MISSING);
    expect(formatPrice(Number.NaN)).toBe(MISSING);
    expect(Object.values(row).some((v) => typeof v === "number" && Number.isNaN(v))).toBe(false);
    expect(badSkusOf([{ code: "A", item_info: [{ sku: "X-Y" }, { sku: "CLIP" }, { sku: "A-B-1" }] }])).toEqual([{ code: "A", sku: "X-Y" }]);
  });
});

describe("calories per bag", () => {
  it("comes from the lookup by fill amount", () => {
    expect(caloriesPerBag(1200)).toBe(2400);
    expect(caloriesPerBag(600, "UNKIBBLE")).toBe(1200);
    expect(caloriesPerBag(225, "FRESH")).toBe(293);
    expect(caloriesPerBag(null)).toBeNull();
    expect(caloriesPerBag(1234)).toBeNull();
  });
});

describe("packs per day and per meal (Fresh)", () => {
  it("packs per day = bags ÷ (7 × frequency); per meal = half", () => {
    expect(packsPerDay(14, 2)).toBe(1);
    expect(packsPerDay(56, 4)).toBe(2);
    expect(packsPerDay(10, 2)).toBe(0.71);
    expect(packsPerMeal(14, 2)).toBe(0.5);
    expect(packsPerMeal(56, 4)).toBe(1);
    expect(packsPerMeal(10, 2)).toBe(0.36);
    expect(packsPerDay(14, null)).toBeNull();
    expect(packsPerDay(14, 0)).toBeNull();
    expect(packsPerMeal(null, 2)).toBeNull();
  });
});

describe("price per shipment", () => {
  it("is the model's price; without one, the weekly price × weeks (cents arithmetic)", () => {
    expect(pricePerShipment(price(46.2, 3.3, 23.1), 2)).toBe(46.2);
    expect(pricePerShipment({ price: Number.NaN, price_per_week: 20.79 }, 4)).toBe(83.16);
    expect(pricePerShipment({ price: Number.NaN, price_per_week: 0.1 }, 3)).toBe(0.3);
    expect(pricePerShipment({ price: Number.NaN, price_per_week: null }, 3)).toBeNull();
    expect(pricePerShipment(null, 2)).toBeNull();
  });
});

describe("bags per shipment and packout definition", () => {
  it("sum the items' quantities and list them", () => {
    expect(bagsPerShipment([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(bagsPerShipment([])).toBeNull();
    expect(packoutDefinition([{ quantity: 2, sku: "UB-BAG-1200-V1" }, { quantity: 1, sku: "SC-SCOOP-150-B" }])).toBe("2 × UB-BAG-1200-V1, 1 × SC-SCOOP-150-B");
  });
});

describe("the meal row", () => {
  it("derives every UnKibble column in the chosen pricing model", () => {
    expect(mealRow(meal(), "UNKIBBLE", "LEGACY 2024 PRICING")).toEqual({
      code: "MEAL-U-B-4200-2W",
      description: "UnKibble Beef",
      type: "MEAL",
      recurring: true,
      frequency: 2,
      planSize: "4200",
      status: "ACTIVE",
      recipeIds: ["U-B"],
      packout: "2 × UB-BAG-1200-V1",
      currency: "USD",
      pricePerDay: 2.97,
      pricePerWeek: 20.79,
      pricePerShipment: 41.58,
      fillAmount: 1200,
      caloriesPerBag: 2400,
      bagsPerShipment: 2,
      packsPerDay: 0.14,
      packsPerMeal: 0.07,
      scoopSku: "SCOOP-150-B",
      scoopCalories: 300,
      scoopVolumeMl: 333,
      scoopUsCups: 1.41,
      scoopsPerDay: 2,
      bagWeightOz: 42.33,
    });
  });
  it("a pricing model without a price leaves the price cells empty; a scoop has no bag columns", () => {
    const row = mealRow(meal(), "UNKIBBLE", "NO SUCH PRICING");
    expect([row.pricePerDay, row.pricePerWeek, row.pricePerShipment, row.currency]).toEqual([null, null, null, null]);
    const scoop = mealRow(meal({ code: "SCOOP-75-T", type: "SCOOP", recurring: false, frequency: null, plan_size: null, item_info: [{ recipe_id: "U-T", weight_oz: 1.06, sku: "SC-SCOOP-75-T", quantity: 1, recipe: "Turkey" }], scoop_codes: ["SCOOP-75-T"] }), "UNKIBBLE", "ALL PRODUCTS STANDARD PRICING");
    expect(scoop).toMatchObject({ fillAmount: null, caloriesPerBag: null, bagsPerShipment: null, bagWeightOz: null, scoopSku: "SCOOP-75-T", scoopCalories: 144, scoopsPerDay: null });
  });
  it("the ancillary row: the model's price to 2 decimals and the contents", () => {
    const row = ancillaryRow(
      { code: "SNACK-A", description: "A", type: "SNACK", recurring: false, status: "ACTIVE", recipe_data_point: null, prices: { P: { price: 12.999, currency: "USD", pricing_model_name: "P" } }, items: [{ sku: "SN-A-1-X", name: "Bites", quantity: 2 }] },
      "P",
    );
    expect(row).toMatchObject({ price: 13, currency: "USD", contents: "2 × Bites (SN-A-1-X)" });
    expect(formatPrice(row.price, row.currency)).toBe("$13.00");
    expect(formatPrice(12.5, "EUR")).toBe("€12.50");
  });
});

describe("sort orders", () => {
  it("SCOOP, SAMPLE, REPLACE, MEAL first, then the other types, then code ascending", () => {
    const rows = [
      { type: "SNACK", code: "A-SNACK" },
      { type: "MEAL", code: "MEAL-B" },
      { type: "BUFFER", code: "B-BUF" },
      { type: "MEAL", code: "MEAL-A" },
      { type: "REPLACE", code: "REPLACE-X" },
      { type: "SAMPLE", code: "SAMPLE-Z" },
      { type: "SCOOP", code: "SCOOP-94-B" },
      { type: "SCOOP", code: "SCOOP-150-B" },
      { type: "RECIPE", code: "A-RECIPE" },
    ];
    expect(sortProducts(rows).map((r) => r.code)).toEqual(["SCOOP-150-B", "SCOOP-94-B", "SAMPLE-Z", "REPLACE-X", "MEAL-A", "MEAL-B", "A-RECIPE", "A-SNACK", "B-BUF"]);
    // Fresh: SAMPLE before MEAL.
    expect(compareProducts({ type: "SAMPLE", code: "Z" }, { type: "MEAL", code: "A" })).toBeLessThan(0);
  });
  it("the app reads both product lists in this order whatever order the upstream answers in (the contract's answers)", () => {
    const codes = (list: { code: string }[]) => list.map((p) => p.code);
    const upstream = [
      meal({ code: "MEAL-U-B-4200-2W", type: "MEAL" }),
      meal({ code: "RECIPE-U-B", type: "RECIPE" }),
      meal({ code: "SAMPLE-U-B", type: "SAMPLE" }),
      meal({ code: "MEAL-U-B-2100-2W", type: "MEAL" }),
      meal({ code: "SCOOP-150-B", type: "SCOOP" }),
      meal({ code: "REPLACE-U-B", type: "REPLACE" }),
    ];
    expect(codes(endpoints.listMealProducts.response.parse(upstream))).toEqual(["SCOOP-150-B", "SAMPLE-U-B", "REPLACE-U-B", "MEAL-U-B-2100-2W", "MEAL-U-B-4200-2W", "RECIPE-U-B"]);
    expect(codes(endpoints.listMealProducts.response.parse([...upstream].reverse()))).toEqual(codes(endpoints.listMealProducts.response.parse(upstream)));
    const anc = (code: string, type: string) => ({ code, description: code, type, recurring: false, status: "ACTIVE", recipe_data_point: null, prices: {}, items: [] });
    const summary = endpoints.productSummary.response.parse({ data: [anc("SUPP-B", "SUPPLEMENT"), anc("MERCH-A", "MERCH"), anc("SCOOP-94-B", "SCOOP"), anc("SNACK-A", "SNACK")] });
    expect(codes(summary.data)).toEqual(["SCOOP-94-B", "MERCH-A", "SNACK-A", "SUPP-B"]);
  });

  it("plan sizes sort numerically, not as text", () => {
    expect(sortPlanSizes(["4200", "10500", "2100", "2625", "4200"])).toEqual(["2100", "2625", "4200", "10500"]);
    expect(sortPlanSizes(["b", "300", "a", "75"])).toEqual(["75", "300", "a", "b"]);
  });
  it("pricing models: the default first, then alphabetically", () => {
    expect(pricingModelsOf([{ prices: { "LEGACY 2024 PRICING": 1, "ALL PRODUCTS STANDARD PRICING": 1 } }, { prices: { "FRESH LAUNCH PRICING": 1 } }])).toEqual([
      "ALL PRODUCTS STANDARD PRICING",
      "FRESH LAUNCH PRICING",
      "LEGACY 2024 PRICING",
    ]);
  });
});

describe("lookup tables", () => {
  it("the scoop table covers SCOOP-{75…225}-{B,C,T,S} with calories, volume, US cups and the feeding entry", () => {
    expect(Object.keys(SCOOP_TABLE)).toHaveLength(24);
    expect(scoopInfo("SCOOP-75-B")).toEqual({ code: "SCOOP-75-B", grams: 75, calories: 150, volumeMl: 167, usCups: 0.71, cupSize: "about 3/4 cup" });
    expect(scoopFeeding("SCOOP-225-S")).toEqual([225, 463.5, "about 2 cups"]);
    expect(scoopInfo("SCOOP-76-B")).toBeNull();
    expect(cupSizeText(1.41)).toBe("about 1 1/2 cups");
    expect(cupSizeText(0.1)).toBe("about 1/4 cup");
  });
  it("the demo catalogue's plan sizes take their scoop calories from it (one source)", () => {
    for (const p of buildCatalogue().planSizes) expect(p.scoopCalories).toBe(scoopInfo(p.scoopCode)!.calories);
  });
  it("sorts catalogue products into meal lines", () => {
    expect(productMealLine({ category: "SCOOP", productType: "SCOOP" }, [])).toBe("UNKIBBLE");
    expect(productMealLine({ category: "DC", productType: "REPLACE" }, ["F-B"])).toBe("FRESH");
    expect(productMealLine({ category: "DC", productType: "REPLACE" }, ["U-B"])).toBe("UNKIBBLE");
    expect(productMealLine({ category: "DC", productType: "MATERIAL" }, [])).toBe("ANCILLARY");
    expect(productMealLine({ category: "SNACK", productType: "SNACK" }, [null])).toBe("ANCILLARY");
  });
});

describe("the UnKibble and Fresh column lists (the tables and the CSV download)", () => {
  const headers = (columns: readonly InfoColumn<MealRow>[]) => columns.map((c) => csvHeaderOf(c as InfoColumn<unknown>));
  it("UnKibble: spec 02 §2's order, the grouped headers spanning adjacent columns", () => {
    // Code … Status, packout definition, price per day, per week, per shipment, fill amount per bag, calories per bag,
    // number of bags per shipment, scoop SKU, calories per scoop, scoop volume in ml, US cup equivalent per scoop,
    // scoops per day, bag weight in oz.
    expect(headers(UNKIBBLE_COLUMNS)).toEqual(csvHeaders(UNKIBBLE_SPEC_COLUMNS));
  });
  it("Fresh: the same order with its own columns (packs for bags, packs per day and per meal for the scoops)", () => {
    expect(headers(FRESH_COLUMNS)).toEqual(csvHeaders(FRESH_SPEC_COLUMNS));
  });
});
