/**
 * Changes to an order from the order page: PUT orders/{id} on an
 * upcoming (PREVIEW) order (one-time products, extra meals, discount codes) and POST
 * orders/{id}/remove_discount (each: `dryRun` answers the totals without writing), PUT orders/mark_order_cancelled.
 * Every rule is checked inside the transaction that writes (the order row locked first); prices
 * come from the catalogue under the account's pricing model (extra meals: the plan's buffer-bag
 * allowance), never from the request; totals by lib/order-pricing; one changelog entry per write.
 */
import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { DISCOUNT_NOT_FOUND_MESSAGE } from "../../../lib/contract/discounts";
import { ORDER_NOT_FOUND_MESSAGE } from "../../../lib/contract/products";
import {
  FRESH_MEAL_PREFIX,
  UNKIBBLE_MEAL_PREFIX,
  type OrderChangeResult,
  type OrderProductInput,
} from "../../../lib/contract/order-edits";
import { CHANGELOG_OBJECT_TYPES, type ItemKind, type OrderItemType, type OrderType } from "../../../lib/contract/enums";
import { discountRuleViolation, exclusiveCodeAmong, isExclusiveDiscount, ORDER_STATUSES_NOT_USING_A_DISCOUNT } from "../../../lib/discount-apply-rules";
import { round2 } from "../../../lib/money";
import { priceOrder, type PricingDiscount, type PricingLine } from "../../../lib/order-pricing";
import { SHOWN_SHIPPING_PRICE as SHIPPING_PRICE } from "../../../lib/order-display";
import { ORDER_NOT_OF_CUSTOMER } from "../../../lib/orders/messages";
import { FULFILLMENT_STATUSES_CANCELLED_WITH_ORDER, isOneTimeAddOn, ONE_TIME_PLAN_STATUSES } from "../../../lib/orders/rules";
import { orderLineRecord } from "../../../lib/timeline/order-lines";
import type { Db } from "../db/client";
import {
  accounts,
  bufferBagAllowances,
  discounts,
  fulfillments,
  orderDiscounts,
  orderProducts,
  orders,
  petPlans,
  productPrices,
  products,
} from "../db/schema";
import { badRequest, fieldErrors, notFound } from "../http/errors";
import { petOfLines, writeCustomerChangelog } from "./changelog";
import { bumpVersion, checkVersion } from "./versioned";
import { runIdempotentIfKeyed, type Idempotency } from "./idempotency";
import { pricingModelIdOf, sellableOnceIn } from "./products";

// ───────────────────────────── Messages ─────────────────────────────

export const ORDER_NOT_PREVIEW_MESSAGE = (status: string) => `Only an upcoming (PREVIEW) order can be changed; this order is ${status}.`;
export const ORDER_ID_MISMATCH_MESSAGE = "This is not the order of the address.";
export const ORDER_TYPE_CHANGE_MESSAGE = "The order type cannot be changed.";
export const FIXED_LINES_MESSAGE = "Only one-time products and extra meals can be added to or removed from an upcoming order.";
export const UNKNOWN_PRODUCT_MESSAGE = (code: string) => `Unknown product: ${code}.`;
export const NOT_ONE_TIME_MESSAGE = (code: string) => `${code} cannot be sold as a one-time product.`;
export const DOG_REQUIRED_MESSAGE = "Choose a dog for each one-time product.";
export const PLAN_OF_OTHER_ACCOUNT_MESSAGE = "This dog's plan is not a plan of this customer.";
export const PLAN_CANCELLED_MESSAGE = "This dog's plan is cancelled: add products for one of the customer's active dogs.";
export const NO_PRICE_MESSAGE = (code: string) => `${code} has no price under the customer's pricing model.`;
export const FRESH_EXTRA_MEALS_MESSAGE = "Extra meals cannot be added to a Fresh plan.";
export const NOT_UNKIBBLE_EXTRA_MEALS_MESSAGE = "Extra meals are offered only for a dog on an UnKibble plan in this order.";
export const NO_ALLOWANCE_MESSAGE = "This dog's plan has no extra meals allowance.";
export const NOT_BUFFER_PRODUCT_MESSAGE = (code: string) => `${code} is not an extra-meal product of this dog's plan.`;
export const BAGS_LIMIT_MESSAGE = (n: number) => `At most ${n} bag${n === 1 ? "" : "s"} of extra meals can be added for this dog.`;
export const EXTRA_MEALS_TWICE_MESSAGE = "Extra meals were already added for this dog on this order.";
export const DISCOUNT_NOT_ON_ORDER_MESSAGE = "This discount code is not applied to this order.";
export const ORDER_NOT_FULFILLING_MESSAGE = (status: string) => `Only a FULFILLING order can be marked cancelled; this order is ${status}.`;

