/**
 * The product, pricing and nutrient information rules:
 * the lookup tables the specs do not show (fill amounts and calories per bag, the scoops'
 * calories, volume and US-cup equivalent, the scoop feeding table), the derived columns of the
 * UnKibble, Fresh and Ancillary tables, the sort orders and the bad-SKU rule. Pure and isomorphic:
 * the embedded API (which products belong to which meal line), the demo catalogue (the plan sizes'
 * scoop calories), the pages, the tables and the CSV download all use this one module. Every value
 * of the tables is listed in docs/assumptions.md ("Issue 14").
 */
import type { AncillaryProduct, MealPrice, MealProduct, ProductListMealType } from "./contract/product-info";
import { DEFAULT_PRICING_MODEL_NAME, FreshRecipeCode, RECIPE_NAMES, UnkibbleRecipeCode, type ItemKind, type ProductCategory } from "./enums";
import { round2 } from "./money";

/** What a cell shows when its value cannot be worked out (never NaN, never blank). */
export const MISSING = "—";
export const DEFAULT_PRICING_MODEL = DEFAULT_PRICING_MODEL_NAME;

// ───────────────────────────── Lookup tables ─────────────────────────────

/**
 * Fill amounts by the SKU's third segment ("Fill amount and calories per bag come from
 * lookup tables by fill amount"): the grams a bag (UnKibble) or pack (Fresh)
 * holds and its calories. UnKibble is 2 kcal a gram (so a bag matches the scoops below), Fresh
 * 1.3 kcal a gram. A segment not in its line's table has no fill amount ("—").
 */
export const FILL_AMOUNTS: Record<ProductListMealType, Readonly<Record<string, { grams: number; caloriesPerBag: number }>>> = {
  UNKIBBLE: {
    "200": { grams: 200, caloriesPerBag: 400 },
    "600": { grams: 600, caloriesPerBag: 1200 },
    "750": { grams: 750, caloriesPerBag: 1500 },
    "900": { grams: 900, caloriesPerBag: 1800 },
    "1200": { grams: 1200, caloriesPerBag: 2400 },
    "1500": { grams: 1500, caloriesPerBag: 3000 },
    "1800": { grams: 1800, caloriesPerBag: 3600 },
  },
  FRESH: {
    "150": { grams: 150, caloriesPerBag: 195 },
    "188": { grams: 188, caloriesPerBag: 244 },
    "225": { grams: 225, caloriesPerBag: 293 },
  },
};

/** The scoop sizes (grams of UnKibble a level scoop holds) and a beef scoop's calories. */
export const SCOOP_SIZES = [75, 94, 113, 150, 188, 225] as const;
/** Calories of a level beef scoop: the plan size's calories per day ÷ 2 scoops (2100 ÷ 7 ÷ 2 = 150 …). */
const BEEF_SCOOP_CALORIES: Record<(typeof SCOOP_SIZES)[number], number> = { 75: 150, 94: 187.5, 113: 225, 150: 300, 188: 375, 225: 450 };
/** Per recipe letter (B, C, T, S): calories relative to beef, and grams per millilitre of the kibble. */
const SCOOP_RECIPES: Record<string, { calorieFactor: number; gramsPerMl: number }> = {
  B: { calorieFactor: 1, gramsPerMl: 0.45 },
  C: { calorieFactor: 0.98, gramsPerMl: 0.44 },
  T: { calorieFactor: 0.96, gramsPerMl: 0.43 },
  S: { calorieFactor: 1.03, gramsPerMl: 0.46 },
};
const ML_PER_US_CUP = 236.588;

export interface ScoopInfo {
  code: string;
  grams: number;
  calories: number;
  volumeMl: number;
  usCups: number;
  /** The feeding table's descriptive cup-size text, e.g. "about 3/4 cup". */
  cupSize: string;
}

const CUP_FRACTIONS = ["", "1/4", "1/2", "3/4"];
/** 0.71 → "about 3/4 cup", 1.5 → "about 1 1/2 cups" (nearest quarter cup). */
export function cupSizeText(cups: number): string {
  const quarters = Math.max(1, Math.round(cups * 4));
  const whole = Math.floor(quarters / 4);
  const part = CUP_FRACTIONS[quarters % 4];
  const amount = [whole > 0 ? String(whole) : "", part].filter(Boolean).join(" ");
  return `about ${amount} ${quarters > 4 ? "cups" : "cup"}`;
}

