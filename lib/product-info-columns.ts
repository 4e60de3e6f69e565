/**
 * The columns of the product information tables and their URL filters, once: the
 * screens' DataTable columns and the CSV download are both built from these lists, and the page,
 * the filter bar and the download route read the filters with the same nuqs parsers.
 *
 * Filters in the URL (so a filtered view can be shared): `plan` (plan sizes, comma-separated),
 * `recipe` (recipe ids), `pricing` (the pricing model; the default leaves the URL). Nutrient
 * Analysis: `recipe` (one id, default U-B).
 */
import { createLoader, createSerializer, parseAsArrayOf, parseAsString } from "nuqs/server";
import type { ProductListMealType } from "./contract/product-info";
import { DEFAULT_RECIPE_CODE } from "./enums";
import { pages } from "./pages";
import type { StatusKind } from "./status";
import {
  DEFAULT_PRICING_MODEL,
  formatPrice,
  formatQuantity,
  LINE_RECIPES,
  MISSING,
  recipeLabel,
  sortPlanSizes,
  yesNo,
  type AncillaryRow,
  type MealRow,
} from "./product-info";

export interface InfoColumn<R> {
  id: string;
  header: string;
  /** The grouped header above it (Packout Details, Pricing, Plan Details (UnKibble) or (Fresh)). */
  group?: string;
  /** The cell's text, as the table shows it and the CSV writes it. */
  text: (row: R) => string;
  /** A number column's value to sort on (the raw number behind the text; null when missing, sorted last). Without it the table sorts on the text. */
  sortValue?: (row: R) => number | null;
  /** A status column: the table shows the text (the code) as a StatusBadge of this kind; the CSV keeps the code. */
  statusKind?: StatusKind;
  /** An identifier (a product code, a SKU): the table keeps it on one line (DataTable's `identifier` column); the CSV is unchanged. */
  identifier?: true;
}

const orMissing = (v: string | null | undefined) => (v === null || v === undefined || v === "" ? MISSING : v);
/** A number column's text and sort value, from one pick of the row's number. */
const quantity = <R>(pick: (r: R) => number | null) => ({ text: (r: R) => formatQuantity(pick(r)), sortValue: pick });
const money = <R extends { currency: string | null }>(pick: (r: R) => number | null) => ({ text: (r: R) => formatPrice(pick(r), r.currency), sortValue: pick });

const MEAL_LEADING: InfoColumn<MealRow>[] = [
  { id: "code", header: "Code", text: (r) => r.code, identifier: true },
  { id: "description", header: "Description", text: (r) => r.description },
  { id: "type", header: "Type", text: (r) => r.type },
  { id: "recurring", header: "Recurring", text: (r) => yesNo(r.recurring) },
  // The spec's label (02 §2), word for word; the value is the number of weeks between shipments.
  { id: "frequency", header: "Frequency", ...quantity((r) => r.frequency) },
  { id: "planSize", header: "Plan Size", text: (r) => orMissing(r.planSize), sortValue: (r) => (r.planSize === null ? null : Number(r.planSize)) },
  { id: "status", header: "Status", text: (r) => r.status, statusKind: "product" },
];
const PRICING = "Pricing";
const PACKOUT = "Packout Details";
const MEAL_PRICING: InfoColumn<MealRow>[] = [
  { id: "pricePerDay", header: "Price per Day", group: PRICING, ...money((r) => r.pricePerDay) },
  { id: "pricePerWeek", header: "Price per Week", group: PRICING, ...money((r) => r.pricePerWeek) },
  { id: "pricePerShipment", header: "Price per Shipment", group: PRICING, ...money((r) => r.pricePerShipment) },
];
const PACKOUT_DEFINITION: InfoColumn<MealRow> = { id: "packout", header: "Packout Definition", group: PACKOUT, text: (r) => orMissing(r.packout) };

/**
 * Spec 02 §2's column order, exactly: Code … Status, packout definition, price per day, per week,
 * per shipment, fill amount per bag, calories per bag, number of bags per shipment, scoop SKU,
 * calories per scoop, scoop volume in ml, US cup equivalent per scoop, scoops per day, bag weight in
 * oz. A grouped header spans adjacent columns, so the groups follow that order: Packout Details the
 * definition, Pricing the three prices, Plan Details (UnKibble) fill amount onward.
 */