interface Actor {
  staffEmail: string;
  now: Date;
}

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderProducts.$inferSelect;
type ProductRow = typeof products.$inferSelect;

interface PlannedLine extends PricingLine {
  code: string;
  /** The existing line it keeps, or null for a new one. */
  id: number | null;
  productId: number;
  description: string;
  type: OrderItemType;
  petPlanId: number | null;
  petId: string | null;
  /** An existing line moved to another product (repriceOrder's `moved`): its product is written with its money. */
  moved?: true;
}

const lineKey = (l: { type: string; code: string; petPlanId: number | null }) => `${l.type}|${l.code}|${l.petPlanId ?? ""}`;

/** The order, locked for the transaction; 409 when `version` (the one the change was based on) is stale. */
async function lockOrder(tx: Db, orderId: string, version?: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  checkVersion(order, version, "order");
  return order;
}

async function linesOf(tx: Db, orderId: string): Promise<LineRow[]> {
  return tx.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(orderProducts.id);
}

async function codesOf(tx: Db, orderId: string) {
  return tx
    .select({ linkId: orderDiscounts.id, discount: discounts })
    .from(orderDiscounts)
    .innerJoin(discounts, eq(discounts.id, orderDiscounts.discountId))
    .where(eq(orderDiscounts.orderId, orderId))
    .orderBy(orderDiscounts.id);
}

const pricingDiscount = (d: typeof discounts.$inferSelect): PricingDiscount => ({
  discountType: d.discountType,
  value: d.value,
  trialValue: d.trialValue,
  eligibleProducts: d.eligibleProducts,
});

/**
 * The discounts about to be applied, locked (FOR UPDATE, in id order) for the rest of the
 * transaction: a usage limit is counted from the orders that use the code, so two orders taking
 * the last use of a code at once must count one after the other (else both see it free and both
 * take it). By id, or by code (codes as stored: upper case, lib/contract/discounts.ts
 * `discountCodeText`; matched on the code's unique index). Answers the locked rows. Call before usageFor.
 */
export async function lockDiscounts(tx: Db, by: { ids: readonly number[] } | { codes: readonly string[] }): Promise<(typeof discounts.$inferSelect)[]> {
  const where = "ids" in by ? (by.ids.length ? inArray(discounts.id, [...by.ids]) : null) : by.codes.length ? inArray(discounts.code, [...by.codes]) : null;
  return where ? tx.select().from(discounts).where(where).orderBy(discounts.id).for("update") : [];
}

/**
 * How a discount has been used by orders other than this one (`orderId` null: a new order, every
 * order counts): distinct accounts, and this account's orders, of which trial ones (the
 * subscription/trial split counts them apart). Lock the discount first (lockDiscounts).
 */
export async function usageFor(tx: Db, discountId: number, orderId: string | null, accountId: number) {
  const [row] = await tx
    .select({
      accounts: sql<number>`count(distinct ${orders.accountId})::int`,
      mine: sql<number>`count(distinct ${orders.id}) filter (where ${orders.accountId} = ${accountId})::int`,
      mineTrial: sql<number>`count(distinct ${orders.id}) filter (where ${orders.accountId} = ${accountId} and ${orders.orderType} = ${"TRIAL" satisfies OrderType})::int`,
    })
    .from(orderDiscounts)
    .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(and(eq(orderDiscounts.discountId, discountId), orderId === null ? undefined : ne(orders.id, orderId), notInArray(orders.status, [...ORDER_STATUSES_NOT_USING_A_DISCOUNT])));
  const mine = Number(row?.mine ?? 0);
  return { accountsUsing: Number(row?.accounts ?? 0), usedByThisAccount: mine > 0, ordersOfThisAccount: mine, trialOrdersOfThisAccount: Number(row?.mineTrial ?? 0) };
}

/** The lines priced (lib/order-pricing), each with its planned line. */
function priceLines(lines: PlannedLine[], discountRows: (typeof discounts.$inferSelect)[], orderType: OrderType) {
  const priced = priceOrder(lines, discountRows.map(pricingDiscount), SHIPPING_PRICE, { orderType });
  return { ...priced, lines: priced.lines.map((p, i) => ({ ...p, line: lines[i]! })) };
}

