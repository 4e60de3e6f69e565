/** Items (spec 02 §3 "Item"): SKUs, the item list, creation and the export. */
import { asc } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { items } from "../db/schema";

type Conn = Db | Tx;

/** Every SKU, ascending (byte order, as PostgreSQL's "C" collation: stable on both drivers). */
export async function listItemSkus(db: Conn): Promise<string[]> {
  const rows = await db.select({ sku: items.sku }).from(items).orderBy(asc(items.sku));
  return rows.map((r) => r.sku).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
