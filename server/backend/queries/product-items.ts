/**
 * Product-item mappings: products and the items they pack, the
 * list of mapped products, saving items (with its "Product Item" changelog entry) and the export.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Ordering } from "../../../lib/contract/paging";
import { listOrder, type SortPosition } from "../http/list-order";

import type { PRODUCT_ITEMS_SORT_KEYS, ProductItemsDto } from "../../../lib/contract/product-items";
import type { Db, Tx } from "../db/client";
import { items, productItems, products } from "../db/schema";
import { containsPattern } from "./like";
import { checkVersion, nextVersion } from "./versioned";

type Conn = Db | Tx;
type ProductRow = typeof products.$inferSelect;
type ProductItemsSortKey = (typeof PRODUCT_ITEMS_SORT_KEYS)[number];
/** The product-item filters: `search`, and the product's `status` (an extension). */
type ProductItemsFilters = { search?: string; status?: "ACTIVE" | "INACTIVE" };

/** The list's order of products and its export's: `ordering` on these columns, by code without one (a product's items by SKU). */
const productOrder = listOrder<ProductItemsSortKey>({
  columns: { code: products.code, name: products.name },
  id: products.id,
  byDefault: { column: products.code, desc: false },
});
const productItemsWhere = (f: ProductItemsFilters) => and(mappedProducts(f.search), f.status ? eq(products.status, f.status) : undefined);

/** Products that pack at least one item; `search` over the product's code and name and its items' SKUs. */
function mappedProducts(search: string | undefined): SQL | undefined {
  const mapped = sql`exists (select 1 from ${productItems} where ${productItems.productId} = ${products.id})`;
  const term = search?.trim();
  if (!term) return mapped;
  const pattern = containsPattern(term);
  const bySku = sql`exists (select 1 from ${productItems} join ${items} on ${items.id} = ${productItems.itemId} where ${productItems.productId} = ${products.id} and ${items.sku} ilike ${pattern})`;
  return and(mapped, or(ilike(products.code, pattern), ilike(products.name, pattern), bySku));
}

async function itemsOf(db: Conn, productIds: number[]): Promise<Map<number, { sku: string; quantity: number }[]>> {
  const out = new Map<number, { sku: string; quantity: number }[]>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({ productId: productItems.productId, sku: items.sku, quantity: productItems.quantity })
    .from(productItems)
    .innerJoin(items, eq(items.id, productItems.itemId))
    .where(inArray(productItems.productId, productIds))
    .orderBy(asc(items.sku));
  for (const r of rows) {
    const list = out.get(r.productId) ?? [];
    list.push({ sku: r.sku, quantity: r.quantity });
    out.set(r.productId, list);
  }
  return out;
}

const productItemsJson = (p: ProductRow, list: { sku: string; quantity: number }[]): ProductItemsDto => ({
  id: p.id,
  code: p.code,
  name: p.name,
  status: p.status,
  items: list,
  version: p.itemsVersion,
});

/** One page of mapped products by code unless `ordering`, with their items, and the count of all that match. */
export async function listProductItems(
  db: Conn,
  params: ProductItemsFilters & { ordering?: Ordering<ProductItemsSortKey>; limit: number; offset: number },
) {
  const where = productItemsWhere(params);
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(products).where(where),
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...productOrder.orderBy(params.ordering))
      .limit(params.limit)
      .offset(params.offset),
  ]);
  const byProduct = await itemsOf(db, rows.map((r) => r.id));
  return { count: Number(totals[0]?.n ?? 0), results: rows.map((p) => productItemsJson(p, byProduct.get(p.id) ?? [])) };
}

/** A product and its items, or undefined when there is no such product. */
export async function findProductItems(db: Conn, productId: number): Promise<ProductItemsDto | undefined> {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return undefined;
  const byProduct = await itemsOf(db, [product.id]);
  return productItemsJson(product, byProduct.get(product.id) ?? []);
}

/** The items of these SKUs, by SKU. */
export async function itemsBySku(db: Conn, skus: string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db.select({ id: items.id, sku: items.sku }).from(items).where(inArray(items.sku, skus));
  return new Map(rows.map((r) => [r.sku, r.id]));
}

/** Locks the product for a change of its mapping; 409 when `version` (the mapping's the change was based on) is stale. */
export async function lockProductItems(db: Conn, productId: number, version: number | undefined): Promise<boolean> {
  const [row] = await db.select({ version: products.itemsVersion }).from(products).where(eq(products.id, productId)).for("update").limit(1);
  if (!row) return false;
  checkVersion(row, version, "product-item mapping");
  return true;
}

/** Sets each item's quantity in the product's mapping (insert or update) and raises the mapping's version. */
export async function upsertProductItems(db: Conn, productId: number, list: { itemId: number; quantity: number }[]): Promise<void> {
  if (list.length === 0) return;
  await db.update(products).set({ itemsVersion: nextVersion(products.itemsVersion) }).where(eq(products.id, productId));
  await db
    .insert(productItems)
    .values(list.map((i) => ({ productId, itemId: i.itemId, quantity: i.quantity })))
    .onConflictDoUpdate({ target: [productItems.productId, productItems.itemId], set: { quantity: sql`excluded.quantity` } });
}

/** Deletes the product's mapping row of this SKU and raises the mapping's version; true when there was one. */
export async function deleteProductItem(db: Conn, productId: number, sku: string): Promise<boolean> {
  const deleted = await db
    .delete(productItems)
    .where(and(eq(productItems.productId, productId), inArray(productItems.itemId, db.select({ id: items.id }).from(items).where(eq(items.sku, sku)))))
    .returning({ id: productItems.id });
  if (deleted.length === 0) return false;
  await db.update(products).set({ itemsVersion: nextVersion(products.itemsVersion) }).where(eq(products.id, productId));
  return true;
}

export interface ProductItemExportRow {
  id: number;
  productId: number;
  /** The product's sort value (http/list-order.ts): the batches' key with `productId`. */
  sortKey: string | null;
  productCode: string;
  productName: string;
  status: string;
  sku: string;
  quantity: number;
}

/**
 * One export batch: the mapping rows (one per product × item) of the next `limit` matching products
 * after `after`, in the list's order (the products as the list orders them, each product's items by
 * SKU as the list shows them). keysetBatches with `productItemsExportKey`: a batch holds at least
 * one row per product, so a full read of products is never taken for the last one.
 */
export function productItemExportBatch(db: Conn, filters: ProductItemsFilters & { ordering?: Ordering<ProductItemsSortKey> }) {
  const where = productItemsWhere(filters);
  const order = productOrder.keyset(filters.ordering);
  return async (after: SortPosition | null, limit: number): Promise<ProductItemExportRow[]> => {
    const next = await db.select({ id: products.id }).from(products).where(and(where, order.after(after))).orderBy(...order.orderBy).limit(limit);
    if (next.length === 0) return [];
    return db
      .select({
        id: productItems.id,
        productId: products.id,
        sortKey: order.sortKey,
        productCode: products.code,
        productName: products.name,
        status: products.status,
        sku: items.sku,
        quantity: productItems.quantity,
      })
      .from(productItems)
      .innerJoin(products, eq(products.id, productItems.productId))
      .innerJoin(items, eq(items.id, productItems.itemId))
      .where(inArray(products.id, next.map((p) => p.id)))
      .orderBy(...order.orderBy, asc(items.sku));
  };
}

/** The keyset position of a product-item export row: its product's. */
export const productItemsExportKey = (row: ProductItemExportRow): SortPosition => ({ value: row.sortKey, id: row.productId });