function answer(order: OrderRow, orderType: OrderType, lines: PlannedLine[], discountRows: (typeof discounts.$inferSelect)[], dryRun: boolean, ids?: (number | null)[], wrote = !dryRun): OrderChangeResult {
  const priced = priceLines(lines, discountRows, orderType);
  return {
    // A write raised the version by one (writeLines); a dry run, or a change that changed nothing, wrote nothing.
    version: wrote ? order.version + 1 : order.version,
    id: order.id,
    status: order.status,
    order_type: orderType,
    dry_run: dryRun,
    order_products: priced.lines.map((p, i) => ({
      id: ids?.[i] ?? p.line.id,
      product_code: p.line.code,
      description: p.line.description,
      quantity: p.line.quantity,
      unit_price: round2(p.line.unitPrice),
      discount_amount: p.discountAmount,
      tax_amount: p.taxAmount,
      total_price: p.totalPrice,
      type: p.line.type,
      product_type: p.line.productType,
      pet_plan: p.line.petPlanId,
    })),
    discount_codes: discountRows.map((d) => d.code),
    subtotal_price: priced.subtotalPrice,
    total_discounts: priced.totalDiscounts,
    total_tax: priced.totalTax,
    total_shipping_price: priced.totalShippingPrice,
    total_price: priced.totalPrice,
  };
}

/** Writes the priced lines and totals of the order: keeps matched lines, deletes the others, inserts the new. */
/** Whether the planned lines are the order's lines as they are: the same lines (ids), products, quantities, plans and money. */
function sameLinesAndMoney(current: LineRow[], lines: PlannedLine[], discountRows: (typeof discounts.$inferSelect)[], orderType: OrderType): boolean {
  if (lines.length !== current.length || lines.some((l) => l.id === null || l.moved)) return false;
  const byId = new Map(current.map((l) => [l.id, l]));
  return priceLines(lines, discountRows, orderType).lines.every((p) => {
    const was = byId.get(p.line.id!);
    return (
      was !== undefined &&
      was.code === p.line.code &&
      was.type === p.line.type &&
      was.petPlanId === p.line.petPlanId &&
      was.quantity === p.line.quantity &&
      round2(was.unitPrice) === round2(p.line.unitPrice) &&
      round2(was.discountAmount) === p.discountAmount &&
      round2(was.taxAmount) === p.taxAmount &&
      round2(was.totalPrice) === p.totalPrice
    );
  });
}

async function writeLines(tx: Db, order: OrderRow, current: LineRow[], lines: PlannedLine[], discountRows: (typeof discounts.$inferSelect)[], now: Date) {
  const priced = priceLines(lines, discountRows, order.orderType);
  const kept = new Set(lines.flatMap((l) => (l.id === null ? [] : [l.id])));
  const removed = current.filter((l) => !kept.has(l.id)).map((l) => l.id);
  if (removed.length) await tx.delete(orderProducts).where(inArray(orderProducts.id, removed));
  const ids: number[] = [];
  for (const p of priced.lines) {
    const values = {
      quantity: p.line.quantity,
      unitPrice: round2(p.line.unitPrice),
      discountAmount: p.discountAmount,
      taxAmount: p.taxAmount,
      totalPrice: p.totalPrice,
    };
    if (p.line.id !== null) {
      // A line moved to another product (a plan re-sized: repriceOrder's `moved`) takes it in the same write as its money.
      const product = p.line.moved ? { productId: p.line.productId, code: p.line.code, description: p.line.description } : {};
      await tx
        .update(orderProducts)
        .set({ ...product, ...values })
        .where(eq(orderProducts.id, p.line.id));
      ids.push(p.line.id);
    } else {
      const [row] = await tx
        .insert(orderProducts)
        .values({
          orderId: order.id,
          productId: p.line.productId,
          code: p.line.code,
          description: p.line.description,
          type: p.line.type,
          productType: p.line.productType,
          petId: p.line.petId,
          petPlanId: p.line.petPlanId,
          ...values,
        })
        .returning({ id: orderProducts.id });
      ids.push(row!.id);
    }
  }
  await tx
    .update(orders)
    .set({
      subtotalPrice: priced.subtotalPrice,
      totalDiscounts: priced.totalDiscounts,
      totalTax: priced.totalTax,
      totalShippingPrice: priced.totalShippingPrice,
      totalPrice: priced.totalPrice,
      ...bumpVersion(orders),
      lastUpdated: now,
    })
    .where(eq(orders.id, order.id));
  return { priced, ids };
}

/** The order's current lines as planned lines (prices re-read from the catalogue). */
function plannedFrom(line: LineRow, product: ProductRow | undefined, unitPrice: number): PlannedLine {
  return {
    id: line.id,
    productId: product?.id ?? line.productId ?? 0,
    code: line.code,
    description: line.description,
    quantity: line.quantity,
    unitPrice,
    productType: line.productType,
    discountEligible: product?.discountEligible ?? true,
    type: line.type,
    petPlanId: line.petPlanId,
    petId: line.petId,
  };
}

