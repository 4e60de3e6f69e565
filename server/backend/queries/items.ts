/** Items: SKUs, the item list, creation (with its changelog entry) and the export. */
import { and, asc, count, eq, getTableColumns, ilike, or, type SQL } from "drizzle-orm";
import type { Ordering } from "../../../lib/contract/paging";
import { listOrder, type SortPosition } from "../http/list-order";

import type { ITEM_SORT_KEYS, ItemDto } from "../../../lib/contract/items";
import type { Db, Tx } from "../db/client";
import { items } from "../db/schema";
import { containsPattern } from "./like";

type Conn = Db | Tx;
export type ItemRow = typeof items.$inferSelect;

/** Every SKU, ascending (code-point order, the same on both drivers whatever the collation). */
export async function listItemSkus(db: Conn): Promise<string[]> {
  const rows = await db.select({ sku: items.sku }).from(items).orderBy(asc(items.sku));
  return rows.map((r) => r.sku).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export const itemJson = (r: ItemRow): ItemDto => ({
  id: r.id,
  sku: r.sku,
  name: r.name,
  weight_oz: Number(r.weightOz),
  volume: Number(r.volume),
  recipe: r.recipeId,
  created: r.created.toISOString(),
});

/** `search` over SKU and name, case-insensitive. */
export function itemSearch(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(ilike(items.sku, pattern), ilike(items.name, pattern));
}

type ItemSortKey = (typeof ITEM_SORT_KEYS)[number];
/** The list's order and its export's: `ordering` on these columns, by SKU without one. */
const itemOrder = listOrder<ItemSortKey>({
  columns: { sku: items.sku, name: items.name, weight_oz: items.weightOz, created: items.created },
  id: items.id,
  byDefault: { column: items.sku, desc: false },
});

/** One page of items by SKU unless `ordering`, and the count of all that match. */
export async function listItems(db: Conn, params: { search?: string; ordering?: Ordering<ItemSortKey>; limit: number; offset: number }) {
  const where = itemSearch(params.search);
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(items).where(where),
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(...itemOrder.orderBy(params.ordering))
      .limit(params.limit)
      .offset(params.offset),
  ]);
  return { count: Number(totals[0]?.n ?? 0), rows };
}

export async function findItemBySku(db: Conn, sku: string): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(items).where(eq(items.sku, sku)).limit(1);
  return row;
}

export async function insertItem(db: Conn, values: { sku: string; name: string; weightOz: number; volume: number; recipeId: string; now: Date }): Promise<ItemRow> {
  const [row] = await db
    .insert(items)
    .values({ sku: values.sku, name: values.name, weightOz: values.weightOz, volume: values.volume, recipeId: values.recipeId, created: values.now })
    .returning();
  return row!;
}

/** One export batch: the matching items after `after` in the list's order (keysetBatches with http/list-order.ts `sortKeyOf`). */
export function itemExportBatch(db: Conn, query: { search?: string; ordering?: Ordering<ItemSortKey> }) {
  const where = itemSearch(query.search);
  const order = itemOrder.keyset(query.ordering);
  return (after: SortPosition | null, limit: number) =>
    db
      .select({ ...getTableColumns(items), sortKey: order.sortKey })
      .from(items)
      .where(and(where, order.after(after)))
      .orderBy(...order.orderBy)
      .limit(limit);
}