function buildScoopTable(): Readonly<Record<string, ScoopInfo>> {
  const table: Record<string, ScoopInfo> = {};
  for (const grams of SCOOP_SIZES) {
    for (const [letter, recipe] of Object.entries(SCOOP_RECIPES)) {
      const code = `SCOOP-${grams}-${letter}`;
      const volumeMl = Math.round(grams / recipe.gramsPerMl);
      const usCups = round2(volumeMl / ML_PER_US_CUP);
      table[code] = { code, grams, calories: round2(BEEF_SCOOP_CALORIES[grams] * recipe.calorieFactor), volumeMl, usCups, cupSize: cupSizeText(usCups) };
    }
  }
  return table;
}

/** SCOOP-{75…225}-{B,C,T,S}: grams, calories, volume in ml, US cups, cup-size text. */
export const SCOOP_TABLE = buildScoopTable();

/** The scoop lookup by scoop code; null for an unknown code. */
export function scoopInfo(code: string | null | undefined): ScoopInfo | null {
  return code ? (SCOOP_TABLE[code] ?? null) : null;
}

/**
 * The scoop feeding table: key → [gram amount, second number (the
 * scoop's calories), descriptive cup-size text].
 */
export function scoopFeeding(code: string): [grams: number, calories: number, cupSize: string] | null {
  const s = scoopInfo(code);
  return s ? [s.grams, s.calories, s.cupSize] : null;
}

/** "SCOOP-150-B" for a plan size's scoop size and a recipe code ("U-B" → letter B). */
export function scoopCodeFor(size: number | string, recipeCode: string): string {
  return `SCOOP-${size}-${recipeCode.slice(2)}`;
}
/** The scoop size (grams) of a scoop code, null when it is not one. */
export function scoopSizeOf(code: string | null | undefined): number | null {
  const m = /^SCOOP-(\d+)-[A-Z]+$/.exec(code ?? "");
  return m ? Number(m[1]) : null;
}

// ───────────────────────────── SKU rule ─────────────────────────────

/** The SKU exempt from the fill-amount rule. */
export const FILL_AMOUNT_EXEMPT_SKU = "CLIP";
export const MISSING_FILL_AMOUNT_MESSAGE = "Missing fill amount: the SKU has fewer than three segments";

/** A SKU with fewer than three dash-separated segments, other than CLIP. */
export function isBadPricingSku(sku: string): boolean {
  return sku !== FILL_AMOUNT_EXEMPT_SKU && sku.split("-").length < 3;
}

/** Reports a bad SKU (the pages log it as an error). */
export type BadSkuReporter = (sku: string, productCode: string) => void;

/**
 * The fill amount (grams) of a SKU, from its third segment through the line's table; null ("—")
 * when the SKU is bad (reported), or its segment is not in the table.
 */
export function fillAmountOf(sku: string, line: ProductListMealType, report?: BadSkuReporter, productCode = ""): number | null {
  if (isBadPricingSku(sku)) {
    report?.(sku, productCode);
    return null;
  }
  const segment = sku.split("-")[2] ?? "";
  return FILL_AMOUNTS[line][segment]?.grams ?? null;
}

/** Calories of a bag of that fill amount; null when unknown. */
export function caloriesPerBag(fillGrams: number | null, line: ProductListMealType = "UNKIBBLE"): number | null {
  if (fillGrams === null) return null;
  return FILL_AMOUNTS[line][String(fillGrams)]?.caloriesPerBag ?? null;
}

// ───────────────────────────── Derived quantities ─────────────────────────────

/** Packs per day = bags ÷ (7 × frequency in weeks) on the Fresh table, to 2 decimals; null without both. */
export function packsPerDay(bags: number | null, frequency: number | null): number | null {
  if (bags === null || !frequency || frequency <= 0) return null;
  return round2(bags / (7 * frequency));
}
/** Packs per meal = half of packs per day (2 meals a day). */
export function packsPerMeal(bags: number | null, frequency: number | null): number | null {
  const perDay = packsPerDay(bags, frequency);
  return perDay === null || bags === null || !frequency ? null : round2(bags / (7 * frequency) / 2);
}

/**
 * Price per shipment: the product's price in that pricing model (what one shipment is charged);
 * without one, the weekly price × the weeks between shipments (cents arithmetic); null otherwise.
 */
export function pricePerShipment(price: Pick<MealPrice, "price" | "price_per_week"> | null | undefined, frequency: number | null): number | null {
  if (!price) return null;
  if (typeof price.price === "number" && Number.isFinite(price.price)) return round2(price.price);
  if (price.price_per_week === null || !frequency) return null;
  return round2((Math.round(price.price_per_week * 100) * frequency) / 100);
}