/**
 * Re-prices an order's current lines at their stored unit prices with the discounts linked to it
 * (lib/order-pricing: the one pricing of every order change) and writes lines and totals. For
 * changes made elsewhere in the same transaction: a plan change (`moved`: lines to another product at
 * its price, written here with their new amounts), a cancelled dog's lines removed, a
 * customer-service discount linked. Answers the old and new total and the line count.
 */
export interface RepricedOrder {
  oldTotal: number;
  newTotal: number;
  lines: number;
  totalDiscounts: number;
  totalTax: number;
}

/** A line moved to another product at its price (a plan re-sized: repriceOrder's `moved`). */
export interface MovedLine {
  product: ProductRow;
  unitPrice: number;
}

export async function repriceOrder(tx: Db, orderId: string, now: Date, moved: ReadonlyMap<number, MovedLine> = new Map()): Promise<RepricedOrder> {
  const order = await lockOrder(tx, orderId);
  const current = await linesOf(tx, orderId);
  const productIds = [...new Set(current.flatMap((l) => (l.productId === null ? [] : [l.productId])))];
  const productRows = productIds.length ? await tx.select().from(products).where(inArray(products.id, productIds)) : [];
  const byId = new Map(productRows.map((p) => [p.id, p]));
  // Each line in one write, product and money together (the database checks every stored line: migration 0014).
  const planned = current.map((l) => {
    const to = moved.get(l.id);
    if (to) return { ...plannedFrom({ ...l, productId: to.product.id, code: to.product.code, description: to.product.name }, to.product, to.unitPrice), moved: true as const };
    return plannedFrom(l, l.productId === null ? undefined : byId.get(l.productId), l.unitPrice);
  });
  const discountRows = (await codesOf(tx, orderId)).map((r) => r.discount);
  const { priced } = await writeLines(tx, order, current, planned, discountRows, now);
  return { oldTotal: round2(order.totalPrice), newTotal: priced.totalPrice, lines: current.length, totalDiscounts: priced.totalDiscounts, totalTax: priced.totalTax };
}

/**
 * Links a discount to an upcoming (PREVIEW) order when every rule of lib/discount-apply-rules.ts
 * allows it (the same check as a code added by PUT orders/{id}, usage counted the same way) and
 * re-prices the order with repriceOrder. For codes the API applies itself (the customer-service
 * discounts). Answers the new totals, or the reason the order may not take it (nothing written).
 */
export async function applyDiscountToOrder(
  tx: Db,
  orderId: string,
  discount: typeof discounts.$inferSelect,
  now: Date,
): Promise<{ ok: true; totals: RepricedOrder } | { ok: false; message: string }> {
  const order = await lockOrder(tx, orderId);
  if (order.status !== "PREVIEW") return { ok: false, message: ORDER_NOT_PREVIEW_MESSAGE(order.status) };
  const applied = await codesOf(tx, orderId);
  const lines = await linesOf(tx, orderId);
  await lockDiscounts(tx, { ids: [discount.id] });
  const violation = discountRuleViolation(discount, {
    now,
    orderType: order.orderType,
    accountId: order.accountId,
    productCodes: lines.map((l) => l.code),
    appliedCodes: applied.map((a) => a.discount.code),
    exclusiveCode: exclusiveCodeAmong(applied.map((a) => a.discount)),
    ...(await usageFor(tx, discount.id, orderId, order.accountId)),
  });
  if (violation) return { ok: false, message: violation.message };
  await tx.insert(orderDiscounts).values({ orderId, discountId: discount.id, created: now });
  return { ok: true, totals: await repriceOrder(tx, orderId, now) };
}

// ───────────────────────────── PUT orders/{id} ─────────────────────────────

export interface UpdateOrderInput {
  orderId: string;
  account: number;
  orderType: OrderType;
  bodyOrderId: string;
  lines: OrderProductInput[];
  discountCodes: string[];
  dryRun: boolean;
  /** The version the change was based on (undefined: not checked). */
  version?: number;
  /** The request's key, when it sent one (PUT orders/{id} is `idempotent: "optional"`); a dry run ignores it. */
  idempotency?: Idempotency;
}

/**
 * PUT orders/{id}. With an Idempotency-Key the change is made once per key: the same request again
 * (Confirm pressed again after a timeout) answers the first answer, instead of a 409 on the version
 * the first raised or, for one-time products, a second line. Two requests are the same change when
 * the order and every field of the body match, its version too (a change rebuilt on a reloaded
 * order is a new one). A dry run writes nothing: it ignores the key.
 */
