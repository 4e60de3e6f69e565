/**
 * Exclusive customer-service discounts: 10% off 1 order and 30% off 1
 * order are applied to an upcoming order of the customer; 10% off 3 orders (winback) belongs to the
 * customer account (one active code per account) and applies to its next 3 orders: the upcoming
 * ones now, orders created later (applyAccountWinback) until 3 have used it. Every order is priced
 * by the one order pricing (order-edits `applyDiscountToOrder` → lib/order-pricing.ts).
 * `generate` makes a fresh personal code of a kind, tied to nothing.
 */
import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import { ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE, ORDER_STATUSES_NOT_USING_A_DISCOUNT } from "../../../lib/discount-apply-rules";
import { CUSTOMER_NOT_FOUND_MESSAGE } from "./customers";
import { CHANGELOG_OBJECT_TYPES } from "../../../lib/contract/customers";
import { EXCLUSIVE_DISCOUNT_PRESETS, type CreateExclusiveDiscountResponse, type ExclusiveDiscountKind } from "../../../lib/contract/discounts";
import { round2 } from "../../../lib/money";
import { ORDER_NOT_OF_CUSTOMER } from "../../../lib/orders/messages";
import type { Db } from "../db/client";
import { accounts, discounts, orderDiscounts, orders, systemChangelog } from "../db/schema";
import { ApiError, badRequest, fieldErrors, notFound } from "../http/errors";
import { writeCustomerChangelog, type ChangelogEntryInput } from "./changelog";
import { applyDiscountToOrder, type RepricedOrder } from "./order-edits";
import { runIdempotentIfKeyed, type Idempotency } from "./idempotency";

/** Unambiguous characters (no 0/O, 1/I/L): codes are read out on the phone. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_SUFFIX_LENGTH = 6;
/** Personal codes: usable by one customer for `orders` orders (the X_ORDERS_FOR_ONE_CUSTOMER limit type). */
export const EXCLUSIVE_DISCOUNT_LIMIT_TYPE = "X_ORDERS_FOR_ONE_CUSTOMER";

export const ORDER_NOT_UPCOMING_MESSAGE = "Exclusive discounts can only be applied to an upcoming (PREVIEW) order.";