const UNKIBBLE_PLAN = "Plan Details (UnKibble)";
export const UNKIBBLE_COLUMNS: readonly InfoColumn<MealRow>[] = [
  ...MEAL_LEADING,
  PACKOUT_DEFINITION,
  ...MEAL_PRICING,
  { id: "fillAmount", header: "Fill Amount per Bag (g)", group: UNKIBBLE_PLAN, ...quantity((r) => r.fillAmount) },
  { id: "caloriesPerBag", header: "Calories per Bag", group: UNKIBBLE_PLAN, ...quantity((r) => r.caloriesPerBag) },
  { id: "bagsPerShipment", header: "Bags per Shipment", group: UNKIBBLE_PLAN, ...quantity((r) => r.bagsPerShipment) },
  { id: "scoopSku", header: "Scoop SKU", group: UNKIBBLE_PLAN, text: (r) => orMissing(r.scoopSku), identifier: true },
  { id: "scoopCalories", header: "Calories per Scoop", group: UNKIBBLE_PLAN, ...quantity((r) => r.scoopCalories) },
  { id: "scoopVolumeMl", header: "Scoop Volume (ml)", group: UNKIBBLE_PLAN, ...quantity((r) => r.scoopVolumeMl) },
  { id: "scoopUsCups", header: "US Cup Equivalent per Scoop", group: UNKIBBLE_PLAN, ...quantity((r) => r.scoopUsCups) },
  { id: "scoopsPerDay", header: "Scoops per Day", group: UNKIBBLE_PLAN, ...quantity((r) => r.scoopsPerDay) },
  { id: "bagWeightOz", header: "Bag Weight (oz)", group: UNKIBBLE_PLAN, ...quantity((r) => r.bagWeightOz) },
];

/**
 * The spec lists no Fresh columns; Fresh keeps UnKibble's order with its own columns (packs for
 * bags, no calories per bag, packs per day and per meal where UnKibble has its scoops): Code …
 * Status, packout definition, the three prices, fill amount per pack, packs per shipment, packs per
 * day, packs per meal, pack weight in oz.
 */
const FRESH_PLAN = "Plan Details (Fresh)";
export const FRESH_COLUMNS: readonly InfoColumn<MealRow>[] = [
  ...MEAL_LEADING,
  PACKOUT_DEFINITION,
  ...MEAL_PRICING,
  { id: "fillAmount", header: "Fill Amount per Pack (g)", group: FRESH_PLAN, ...quantity((r) => r.fillAmount) },
  { id: "bagsPerShipment", header: "Packs per Shipment", group: FRESH_PLAN, ...quantity((r) => r.bagsPerShipment) },
  { id: "packsPerDay", header: "Packs per Day", group: FRESH_PLAN, ...quantity((r) => r.packsPerDay) },
  { id: "packsPerMeal", header: "Packs per Meal", group: FRESH_PLAN, ...quantity((r) => r.packsPerMeal) },
  { id: "bagWeightOz", header: "Pack Weight (oz)", group: FRESH_PLAN, ...quantity((r) => r.bagWeightOz) },
];

export const MEAL_COLUMNS: Record<ProductListMealType, readonly InfoColumn<MealRow>[]> = { UNKIBBLE: UNKIBBLE_COLUMNS, FRESH: FRESH_COLUMNS };

export const ANCILLARY_COLUMNS: readonly InfoColumn<AncillaryRow>[] = [
  { id: "code", header: "Code", text: (r) => r.code, identifier: true },
  { id: "description", header: "Description", text: (r) => r.description },
  { id: "type", header: "Type", text: (r) => r.type },
  { id: "recurring", header: "Recurring", text: (r) => yesNo(r.recurring) },
  { id: "status", header: "Status", text: (r) => r.status, statusKind: "product" },
  { id: "price", header: "Price", group: PRICING, ...money((r) => r.price) },
  { id: "contents", header: "Product contents", text: (r) => orMissing(r.contents) },
];