export async function updateOrder(db: Db, input: UpdateOrderInput, actor: Actor): Promise<OrderChangeResult> {
  const { idempotency, ...sameRequest } = input;
  return db.transaction(async (tx) => runIdempotentIfKeyed(tx, input.dryRun ? undefined : idempotency, sameRequest, actor.now, async () => {
    // The plans named, locked before the order (cancelPet locks a dog's plans, then its orders): a
    // dog cancelled meanwhile is seen cancelled here, and its cancellation then sees this edit's lines.
    const planIds = [...new Set(input.lines.flatMap((l) => (l.pet_plan === null ? [] : [l.pet_plan])))];
    const plans = planIds.length ? await tx.select().from(petPlans).where(inArray(petPlans.id, planIds)).orderBy(petPlans.id).for("share") : [];
    const order = await lockOrder(tx, input.orderId, input.version);
    if (input.bodyOrderId !== order.id) throw fieldErrors({ order_id: ORDER_ID_MISMATCH_MESSAGE });
    if (order.accountId !== input.account) throw fieldErrors({ account: ORDER_NOT_OF_CUSTOMER });
    if (order.status !== "PREVIEW") throw badRequest(ORDER_NOT_PREVIEW_MESSAGE(order.status));
    if (input.orderType !== order.orderType) throw fieldErrors({ order_type: ORDER_TYPE_CHANGE_MESSAGE });

    const current = await linesOf(tx, order.id);
    const codes = [...new Set([...input.lines.map((l) => l.product_code), ...current.map((l) => l.code)])];
    const productRows = await tx.select().from(products).where(inArray(products.code, codes));
    const productByCode = new Map(productRows.map((p) => [p.code, p]));
    for (const l of input.lines) if (!productByCode.has(l.product_code)) throw fieldErrors({ order_products: UNKNOWN_PRODUCT_MESSAGE(l.product_code) });

    // Plans: every plan named must be the customer's.
    const planById = new Map(plans.map((p) => [p.id, p]));
    for (const id of planIds) if (planById.get(id)?.accountId !== order.accountId) throw fieldErrors({ order_products: PLAN_OF_OTHER_ACCOUNT_MESSAGE });

    // The subscription, add-on and replacement lines stay as they are.
    const isBuffer = (code: string) => productByCode.get(code)?.productType === "BUFFER";
    const fixedKey = (l: { type: string; code: string; petPlanId: number | null; quantity: number }) => `${lineKey(l)}|${l.quantity}`;
    const currentFixed = current.filter((l) => l.type !== "ONETIME").map(fixedKey).sort();
    const requestFixed = input.lines
      .filter((l) => l.type !== "ONETIME")
      .map((l) => fixedKey({ type: l.type, code: l.product_code, petPlanId: l.pet_plan, quantity: l.quantity }))
      .sort();
    if (JSON.stringify(currentFixed) !== JSON.stringify(requestFixed)) throw fieldErrors({ order_products: FIXED_LINES_MESSAGE });

    // Extra meals (buffer bags): per dog, on an UnKibble plan, within the allowance, once.
    const bufferRequest = input.lines.filter((l) => isBuffer(l.product_code));
    const bufferPlans = [...new Set(bufferRequest.map((l) => l.pet_plan))];
    const allowances = bufferPlans.length
      ? await tx
          .select()
          .from(bufferBagAllowances)
          .where(inArray(bufferBagAllowances.petPlanId, bufferPlans.filter((p): p is number => p !== null)))
      : [];
    const bufferPrice = new Map<string, number>();
    for (const planId of bufferPlans) {
      if (planId === null) throw fieldErrors({ order_products: DOG_REQUIRED_MESSAGE });
      const planCodes = current.filter((l) => l.petPlanId === planId && l.type !== "ONETIME").map((l) => l.code);
      if (planCodes.some((c) => c.startsWith(FRESH_MEAL_PREFIX))) throw fieldErrors({ order_products: FRESH_EXTRA_MEALS_MESSAGE });
      if (!planCodes.some((c) => c.startsWith(UNKIBBLE_MEAL_PREFIX))) throw fieldErrors({ order_products: NOT_UNKIBBLE_EXTRA_MEALS_MESSAGE });
      const allowance = allowances.find((a) => a.petPlanId === planId);
      if (!allowance) throw fieldErrors({ order_products: NO_ALLOWANCE_MESSAGE });
      const mine = bufferRequest.filter((l) => l.pet_plan === planId);
      for (const l of mine) {
        const offered = allowance.products.find((p) => p.code === l.product_code);
        if (!offered) throw fieldErrors({ order_products: NOT_BUFFER_PRODUCT_MESSAGE(l.product_code) });
        bufferPrice.set(`${planId}|${l.product_code}`, offered.price);
      }
      const bags = mine.reduce((n, l) => n + l.quantity, 0);
      if (mine.length > 1 || bags > allowance.numberOfBagsAllowed) throw fieldErrors({ order_products: BAGS_LIMIT_MESSAGE(allowance.numberOfBagsAllowed) });
      const already = current.filter((l) => l.petPlanId === planId && l.productType === "BUFFER").map((l) => `${l.code}|${l.quantity}`);
      if (already.length && JSON.stringify(already) !== JSON.stringify(mine.map((l) => `${l.product_code}|${l.quantity}`))) {
        throw fieldErrors({ order_products: EXTRA_MEALS_TWICE_MESSAGE });
      }
    }

    // One-time products: a dog each, products that may be sold once to the customer's country (kept lines stay as they are).
    const [account] = await tx.select({ country: accounts.defaultCountry }).from(accounts).where(eq(accounts.id, order.accountId)).limit(1);
    const currentByKey = new Map<string, LineRow[]>();
    for (const l of current) currentByKey.set(lineKey(l), [...(currentByKey.get(lineKey(l)) ?? []), l]);
    for (const l of input.lines) {
      if (l.type !== "ONETIME" || isBuffer(l.product_code)) continue;
      const p = productByCode.get(l.product_code)!;
      const existing = currentByKey.get(lineKey({ type: l.type, code: l.product_code, petPlanId: l.pet_plan }));
      if (existing?.length) continue;
      if (l.pet_plan === null) throw fieldErrors({ order_products: DOG_REQUIRED_MESSAGE });
      if (!(ONE_TIME_PLAN_STATUSES as readonly string[]).includes(planById.get(l.pet_plan)!.status)) throw fieldErrors({ order_products: PLAN_CANCELLED_MESSAGE });
      // An upcoming order takes add-ons only (lib/orders/rules.ts isOneTimeAddOn: no meals, no scoops).
      if (!account || !sellableOnceIn(p, account.country) || !isOneTimeAddOn({ product_type: p.productType })) throw fieldErrors({ order_products: NOT_ONE_TIME_MESSAGE(l.product_code) });
    }

    // New lines' prices: the catalogue under the account's pricing model, as the one-time product
    // list shows them (pricingModelIdOf); replacements 0, extra meals their allowance.
    const modelId = await pricingModelIdOf(tx, order.accountId);
    const priceRows = productRows.length
      ? await tx
          .select({ productId: productPrices.productId, price: productPrices.price })
          .from(productPrices)
          .where(and(inArray(productPrices.productId, productRows.map((p) => p.id)), eq(productPrices.pricingModelId, modelId ?? -1)))
      : [];
    const catalogue = new Map(priceRows.map((r) => [r.productId, r.price]));
    const priceOf = (code: string, type: OrderItemType, planId: number | null): number => {
      if (type === "REPLACEMENT" || order.orderType === "REPLACEMENT") return 0;
      const buffer = bufferPrice.get(`${planId}|${code}`);
      if (buffer !== undefined) return buffer;
      const p = productByCode.get(code)!;
      const price = catalogue.get(p.id);
      if (price === undefined) throw fieldErrors({ order_products: NO_PRICE_MESSAGE(code) });
      return price;
    };
    // Matching request lines to current ones by (type, code, plan): kept ids, new lines null.
    // Two lines of one product for one dog (added at different prices) are told apart by their
    // quantity first: a request line takes the current line with its key and quantity, else the
    // first one left with its key (the request names no line ids).
    const pool = new Map([...currentByKey].map(([k, v]) => [k, [...v]]));
    const matches = input.lines.map((l) => {
      const left = pool.get(lineKey({ type: l.type, code: l.product_code, petPlanId: l.pet_plan }));
      const i = left?.findIndex((c) => c.quantity === l.quantity) ?? -1;
      return i >= 0 ? left!.splice(i, 1)[0] : undefined;
    });
    const planned: PlannedLine[] = input.lines.map((l, index) => {
      const p = productByCode.get(l.product_code)!;
      const match = matches[index] ?? pool.get(lineKey({ type: l.type, code: l.product_code, petPlanId: l.pet_plan }))?.shift();
      return {
        id: match?.id ?? null,
        productId: p.id,
        code: p.code,
        description: match?.description ?? p.name,
        quantity: l.quantity,
        // The plan's own lines kept keep their unit price (a dog's meal lines share the plan's price:
        // resolvePlan); one-time lines (which the request cannot tell apart when one product is on
        // the order twice for a dog) and new lines are priced from the catalogue.
        unitPrice: match && l.type !== "ONETIME" ? round2(match.unitPrice) : priceOf(p.code, l.type, l.pet_plan),
        productType: p.productType as ItemKind,
        discountEligible: p.discountEligible,
        type: l.type,
        petPlanId: l.pet_plan,
        petId: match?.petId ?? (l.pet_plan !== null ? (planById.get(l.pet_plan)?.petId ?? null) : null),
      };
    });

    // Discount codes: the new ones must pass every rule; the ones left out are removed.
    const applied = await codesOf(tx, order.id);
    const appliedCodes = applied.map((a) => a.discount.code);
    const wanted = [...new Set(input.discountCodes)];
    const newCodes = wanted.filter((c) => !appliedCodes.includes(c));
    // Locked while their usage is counted: concurrent orders take a code's last use one at a time.
    const newRows = await lockDiscounts(tx, { codes: newCodes });
    const productCodesAfter = planned.map((l) => l.code);
    // One customer-service code per order: the one the order keeps, else the first new one (a code
    // removed in the same change no longer counts).
    let exclusiveCode = exclusiveCodeAmong(applied.filter((a) => wanted.includes(a.discount.code)).map((a) => a.discount));
    for (const code of newCodes) {
      const d = newRows.find((r) => r.code === code);
      if (!d) throw fieldErrors({ discount_codes: `${DISCOUNT_NOT_FOUND_MESSAGE}: ${code}` });
      const violation = discountRuleViolation(d, {
        now: actor.now,
        orderType: order.orderType,
        accountId: order.accountId,
        productCodes: productCodesAfter,
        appliedCodes,
        exclusiveCode,
        ...(await usageFor(tx, d.id, order.id, order.accountId)),
      });
      if (violation) throw fieldErrors({ discount_codes: `${code}: ${violation.message}` });
      if (isExclusiveDiscount(d)) exclusiveCode ??= d.code;
    }
    const discountRows = wanted.map((c) => applied.find((a) => a.discount.code === c)?.discount ?? newRows.find((r) => r.code === c)!);

    if (input.dryRun) return answer(order, order.orderType, planned, discountRows, true);

    const removedLinks = applied.filter((a) => !wanted.includes(a.discount.code)).map((a) => a.linkId);
    // Nothing to change (the same lines, codes and money, e.g. a code the order already has sent
    // again): nothing is written, and the version stays, so nobody else's open change answers 409.
    if (!removedLinks.length && !newRows.length && sameLinesAndMoney(current, planned, discountRows, order.orderType)) return answer(order, order.orderType, planned, discountRows, false, undefined, false);
    if (removedLinks.length) await tx.delete(orderDiscounts).where(inArray(orderDiscounts.id, removedLinks));
    for (const d of newRows) await tx.insert(orderDiscounts).values({ orderId: order.id, discountId: d.id, created: actor.now });
    const { priced, ids } = await writeLines(tx, order, current, planned, discountRows, actor.now);

    // Each line as the changelog records it; the timeline reads the records back (lib/timeline/order-lines.ts).
    const before = current.map((l) => orderLineRecord(l)).sort();
    const after = planned.map((l) => orderLineRecord(l)).sort();
    const changes: Record<string, { old: unknown; new: unknown }> = {};
    if (JSON.stringify(before) !== JSON.stringify(after)) changes.order_products = { old: before, new: after };
    if (JSON.stringify(appliedCodes) !== JSON.stringify(wanted)) changes.discount_codes = { old: appliedCodes, new: wanted };
    if (round2(order.totalPrice) !== priced.totalPrice) changes.total_price = { old: round2(order.totalPrice), new: priced.totalPrice };
    if (Object.keys(changes).length) {
      // The lines the entry is about: those added, removed or changed, or every line when the order as a whole changed (its codes, its prices).
      const plannedById = new Map(planned.flatMap((l) => (l.id === null ? [] : [[l.id, l] as const])));
      const concerned =
        changes.order_products && !changes.discount_codes
          ? [
              ...planned.filter((l) => l.id === null),
              ...current.filter((l) => {
                const kept = plannedById.get(l.id);
                return !kept || orderLineRecord(kept) !== orderLineRecord(l);
              }),
            ]
          : [...current, ...planned];
      await writeCustomerChangelog(tx, {
        accountId: order.accountId,
        petId: petOfLines(concerned),
        action: "UPDATE",
        objectType: CHANGELOG_OBJECT_TYPES.order,
        objectId: order.id,
        changes,
        staffEmail: actor.staffEmail,
        now: actor.now,
      });
    }
    return answer(order, order.orderType, planned, discountRows, false, ids);
  }));
}

