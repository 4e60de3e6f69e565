/**
 * The demo catalogue: pricing models, recipes, plan sizes, products (UnKibble and Fresh meals in
 * every plan size, scoops, snacks, supplements, pup gum, materials, merchandise, samples, REPLACE,
 * RECIPE and BUFFER products, CLIP), prices per pricing model, items, product-item mappings.
 * Pure data with fixed ids: identical on every seed. The generators look products up by code.
 */
import type { InferInsertModel } from "drizzle-orm";
import {
  DEFAULT_PRICING_MODEL_NAME,
  FreshRecipeCode,
  RECIPE_NAMES,
  UnkibbleRecipeCode,
  type ItemKind,
  type ProductCategory,
} from "../../../lib/contract/enums";
import { scoopInfo } from "../../../lib/product-info";
import { round2 } from "../../../lib/money";
import { bufferProductCode } from "../../../lib/orders/extra-meals-allowance";
import type { items, planSizes, pricingModels, productItems, productPrices, products, recipes } from "../db/schema";

export type ProductRow = InferInsertModel<typeof products> & { id: number };
export type ItemRow = InferInsertModel<typeof items> & { id: number };

export interface CatalogueProduct {
  row: ProductRow;
  /** Price per pricing model id. */
  prices: Map<number, number>;
  items: { sku: string; name: string; quantity: number }[];
}

export interface Catalogue {
  pricingModels: InferInsertModel<typeof pricingModels>[];
  recipes: InferInsertModel<typeof recipes>[];
  planSizes: (InferInsertModel<typeof planSizes> & { id: number })[];
  products: ProductRow[];
  prices: InferInsertModel<typeof productPrices>[];
  items: ItemRow[];
  productItems: InferInsertModel<typeof productItems>[];
  byCode: Map<string, CatalogueProduct>;
}

/** Pricing model ids: the default first. */
export const STANDARD_PRICING_MODEL_ID = 1;
export const PRICING_MODELS = [
  { id: STANDARD_PRICING_MODEL_ID, name: DEFAULT_PRICING_MODEL_NAME, factor: 1 },
  { id: 2, name: "LEGACY 2024 PRICING", factor: 0.9 },
  { id: 3, name: "FRESH LAUNCH PRICING", factor: 0.85 },
] as const;

/** Dog-size tiers 1..6: daily amount, scoop size (SCOOP-{size}-{letter}), fill amounts. */
export const PLAN_SIZE_TABLE = [
  { tier: 1, dailyAmount: 2100, scoopSize: 75, bagFill: 600, packFill: 150, packsPerDay: 1, unkibblePerDay: 1.8 },
  { tier: 2, dailyAmount: 2625, scoopSize: 94, bagFill: 750, packFill: 188, packsPerDay: 1, unkibblePerDay: 2.2 },
  { tier: 3, dailyAmount: 3150, scoopSize: 113, bagFill: 900, packFill: 225, packsPerDay: 1, unkibblePerDay: 2.6 },
  { tier: 4, dailyAmount: 4200, scoopSize: 150, bagFill: 1200, packFill: 150, packsPerDay: 2, unkibblePerDay: 3.3 },
  { tier: 5, dailyAmount: 5250, scoopSize: 188, bagFill: 1500, packFill: 188, packsPerDay: 2, unkibblePerDay: 4.0 },
  { tier: 6, dailyAmount: 6300, scoopSize: 225, bagFill: 1800, packFill: 225, packsPerDay: 2, unkibblePerDay: 4.7 },
] as const;
export const SCOOPS_PER_DAY = 2;
/** Fresh costs this much more per day than UnKibble at the same plan size. */
const FRESH_PRICE_FACTOR = 1.6;
export const MEAL_FREQUENCIES = [2, 4] as const;