/** A row as column id → cell text (the CSV writer's rows). */
export function rowTexts<R>(row: R, columns: readonly InfoColumn<R>[]): Record<string, string> {
  return Object.fromEntries(columns.map((c) => [c.id, c.text(row)]));
}
/** The CSV header of a column: "Group: Column" for a grouped one. */
export const csvHeaderOf = (c: InfoColumn<unknown>) => (c.group ? `${c.group}: ${c.header}` : c.header);

// ───────────────────────────── URL filters ─────────────────────────────

export const productFilterParsers = {
  plan: parseAsArrayOf(parseAsString).withDefault([]),
  recipe: parseAsArrayOf(parseAsString).withDefault([]),
  pricing: parseAsString.withDefault(DEFAULT_PRICING_MODEL),
};
export const loadProductFilters = createLoader(productFilterParsers);
export const serializeProductFilters = createSerializer(productFilterParsers);
export type ProductFilters = { plan: string[]; recipe: string[]; pricing: string };

/** Filter changes replace the URL in place (no server round trip: the page holds the whole list). */
export const FILTER_URL_OPTIONS = { history: "replace", shallow: true, scroll: false } as const;

/**
 * The meal filters a table applies (the screen and its CSV alike, and what the CSV's audit entry
 * records): the asked plan sizes that the list has and recipes that the line has (planSizeOptions,
 * recipeOptions), and `pricing` (knownPricing's); any other value (an old or hand-edited link)
 * reads as absent, as an unknown pricing model does.
 */
export function appliedMealFilters(asked: Pick<ProductFilters, "plan" | "recipe">, rows: readonly MealRow[], line: ProductListMealType, pricing: string): ProductFilters {
  const plans = new Set(planSizeOptions(rows).map((o) => o.value));
  const recipes = new Set(recipeOptions(line).map((o) => o.value));
  return { plan: asked.plan.filter((p) => plans.has(p)), recipe: asked.recipe.filter((r) => recipes.has(r)), pricing };
}

/** The meal rows a filter keeps: any chosen plan size (none chosen: all), any chosen recipe. */
export function filterMealRows(rows: readonly MealRow[], f: Pick<ProductFilters, "plan" | "recipe">): MealRow[] {
  return rows.filter((r) => (f.plan.length === 0 || (r.planSize !== null && f.plan.includes(r.planSize))) && (f.recipe.length === 0 || r.recipeIds.some((id) => f.recipe.includes(id))));
}

/** The Plan Size filter's options: every plan size of the list, sorted numerically. */
export function planSizeOptions(rows: readonly MealRow[]): { value: string; label: string }[] {
  return sortPlanSizes(rows.flatMap((r) => (r.planSize ? [r.planSize] : []))).map((v) => ({ value: v, label: v }));
}
/** The Recipe filter's options: the line's fixed recipe ids (its recipe codes). */
export function recipeOptions(line: ProductListMealType): { value: string; label: string }[] {
  return LINE_RECIPES[line].map((id) => ({ value: id, label: recipeLabel(id) }));
}

export const nutrientParsers = { recipe: parseAsString.withDefault(DEFAULT_RECIPE_CODE) };
export const loadNutrientParams = createLoader(nutrientParsers);

/** The pages of the hub. */
export const PRODUCT_INFO_PAGES = [
  { href: pages.productInfoUnKibble.href(), title: "UnKibble Product Info", text: "Plan sizes, prices, packout and scoops of the UnKibble line." },
  { href: pages.productInfoFresh.href(), title: "Fresh Product Info", text: "Plan sizes, prices and packs of the Fresh line." },
  { href: pages.productInfoAncillary.href(), title: "Ancillary Product Info", text: "Snacks, supplements, pup gum, materials and merchandise with their prices." },
  { href: pages.productInfoNutrientAnalysis.href(), title: "Nutrient Analysis", text: "The nutrient rows of each recipe, as fed and on a dry-matter basis." },
] as const;
/** The CSV download route of a table. */
export const productInfoCsvPath = (table: "unkibble" | "fresh" | "ancillary") => `/api/exports/product-info/${table}`;