// ───────────────────────────── POST orders/{id}/remove_discount ─────────────────────────────

/**
 * Removes a code from an upcoming order: its lines re-priced as they are (their unit prices stay).
 * `dryRun`: the same planning and pricing answered without writing (the Remove discount dialog's
 * preview, so it shows exactly what the removal saves).
 */
export async function removeOrderDiscount(
  db: Db,
  params: { orderId: string; code: string; version?: number; dryRun?: boolean; idempotency?: Idempotency },
  actor: Actor,
): Promise<OrderChangeResult> {
  // With a key (optional, as PUT orders/{id}) the removal is made once per key; a dry run ignores it.
  const { idempotency, ...sameRequest } = params;
  return db.transaction(async (tx) => runIdempotentIfKeyed(tx, params.dryRun ? undefined : idempotency, sameRequest, actor.now, async () => {
    const order = await lockOrder(tx, params.orderId, params.version);
    if (order.status !== "PREVIEW") throw badRequest(ORDER_NOT_PREVIEW_MESSAGE(order.status));
    const applied = await codesOf(tx, order.id);
    const link = applied.find((a) => a.discount.code === params.code);
    if (!link) throw fieldErrors({ discount_code: DISCOUNT_NOT_ON_ORDER_MESSAGE });
    const current = await linesOf(tx, order.id);
    const productRows = current.length ? await tx.select().from(products).where(inArray(products.code, current.map((l) => l.code))) : [];
    const productByCode = new Map(productRows.map((p) => [p.code, p]));
    // Removing a code re-prices the lines as they are (their unit prices stay).
    const planned = current.map((l) => plannedFrom(l, productByCode.get(l.code), l.unitPrice));
    const remaining = applied.filter((a) => a.linkId !== link.linkId).map((a) => a.discount);
    if (params.dryRun) return answer(order, order.orderType, planned, remaining, true);
    await tx.delete(orderDiscounts).where(eq(orderDiscounts.id, link.linkId));
    const { priced } = await writeLines(tx, order, current, planned, remaining, actor.now);
    await writeCustomerChangelog(tx, {
      accountId: order.accountId,
      action: "DELETE",
      objectType: CHANGELOG_OBJECT_TYPES.discount,
      objectId: params.code,
      changes: {
        discount_code: { old: params.code, new: null },
        order_id: { old: order.id, new: order.id },
        total_discounts: { old: round2(order.totalDiscounts), new: priced.totalDiscounts },
        total_price: { old: round2(order.totalPrice), new: priced.totalPrice },
      },
      staffEmail: actor.staffEmail,
      now: actor.now,
    });
    return answer(order, order.orderType, planned, remaining, false);
  }));
}