export function newExclusiveCode(kind: ExclusiveDiscountKind): string {
  let suffix = "";
  for (let i = 0; i < CODE_SUFFIX_LENGTH; i++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${EXCLUSIVE_DISCOUNT_PRESETS[kind].codePrefix}-${suffix}`;
}

interface Actor {
  staffEmail: string;
  now: Date;
  application?: string | null;
}

/** Inserts the discount row under a fresh unique code (retrying on the rare collision). */
async function insertExclusiveDiscount(
  db: Db,
  kind: ExclusiveDiscountKind,
  params: { accountId: number | null; description: string } & Actor,
) {
  const preset = EXCLUSIVE_DISCOUNT_PRESETS[kind];
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newExclusiveCode(kind);
    const rows = await db
      .insert(discounts)
      .values({
        code,
        description: params.description,
        isActive: true,
        createdBy: params.staffEmail,
        discountType: "PERCENTAGE",
        value: preset.percent,
        limitType: EXCLUSIVE_DISCOUNT_LIMIT_TYPE,
        limitValue: preset.orders,
        orderTrial: true,
        orderSubscription: true,
        orderOnetime: true,
        cxKind: kind,
        accountId: params.accountId,
        created: params.now,
        lastUpdated: params.now,
      })
      .onConflictDoNothing({ target: discounts.code })
      .returning();
    if (rows[0]) {
      await db.insert(systemChangelog).values({
        category: "Discount",
        operationType: "CREATE",
        newValue: {
          code,
          cx_kind: kind,
          discount_type: "PERCENTAGE",
          value: preset.percent,
          limit_type: EXCLUSIVE_DISCOUNT_LIMIT_TYPE,
          limit_value: preset.orders,
          account_id: params.accountId,
        },
        createdAt: params.now,
        authorEmail: params.staffEmail,
        application: params.application ?? null,
        objectId: code,
      });
      return rows[0];
    }
  }
  throw new Error("Could not generate a unique discount code");
}

type DiscountRow = typeof discounts.$inferSelect;
type OrderTotals = CreateExclusiveDiscountResponse["orders"][number];

/** The presets that belong to the account (the winback, 10% off the next 3 orders). */
const ACCOUNT_KINDS = (Object.keys(EXCLUSIVE_DISCOUNT_PRESETS) as ExclusiveDiscountKind[]).filter((k) => EXCLUSIVE_DISCOUNT_PRESETS[k].appliesTo === "account");

export const WINBACK_ALREADY_ACTIVE_MESSAGE = (code: string, used: number, limit: number) =>
  `This customer already has an active winback code, ${code} (used by ${used} of ${limit} orders). ` +
  `A new one can be created once ${limit} orders have used it or it is deactivated.`;

/**
 * Reactivating a winback code (PUT discounts/{id}) while another winback code of the account is
 * active: the one-active-winback rule, with the active code named and the way out.
 */
export const WINBACK_REACTIVATION_MESSAGE = (code: string, active: string, used: number, limit: number) =>
  `This customer already has an active winback code, ${active} (used by ${used} of ${limit} orders). ` +
  `${code} can be activated again once ${limit} orders have used ${active} or it is deactivated.`;

/**
 * Locks the account row (FOR NO KEY UPDATE: it waits for another holder, yet lets rows that
 * reference the account be inserted), so the account's winback code is created and taken by new
 * orders one transaction at a time. 404 for an unknown account.
 */
async function lockAccount(tx: Db, accountId: number) {
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("no key update").limit(1);
  if (!account) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
  return account;
}

/**
 * The account's active winback code: active, and used by fewer orders than its limit. An order
 * uses it while the code is linked to it and the order is not CANCELLED (upcoming orders too: the
 * code is theirs from the moment it is applied; the usage-limit rule counts orders the same way).
 */
async function activeAccountCode(tx: Db, accountId: number): Promise<{ discount: DiscountRow; used: number; limit: number } | null> {
  const codes = await tx
    .select()
    .from(discounts)
    .where(and(eq(discounts.accountId, accountId), inArray(discounts.cxKind, ACCOUNT_KINDS), eq(discounts.isActive, true)))
    .orderBy(asc(discounts.id));
  for (const discount of codes) {
    const { used, limit } = await accountCodeUsage(tx, discount);
    if (used < limit) return { discount, used, limit };
  }
  return null;
}

/** How many orders use an account (winback) code, and its limit of orders. */
async function accountCodeUsage(tx: Db, discount: Pick<DiscountRow, "id" | "cxKind" | "limitValue">): Promise<{ used: number; limit: number }> {
  const [row] = await tx
    .select({ used: sql<number>`count(distinct ${orders.id})::int` })
    .from(orderDiscounts)
    .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(and(eq(orderDiscounts.discountId, discount.id), notInArray(orders.status, [...ORDER_STATUSES_NOT_USING_A_DISCOUNT])));
  return { used: Number(row?.used ?? 0), limit: discount.limitValue ?? EXCLUSIVE_DISCOUNT_PRESETS[discount.cxKind as ExclusiveDiscountKind].orders };
}

/**
 * Before a code is activated (the discount status toggle): a winback code's account is locked, as
 * create_exclusive_discount and every new order that may take the code lock it (account before
 * code: call it before the code's row is locked). Answers the account, or null for any other code.
 */
export async function lockWinbackAccountOf(tx: Db, discount: Pick<DiscountRow, "cxKind" | "accountId">): Promise<number | null> {
  if (discount.accountId === null || !(ACCOUNT_KINDS as (string | null)[]).includes(discount.cxKind)) return null;
  await lockAccount(tx, discount.accountId);
  return discount.accountId;
}

/**
 * One active winback code per account: activating a winback code of `accountId` (its account
 * locked by lockWinbackAccountOf) that orders may still take, while another winback code of the
 * account is active, answers 400 naming the active code. A used-up code stays inactive in that
 * sense (no order takes it), so it may be switched back on.
 */
export async function refuseSecondActiveWinback(tx: Db, accountId: number, discount: DiscountRow): Promise<void> {
  const { used, limit } = await accountCodeUsage(tx, discount);
  if (used >= limit) return;
  const active = await activeAccountCode(tx, accountId);
  if (active && active.discount.id !== discount.id) throw badRequest(WINBACK_REACTIVATION_MESSAGE(discount.code, active.discount.code, active.used, active.limit));
}

/** The customer-service (exclusive) code the order already carries, if any: one per order. */
async function exclusiveCodeOf(tx: Db, orderId: string): Promise<string | null> {
  const rows = await tx
    .select({ code: discounts.code })
    .from(orderDiscounts)
    .innerJoin(discounts, eq(discounts.id, orderDiscounts.discountId))
    .where(and(eq(orderDiscounts.orderId, orderId), isNotNull(discounts.cxKind), inArray(discounts.cxKind, Object.keys(EXCLUSIVE_DISCOUNT_PRESETS))))
    .orderBy(asc(orderDiscounts.id))
    .limit(1);
  return rows[0]?.code ?? null;
}

const totalsOf = (id: string, t: RepricedOrder): OrderTotals => ({ id, total_discounts: t.totalDiscounts, total_tax: t.totalTax, total_price: t.newTotal });

/** Applies the account's code to one order when the order may take it (else null, nothing written): the order's old and new totals. */
async function applyAccountCode(tx: Db, discount: DiscountRow, orderId: string, now: Date): Promise<RepricedOrder | null> {
  if ((await exclusiveCodeOf(tx, orderId)) !== null) return null;
  const result = await applyDiscountToOrder(tx, orderId, discount, now);
  return result.ok ? result.totals : null;
}

/**
 * For an upcoming order created after the account got its winback code (a new dog's first
 * order): the order takes the account's active winback code, re-priced by lib/order-pricing.ts,
 * until the code's orders are used. Answers the code applied, or null. Call it in the transaction
 * that created the order.
 */
export async function applyAccountWinback(tx: Db, accountId: number, orderId: string, now: Date): Promise<string | null> {
  await lockAccount(tx, accountId);
  const active = await activeAccountCode(tx, accountId);
  if (!active) return null;
  return (await applyAccountCode(tx, active.discount, orderId, now)) ? active.discount.code : null;
}

/** The customer's changelog entry of a new exclusive discount: its code and kind, then `more` changes. */
async function logExclusiveDiscount(
  tx: Db,
  params: { accountId: number; kind: ExclusiveDiscountKind } & Actor,
  code: string,
  more: ChangelogEntryInput["changes"],
): Promise<void> {
  await writeCustomerChangelog(tx, {
    accountId: params.accountId,
    action: "CREATE",
    objectType: CHANGELOG_OBJECT_TYPES.discount,
    objectId: code,
    changes: { discount_code: { old: null, new: code }, discount_type: { old: null, new: params.kind }, ...more },
    staffEmail: params.staffEmail,
    now: params.now,
  });
}

/**
 * POST accounts/{id}/create_exclusive_discount; once per Idempotency-Key when the call sends one (a
 * retry after a timeout answers the code made instead of "This order already has …").
 */
export async function createExclusiveDiscount(
  db: Db,
  { idempotency, ...params }: { accountId: number; kind: ExclusiveDiscountKind; orderId?: string; idempotency?: Idempotency } & Actor,
): Promise<CreateExclusiveDiscountResponse> {
  const request = { account_id: params.accountId, discount_type: params.kind, order_id: params.orderId ?? null };
  return db.transaction((tx) => runIdempotentIfKeyed(tx, idempotency, request, params.now, () => createInTransaction(tx, params)));
}

async function createInTransaction(tx: Db, params: { accountId: number; kind: ExclusiveDiscountKind; orderId?: string } & Actor): Promise<CreateExclusiveDiscountResponse> {
  const preset = EXCLUSIVE_DISCOUNT_PRESETS[params.kind];
  if (preset.appliesTo === "account") {
    // One active winback code per account: concurrent requests wait here for each other.
    await lockAccount(tx, params.accountId);
    const active = await activeAccountCode(tx, params.accountId);
    if (active) throw new ApiError(409, { detail: WINBACK_ALREADY_ACTIVE_MESSAGE(active.discount.code, active.used, active.limit) });
    const discount = await insertExclusiveDiscount(tx, params.kind, {
      ...params,
      description: `${preset.label} for customer ${params.accountId}`,
    });
    // The next orders: the account's upcoming orders now, soonest first; orders created later
    // take it (applyAccountWinback) until `preset.orders` orders have used it.
    const upcoming = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.accountId, params.accountId), eq(orders.status, "PREVIEW")))
      .orderBy(sql`${orders.scheduled} asc nulls last`, asc(orders.id));
    const applied: OrderTotals[] = [];
    // Each order it went on, with its old and new total ("order {id} total_price", as a plan change records the orders it re-priced).
    const orderChanges: ChangelogEntryInput["changes"] = {};
    for (const o of upcoming) {
      if (applied.length >= preset.orders) break;
      const totals = await applyAccountCode(tx, discount, o.id, params.now);
      if (!totals) continue;
      applied.push(totalsOf(o.id, totals));
      orderChanges[`order ${o.id} total_price`] = { old: totals.oldTotal, new: totals.newTotal };
    }
    await logExclusiveDiscount(tx, params, discount.code, applied.length ? { order_ids: { old: null, new: applied.map((o) => o.id) }, ...orderChanges } : {});
    return { discount_code: discount.code, discount_type: params.kind, account_id: params.accountId, order: null, orders: applied };
  }

  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, params.accountId)).limit(1);
  if (!account) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
  const orderId = params.orderId!;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order || order.accountId !== params.accountId) throw fieldErrors({ order_id: ORDER_NOT_OF_CUSTOMER });
  if (order.status !== "PREVIEW") throw fieldErrors({ order_id: ORDER_NOT_UPCOMING_MESSAGE });
  const existing = await exclusiveCodeOf(tx, orderId);
  // On the order field (as the order's other refusals): the dialog shows it under "Upcoming order".
  if (existing !== null) throw fieldErrors({ order_id: ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE(existing) });

  const discount = await insertExclusiveDiscount(tx, params.kind, {
    ...params,
    description: `${preset.label} for order ${orderId}`,
  });
  // The one pricing of every order edit: only discount-eligible lines, per-line discount and tax.
  const result = await applyDiscountToOrder(tx, orderId, discount, params.now);
  if (!result.ok) throw fieldErrors({ order_id: result.message });
  const totals = totalsOf(orderId, result.totals);
  await logExclusiveDiscount(tx, params, discount.code, {
    order_id: { old: null, new: orderId },
    total_discounts: { old: round2(order.totalDiscounts), new: totals.total_discounts },
    total_tax: { old: round2(order.totalTax), new: totals.total_tax },
    total_price: { old: round2(order.totalPrice), new: totals.total_price },
  });
  return { discount_code: discount.code, discount_type: params.kind, account_id: params.accountId, order: totals, orders: [totals] };
}

/**
 * POST discounts/generate_exclusive_discount: a fresh personal code of the kind, tied to nothing;
 * once per Idempotency-Key when the call sends one (a double click answers the code made, no second one).
 */
export async function generateExclusiveDiscount(
  db: Db,
  { idempotency, ...params }: { kind: ExclusiveDiscountKind; idempotency?: Idempotency } & Actor,
): Promise<{ discount_code: string }> {
  return db.transaction((tx) =>
    runIdempotentIfKeyed(tx, idempotency, { discount_type: params.kind }, params.now, async () => {
      const discount = await insertExclusiveDiscount(tx, params.kind, {
        ...params,
        accountId: null,
        description: EXCLUSIVE_DISCOUNT_PRESETS[params.kind].label,
      });
      return { discount_code: discount.code };
    }),
  );
}
