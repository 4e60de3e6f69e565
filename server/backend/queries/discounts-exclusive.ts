/**
 * Exclusive customer-service discounts (spec 01 §7, spec 02 §4): 10% off 1 order and 30% off 1 order
 * are applied to an upcoming order of the customer; 10% off 3 orders (winback) belongs to the
 * customer account. `generate` makes a fresh personal code of a kind, tied to nothing.
 */
import { randomInt } from "node:crypto";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { CUSTOMER_NOT_FOUND_MESSAGE } from "./customers";
import { CHANGELOG_OBJECT_TYPES } from "../../../lib/contract/customers";
import { EXCLUSIVE_DISCOUNT_PRESETS, type CreateExclusiveDiscountResponse, type ExclusiveDiscountKind } from "../../../lib/contract/discounts";
import { round2, subMoney, sumMoney } from "../../../lib/money";
import type { Db } from "../db/client";
import { accounts, discounts, orderDiscounts, orders, systemChangelog } from "../db/schema";
import { badRequest, fieldErrors, notFound } from "../http/errors";
import { writeCustomerChangelog } from "./changelog";
import { bumpVersion } from "./versioned";

/** Unambiguous characters (no 0/O, 1/I/L): codes are read out on the phone. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_SUFFIX_LENGTH = 6;
/** Personal codes: usable by one customer for `orders` orders (spec 02 §4 limit types). */
export const EXCLUSIVE_DISCOUNT_LIMIT_TYPE = "X_ORDERS_FOR_ONE_CUSTOMER";

export const ORDER_NOT_UPCOMING_MESSAGE = "Exclusive discounts can only be applied to an upcoming (PREVIEW) order.";
export const ORDER_NOT_OF_CUSTOMER_MESSAGE = "This order does not belong to this customer.";
export const ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE = "This order already has a customer-service discount.";

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

/**
 * Recomputes an order's total_discounts and total_price from its subtotal, tax, shipping and every
 * discount linked to it (percentages of the subtotal, amounts as they are), capped at the subtotal.
 */
export async function recomputeOrderTotals(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound("Order not found.");
  const linked = await db
    .select({ type: discounts.discountType, value: discounts.value })
    .from(orderDiscounts)
    .innerJoin(discounts, eq(discounts.id, orderDiscounts.discountId))
    .where(eq(orderDiscounts.orderId, orderId));
  const subtotal = round2(order.subtotalPrice);
  const raw = sumMoney(linked.map((d) => (d.type === "PERCENTAGE" ? round2((subtotal * d.value) / 100) : round2(d.value))));
  const totalDiscounts = Math.min(raw, subtotal);
  const totalPrice = sumMoney([subMoney(subtotal, totalDiscounts), order.totalTax, order.totalShippingPrice]);
  await db.update(orders).set({ totalDiscounts, totalPrice, ...bumpVersion(orders) }).where(eq(orders.id, orderId));
  return { id: orderId, total_discounts: totalDiscounts, total_price: totalPrice };
}

/** POST accounts/{id}/create_exclusive_discount */
export async function createExclusiveDiscount(
  db: Db,
  params: { accountId: number; kind: ExclusiveDiscountKind; orderId?: string } & Actor,
): Promise<CreateExclusiveDiscountResponse> {
  const preset = EXCLUSIVE_DISCOUNT_PRESETS[params.kind];
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, params.accountId)).limit(1);
    if (!account) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);

    if (preset.appliesTo === "account") {
      const discount = await insertExclusiveDiscount(tx, params.kind, {
        ...params,
        description: `${preset.label} for customer ${params.accountId}`,
      });
      await writeCustomerChangelog(tx, {
        accountId: params.accountId,
        action: "CREATE",
        objectType: CHANGELOG_OBJECT_TYPES.discount,
        objectId: discount.code,
        changes: { discount_code: { old: null, new: discount.code }, discount_type: { old: null, new: params.kind } },
        staffEmail: params.staffEmail,
        now: params.now,
      });
      return { discount_code: discount.code, discount_type: params.kind, account_id: params.accountId, order: null };
    }

    const orderId = params.orderId!;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
    if (!order || order.accountId !== params.accountId) throw fieldErrors({ order_id: ORDER_NOT_OF_CUSTOMER_MESSAGE });
    if (order.status !== "PREVIEW") throw fieldErrors({ order_id: ORDER_NOT_UPCOMING_MESSAGE });
    const existing = await tx
      .select({ id: discounts.id })
      .from(orderDiscounts)
      .innerJoin(discounts, eq(discounts.id, orderDiscounts.discountId))
      .where(
        and(
          eq(orderDiscounts.orderId, orderId),
          isNotNull(discounts.cxKind),
          inArray(discounts.cxKind, Object.keys(EXCLUSIVE_DISCOUNT_PRESETS)),
        ),
      )
      .limit(1);
    if (existing.length) throw badRequest(ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE);

    const discount = await insertExclusiveDiscount(tx, params.kind, {
      ...params,
      description: `${preset.label} for order ${orderId}`,
    });
    await tx.insert(orderDiscounts).values({ orderId, discountId: discount.id, created: params.now });
    const totals = await recomputeOrderTotals(tx, orderId);
    await writeCustomerChangelog(tx, {
      accountId: params.accountId,
      action: "CREATE",
      objectType: CHANGELOG_OBJECT_TYPES.discount,
      objectId: discount.code,
      changes: {
        discount_code: { old: null, new: discount.code },
        discount_type: { old: null, new: params.kind },
        order_id: { old: null, new: orderId },
        total_discounts: { old: round2(order.totalDiscounts), new: totals.total_discounts },
        total_price: { old: round2(order.totalPrice), new: totals.total_price },
      },
      staffEmail: params.staffEmail,
      now: params.now,
    });
    return { discount_code: discount.code, discount_type: params.kind, account_id: params.accountId, order: totals };
  });
}

/** POST discounts/generate_exclusive_discount: a fresh personal code of the kind, tied to nothing. */
export async function generateExclusiveDiscount(
  db: Db,
  params: { kind: ExclusiveDiscountKind } & Actor,
): Promise<{ discount_code: string }> {
  return db.transaction(async (tx) => {
    const discount = await insertExclusiveDiscount(tx, params.kind, {
      ...params,
      accountId: null,
      description: EXCLUSIVE_DISCOUNT_PRESETS[params.kind].label,
    });
    return { discount_code: discount.code };
  });
}
