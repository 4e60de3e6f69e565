/**
 * Discounts: the one-discount answer with its usage counts computed from the
 * orders that used the code, the lookup by code, and the product codes a discount may be limited to.
 */
import { and, asc, eq, ilike, inArray, like, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Ordering } from "../../../lib/contract/paging";
import { ORDER_STATUSES_NOT_USING_A_DISCOUNT } from "../../../lib/discount-apply-rules";
import { DISCOUNT_MESSAGES, type DiscountCreateValues } from "../../../lib/discount-rules";
import { round2 } from "../../../lib/money";
import {
  DISCOUNT_CODE_MISMATCH_MESSAGE,
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_INACTIVE_MESSAGE,
  DISCOUNT_NOT_FOUND_MESSAGE,
  DISCOUNT_NOT_STARTED_MESSAGE,
  type DISCOUNT_SORT_KEYS,
  type DiscountDto,
  type DiscountFilters,
} from "../../../lib/contract/discounts";
import type { Db } from "../db/client";
import { discounts, orderDiscounts, orders, products, systemChangelog } from "../db/schema";
import { fieldErrors, notFound } from "../http/errors";
import { listOrder, type SortPosition } from "../http/list-order";
import { containsPattern, escapeLike } from "./like";
import { listSystemChangelog } from "./system-changelog";
import { recordAudit, type Audited } from "./audit";
import { writeCustomerChangelog } from "./changelog";
import { CHANGELOG_OBJECT_TYPES } from "../../../lib/contract/customers";
import { bumpVersion, checkVersion } from "./versioned";
import { lockWinbackAccountOf, refuseSecondActiveWinback } from "./discounts-exclusive";

export type DiscountRow = typeof discounts.$inferSelect;
export interface DiscountUsage {
  accounts: number;
  charged: number;
  orders: number;
}
const NO_USAGE: DiscountUsage = { accounts: 0, charged: 0, orders: 0 };