// ───────────────────────────── PUT orders/mark_order_cancelled ─────────────────────────────

export async function markOrderCancelled(db: Db, orderId: string, actor: Actor, version?: number) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, version);
    if (order.status !== "FULFILLING") throw badRequest(ORDER_NOT_FULFILLING_MESSAGE(order.status));
    await tx.update(orders).set({ status: "CANCELLED", ...bumpVersion(orders), lastUpdated: actor.now }).where(eq(orders.id, order.id));
    // Its fulfillments with nothing shipped yet are cancelled with it; a shipped, delivered or failed delivery stays as it is.
    const before = await tx
      .select({ id: fulfillments.id, status: fulfillments.status })
      .from(fulfillments)
      .where(and(eq(fulfillments.orderId, order.id), inArray(fulfillments.status, [...FULFILLMENT_STATUSES_CANCELLED_WITH_ORDER])))
      .orderBy(fulfillments.id);
    if (before.length) await tx.update(fulfillments).set({ status: "CANCELLED" }).where(inArray(fulfillments.id, before.map((f) => f.id)));
    await writeCustomerChangelog(tx, {
      accountId: order.accountId,
      petId: petOfLines(await linesOf(tx, order.id)),
      action: "UPDATE",
      objectType: CHANGELOG_OBJECT_TYPES.order,
      objectId: order.id,
      changes: {
        status: { old: order.status, new: "CANCELLED" },
        ...(before.length ? { fulfillments: { old: before.map((f) => `${f.id}: ${f.status}`), new: before.map((f) => `${f.id}: CANCELLED`) } } : {}),
      },
      staffEmail: actor.staffEmail,
      now: actor.now,
    });
    return { id: order.id, status: "CANCELLED" as const, fulfillments: before.map((f) => ({ id: f.id, status: "CANCELLED" as const })), version: order.version + 1 };
  });
}
