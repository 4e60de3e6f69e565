/** GET /products/{code}: the product and its items, sorted by sku (productItemRows, also behind GET product_items/by_code/{code}). */
import { asc, eq } from "drizzle-orm";
import type { ProductDto } from "../../../lib/contract/product-detail";
import type { Db, Tx } from "../db/client";
import { items, productItems, products } from "../db/schema";

/** The items of a product (with their quantity in it), sorted by sku. */
export function productItemRows(db: Db | Tx, productId: number) {
  return db
    .select({ id: items.id, sku: items.sku, name: items.name, quantity: productItems.quantity, recipeId: items.recipeId })
    .from(productItems)
    .innerJoin(items, eq(items.id, productItems.itemId))
    .where(eq(productItems.productId, productId))
    .orderBy(asc(items.sku));
}

export async function getProductByCode(db: Db | Tx, code: string): Promise<ProductDto | null> {
  const [product] = await db.select().from(products).where(eq(products.code, code)).limit(1);
  if (!product) return null;
  const rows = await productItemRows(db, product.id);
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    product_type: product.productType,
    category: product.category,
    is_frozen: product.isFrozen,
    status: product.status,
    items: rows.map((r) => ({ sku: r.sku, name: r.name, quantity: r.quantity, recipe_id: r.recipeId })),
  };
}