/**
 * Usage of each discount: distinct accounts, charged orders and orders among the orders that use it
 * (linked to it and not cancelled or never paid: ORDER_STATUSES_NOT_USING_A_DISCOUNT), the usage its
 * limit counts (order-edits.ts usageFor).
 */
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
    .where(and(sql`${orderDiscounts.discountId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, notInArray(orders.status, [...ORDER_STATUSES_NOT_USING_A_DISCOUNT])))
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
    bulk_job_id: row.bulkJobId,
    version: row.version,
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

/**
 * GET products/discount-eligible-codes: the codes of discount-eligible products, sorted. With
 * `among`, only those of these codes the list holds: how a new discount's eligible_products are
 * checked (checkEligibleProducts), so the API takes exactly what the form offers.
 */
export async function listDiscountEligibleCodes(db: Db, among?: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ code: products.code })
    .from(products)
    .where(and(eq(products.discountEligible, true), among ? inArray(products.code, [...new Set(among)]) : undefined))
    .orderBy(asc(products.code));
  return rows.map((r) => r.code);
}

// ───────────────────────────── The managed list and the writes ─────────────────────────────

interface Actor {
  staffEmail: string;
  now: Date;
  application?: string | null;
}

/** The start of calendar day `day` (YYYY-MM-DD) in `timeZone`, as the database computes it. */
const dayStart = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;
/** The start of the day after `day`. */
const dayEnd = (day: string, timeZone: string) => sql`(((${day}::date) + 1)::timestamp at time zone ${timeZone})`;

/**
 * The WHERE of the list's filters (lib/contract/discounts.ts discountFilterShape); each one is
 * served by an index of migration 0011 (status, created, code prefix, bulk batch).
 */
export function discountFilterWhere(f: DiscountFilters, timeZone: string): SQL | undefined {
  const term = f.search?.trim();
  return and(
    term ? or(ilike(discounts.code, containsPattern(term)), ilike(discounts.description, containsPattern(term))) : undefined,
    f.status ? eq(discounts.isActive, f.status === "ACTIVE") : undefined,
    f.discount_type ? eq(discounts.discountType, f.discount_type) : undefined,
    f.limit_type ? eq(discounts.limitType, f.limit_type) : undefined,
    f.batch !== undefined ? eq(discounts.bulkJobId, f.batch) : undefined,
    // Codes are upper-case; `like` (not ilike) with a left-anchored pattern uses the text_pattern_ops index.
    f.prefix ? like(discounts.code, `${escapeLike(f.prefix)}%`) : undefined,
    f.created_from ? sql`${discounts.created} >= ${dayStart(f.created_from, timeZone)}` : undefined,
    f.created_to ? sql`${discounts.created} < ${dayEnd(f.created_to, timeZone)}` : undefined,
    // The availability window meets [available_from, available_to]: it ends after the first day starts
    // and starts before the last day ends (a missing start or end is open).
    f.available_from ? sql`(${discounts.availableEndDate} is null or ${discounts.availableEndDate} > ${dayStart(f.available_from, timeZone)})` : undefined,
    f.available_to ? sql`(${discounts.availableStartDate} is null or ${discounts.availableStartDate} < ${dayEnd(f.available_to, timeZone)})` : undefined,
  );
}

type DiscountSortKey = (typeof DISCOUNT_SORT_KEYS)[number];
/** The list's order and its export's: `ordering` on these columns, newest first (by id) without one. */
const discountOrder = listOrder<DiscountSortKey>({
  columns: {
    code: discounts.code,
    created: discounts.created,
    value: discounts.value,
    available_start_date: discounts.availableStartDate,
    available_end_date: discounts.availableEndDate,
  },
  id: discounts.id,
  byDefault: { column: discounts.id, desc: true },
});

/** GET /discounts/: newest first unless `ordering`, the filters, one page of `limit` rows. */
export async function listDiscounts(
  db: Db,
  filters: DiscountFilters,
  window: { limit: number; offset: number; ordering?: Ordering<DiscountSortKey>; timeZone: string },
) {
  const where = discountFilterWhere(filters, window.timeZone);
  const [[totals], rows] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(discounts).where(where),
    db
      .select()
      .from(discounts)
      .where(where)
      .orderBy(...discountOrder.orderBy(window.ordering))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  const usage = await usageOf(db, rows.map((r) => r.id));
  return { count: Number(totals!.count), results: rows.map((r) => discountDto(r, usage.get(r.id))) };
}

/**
 * The columns of the discounts CSV (only these are read: an export holds one batch of them at a
 * time): what is the code's own (`EXPORT_OWN`), and what the codes of one bulk batch share, their
 * template (`EXPORT_SHARED`: 16 of the 20 columns).
 */
const EXPORT_OWN = { id: discounts.id, code: discounts.code, isActive: discounts.isActive, created: discounts.created };
const EXPORT_SHARED = {
  description: discounts.description,
  discountType: discounts.discountType,
  value: discounts.value,
  trialValue: discounts.trialValue,
  limitType: discounts.limitType,
  limitValue: discounts.limitValue,
  availableStartDate: discounts.availableStartDate,
  availableEndDate: discounts.availableEndDate,
  orderTrial: discounts.orderTrial,
  orderSubscription: discounts.orderSubscription,
  orderOnetime: discounts.orderOnetime,
  exemptFromSaleState: discounts.exemptFromSaleState,
  eligibleProducts: discounts.eligibleProducts,
  bulkPrefix: discounts.bulkPrefix,
  bulkJobId: discounts.bulkJobId,
  createdBy: discounts.createdBy,
};
const SHARED_KEYS = Object.keys(EXPORT_SHARED) as (keyof typeof EXPORT_SHARED)[];
const SHARED_COLUMNS = SHARED_KEYS.map((k) => EXPORT_SHARED[k]);
const sharedRow = sql`row(${sql.join(SHARED_COLUMNS, sql`, `)})`;

type SharedFields = { [K in keyof typeof EXPORT_SHARED]: (typeof EXPORT_SHARED)[K]["_"]["data"] | ((typeof EXPORT_SHARED)[K]["_"]["notNull"] extends true ? never : null) };

/**
 * GET discounts_export: batches of the discounts the filters select, in the list's order (`ordering`
 * or newest first: `discountOrder`, keysetBatches on it with http/list-order.ts `sortKeyOf`).
 *
 * Speed (issue 22, `npm run bench:export -- --batch N`): a 100,000-code batch was read twice as
 * slowly per row as the items export: the driver decoding 19 values a row (the items export
 * decodes 7) and the ORM mapping each of them (on PostgreSQL its per-value mapping was a third of
 * the export's time). Consecutive codes of a batch share their template (16 of the CSV's 20 columns),
 * so the database sends the template as ONE value, a JSON array (`json_build_array`), and only
 * when it differs from the previous row's (the window function lag() over the read, in the read's
 * order: the first row of every read and each change), else NULL: a batch's code costs its 4 own
 * values and one NULL (sorted by another column than the id, runs are shorter and it costs more).
 * The rows are made whole again here, from the row before or by each column's own decoding of the
 * JSON value (the same Date, number and text as reading the columns), so the CSV is the same as
 * reading every field (tests/integration/discount-lists.test.ts compares the two).
 */
export function discountExportBatch(db: Db, filters: DiscountFilters & { ordering?: Ordering<DiscountSortKey> }, timeZone: string) {
  const where = discountFilterWhere(filters, timeZone);
  const order = discountOrder.keyset(filters.ordering);
  const window = sql.join(order.orderBy, sql`, `);
  return async (after: SortPosition | null, limit: number) => {
    const read = db
      .select({
        ...EXPORT_OWN,
        ...EXPORT_SHARED,
        sortKey: order.sortKey.as("sort_key"),
        // The read's order, for the outer select (which sees only the read's columns).
        position: sql<number>`row_number() over (order by ${window})`.as("position"),
        same: sql<boolean>`${sharedRow} is not distinct from lag(${sharedRow}) over (order by ${window})`.as("same"),
      })
      .from(discounts)
      .where(and(where, order.after(after)))
      .orderBy(...order.orderBy)
      .limit(limit)
      .as("read");
    const rows = await db
      .select({
        id: read.id,
        sortKey: read.sortKey,
        code: read.code,
        isActive: read.isActive,
        created: read.created,
        template: sql<unknown[] | string | null>`case when ${read.same} then null else json_build_array(${sql.join(
          SHARED_KEYS.map((k) => read[k]),
          sql`, `,
        )}) end`,
      })
      .from(read)
      .orderBy(asc(read.position));
    let shared: SharedFields | null = null;
    return rows.map((row) => {
      if (row.template !== null || shared === null) {
        const values = (typeof row.template === "string" ? JSON.parse(row.template) : row.template) as unknown[];
        shared = Object.fromEntries(SHARED_KEYS.map((k, i) => [k, values[i] === null ? null : EXPORT_SHARED[k].mapFromDriverValue(values[i] as never)])) as SharedFields;
      }
      const t: SharedFields = shared;
      // A literal of one shape (not a spread of the decoded template): the CSV writer reads 20
      // fields of 100,000 of them, fast only on objects of one hidden class.
      return {
        id: row.id,
        sortKey: row.sortKey,
        code: row.code,
        isActive: row.isActive,
        created: row.created,
        description: t.description,
        discountType: t.discountType,
        value: t.value,
        trialValue: t.trialValue,
        limitType: t.limitType,
        limitValue: t.limitValue,
        availableStartDate: t.availableStartDate,
        availableEndDate: t.availableEndDate,
        orderTrial: t.orderTrial,
        orderSubscription: t.orderSubscription,
        orderOnetime: t.orderOnetime,
        exemptFromSaleState: t.exemptFromSaleState,
        eligibleProducts: t.eligibleProducts,
        bulkPrefix: t.bulkPrefix,
        bulkJobId: t.bulkJobId,
        createdBy: t.createdBy,
      };
    });
  };
}
export type DiscountExportRow = Awaited<ReturnType<ReturnType<typeof discountExportBatch>>>[number];

/** The changelog's picture of a discount: its rule fields as the API spells them. */
export function discountChangeValue(d: DiscountDto | Omit<DiscountDto, "id" | "usage" | "created" | "last_updated" | "created_by" | "bulk_prefix">) {
  return {
    code: d.code,
    description: d.description,
    is_active: d.is_active,
    discount_type: d.discount_type,
    value: d.value,
    trial_value: d.trial_value,
    limit_type: d.limit_type,
    limit_value: d.limit_value,
    available_start_date: d.available_start_date,
    available_end_date: d.available_end_date,
    order_trial: d.order_trial,
    order_subscription: d.order_subscription,
    order_onetime: d.order_onetime,
    eligible_products: d.eligible_products,
    exempt_from_sale_state: d.exempt_from_sale_state,
  };
}

/**
 * Eligible products must be codes GET products/discount-eligible-codes lists (an unknown product, or
 * one not discount-eligible such as a recipe or the free buffer bag, is refused): 400 keyed
 * eligible_products naming them.
 */
export async function checkEligibleProducts(db: Db, codes: readonly string[]): Promise<void> {
  // Each code looked up once (the contract caps the list at PRODUCT_CODE_LIST_MAX, repeats counted).
  const unique = [...new Set(codes)];
  if (unique.length === 0) return;
  const listed = new Set(await listDiscountEligibleCodes(db, unique));
  const refused = unique.filter((c) => !listed.has(c));
  if (refused.length > 0) throw fieldErrors({ eligible_products: DISCOUNT_MESSAGES.productsNotEligible(refused) });
}

/** The row of a validated create request (single or bulk). */
export function discountRowValues(v: DiscountCreateValues | Omit<DiscountCreateValues, "code">, actor: Actor) {
  return {
    description: v.description,
    isActive: v.is_active,
    createdBy: actor.staffEmail,
    discountType: v.discount_type!,
    value: round2(v.value!),
    trialValue: v.trial_value === null ? null : round2(v.trial_value),
    limitType: v.limit_type!,
    limitValue: v.limit_value,
    availableStartDate: v.available_start_date ? new Date(v.available_start_date) : null,
    availableEndDate: v.available_end_date ? new Date(v.available_end_date) : null,
    orderTrial: v.order_trial,
    orderSubscription: v.order_subscription,
    orderOnetime: v.order_onetime,
    eligibleProducts: [...new Set(v.eligible_products)],
    exemptFromSaleState: v.exempt_from_sale_state,
    created: actor.now,
    lastUpdated: actor.now,
  };
}

/**
 * POST discounts: the rules were checked by the shared schema; here the ones that need the
 * database: the code is unique (two concurrent creates of one code: the unique index lets exactly
 * one in), the eligible products exist. The row and its changelog entry in one transaction.
 */
export async function createDiscount(db: Db, v: DiscountCreateValues, actor: Actor): Promise<DiscountDto> {
  await checkEligibleProducts(db, v.eligible_products);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discounts)
      .values({ code: v.code, ...discountRowValues(v, actor) })
      .onConflictDoNothing({ target: discounts.code })
      .returning();
    if (!row) throw fieldErrors({ code: DISCOUNT_MESSAGES.codeTaken });
    const dto = discountDto(row);
    await tx.insert(systemChangelog).values({
      category: "Discount",
      operationType: "CREATE",
      newValue: discountChangeValue(dto),
      createdAt: actor.now,
      authorEmail: actor.staffEmail,
      application: actor.application ?? null,
      objectId: row.code,
    });
    return dto;
  });
}

/**
 * PUT discounts/{id} {code, is_active}: the status toggle; the code must be the discount's own. A
 * state the discount already has changes nothing: the discount is answered as it is, with no
 * write, changelog or audit entry, and its version stays (nobody else's open toggle answers 409 for it).
 * A customer's own code (its accountId) also gets a customer changelog entry, and its audit entry
 * names the customer.
 */
export async function updateDiscountStatus(db: Db, id: number, body: { code: string; is_active: boolean; version?: number }, actor: Actor & Audited): Promise<DiscountDto> {
  return db.transaction(async (tx) => {
    // A winback code's account is locked before the code's row (the order create_exclusive_discount
    // and new orders lock in): its account and kind never change, so they are read unlocked first.
    const [owner] = await tx.select({ cxKind: discounts.cxKind, accountId: discounts.accountId }).from(discounts).where(eq(discounts.id, id)).limit(1);
    const winbackAccount = owner && body.is_active ? await lockWinbackAccountOf(tx, owner) : null;
    const [current] = await tx.select().from(discounts).where(eq(discounts.id, id)).for("update").limit(1);
    if (!current) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE);
    if (current.code !== body.code) throw fieldErrors({ code: DISCOUNT_CODE_MISMATCH_MESSAGE });
    checkVersion(current, body.version, "discount");
    if (current.isActive === body.is_active) return discountDto(current, (await usageOf(tx, [id])).get(id));
    // One active winback code per account (create_exclusive_discount's rule): not by reactivating an old one.
    if (winbackAccount !== null) await refuseSecondActiveWinback(tx, winbackAccount, current);
    const [row] = await tx.update(discounts).set({ isActive: body.is_active, ...bumpVersion(discounts), lastUpdated: actor.now }).where(eq(discounts.id, id)).returning();
    await tx.insert(systemChangelog).values({
      category: "Discount",
      operationType: "UPDATE",
      newValue: { code: row!.code, is_active: body.is_active, previous_is_active: current.isActive },
      createdAt: actor.now,
      authorEmail: actor.staffEmail,
      application: actor.application ?? null,
      objectId: row!.code,
    });
    // A customer's own code (customer service's winback, 10% or 30% off: create_exclusive_discount):
    // the change is the customer's too, on their changelog and timeline, and the audit entry names them.
    if (current.accountId !== null) {
      await writeCustomerChangelog(tx, {
        accountId: current.accountId,
        action: "UPDATE",
        objectType: CHANGELOG_OBJECT_TYPES.discount,
        objectId: row!.code,
        changes: { is_active: { old: current.isActive, new: body.is_active } },
        staffEmail: actor.staffEmail,
        now: actor.now,
      });
    }
    await recordAudit(tx, actor, {
      action: body.is_active ? "discount_activated" : "discount_deactivated",
      accountId: current.accountId,
      objectType: "discount",
      objectId: row!.code,
      details: { previous_is_active: current.isActive },
    });
    return discountDto(row!, (await usageOf(tx, [id])).get(id));
  });
}

/** GET system_changelog/discounts: the Discount and Bulk Discount entries, oldest first (the panel reverses). */
export const listDiscountChangelog = (db: Db) => listSystemChangelog(db, ["Discount", "Bulk Discount"]);
