/**
 * Discounts (spec 02 §3, §7): the one-discount answer with its usage counts computed from the
 * orders that used the code, the lookup by code, and the product codes a discount may be limited to.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import {
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_INACTIVE_MESSAGE,
  DISCOUNT_NOT_FOUND_MESSAGE,
  DISCOUNT_NOT_STARTED_MESSAGE,
  type DiscountDto,
} from "../../../lib/contract/discounts";
import type { Db } from "../db/client";
import { discounts, orderDiscounts, orders, products } from "../db/schema";
import { fieldErrors, notFound } from "../http/errors";

export type DiscountRow = typeof discounts.$inferSelect;
export interface DiscountUsage {
  accounts: number;
  charged: number;
  orders: number;
}
const NO_USAGE: DiscountUsage = { accounts: 0, charged: 0, orders: 0 };

/** Usage of each discount: distinct accounts, charged orders and orders among the orders linked to it. */
export async function usageOf(db: Db, ids: number[]): Promise<Map<number, DiscountUsage>> {
  const out = new Map<number, DiscountUsage>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: orderDiscounts.discountId,
      accounts: sql<number>`count(distinct ${orders.accountId})::int`,
      charged: sql<number>`count(distinct ${orders.id}) filter (where ${orders.charged} is not null)::int`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
    })
    .from(orderDiscounts)
    .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(sql`${orderDiscounts.discountId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
    .groupBy(orderDiscounts.discountId);
  for (const r of rows) out.set(r.id, { accounts: Number(r.accounts), charged: Number(r.charged), orders: Number(r.orders) });
  return out;
}

export function discountDto(row: DiscountRow, usage: DiscountUsage = NO_USAGE): DiscountDto {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    is_active: row.isActive,
    created_by: row.createdBy,
    usage,
    available_start_date: row.availableStartDate?.toISOString() ?? null,
    available_end_date: row.availableEndDate?.toISOString() ?? null,
    limit_type: row.limitType as DiscountDto["limit_type"],
    limit_value: row.limitValue,
    discount_type: row.discountType,
    value: row.value,
    trial_value: row.trialValue,
    order_trial: row.orderTrial,
    order_subscription: row.orderSubscription,
    order_onetime: row.orderOnetime,
    eligible_products: row.eligibleProducts,
    exempt_from_sale_state: row.exemptFromSaleState,
    bulk_prefix: row.bulkPrefix,
    created: row.created.toISOString(),
    last_updated: row.lastUpdated.toISOString(),
  };
}

/** GET discounts/{id}: null when there is none. */
export async function getDiscount(db: Db, id: number): Promise<DiscountDto | null> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id)).limit(1);
  if (!row) return null;
  return discountDto(row, (await usageOf(db, [row.id])).get(row.id));
}

/**
 * GET /discount/: the discount of an (upper-cased) code; 404 "Discount code not found". Unless
 * `avoidValidation`, the code must be usable at `now`: active and within its dates (400 keyed
 * discount_code otherwise).
 */
export async function lookupDiscount(db: Db, code: string, opts: { avoidValidation: boolean; now: Date }): Promise<DiscountDto> {
  const [row] = await db.select().from(discounts).where(eq(discounts.code, code.toUpperCase())).limit(1);
  if (!row) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE);
  if (!opts.avoidValidation) {
    if (!row.isActive) throw fieldErrors({ discount_code: DISCOUNT_INACTIVE_MESSAGE });
    if (row.availableStartDate && row.availableStartDate > opts.now) throw fieldErrors({ discount_code: DISCOUNT_NOT_STARTED_MESSAGE });
    if (row.availableEndDate && row.availableEndDate <= opts.now) throw fieldErrors({ discount_code: DISCOUNT_EXPIRED_MESSAGE });
  }
  return discountDto(row, (await usageOf(db, [row.id])).get(row.id));
}

/** GET products/discount-eligible-codes: the codes of discount-eligible products, sorted. */
export async function listDiscountEligibleCodes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: products.code })
    .from(products)
    .where(and(eq(products.discountEligible, true)))
    .orderBy(asc(products.code));
  return rows.map((r) => r.code);
}
