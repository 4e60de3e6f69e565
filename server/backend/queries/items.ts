/** Items: SKUs, the item list, creation (with its changelog entry) and the export. */
import { and, asc, count, eq, gt, ilike, or, type AnyColumn, type SQL } from "drizzle-orm";
import type { Ordering } from "../../../lib/contract/paging";
import { orderedBy } from "../http/paging";

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

/** One page of items by SKU, and the count of all that match. */
const ITEM_SORT_COLUMNS: Record<(typeof ITEM_SORT_KEYS)[number], AnyColumn> = { sku: items.sku, name: items.name, weight_oz: items.weightOz, created: items.created };

export async function listItems(db: Conn, params: { search?: string; ordering?: Ordering<(typeof ITEM_SORT_KEYS)[number]>; limit: number; offset: number }) {
  const where = itemSearch(params.search);
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(items).where(where),
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(...orderedBy(params.ordering, ITEM_SORT_COLUMNS, items.id, [asc(items.sku), asc(items.id)]))
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

/** One export batch: matching items with an id above `after`, by id. */
export function itemExportBatch(db: Conn, search: string | undefined) {
  const where = itemSearch(search);
  return (after: number | null, limit: number) =>
    db
      .select()
      .from(items)
      .where(and(where, after === null ? undefined : gt(items.id, after)))
      .orderBy(asc(items.id))
      .limit(limit);
}