/** First letter of the recipe's protein, as used in scoop codes (B, T, C, S). */
export function recipeLetter(recipeCode: string): string {
  return recipeCode.slice(2);
}
/** "U-B" → "UB": the SKU prefix of a recipe's items. */
function skuPrefix(recipeCode: string): string {
  return recipeCode.replace("-", "");
}
export function mealProductCode(recipeCode: string, dailyAmount: number, frequency: number): string {
  return `MEAL-${recipeCode}-${dailyAmount}-${frequency}W`;
}
export function scoopCode(scoopSize: number, recipeCode: string): string {
  return `SCOOP-${scoopSize}-${recipeLetter(recipeCode)}`;
}

const CATALOGUE_CREATED = new Date("2023-01-15T15:00:00Z");

/** Ancillary products: [code, name, type, category, price, one-time eligible, items [sku, name, qty]]. */
const ANCILLARY: [string, string, ItemKind, ProductCategory, number, boolean, [string, string, number][]][] = [
  ["SNACK-JERKY-BEEF", "Beef Jerky Bites", "SNACK", "SNACK", 12.99, true, [["SN-JERKY-170-BEEF", "Beef jerky bites 170 g", 1]]],
  ["SNACK-JERKY-CHICKEN", "Chicken Jerky Bites", "SNACK", "SNACK", 12.99, true, [["SN-JERKY-170-CHKN", "Chicken jerky bites 170 g", 1]]],
  ["SNACK-CHEWS-SALMON", "Salmon Skin Chews", "SNACK", "SNACK", 14.49, true, [["SN-CHEWS-140-SLMN", "Salmon skin chews 140 g", 1]]],
  ["SNACK-TRAINING-TURKEY", "Turkey Training Treats", "SNACK", "SNACK", 9.99, true, [["SN-TRAIN-200-TRKY", "Turkey training treats 200 g", 1]]],
  ["SUPP-HIP-JOINT", "Hip & Joint Supplement", "SUPPLEMENT", "SUPPLEMENT", 29.99, true, [["SP-HIPJOINT-90-CHEW", "Hip & joint chews, 90 count", 1]]],
  ["SUPP-SKIN-COAT", "Skin & Coat Supplement", "SUPPLEMENT", "SUPPLEMENT", 27.99, true, [["SP-SKINCOAT-90-CHEW", "Skin & coat chews, 90 count", 1]]],
  ["SUPP-PROBIOTIC", "Probiotic Supplement", "SUPPLEMENT", "SUPPLEMENT", 24.99, true, [["SP-PROBIO-60-CHEW", "Probiotic chews, 60 count", 1]]],
  ["PUPGUM-MINT", "Pup Gum Mint", "PUPGUM", "SNACK", 15.99, true, [["PG-GUM-30-MINT", "Pup gum mint, 30 count", 1]]],
  ["PUPGUM-ORIGINAL", "Pup Gum Original", "PUPGUM", "SNACK", 15.99, true, [["PG-GUM-30-ORIG", "Pup gum original, 30 count", 1]]],
  ["MAT-FEEDING-GUIDE", "Feeding Guide", "MATERIAL", "MATERIAL", 0, false, [["MT-GUIDE-1-STD", "Printed feeding guide", 1]]],
  ["MAT-BOX-INSERT", "Welcome Box Insert", "MATERIAL", "MATERIAL", 0, false, [["MT-INSERT-1-STD", "Welcome box insert card", 1]]],
  ["MAT-STORAGE-BIN", "Storage Bin", "MATERIAL", "MATERIAL", 19.99, true, [["MT-BIN-4000-STD", "Airtight storage bin 4 l", 1]]],
  ["CLIP", "Fresh Pack Clip", "MATERIAL", "DC", 4.99, true, [["MT-CLIP-1-STD", "Pack clip", 1]]],
  ["MERCH-TOTE", "BARK Tote Bag", "MERCH", "MERCH", 18.0, true, [["MR-TOTE-1-STD", "Canvas tote bag", 1]]],
  ["MERCH-BANDANA", "BARK Bandana", "MERCH", "MERCH", 12.0, true, [["MR-BANDANA-1-M", "Bandana, size M", 1]]],
  // Retired, and its product-item mapping deleted (the demo system changelog's Product Item DELETE).
  ["MERCH-BOWL", "Stainless Bowl (retired)", "MERCH", "MERCH", 22.0, false, []],
  ["SAMPLE-U-B", "UnKibble Beef Sample", "SAMPLE", "UNKIBBLE", 0, false, [["UB-SAMPLE-200-V1", "UnKibble beef sample 200 g", 1]]],
  ["SAMPLE-U-C", "UnKibble Chicken Sample", "SAMPLE", "UNKIBBLE", 0, false, [["UC-SAMPLE-200-V1", "UnKibble chicken sample 200 g", 1]]],
  ["SAMPLE-F-B", "Fresh Beef Sample (frozen)", "SAMPLE", "FRESH", 0, false, [["FB-SAMPLE-150-V1", "Fresh beef sample pack 150 g", 2]]],
  ["REPLACE-U-BAG", "Replacement UnKibble Bag", "REPLACE", "DC", 0, false, [["UB-BAG-600-V1", "", 1]]],
  ["REPLACE-F-PACK", "Replacement Fresh Pack", "REPLACE", "DC", 0, false, [["FB-PACK-150-V1", "", 1]]],
];
/** Products that exist but are no longer sold (ActiveState INACTIVE). */
const INACTIVE_CODES = new Set(["MERCH-BOWL", "SNACK-TRAINING-TURKEY"]);

