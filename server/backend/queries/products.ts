/**
 * Product reads: product codes, one-time products with their
 * price under a pricing model, the product-items lookup by code and an order's buffer-bag
 * allowances. Prices come from the catalogue (product_prices), never from a request.
 */
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DEFAULT_PRICING_MODEL_NAME } from "../../../lib/contract/enums";
import type { BufferBagDto, OneTimeProductDto, ProductCodeDto, ProductItemsByCodeDto } from "../../../lib/contract/products";
import { ORDER_NOT_FOUND_MESSAGE, PRODUCT_NOT_FOUND_BY_CODE_MESSAGE } from "../../../lib/contract/products";
import { round2 } from "../../../lib/money";
import type { Db } from "../db/client";
import { accounts, bufferBagAllowances, orderProducts, orders, petPlans, pets, pricingModels, productPrices, products } from "../db/schema";
import { notFound } from "../http/errors";
import { productItemRows } from "./product-detail";

/**
 * GET products/codes: every active product, sorted by code (`oneTimeOnly`: products/one-time-codes).
 * With `among`, only those of these codes the list holds: how a new promotion's conditional
 * products are checked, so the API takes exactly what Create Promotion offers.
 */
export async function listProductCodes(db: Db, filter: { oneTimeOnly?: boolean; among?: readonly string[] } = {}): Promise<ProductCodeDto[]> {
  return db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(
      and(
        eq(products.status, "ACTIVE"),
        filter.oneTimeOnly ? eq(products.oneTimeEligible, true) : undefined,
        filter.among ? inArray(products.code, [...new Set(filter.among)]) : undefined,
      ),
    )
    .orderBy(asc(products.code));
}

/**
 * The pricing model an account's prices come from, the one rule: its default, else the standard
 * pricing (null when there is none), with its name; undefined when there is no such account. One statement.
 */
export async function accountPricingModel(db: Db, accountId: number): Promise<{ id: number | null; name: string | null } | undefined> {
  const standard = alias(pricingModels, "standard_pricing_model");
  const [row] = await db
    .select({ ownId: pricingModels.id, ownName: pricingModels.name, standardId: standard.id, standardName: standard.name })
    .from(accounts)
    .leftJoin(pricingModels, eq(pricingModels.id, accounts.defaultPricingModelId))
    .leftJoin(standard, eq(standard.name, DEFAULT_PRICING_MODEL_NAME))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return undefined;
  return row.ownId !== null ? { id: row.ownId, name: row.ownName } : { id: row.standardId, name: row.standardName };
}

/** The id of the pricing model an account's prices come from (accountPricingModel); the standard pricing's when there is no account. */
export async function pricingModelIdOf(db: Db, accountId: number | undefined): Promise<number | null> {
  const model = accountId === undefined ? undefined : await accountPricingModel(db, accountId);
  if (model) return model.id;
  const [standard] = await db.select({ id: pricingModels.id }).from(pricingModels).where(eq(pricingModels.name, DEFAULT_PRICING_MODEL_NAME)).limit(1);
  return standard?.id ?? null;
}

/**
 * Whether a catalogue product may be sold on a one-time line to a customer of `country` (their
 * `default_country`): active, one-time eligible and of that country, the products
 * listOneTimeOrderProducts offers. POST orders (ONETIME) and PUT orders/{id} check their new
 * one-time lines with it, so no client (a stale tab, a script) sells another market's product.
 */
export const sellableOnceIn = (p: Pick<typeof products.$inferSelect, "status" | "oneTimeEligible" | "country">, country: string) =>
  p.status === "ACTIVE" && p.oneTimeEligible && p.country === country;

/** GET products/one-time-order-products/?country=: active one-time products of the country, priced (sellableOnceIn). */
export async function listOneTimeOrderProducts(db: Db, params: { country: string; accountId?: number }): Promise<OneTimeProductDto[]> {
  const modelId = await pricingModelIdOf(db, params.accountId);
  const rows = await db
    .select({ product: products, price: productPrices.price })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.pricingModelId, modelId ?? -1)))
    .where(and(eq(products.status, "ACTIVE"), eq(products.oneTimeEligible, true), eq(products.country, params.country)))
    .orderBy(asc(products.code));
  return rows.map(({ product: p, price }) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    description: p.description,
    product_type: p.productType,
    category: p.category,
    is_frozen: p.isFrozen,
    recipes: p.recipes,
    price: round2(price),
  }));
}

/** GET product_items/by_code/{code}: the product's items with sku and quantity; 404 for an unknown code. */
export async function getProductItemsByCode(db: Db, code: string): Promise<ProductItemsByCodeDto> {
  const [product] = await db.select({ id: products.id, code: products.code, name: products.name }).from(products).where(eq(products.code, code)).limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND_BY_CODE_MESSAGE(code));
  const rows = await productItemRows(db, product.id);
  return { product_code: product.code, product_name: product.name, items: rows.map(({ id, sku, name, quantity }) => ({ id, sku, name, quantity })) };
}

/** GET buffer_bags?order_id=: the allowance of each pet plan that has a line on the order. */
export async function listBufferBags(db: Db, orderId: string): Promise<BufferBagDto[]> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const planIds = (
    await db
      .selectDistinct({ id: orderProducts.petPlanId })
      .from(orderProducts)
      .where(and(eq(orderProducts.orderId, orderId), isNotNull(orderProducts.petPlanId)))
  ).map((r) => r.id!);
  if (planIds.length === 0) return [];
  const rows = await db
    .select({ allowance: bufferBagAllowances, petId: petPlans.petId, petName: pets.name })
    .from(bufferBagAllowances)
    .innerJoin(petPlans, eq(petPlans.id, bufferBagAllowances.petPlanId))
    .innerJoin(pets, eq(pets.id, petPlans.petId))
    .where(inArray(bufferBagAllowances.petPlanId, planIds))
    .orderBy(asc(bufferBagAllowances.petPlanId), asc(bufferBagAllowances.id));
  return rows.map(({ allowance: a, petId, petName }) => ({
    pet_plan_id: a.petPlanId,
    pet_id: petId,
    pet_name: petName,
    buffer_bag_extra_days: a.extraDays,
    buffer_bag_number_of_bags_allowed: a.numberOfBagsAllowed,
    buffer_bag_products: a.products.map((p) => ({ code: p.code, price: round2(p.price), recipe_name: p.recipe_name })),
  }));
}