/** Bags (or packs) in one shipment: the quantities of the product's items. */
export function bagsPerShipment(items: readonly { quantity: number }[]): number | null {
  return items.length === 0 ? null : items.reduce((n, i) => n + i.quantity, 0);
}

/** "2 × UB-BAG-1200-V1" (items joined by ", "), "" without items. */
export function packoutDefinition(items: readonly { quantity: number; sku: string }[]): string {
  return items.map((i) => `${i.quantity} × ${i.sku}`).join(", ");
}

// ───────────────────────────── Sorting ─────────────────────────────

/** These types first, in this order (SAMPLE before MEAL on Fresh too), then the others. */
export const LEADING_TYPES: readonly ItemKind[] = ["SCOOP", "SAMPLE", "REPLACE", "MEAL"];

/** Product sort: the leading types in order, then every other type, then code ascending. */
export function compareProducts(a: { type: string; code: string }, b: { type: string; code: string }): number {
  const rank = (t: string) => {
    const i = (LEADING_TYPES as readonly string[]).indexOf(t);
    return i === -1 ? LEADING_TYPES.length : i;
  };
  return rank(a.type) - rank(b.type) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}
export function sortProducts<T extends { type: string; code: string }>(rows: readonly T[]): T[] {
  return [...rows].sort(compareProducts);
}

/** Plan-size options sorted numerically ("2100" before "10500"); non-numbers last, as text. */
export function sortPlanSizes(values: readonly string[]): string[] {
  const num = (v: string) => (/^\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : Number.POSITIVE_INFINITY);
  return [...new Set(values)].sort((a, b) => num(a) - num(b) || a.localeCompare(b));
}

// ───────────────────────────── Meal lines ─────────────────────────────

/**
 * Which screen a catalogue product belongs to: UNKIBBLE (UnKibble category, the scoops, and
 * samples/replacements of an UnKibble recipe), FRESH (Fresh category, and samples/replacements of
 * a Fresh recipe), or ANCILLARY (everything else: snacks, supplements, pup gum, materials, merch).
 */
export function productMealLine(p: { category: ProductCategory; productType: ItemKind }, recipeIds: readonly (string | null)[]): ProductListMealType | "ANCILLARY" {
  if (p.category === "UNKIBBLE" || p.category === "SCOOP") return "UNKIBBLE";
  if (p.category === "FRESH") return "FRESH";
  if (p.productType === "SAMPLE" || p.productType === "REPLACE") {
    if (recipeIds.some((r) => (UnkibbleRecipeCode.options as readonly (string | null)[]).includes(r))) return "UNKIBBLE";
    if (recipeIds.some((r) => (FreshRecipeCode.options as readonly (string | null)[]).includes(r))) return "FRESH";
  }
  return "ANCILLARY";
}

/** The recipe ids each line's Recipe filter lists (Fresh's from a fixed set). */
export const LINE_RECIPES: Record<ProductListMealType, readonly string[]> = {
  UNKIBBLE: UnkibbleRecipeCode.options,
  FRESH: FreshRecipeCode.options,
};
export function recipeLabel(id: string): string {
  const name = (RECIPE_NAMES as Record<string, string>)[id];
  return name ? `${id} ${name}` : id;
}

// ───────────────────────────── Table rows ─────────────────────────────

export interface MealRow {
  code: string;
  description: string;
  type: string;
  recurring: boolean;
  frequency: number | null;
  /** The plan size as staff name it (its daily amount, e.g. "4200"); null without one. */
  planSize: string | null;
  status: string;
  recipeIds: string[];
  packout: string;
  currency: string | null;
  pricePerDay: number | null;
  pricePerWeek: number | null;
  pricePerShipment: number | null;
  fillAmount: number | null;
  caloriesPerBag: number | null;
  bagsPerShipment: number | null;
  packsPerDay: number | null;
  packsPerMeal: number | null;
  scoopSku: string | null;
  scoopCalories: number | null;
  scoopVolumeMl: number | null;
  scoopUsCups: number | null;
  scoopsPerDay: number | null;
  bagWeightOz: number | null;
}

/** The recipes of a product: its items' recipe ids, in order, once each. */
export function productRecipes(p: Pick<MealProduct, "item_info">): string[] {
  return [...new Set(p.item_info.flatMap((i) => (i.recipe_id ? [i.recipe_id] : [])))];
}