export function buildCatalogue(): Catalogue {
  const pricingModelRows = PRICING_MODELS.map(({ id, name }) => ({ id, name }));
  const recipeRows = [
    ...UnkibbleRecipeCode.options.map((id) => ({ id, name: RECIPE_NAMES[id], mealType: "UNKIBBLE" as const })),
    ...FreshRecipeCode.options.map((id) => ({ id, name: RECIPE_NAMES[id], mealType: "FRESH" as const })),
  ];
  const planSizeRows = PLAN_SIZE_TABLE.map((p) => {
    const caloriesPerDay = p.dailyAmount / 7;
    return {
      id: p.tier,
      tier: p.tier,
      dailyAmount: p.dailyAmount,
      caloriesPerDay,
      scoopCode: scoopCode(p.scoopSize, "U-B"),
      scoopsPerDay: SCOOPS_PER_DAY,
      // The scoop lookup of lib/product-info.ts is the one source (a beef scoop: calories per day ÷ 2).
      scoopCalories: scoopInfo(scoopCode(p.scoopSize, "U-B"))?.calories ?? round2(caloriesPerDay / SCOOPS_PER_DAY),
      packsPerDay: p.packsPerDay,
    };
  });

  const itemRows: ItemRow[] = [];
  const itemBySku = new Map<string, ItemRow>();
  const addItem = (sku: string, name: string, fillGrams: number, recipeId: string | null): ItemRow => {
    const existing = itemBySku.get(sku);
    if (existing) return existing;
    const row: ItemRow = {
      id: itemRows.length + 1,
      sku,
      name,
      weightOz: round2(fillGrams / 28.35),
      volume: round2(Math.max(fillGrams / 16, 8)),
      recipeId,
      created: CATALOGUE_CREATED,
    };
    itemRows.push(row);
    itemBySku.set(sku, row);
    return row;
  };

  const productRows: ProductRow[] = [];
  const priceRows: InferInsertModel<typeof productPrices>[] = [];
  const productItemRows: InferInsertModel<typeof productItems>[] = [];
  const byCode = new Map<string, CatalogueProduct>();

  const addProduct = (
    p: Omit<ProductRow, "id" | "created" | "country" | "isFree" | "discountEligible"> &
      Partial<Pick<ProductRow, "isFree" | "discountEligible">>,
    basePrice: number,
    perDay: number | null,
    productItemsOf: { item: ItemRow; quantity: number }[],
  ) => {
    const row: ProductRow = {
      isFree: false,
      discountEligible: true,
      ...p,
      id: productRows.length + 1,
      country: "US",
      created: CATALOGUE_CREATED,
    };
    productRows.push(row);
    const prices = new Map<number, number>();
    for (const model of PRICING_MODELS) {
      const price = round2(basePrice * model.factor);
      prices.set(model.id, price);
      priceRows.push({
        id: priceRows.length + 1,
        productId: row.id,
        pricingModelId: model.id,
        price,
        pricePerDay: perDay === null ? null : round2(perDay * model.factor),
        pricePerWeek: perDay === null ? null : round2(perDay * 7 * model.factor),
        currency: "USD",
      });
    }
    for (const { item, quantity } of productItemsOf) {
      productItemRows.push({ id: productItemRows.length + 1, productId: row.id, itemId: item.id, quantity });
    }
    byCode.set(row.code, { row, prices, items: productItemsOf.map(({ item, quantity }) => ({ sku: item.sku, name: item.name, quantity })) });
  };

  // Scoops: one per size and UnKibble recipe letter.
  for (const size of PLAN_SIZE_TABLE) {
    for (const recipe of UnkibbleRecipeCode.options) {
      const code = scoopCode(size.scoopSize, recipe);
      const item = addItem(`SC-SCOOP-${size.scoopSize}-${recipeLetter(recipe)}`, `Scoop ${size.scoopSize} g (${RECIPE_NAMES[recipe]})`, 30, recipe);
      addProduct(
        { code, name: `Scoop ${size.scoopSize} (${RECIPE_NAMES[recipe]})`, description: `Measuring scoop for ${size.scoopSize} g of UnKibble ${RECIPE_NAMES[recipe]}`, productType: "SCOOP", category: "SCOOP", recurring: false, frequency: null, status: "ACTIVE", isFrozen: false, planSizeId: size.tier, recipes: [recipe], oneTimeEligible: true },
        0,
        null,
        [{ item, quantity: 1 }],
      );
    }
  }

  // UnKibble and Fresh meals in every plan size and frequency.
  for (const size of PLAN_SIZE_TABLE) {
    for (const recipe of UnkibbleRecipeCode.options) {
      const bag = addItem(`${skuPrefix(recipe)}-BAG-${size.bagFill}-V1`, `UnKibble ${RECIPE_NAMES[recipe]} bag ${size.bagFill} g`, size.bagFill, recipe);
      for (const freq of MEAL_FREQUENCIES) {
        addProduct(
          {
            code: mealProductCode(recipe, size.dailyAmount, freq),
            name: `UnKibble ${RECIPE_NAMES[recipe]} ${size.dailyAmount} every ${freq} weeks`,
            description: `UnKibble ${RECIPE_NAMES[recipe]} recipe, plan size ${size.dailyAmount}, ships every ${freq} weeks`,
            productType: "MEAL",
            category: "UNKIBBLE",
            recurring: true,
            frequency: freq,
            status: "ACTIVE",
            isFrozen: false,
            planSizeId: size.tier,
            recipes: [recipe],
            oneTimeEligible: true,
          },
          size.unkibblePerDay * 7 * freq,
          size.unkibblePerDay,
          [{ item: bag, quantity: freq }],
        );
      }
    }
    for (const recipe of FreshRecipeCode.options) {
      const pack = addItem(`${skuPrefix(recipe)}-PACK-${size.packFill}-V1`, `Fresh ${RECIPE_NAMES[recipe]} pack ${size.packFill} g`, size.packFill, recipe);
      const perDay = round2(size.unkibblePerDay * FRESH_PRICE_FACTOR);
      for (const freq of MEAL_FREQUENCIES) {
        addProduct(
          {
            code: mealProductCode(recipe, size.dailyAmount, freq),
            name: `Fresh ${RECIPE_NAMES[recipe]} ${size.dailyAmount} every ${freq} weeks`,
            description: `Fresh ${RECIPE_NAMES[recipe]} recipe (frozen), plan size ${size.dailyAmount}, ships every ${freq} weeks`,
            productType: "MEAL",
            category: "FRESH",
            recurring: true,
            frequency: freq,
            status: "ACTIVE",
            isFrozen: true,
            planSizeId: size.tier,
            recipes: [recipe],
            oneTimeEligible: true,
          },
          perDay * 7 * freq,
          perDay,
          [{ item: pack, quantity: size.packsPerDay * 7 * freq }],
        );
      }
    }
  }

  // Buffer (extra-meal) products per UnKibble recipe, paid and free; recipe products.
  for (const recipe of UnkibbleRecipeCode.options) {
    const bag = addItem(`${skuPrefix(recipe)}-BAG-600-V1`, `UnKibble ${RECIPE_NAMES[recipe]} bag 600 g`, 600, recipe);
    for (const free of [false, true]) {
      addProduct(
        {
          code: bufferProductCode(recipe, free),
          name: `Extra meals ${RECIPE_NAMES[recipe]}${free ? " (free)" : ""}`,
          description: `One extra bag of UnKibble ${RECIPE_NAMES[recipe]}${free ? ", free of charge" : ""}`,
          productType: "BUFFER",
          category: "UNKIBBLE",
          recurring: false,
          frequency: null,
          status: "ACTIVE",
          isFrozen: false,
          planSizeId: null,
          recipes: [recipe],
          oneTimeEligible: false,
          isFree: free,
          discountEligible: !free,
        },
        free ? 0 : 11.99,
        null,
        [{ item: bag, quantity: 1 }],
      );
    }
  }
  for (const recipe of [...UnkibbleRecipeCode.options, ...FreshRecipeCode.options]) {
    const fresh = recipe.startsWith("F-");
    addProduct(
      { code: `RECIPE-${recipe}`, name: `${fresh ? "Fresh" : "UnKibble"} ${RECIPE_NAMES[recipe]} recipe`, description: `Recipe definition for ${recipe}`, productType: "RECIPE", category: fresh ? "FRESH" : "UNKIBBLE", recurring: false, frequency: null, status: "ACTIVE", isFrozen: fresh, planSizeId: null, recipes: [recipe], oneTimeEligible: false, discountEligible: false },
      0,
      null,
      [],
    );
  }

  for (const [code, name, type, category, price, oneTime, itemList] of ANCILLARY) {
    const linked = itemList.map(([sku, itemName, quantity]) => {
      const fill = Number(sku.split("-")[2]);
      const recipe = sku.startsWith("UB-") || sku.startsWith("FB-") ? (sku.startsWith("UB-") ? "U-B" : "F-B") : sku.startsWith("UC-") ? "U-C" : null;
      return { item: addItem(sku, itemName || sku, fill, recipe), quantity };
    });
    addProduct(
      {
        code,
        name,
        description: name,
        productType: type,
        category,
        recurring: false,
        frequency: null,
        status: INACTIVE_CODES.has(code) ? "INACTIVE" : "ACTIVE",
        isFrozen: code === "SAMPLE-F-B" || code === "REPLACE-F-PACK",
        planSizeId: null,
        recipes: code.startsWith("SAMPLE-") ? [code.slice(7)] : [],
        oneTimeEligible: oneTime,
        isFree: code.startsWith("SAMPLE-") || code.startsWith("MERCH-"),
      },
      price,
      null,
      linked,
    );
  }

  return {
    pricingModels: pricingModelRows,
    recipes: recipeRows,
    planSizes: planSizeRows,
    products: productRows,
    prices: priceRows,
    items: itemRows,
    productItems: productItemRows,
    byCode,
  };
}

export function productOf(catalogue: Catalogue, code: string): CatalogueProduct {
  const p = catalogue.byCode.get(code);
  if (!p) throw new Error(`seed: unknown product code ${code}`);
  return p;
}
