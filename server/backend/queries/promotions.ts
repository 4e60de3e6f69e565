/** Promotions: the list, one promotion, creation, the status, free products. */
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Ordering } from "../../../lib/contract/paging";
import { listOrder, type SortPosition } from "../http/list-order";

import type { PROMOTION_SORT_KEYS, PromotionDto } from "../../../lib/contract/promotions";
import type { Db, Tx } from "../db/client";
import { products, promotions } from "../db/schema";
import { listCell } from "../http/csv";
import { containsPattern } from "./like";
import { bumpVersion, staleVersion, versionMatches } from "./versioned";

type Conn = Db | Tx;
export type PromotionRow = typeof promotions.$inferSelect;

export const promotionJson = (p: PromotionRow): PromotionDto => ({
  id: p.id,
  name: p.name,
  created_by: p.createdBy,
  status: p.status,
  promotion_type: p.promotionType as PromotionDto["promotion_type"],
  banner_copy: p.bannerCopy,
  marketing_site_desktop_banner_copy: p.marketingSiteDesktopBannerCopy,
  marketing_site_mobile_banner_copy: p.marketingSiteMobileBannerCopy,
  start_timestamp: p.startTimestamp?.toISOString() ?? null,
  end_timestamp: p.endTimestamp?.toISOString() ?? null,
  banner_type: p.bannerType as PromotionDto["banner_type"],
  free_product_code: p.freeProductCode,
  quantity: p.quantity,
  required_conditions_products: p.requiredConditionsProducts,
  minimum_order_gross_value_threshold_amount: Number(p.minimumOrderGrossValueThresholdAmount),
  created: p.created.toISOString(),
  version: p.version,
});

function promotionSearch(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(ilike(promotions.name, pattern), ilike(promotions.freeProductCode, pattern));
}

type PromotionSortKey = (typeof PROMOTION_SORT_KEYS)[number];
/** The list's order and its export's: `ordering` on these columns, newest first without one. */
const promotionOrder = listOrder<PromotionSortKey>({
  columns: {
    name: promotions.name,
    created: promotions.created,
    start_timestamp: promotions.startTimestamp,
    end_timestamp: promotions.endTimestamp,
  },
  id: promotions.id,
  byDefault: { column: promotions.created, desc: true },
});

/** The promotions `search` and `status` (an extension) select. */
type PromotionFilters = { search?: string; status?: PromotionRow["status"]; ordering?: Ordering<PromotionSortKey> };
const promotionWhere = (f: PromotionFilters) => and(promotionSearch(f.search), f.status ? eq(promotions.status, f.status) : undefined);

/** One page, newest first unless `ordering`; `search`, and `status` (an extension). */
export async function listPromotions(
  db: Conn,
  params: PromotionFilters & { limit: number; offset: number },
) {
  const where = promotionWhere(params);
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(promotions).where(where),
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(...promotionOrder.orderBy(params.ordering))
      .limit(params.limit)
      .offset(params.offset),
  ]);
  return { count: Number(totals[0]?.n ?? 0), rows };
}

/** GET promotions_export: batches of the promotions the filters select, in the list's order (keysetBatches with http/list-order.ts `sortKeyOf`). */
export function promotionExportBatch(db: Conn, filters: PromotionFilters) {
  const where = promotionWhere(filters);
  const order = promotionOrder.keyset(filters.ordering);
  return (after: SortPosition | null, limit: number) =>
    db
      .select({
        id: promotions.id,
        sortKey: order.sortKey,
        name: promotions.name,
        status: promotions.status,
        promotionType: promotions.promotionType,
        freeProductCode: promotions.freeProductCode,
        quantity: promotions.quantity,
        requiredConditionsProducts: listCell(promotions.requiredConditionsProducts),
        minimumOrderGrossValueThresholdAmount: promotions.minimumOrderGrossValueThresholdAmount,
        startTimestamp: promotions.startTimestamp,
        endTimestamp: promotions.endTimestamp,
        bannerType: promotions.bannerType,
        bannerCopy: promotions.bannerCopy,
        marketingSiteDesktopBannerCopy: promotions.marketingSiteDesktopBannerCopy,
        marketingSiteMobileBannerCopy: promotions.marketingSiteMobileBannerCopy,
        createdBy: promotions.createdBy,
        created: promotions.created,
      })
      .from(promotions)
      .where(and(where, order.after(after)))
      .orderBy(...order.orderBy)
      .limit(limit);
}
export type PromotionExportRow = Awaited<ReturnType<ReturnType<typeof promotionExportBatch>>>[number];

export async function findPromotion(db: Conn, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row;
}

/** The promotion, locked (SELECT … FOR UPDATE) for a change in this transaction: what it reads is what the change replaces. */
export async function lockPromotion(db: Conn, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).for("update").limit(1);
  return row;
}

export async function insertPromotion(db: Conn, values: typeof promotions.$inferInsert): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  return row!;
}

/** Sets the status; undefined when there is no such promotion, 409 when `version` is stale. */
export async function setPromotionStatus(db: Conn, id: number, status: PromotionRow["status"], version?: number): Promise<PromotionRow | undefined> {
  const [row] = await db
    .update(promotions)
    .set({ status, ...bumpVersion(promotions) })
    .where(and(eq(promotions.id, id), versionMatches(promotions, version)))
    .returning();
  if (!row && version !== undefined && (await findPromotion(db, id))) throw staleVersion("promotion");
  return row;
}

/** The products a promotion may give away: active and marked free, by code. */
export async function listFreeProducts(db: Conn): Promise<{ id: number; code: string }[]> {
  return db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(and(eq(products.isFree, true), eq(products.status, "ACTIVE")))
    .orderBy(asc(products.code));
}