/** One row of the UnKibble or Fresh table in one pricing model. */
export function mealRow(p: MealProduct, line: ProductListMealType, pricingModel: string, report?: BadSkuReporter): MealRow {
  const price = p.prices[pricingModel] ?? null;
  const first = p.item_info[0];
  const fill = first ? fillAmountOf(first.sku, line, report, p.code) : null;
  // A scoop is not a bag: its own row has no bag columns.
  const bagItems = p.type === "SCOOP" ? [] : p.item_info;
  const bags = bagsPerShipment(bagItems);
  const scoopSku = p.scoop_codes[0] ?? p.plan_size?.scoop_code ?? null;
  const scoop = scoopInfo(scoopSku);
  return {
    code: p.code,
    description: p.description,
    type: p.type,
    recurring: p.recurring,
    frequency: p.frequency,
    planSize: p.plan_size ? String(p.plan_size.daily_amount) : null,
    status: p.status,
    recipeIds: productRecipes(p),
    packout: packoutDefinition(p.item_info),
    currency: price?.currency ?? null,
    pricePerDay: price?.price_per_day ?? null,
    pricePerWeek: price?.price_per_week ?? null,
    pricePerShipment: pricePerShipment(price, p.frequency),
    fillAmount: p.type === "SCOOP" ? null : fill,
    caloriesPerBag: p.type === "SCOOP" ? null : caloriesPerBag(fill, line),
    bagsPerShipment: bags,
    packsPerDay: packsPerDay(bags, p.frequency),
    packsPerMeal: packsPerMeal(bags, p.frequency),
    scoopSku,
    scoopCalories: scoop?.calories ?? null,
    scoopVolumeMl: scoop?.volumeMl ?? null,
    scoopUsCups: scoop?.usCups ?? null,
    scoopsPerDay: p.plan_size?.scoops_per_day ?? null,
    bagWeightOz: bagItems[0]?.weight_oz ?? null,
  };
}

/** Every bad SKU of a list (product code, SKU), once each: what the page logs as errors. */
export function badSkusOf(products: readonly { code: string; item_info?: readonly { sku: string }[]; items?: readonly { sku: string }[] }[]): { code: string; sku: string }[] {
  return products.flatMap((p) => (p.item_info ?? p.items ?? []).filter((i) => isBadPricingSku(i.sku)).map((i) => ({ code: p.code, sku: i.sku })));
}

export interface AncillaryRow {
  code: string;
  description: string;
  type: string;
  recurring: boolean;
  status: string;
  price: number | null;
  currency: string | null;
  contents: string;
}

/** "1 × Beef jerky bites 170 g (SN-JERKY-170-BEEF)", items joined by ", ". */
export function productContents(items: AncillaryProduct["items"]): string {
  return items.map((i) => `${i.quantity} × ${i.name} (${i.sku})`).join(", ");
}

export function ancillaryRow(p: AncillaryProduct, pricingModel: string): AncillaryRow {
  const price = p.prices[pricingModel] ?? null;
  return {
    code: p.code,
    description: p.description,
    type: p.type,
    recurring: p.recurring,
    status: p.status,
    price: price ? round2(price.price) : null,
    currency: price?.currency ?? null,
    contents: productContents(p.items),
  };
}

/** The pricing models a list prices in, the default first, then alphabetically. */
export function pricingModelsOf(products: readonly { prices: Record<string, unknown> }[]): string[] {
  const names = new Set<string>([DEFAULT_PRICING_MODEL]);
  for (const p of products) for (const name of Object.keys(p.prices)) names.add(name);
  return [...names].sort((a, b) => (a === DEFAULT_PRICING_MODEL ? -1 : b === DEFAULT_PRICING_MODEL ? 1 : a.localeCompare(b)));
}

/** The pricing model a table applies: the asked one when the list prices in it, else the default (an old or hand-edited link). `models`: pricingModelsOf. */
export const knownPricing = (asked: string, models: readonly string[]): string => (models.includes(asked) ? asked : models[0]!);

// ───────────────────────────── Formatting ─────────────────────────────

const formatters = new Map<string, Intl.NumberFormat>();
/** 2 decimals with the currency prefix ("$12.99"); null → "—". */
export function formatPrice(value: number | null | undefined, currency: string | null | undefined = "USD"): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  const code = currency || "USD";
  let f = formatters.get(code);
  if (!f) {
    try {
      f = new Intl.NumberFormat("en-US", { style: "currency", currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      f = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(code, f);
  }
  return f.format(round2(value));
}
/** A number, up to `digits` decimals; null or not finite → "—". */
const quantityFormatters = new Map<number, Intl.NumberFormat>();
export function formatQuantity(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  // One formatter per precision: building one per cell is what a page of 25 rows × 20 columns would pay for.
  let f = quantityFormatters.get(digits);
  if (!f) {
    f = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits });
    quantityFormatters.set(digits, f);
  }
  return f.format(value);
}
export const yesNo = (v: boolean) => (v ? "Yes" : "No");
