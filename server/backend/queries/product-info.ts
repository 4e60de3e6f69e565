/**
 * The product, pricing and nutrient information reads (the product list, /product_summary,
 * /nutrient_analysis). The catalogue is small (a few hundred products): it is read whole in four
 * queries and sorted into meal lines by lib/product-info.ts `productMealLine`.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { AncillaryProduct, MealProduct, NutrientRow, ProductListMealType } from "../../../lib/contract/product-info";
import { productMealLine, scoopCodeFor, scoopSizeOf, sortProducts } from "../../../lib/product-info";
import type { Db, Tx } from "../db/client";
import { items, nutrientRows, planSizes, pricingModels, productItems, productPrices, products, recipes } from "../db/schema";

type Conn = Db | Tx;

async function loadCatalogue(db: Conn) {
  const [productRows, priceRows, itemRows, planRows, recipeRows] = await Promise.all([
    db.select().from(products),
    db
      .select({
        productId: productPrices.productId,
        price: productPrices.price,
        pricePerDay: productPrices.pricePerDay,
        pricePerWeek: productPrices.pricePerWeek,
        currency: productPrices.currency,
        model: pricingModels.name,
      })
      .from(productPrices)
      .innerJoin(pricingModels, eq(pricingModels.id, productPrices.pricingModelId))
      .orderBy(asc(pricingModels.id)),
    db
      .select({
        productId: productItems.productId,
        quantity: productItems.quantity,
        sku: items.sku,
        name: items.name,
        weightOz: items.weightOz,
        recipeId: items.recipeId,
      })
      .from(productItems)
      .innerJoin(items, eq(items.id, productItems.itemId))
      .orderBy(asc(productItems.id)),
    db.select().from(planSizes),
    db.select().from(recipes),
  ]);
  const group = <T extends { productId: number }>(rows: T[]) => {
    const by = new Map<number, T[]>();
    for (const r of rows) by.set(r.productId, [...(by.get(r.productId) ?? []), r]);
    return by;
  };
  return {
    productRows,
    pricesOf: group(priceRows),
    itemsOf: group(itemRows),
    planSizeById: new Map(planRows.map((p) => [p.id, p])),
    recipeName: new Map(recipeRows.map((r) => [r.id, r.name])),
  };
}

const itemRecipes = (rows: { recipeId: string | null }[] | undefined, productRecipes: string[]) => [...(rows ?? []).map((r) => r.recipeId), ...productRecipes];

/** The products of one meal line: SCOOP, SAMPLE, REPLACE, MEAL, then the other types, then by code. */
export async function listMealProducts(db: Conn, line: ProductListMealType): Promise<MealProduct[]> {
  const cat = await loadCatalogue(db);
  const scoopCodes = new Set(cat.productRows.filter((p) => p.productType === "SCOOP").map((p) => p.code));
  const out: MealProduct[] = [];
  for (const p of cat.productRows) {
    const itemRows = cat.itemsOf.get(p.id) ?? [];
    if (productMealLine(p, itemRecipes(itemRows, p.recipes)) !== line) continue;
    const plan = p.planSizeId === null ? undefined : cat.planSizeById.get(p.planSizeId);
    const size = scoopSizeOf(plan?.scoopCode);
    const scoop_codes =
      p.productType === "SCOOP"
        ? [p.code]
        : size === null || line !== "UNKIBBLE"
          ? []
          : p.recipes.map((r) => scoopCodeFor(size, r)).filter((c) => scoopCodes.has(c));
    out.push({
      code: p.code,
      description: p.description,
      type: p.productType,
      recurring: p.recurring,
      frequency: p.frequency,
      status: p.status,
      plan_size: plan ? { id: plan.id, daily_amount: plan.dailyAmount, scoop_code: plan.scoopCode, scoops_per_day: plan.scoopsPerDay } : null,
      prices: Object.fromEntries(
        (cat.pricesOf.get(p.id) ?? []).map((r) => [
          r.model,
          { currency: r.currency, price: r.price, price_per_day: r.pricePerDay, price_per_week: r.pricePerWeek, pricing_model_name: r.model },
        ]),
      ),
      item_info: itemRows.map((i) => ({
        recipe_id: i.recipeId,
        weight_oz: i.weightOz,
        sku: i.sku,
        quantity: i.quantity,
        recipe: i.recipeId ? (cat.recipeName.get(i.recipeId) ?? null) : null,
      })),
      scoop_codes,
    });
  }
  return sortProducts(out);
}

/** Every ancillary product (not UnKibble, not Fresh), in the same type order, then by code. */
export async function listAncillaryProducts(db: Conn): Promise<AncillaryProduct[]> {
  const cat = await loadCatalogue(db);
  const out: AncillaryProduct[] = [];
  for (const p of cat.productRows) {
    const itemRows = cat.itemsOf.get(p.id) ?? [];
    if (productMealLine(p, itemRecipes(itemRows, p.recipes)) !== "ANCILLARY") continue;
    const recipeIds = [...new Set(itemRecipes(itemRows, p.recipes).filter((r): r is string => !!r))];
    out.push({
      code: p.code,
      description: p.description,
      type: p.productType,
      recurring: p.recurring,
      status: p.status,
      recipe_data_point: recipeIds.length ? recipeIds.join(", ") : null,
      prices: Object.fromEntries((cat.pricesOf.get(p.id) ?? []).map((r) => [r.model, { price: r.price, currency: r.currency, pricing_model_name: r.model }])),
      items: itemRows.map((i) => ({ sku: i.sku, name: i.name, quantity: i.quantity })),
    });
  }
  return sortProducts(out);
}

/** The nutrient rows of a recipe in their order; null when the recipe does not exist. */
export async function nutrientAnalysis(db: Conn, recipeId: string): Promise<NutrientRow[] | null> {
  const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  if (!recipe) return null;
  const rows = await db
    .select()
    .from(nutrientRows)
    .where(inArray(nutrientRows.recipeId, [recipeId]))
    .orderBy(asc(nutrientRows.sort), asc(nutrientRows.id));
  return rows.map((r) => ({ nutrient_category: r.nutrientCategory, name: r.name, as_fed_basis: r.asFedBasis, dry_matter_basis: r.dryMatterBasis }));
}
