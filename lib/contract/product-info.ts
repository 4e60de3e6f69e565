/**
 * The contract of the product, pricing and nutrient information screens (UnKibble,
 * Fresh and ancillary products, nutrient rows):
 *
 * - `GET product_list?meal_type=UNKIBBLE|FRESH` (the product list of a meal line;
 *   the spec names no path; this project's is `product_list`, a sibling of
 *   `product_summary`, outside `products/…` so it never meets `products/{code}`) → the products of
 *   that meal line, each with its plan size, prices keyed by pricing-model name, item info and the
 *   scoop codes of its plan size and recipe;
 * - `GET product_summary?meal_type=ANCILLARY` → `{data: [...]}`: every other product, with its
 *   prices keyed by pricing-model name, its recipe data point and its contents;
 * - `GET nutrient_analysis?recipe_id=` → the nutrient rows of one recipe.
 *
 * Any signed-in user may make them (product-pricing-nutrient-info is open to any authenticated
 * user); the pages make them server-side.
 */
import { z } from "zod";
import { ActiveState, ItemKind } from "./enums";
import { sortProducts } from "../product-info";
import { endpoint } from "./endpoint";
import { REQUIRED_MESSAGE, safeString } from "./strings";

export const PRODUCT_LIST_MEAL_TYPES = ["UNKIBBLE", "FRESH"] as const;
export const ProductListMealType = z.enum(PRODUCT_LIST_MEAL_TYPES);
export type ProductListMealType = z.infer<typeof ProductListMealType>;

/** One price of a meal product in one pricing model. */
export const mealPriceSchema = z.object({
  currency: z.string(),
  price: z.number(),
  price_per_day: z.number().nullable(),
  price_per_week: z.number().nullable(),
  pricing_model_name: z.string(),
});
export type MealPrice = z.infer<typeof mealPriceSchema>;

export const itemInfoSchema = z.object({
  recipe_id: z.string().nullable(),
  weight_oz: z.number(),
  sku: z.string(),
  quantity: z.number().int(),
  /** The recipe's name ("Beef"), null for an item without a recipe. */
  recipe: z.string().nullable(),
});
export type ItemInfo = z.infer<typeof itemInfoSchema>;

export const planSizeInfoSchema = z.object({
  id: z.number().int(),
  /** The daily amount of the plan size's tier (2100, 2625, 3150, 4200, 5250, 6300 for tiers 1–6), as the product codes spell it. */
  daily_amount: z.number().int(),
  scoop_code: z.string().nullable(),
  scoops_per_day: z.number().nullable(),
});

/** An UnKibble or Fresh product. */
export const mealProductSchema = z.object({
  code: z.string(),
  description: z.string(),
  type: ItemKind,
  recurring: z.boolean(),
  frequency: z.number().int().nullable(),
  status: ActiveState,
  plan_size: planSizeInfoSchema.nullable(),
  /** Keyed by pricing-model name. */
  prices: z.record(z.string(), mealPriceSchema),
  item_info: z.array(itemInfoSchema),
  /** The scoops of the product's plan size and recipes (a scoop product: its own code). */
  scoop_codes: z.array(z.string()),
});
export type MealProduct = z.infer<typeof mealProductSchema>;

export const productListQuerySchema = z.object({ meal_type: ProductListMealType });

export const ancillaryPriceSchema = z.object({ price: z.number(), currency: z.string(), pricing_model_name: z.string() });
export type AncillaryPrice = z.infer<typeof ancillaryPriceSchema>;

/** An ancillary product: snacks, supplements, pup gum, materials, merchandise. */
export const ancillaryProductSchema = z.object({
  code: z.string(),
  description: z.string(),
  type: ItemKind,
  recurring: z.boolean(),
  status: ActiveState,
  /** The recipe(s) the product is made from ("U-B"), null when none. */
  recipe_data_point: z.string().nullable(),
  prices: z.record(z.string(), ancillaryPriceSchema),
  /** What a shipment of the product holds (the "Product contents" column). */
  items: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int() })),
});
export type AncillaryProduct = z.infer<typeof ancillaryProductSchema>;

export const productSummaryQuerySchema = z.object({ meal_type: z.literal("ANCILLARY") });
/**
 * The product lists as the app reads them: in the spec's order (SCOOP, SAMPLE, REPLACE, MEAL, then
 * the other types, then code), whatever order the upstream answers in (lib/product-info.ts sortProducts).
 */
export const mealProductListSchema = z.array(mealProductSchema).transform((list) => sortProducts(list));
export const productSummaryResponseSchema = z.object({ data: z.array(ancillaryProductSchema).transform((list) => sortProducts(list)) });

export const nutrientRowSchema = z.object({
  nutrient_category: z.string(),
  name: z.string(),
  as_fed_basis: z.string(),
  dry_matter_basis: z.string(),
});
export type NutrientRow = z.infer<typeof nutrientRowSchema>;

export const UNKNOWN_RECIPE_MESSAGE = "Unknown recipe.";
export const nutrientAnalysisQuerySchema = z.object({ recipe_id: safeString().trim().min(1, REQUIRED_MESSAGE).max(20) });

export const productInfoEndpoints = {
  listMealProducts: endpoint({
    method: "GET",
    path: "product_list",
    capability: "productInfo",
    query: productListQuerySchema,
    response: mealProductListSchema,
  }),
  productSummary: endpoint({
    method: "GET",
    path: "product_summary",
    capability: "productInfo",
    query: productSummaryQuerySchema,
    response: productSummaryResponseSchema,
  }),
  nutrientAnalysis: endpoint({
    method: "GET",
    path: "nutrient_analysis",
    capability: "productInfo",
    query: nutrientAnalysisQuerySchema,
    response: z.array(nutrientRowSchema),
  }),
};
