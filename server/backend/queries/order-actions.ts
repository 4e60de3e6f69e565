/**
 * The order page's money-and-shipment writes (lib/orders/rules.ts has the
 * rules): refunds per line (idempotent, capped in the transaction under row locks), splitting a
 * fulfillment into "{id}-S{n}", marking a SHIPPED fulfillment delivery failed, and new orders:
 * REPLACEMENT (free, quantities capped across replacements) and ONETIME (priced by
 * lib/order-pricing.ts, charged to the default payment method by a simulated provider, a $0.00 one
 * not charged at all; the dry run answers the same totals without writing); neither on an account
 * whose personal data was deleted.
 * Each write and its changelog entry is one transaction.
 */
import { CUSTOMER_NOT_FOUND_MESSAGE, erasedAccountRefusal } from "../../../lib/contract/customers";
import { fulfilledQuantityProblem } from "../../../lib/contract/product-items";
import { and, asc, eq, inArray, like, or, sql } from "drizzle-orm";
import type {
  CreateOrderResponse,
  RefundReasonInput,
  RefundResponse,
  SplitResponse,
} from "../../../lib/contract/order-actions";
import { CHANGELOG_OBJECT_TYPES, type ItemKind } from "../../../lib/contract/enums";
import { round2, sumMoney } from "../../../lib/money";
import { DISCOUNT_NOT_FOUND_MESSAGE } from "../../../lib/contract/discounts";
import {
  CARD_DECLINED,
  DELIVERY_FAILED_NOT_SHIPPED,
  discountNotForOneTime,
  NO_DEFAULT_PAYMENT_METHOD,
  ORDER_NOT_OF_CUSTOMER,
  ONE_TIME_DOG_REQUIRED,
  ONE_TIME_ONE_DOG,
  ONE_TIME_PRODUCT_UNAVAILABLE,
  REFUND_LINE_NOT_OF_ORDER,
  REFUND_LINE_TWICE,
  REPLACEMENT_LINE_NOT_OF_ORDER,
  REPLACEMENT_LINE_TWICE,
  REPLACEMENT_NOT_ALLOWED,
  REPLACEMENT_SELECT_ONE,
} from "../../../lib/orders/messages";
import {
  availableRefund,
  canMarkDeliveryFailed,
  canReplace,
  chargesNothing,
  countsAgainstParent,
  isDecliningCard,
  isUnkibblePlan,
  nextSplitId,
  oneTimeLineErrors,
  ONE_TIME_PLAN_STATUSES,
  refundAmountError,
  refundIneligibility,
  refundTaxPart,
  replaceableByLine,
  replacementQuantityProblem,
  splitNumberOf,
  splitRefusal,
  splitSelectionError,
} from "../../../lib/orders/rules";
import { priceOrder } from "../../../lib/order-pricing";
import { discountRuleViolation, isExclusiveDiscount } from "../../../lib/discount-apply-rules";
import { nextOrderId } from "./pet-plans";
import type { Db } from "../db/client";
import {
  accounts,
  addresses,
  fulfillmentItems,
  fulfillmentProducts,
  fulfillments,
  items,
  orderDiscounts,
  orderProducts,
  orders,
  paymentMethods,
  petPlanProducts,
  petPlans,
  productItems,
  productPrices,
  products,
  refunds,
} from "../db/schema";
import { badRequest, fieldErrors, notFound } from "../http/errors";
import { petOfFulfillment, petOfLines, writeCustomerChangelog, writeOrderCreated } from "./changelog";
import { claimDogsOfFulfillment, lockClaimsOfFulfillment, moveClaimsTo } from "./claims";
import { claimLineOf } from "../../../lib/claim-rules";
import { escapeLike } from "./like";
import { runIdempotent, runIdempotentIfKeyed, type Idempotency } from "./idempotency";
import { recordAudit, type Audited } from "./audit";
import { reasonChanges } from "./refunds";
import { bumpVersion } from "./versioned";
import { lockDiscounts, NO_PRICE_MESSAGE, PLAN_CANCELLED_MESSAGE, usageFor } from "./order-edits";
import { pricingModelIdOf, sellableOnceIn } from "./products";

interface Actor {
  staffEmail: string;
  now: Date;
}

export const FULFILLMENT_NOT_FOUND = "Fulfillment not found.";
export const REPLACEMENT_PARENT_REQUIRED = "Choose the order to replace.";
export const DRY_RUN_ONE_TIME_ONLY = "Only a one-time order can be priced with dry_run.";
export const PET_PLAN_NOT_OF_CUSTOMER = "This dog's plan does not belong to this customer.";

// ───────────────────────────── Refunds ─────────────────────────────

export interface RefundInput extends Actor, Audited {
  accountId: number;
  orderId: string;
  lines: { order_product_id: number; amount: number; tax_amount?: number }[];
  /** Why (issue 22): stored with the refund's changelog entry (queries/refunds.ts). */
  reason?: RefundReasonInput | null;
  /** The request's key (register(): POST refunds is `idempotent`). */
  idempotency: Idempotency | undefined;
}

/**
 * POST refunds, once per idempotency key (queries/idempotency.ts: the key is claimed first in the
 * transaction); the order and its lines are locked (SELECT … FOR UPDATE) before the caps are
 * recomputed, so two refunds racing on one line run one after the other and the second sees what
 * the first refunded.
 */
export async function createRefund(db: Db, input: RefundInput): Promise<RefundResponse> {
  // Two requests are "the same refund" when they name the same account, order, lines and amounts.
  const sameRequest = { account: input.accountId, order_id: input.orderId, lines: input.lines.map((l) => [l.order_product_id, l.amount]), ...(input.reason ? { reason: input.reason } : {}) };
  return db.transaction(async (tx) => runIdempotent(tx, input.idempotency, sameRequest, input.now, async () => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!order || order.accountId !== input.accountId) throw fieldErrors({ order_id: ORDER_NOT_OF_CUSTOMER });
    const ineligible = refundIneligibility({ id: order.id, order_type: order.orderType, charge: order.charge ?? null });
    if (ineligible) throw badRequest(ineligible);

    const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, order.id)).orderBy(asc(orderProducts.id)).for("update");
    const byId = new Map(lines.map((l) => [l.id, l]));
    const errors: Record<string, string> = {};
    const seen = new Set<number>();
    input.lines.forEach((r, i) => {
      const line = byId.get(r.order_product_id);
      if (!line) errors[`order_product_refunds.${i}.order_product_id`] = REFUND_LINE_NOT_OF_ORDER;
      else if (seen.has(r.order_product_id)) errors[`order_product_refunds.${i}.order_product_id`] = REFUND_LINE_TWICE;
      else {
        const problem = refundAmountError(
          { total_price: round2(line.totalPrice), tax_amount: round2(line.taxAmount), total_refunds: round2(line.totalRefunds) },
          r.amount,
        );
        if (problem) errors[`order_product_refunds.${i}.amount`] = problem;
      }
      seen.add(r.order_product_id);
    });
    if (Object.keys(errors).length) throw fieldErrors(errors);

    // The tax already refunded on each line (its refund records): a refund's tax part counts on it.
    const taxRefunded = new Map(
      (
        await tx
          .select({ lineId: refunds.orderProductId, tax: sql<string>`coalesce(sum(${refunds.taxAmount}), 0)` })
          .from(refunds)
          .where(inArray(refunds.orderProductId, lines.map((l) => l.id)))
          .groupBy(refunds.orderProductId)
      ).map((r) => [r.lineId, round2(r.tax)]),
    );
    const written: RefundResponse["refunds"] = [];
    for (const r of input.lines) {
      const line = byId.get(r.order_product_id)!;
      const amount = round2(r.amount);
      const taxAmount = refundTaxPart({ total_price: round2(line.totalPrice), tax_amount: round2(line.taxAmount) }, amount, {
        refunded: round2(line.totalRefunds),
        taxRefunded: taxRefunded.get(line.id) ?? 0,
      });
      const [row] = await tx
        .insert(refunds)
        .values({ orderId: order.id, orderProductId: line.id, amount, taxAmount, staffEmail: input.staffEmail, created: input.now })
        .returning({ id: refunds.id });
      const totalRefunds = sumMoney([line.totalRefunds, amount]);
      await tx.update(orderProducts).set({ totalRefunds }).where(eq(orderProducts.id, line.id));
      byId.set(line.id, { ...line, totalRefunds });
      written.push({ id: row!.id, order_product_id: line.id, amount, tax_amount: taxAmount });
    }
    const orderRefunds = sumMoney([order.totalRefunds, ...written.map((w) => w.amount)]);
    await tx.update(orders).set({ totalRefunds: orderRefunds, ...bumpVersion(orders), lastUpdated: input.now }).where(eq(orders.id, order.id));
    await writeCustomerChangelog(tx, {
      accountId: order.accountId,
      petId: petOfLines(written.map((w) => byId.get(w.order_product_id)!)),
      action: "CREATE",
      objectType: CHANGELOG_OBJECT_TYPES.refund,
      objectId: order.id,
      changes: {
        total_refunds: { old: round2(order.totalRefunds), new: orderRefunds },
        // Each line names its refund row (`id`): GET refunds reads one refund back by them (queries/refunds.ts).
        refunds: { old: null, new: written.map((w) => ({ id: w.id, order_product_id: w.order_product_id, amount: w.amount, tax_amount: w.tax_amount })) },
        ...reasonChanges(input.reason),
      },
      staffEmail: input.staffEmail,
      now: input.now,
    });
    await recordAudit(tx, input, { action: "refund", accountId: order.accountId, objectType: "order", objectId: order.id, details: { amount: sumMoney(written.map((w) => w.amount)), lines: written.length, reason: input.reason?.code ?? null } });
    const response: RefundResponse = {
      order_id: order.id,
      total_refunds: orderRefunds,
      refunds: written,
      order_products: [...byId.values()].map((l) => ({
        id: l.id,
        total_refunds: round2(l.totalRefunds),
        refund_amount: availableRefund({ total_price: round2(l.totalPrice), tax_amount: round2(l.taxAmount), total_refunds: round2(l.totalRefunds) }),
      })),
    };
    return response;
  }));
}

// ───────────────────────────── Split and delivery failed ─────────────────────────────

/**
 * POST fulfillments/{id}/split: the chosen products move to a new fulfillment "{id}-S{n}", and the
 * claims filed on them with them (each with its claim changelog entry), so they stay editable from
 * the order page. Locks: the fulfillment, then its claims (as the claim writes: queries/claims.ts).
 */
export async function splitFulfillment(db: Db, input: { fulfillmentId: string; codes: string[] } & Actor): Promise<SplitResponse> {
  return db.transaction(async (tx) => {
    const [f] = await tx.select().from(fulfillments).where(eq(fulfillments.id, input.fulfillmentId)).for("update");
    if (!f) throw notFound(FULFILLMENT_NOT_FOUND);
    const moved = await tx.select().from(fulfillmentProducts).where(eq(fulfillmentProducts.fulfillmentId, f.id)).orderBy(asc(fulfillmentProducts.id));
    // lib/orders/rules.ts splitRefusal (canSplit, the order page's rule), the split page's notice: a
    // split-off or a fulfillment of one product code answers the spec's split error; one that would
    // split but for its status says so.
    const refusal = splitRefusal({ id: f.id, status: f.status, is_split_fulfillment: f.isSplitFulfillment || f.splitFromId !== null, products: moved });
    if (refusal) throw badRequest(refusal);
    const codes = [...new Set(input.codes)];
    const problem = splitSelectionError(
      moved.map((p) => p.code),
      codes,
    );
    if (problem) throw fieldErrors({ product_codes_to_split: problem });

    const siblings = await tx
      .select({ id: fulfillments.id })
      .from(fulfillments)
      .where(or(eq(fulfillments.splitFromId, f.id), like(fulfillments.id, `${escapeLike(f.id)}-S%`)));
    const newId = nextSplitId(
      f.id,
      siblings.map((s) => s.id),
    );
    const leaving = moved.filter((p) => codes.includes(p.code));
    const staying = moved.filter((p) => !codes.includes(p.code));
    // The claims filed on the lines that leave go with them (the line a claim is on: claimLineOf, as
    // the claim check finds it); locked before anything is written (claims.ts lockClaimsOfFulfillment).
    const lines = moved.map((p) => ({ ...p, pet_id: p.petId }));
    const dogs = await claimDogsOfFulfillment(tx, f);
    const claimsHere = (await lockClaimsOfFulfillment(tx, f.id)).map((c) => ({ claim: c, line: claimLineOf(lines, dogs, c.productCode, c.petId) }));
    const claimsMoving = claimsHere.filter(({ line }) => line !== null && codes.includes(line.code)).map(({ claim }) => claim);
    // Each side's dogs: those of its lines; a side holding a line of no dog in particular also keeps
    // the original's dogs, first (the dogs a claim on that line names, lib/claim-rules.ts claimDogsOf:
    // the order page's File claim names the same dog as before the split), and the dogs of the
    // claims filed on such lines, so every claim still belongs to its fulfillment and stays editable.
    const petsOf = (list: typeof moved) => {
      const ids = new Set(list.map((p) => p.id));
      const dogless = list.some((p) => p.petId === null) ? f.petIds : [];
      const claimed = claimsHere.filter(({ line }) => line !== null && line.pet_id === null && ids.has(line.id)).map(({ claim }) => claim.petId);
      return [...new Set([...dogless, ...list.map((p) => p.petId), ...claimed].filter((p): p is string => !!p))];
    };
    await tx.insert(fulfillments).values({
      ...f,
      id: newId,
      isSplitFulfillment: true,
      splitFromId: f.id,
      petIds: petsOf(leaving),
      created: input.now,
    });
    await tx
      .update(fulfillmentProducts)
      .set({ fulfillmentId: newId })
      .where(inArray(fulfillmentProducts.id, leaving.map((p) => p.id)));
    await tx.update(fulfillments).set({ petIds: petsOf(staying) }).where(eq(fulfillments.id, f.id));
    await moveClaimsTo(tx, claimsMoving, newId, input);
    const [order] = await tx.select({ accountId: orders.accountId }).from(orders).where(eq(orders.id, f.orderId));
    await writeCustomerChangelog(tx, {
      accountId: order!.accountId,
      petId: petOfLines(leaving),
      action: "CREATE",
      objectType: CHANGELOG_OBJECT_TYPES.fulfillment,
      objectId: newId,
      changes: { split_from: { old: null, new: f.id }, product_codes: { old: null, new: leaving.map((p) => p.code) } },
      staffEmail: input.staffEmail,
      now: input.now,
    });
    const all = [...siblings.map((s) => s.id), newId]
      .filter((id) => splitNumberOf(f.id, id) !== null)
      .sort((a, b) => splitNumberOf(f.id, a)! - splitNumberOf(f.id, b)!);
    return { fulfillment_id: f.id, new_fulfillment_id: newId, split_fulfillment_ids: all };
  });
}

/** PUT orders/mark_fulfillment_delivery_failed: SHIPPED → DELIVERY_FAILED only. */
export async function markDeliveryFailed(db: Db, input: { fulfillmentId: string } & Actor) {
  return db.transaction(async (tx) => {
    const [f] = await tx.select().from(fulfillments).where(eq(fulfillments.id, input.fulfillmentId)).for("update");
    if (!f) throw fieldErrors({ fulfillment_id: FULFILLMENT_NOT_FOUND });
    if (!canMarkDeliveryFailed(f)) throw fieldErrors({ fulfillment_id: DELIVERY_FAILED_NOT_SHIPPED });
    await tx.update(fulfillments).set({ status: "DELIVERY_FAILED" }).where(eq(fulfillments.id, f.id));
    const [order] = await tx.select({ accountId: orders.accountId }).from(orders).where(eq(orders.id, f.orderId));
    await writeCustomerChangelog(tx, {
      accountId: order!.accountId,
      petId: await petOfFulfillment(tx, f.id),
      action: "UPDATE",
      objectType: CHANGELOG_OBJECT_TYPES.fulfillment,
      objectId: f.id,
      changes: { status: { old: f.status, new: "DELIVERY_FAILED" } },
      staffEmail: input.staffEmail,
      now: input.now,
    });
    return { fulfillment_id: f.id, status: "DELIVERY_FAILED" as const };
  });
}

// ───────────────────────────── New orders ─────────────────────────────

export interface CreateOrderInput extends Actor, Audited {
  accountId: number;
  orderType: "REPLACEMENT" | "ONETIME";
  lines: { type?: string; product_code: string; pet_plan?: number | null; quantity: number; replacement_parent_order_product?: number | null }[];
  replacementParentOrder?: string | null;
  discountCodes: string[];
  dryRun: boolean;
  /** The request's key, when it sent one (register(): POST orders is `idempotent: "optional"`); a dry run ignores it. */
  idempotency: Idempotency | undefined;
}

const FULFILLMENT_TYPE_KINDS: readonly ItemKind[] = ["SNACK", "SUPPLEMENT", "PUPGUM", "SCOOP", "MATERIAL", "MERCH"];
const fulfillmentTypeOf = (kind: ItemKind) => (FULFILLMENT_TYPE_KINDS.includes(kind) ? kind : "MEAL");

interface NewLine {
  orderProductId: number;
  productId: number | null;
  code: string;
  name: string;
  productType: ItemKind;
  isFrozen: boolean;
  petId: string | null;
  quantity: number;
  unitPrice: number;
  discountAmount: number;
}

/** One SCHEDULED fulfillment of a new order, with its products and their items, at the account's primary address. */
async function createFulfillmentFor(tx: Db, orderId: string, accountId: number, lines: NewLine[], now: Date): Promise<string> {
  const id = await nextOrderId(tx);
  const [addr] = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.accountId, accountId))
    .orderBy(sql`${addresses.isPrimary} desc`, asc(addresses.id))
    .limit(1);
  await tx.insert(fulfillments).values({
    id,
    orderId,
    status: "SCHEDULED",
    petIds: [...new Set(lines.map((l) => l.petId).filter((p): p is string => !!p))],
    address1: addr?.address1 ?? null,
    address2: addr?.address2 ?? null,
    city: addr?.city ?? null,
    state: addr?.state ?? null,
    zip: addr?.zip ?? null,
    country: addr?.country ?? "US",
    created: now,
  });
  const productIds = lines.map((l) => l.productId).filter((p): p is number => p !== null);
  const itemRows = productIds.length
    ? await tx
        .select({ productId: productItems.productId, sku: items.sku, name: items.name, quantity: productItems.quantity })
        .from(productItems)
        .innerJoin(items, eq(items.id, productItems.itemId))
        .where(inArray(productItems.productId, productIds))
    : [];
  for (const [index, l] of lines.entries()) {
    const its = itemRows.filter((i) => i.productId === l.productId);
    // The items' counts must fit their column: else the line's quantity's 400 (lines are the request's, in its order), not a 500.
    const tooMany = fulfilledQuantityProblem(its.map((i) => i.quantity), l.quantity);
    if (tooMany) throw fieldErrors({ [`order_products.${index}.quantity`]: tooMany });
    const [fp] = await tx
      .insert(fulfillmentProducts)
      .values({
        fulfillmentId: id,
        orderProductId: l.orderProductId,
        code: l.code,
        name: l.name,
        type: fulfillmentTypeOf(l.productType),
        isFrozen: l.isFrozen,
        petId: l.petId,
        price: l.unitPrice,
        discountAmount: l.discountAmount,
      })
      .returning({ id: fulfillmentProducts.id });
    if (its.length) {
      await tx.insert(fulfillmentItems).values(its.map((i) => ({ fulfillmentProductId: fp!.id, sku: i.sku, name: i.name, quantity: i.quantity * l.quantity })));
    }
  }
  return id;
}

/** POST orders (REPLACEMENT or ONETIME; dry run for ONETIME). */
export async function createOrder(db: Db, input: CreateOrderInput): Promise<CreateOrderResponse> {
  if (input.dryRun && input.orderType !== "ONETIME") throw fieldErrors({ order_type: DRY_RUN_ONE_TIME_ONLY });
  const run = async (tx: Db) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, input.accountId));
    if (!account) throw fieldErrors({ account: CUSTOMER_NOT_FOUND_MESSAGE });
    return input.orderType === "REPLACEMENT" ? createReplacement(tx, input, account) : createOneTime(tx, input, account);
  };
  // A dry run prices the order with the same code and writes nothing: nothing to replay either.
  if (input.dryRun) return db.transaction(run);
  // Two requests are "the same order" when they name the same account, type, lines, parent and codes.
  const sameRequest = { account: input.accountId, order_type: input.orderType, lines: input.lines, parent: input.replacementParentOrder ?? null, codes: input.discountCodes };
  return db.transaction(async (tx) => runIdempotentIfKeyed(tx, input.idempotency, sameRequest, input.now, () => run(tx)));
}

type AccountRow = typeof accounts.$inferSelect;

/**
 * Nothing new ships to an account whose personal data was deleted (lib/contract/customers.ts
 * erasedAccountRefusal): a one-time order and a replacement alike, the dry run too, are refused
 * (400 {detail}) before anything is priced, written or charged. The account row is read again under
 * FOR KEY SHARE, the lock the new order's row takes on it anyway, and in the same order: after the
 * plan or the parent order (updatePetPlan too locks a plan, then its account). So a deletion
 * committed meanwhile is seen here, and one that comes later (deleteCustomerPii locks the account
 * FOR UPDATE) waits for this order, then erases its fulfillment's address with the rest.
 */
async function lockAccountToShipTo(tx: Db, accountId: number): Promise<void> {
  const [row] = await tx.select({ piiDeletedAt: accounts.piiDeletedAt }).from(accounts).where(eq(accounts.id, accountId)).for("key share");
  const erased = erasedAccountRefusal(row?.piiDeletedAt ?? null, "order");
  if (erased) throw badRequest(erased);
}

async function createReplacement(tx: Db, input: CreateOrderInput, account: AccountRow): Promise<CreateOrderResponse> {
  if (!input.replacementParentOrder) throw fieldErrors({ replacement_parent_order: REPLACEMENT_PARENT_REQUIRED });
  const [parent] = await tx.select().from(orders).where(eq(orders.id, input.replacementParentOrder)).for("update");
  if (!parent || parent.accountId !== account.id) throw fieldErrors({ replacement_parent_order: ORDER_NOT_OF_CUSTOMER });
  // A replacement ships too: not to an erased account.
  await lockAccountToShipTo(tx, account.id);
  if (!canReplace({ order_type: parent.orderType, status: parent.status })) throw badRequest(REPLACEMENT_NOT_ALLOWED);
  if (input.lines.length === 0) throw fieldErrors({ order_products: REPLACEMENT_SELECT_ONE });

  const parentLines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, parent.id));
  const byId = new Map(parentLines.map((l) => [l.id, l]));
  // Earlier replacements of the parent that still count (countsAgainstParent, the screens' rule):
  // not cancelled, and not every fulfillment delivery failed or cancelled. Read under the parent's
  // lock, so two replacements of one parent still see each other.
  const earlier = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.replacementParentOrderId, parent.id));
  const earlierFulfillments = earlier.length
    ? await tx
        .select({ orderId: fulfillments.orderId, status: fulfillments.status })
        .from(fulfillments)
        .where(inArray(fulfillments.orderId, earlier.map((o) => o.id)))
    : [];
  const counting = earlier.filter((o) => countsAgainstParent({ status: o.status, fulfillments: earlierFulfillments.filter((f) => f.orderId === o.id) })).map((o) => o.id);
  const replacedRows = counting.length
    ? await tx
        .select({ code: orderProducts.code, quantity: orderProducts.quantity, replacement_parent_order_product: orderProducts.replacementParentOrderProductId })
        .from(orderProducts)
        .where(inArray(orderProducts.orderId, counting))
    : [];
  // The dialog's rule (replaceLinesOf): every stored line names its parent line (or null), so it is exact.
  const maxOf = replaceableByLine(parentLines, replacedRows);

  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  input.lines.forEach((l, i) => {
    const pl = l.replacement_parent_order_product ? byId.get(l.replacement_parent_order_product) : undefined;
    if (!pl || (l.product_code && l.product_code !== pl.code)) {
      errors[`order_products.${i}.replacement_parent_order_product`] = REPLACEMENT_LINE_NOT_OF_ORDER;
      return;
    }
    if (seen.has(pl.id)) errors[`order_products.${i}.replacement_parent_order_product`] = REPLACEMENT_LINE_TWICE;
    seen.add(pl.id);
    const max = maxOf.get(pl.id) ?? 0;
    const problem = replacementQuantityProblem(l.quantity, max);
    if (problem) errors[`order_products.${i}.quantity`] = problem;
  });
  if (Object.keys(errors).length) throw fieldErrors(errors);

  const orderId = await nextOrderId(tx);
  await tx.insert(orders).values({
    id: orderId,
    accountId: account.id,
    status: "READY_FOR_FULFILLMENT",
    orderType: "REPLACEMENT",
    subtotalPrice: 0,
    totalDiscounts: 0,
    totalTax: 0,
    totalPrice: 0,
    totalShippingPrice: 0,
    shippingMethod: parent.shippingMethod,
    pricingModelId: parent.pricingModelId,
    paymentType: null,
    paymentProcessor: account.primaryPaymentProcessor,
    scheduled: input.now,
    charge: null,
    replacementParentOrderId: parent.id,
    created: input.now,
    lastUpdated: input.now,
  });
  const productRows = await tx
    .select({ id: products.id, code: products.code, isFrozen: products.isFrozen })
    .from(products)
    .where(inArray(products.code, [...new Set(input.lines.map((l) => byId.get(l.replacement_parent_order_product!)!.code))]));
  const productOf = new Map(productRows.map((p) => [p.code, p]));
  // Each new line keeps its parent line's plan: the answer's pet_plan is that line's own (two dogs'
  // lines of one product replaced together answer each dog's plan, as stored).
  const newLines: (NewLine & { petPlanId: number | null })[] = [];
  for (const l of input.lines) {
    const pl = byId.get(l.replacement_parent_order_product!)!;
    const [row] = await tx
      .insert(orderProducts)
      .values({
        orderId,
        productId: pl.productId,
        code: pl.code,
        description: pl.description,
        quantity: l.quantity,
        unitPrice: 0,
        discountAmount: 0,
        taxAmount: 0,
        totalPrice: 0,
        type: "REPLACEMENT",
        productType: pl.productType,
        petId: pl.petId,
        petPlanId: pl.petPlanId,
        replacementParentOrderProductId: pl.id,
      })
      .returning({ id: orderProducts.id });
    newLines.push({
      orderProductId: row!.id,
      productId: pl.productId ?? productOf.get(pl.code)?.id ?? null,
      code: pl.code,
      name: pl.description,
      productType: pl.productType,
      isFrozen: productOf.get(pl.code)?.isFrozen ?? false,
      petId: pl.petId,
      petPlanId: pl.petPlanId,
      quantity: l.quantity,
      unitPrice: 0,
      discountAmount: 0,
    });
  }
  const fulfillmentId = await createFulfillmentFor(tx, orderId, account.id, newLines, input.now);
  await writeOrderCreated(tx, {
    accountId: account.id,
    petId: petOfLines(newLines),
    orderId,
    orderType: "REPLACEMENT",
    lines: newLines,
    more: { replacement_parent_order: parent.id },
    staffEmail: input.staffEmail,
    now: input.now,
  });
  await recordAudit(tx, input, { action: "replacement_order", accountId: account.id, objectType: "order", objectId: orderId, details: { replacement_parent_order: parent.id } });
  return {
    id: orderId,
    order_type: "REPLACEMENT",
    order_products: newLines.map((l) => ({
      product_code: l.code,
      description: l.name,
      quantity: l.quantity,
      unit_price: 0,
      discount_amount: 0,
      tax_amount: 0,
      total_price: 0,
      type: "REPLACEMENT",
      pet_plan: l.petPlanId,
    })),
    subtotal_price: 0,
    total_discounts: 0,
    total_tax: 0,
    total_price: 0,
    discount_codes: [],
    charge: null,
    fulfillment_ids: [fulfillmentId],
  };
}

async function createOneTime(tx: Db, input: CreateOrderInput, account: AccountRow): Promise<CreateOrderResponse> {
  const lines = input.lines;
  if (lines.length === 0) throw fieldErrors({ order_products: oneTimeLineErrors([], false).order! });
  const planIds = [...new Set(lines.map((l) => l.pet_plan ?? null))];
  if (planIds.includes(null)) throw fieldErrors({ pet_plan: ONE_TIME_DOG_REQUIRED });
  if (planIds.length > 1) throw fieldErrors({ pet_plan: ONE_TIME_ONE_DOG });
  // Locked (shared): a dog cancelled meanwhile (cancelPet locks its plans) is seen cancelled here.
  const [plan] = await tx.select().from(petPlans).where(eq(petPlans.id, planIds[0]!)).for("share");
  if (!plan || plan.accountId !== account.id) throw fieldErrors({ pet_plan: PET_PLAN_NOT_OF_CUSTOMER });
  await lockAccountToShipTo(tx, account.id);
  // The wizard offers the dogs whose plan is active or paused (oneTimeDogsOf): no order for a cancelled or deceased dog.
  if (!(ONE_TIME_PLAN_STATUSES as readonly string[]).includes(plan.status)) throw fieldErrors({ pet_plan: PLAN_CANCELLED_MESSAGE });

  const codes = [...new Set(lines.map((l) => l.product_code))];
  const productRows = await tx.select().from(products).where(inArray(products.code, codes));
  const productOf = new Map(productRows.map((p) => [p.code, p]));
  const errors: Record<string, string> = {};
  lines.forEach((l, i) => {
    const p = productOf.get(l.product_code);
    if (!p || !sellableOnceIn(p, account.defaultCountry)) errors[`order_products.${i}.product_code`] = ONE_TIME_PRODUCT_UNAVAILABLE;
  });
  if (Object.keys(errors).length) throw fieldErrors(errors);

  const planMeals = await tx
    .select({ code: products.code })
    .from(petPlanProducts)
    .innerJoin(products, eq(products.id, petPlanProducts.productId))
    .where(and(eq(petPlanProducts.petPlanId, plan.id), eq(products.productType, "MEAL")));
  const onUnkibble = isUnkibblePlan(planMeals.map((m) => ({ code: m.code, product_type: "MEAL" as const })));
  const ruleErrors = oneTimeLineErrors(
    lines.map((l) => ({ code: l.product_code, product_type: productOf.get(l.product_code)!.productType, quantity: l.quantity })),
    onUnkibble,
  );
  for (const [i, msg] of Object.entries(ruleErrors.lines)) errors[`order_products.${i}.quantity`] = msg;
  if (ruleErrors.order) errors.order_products = ruleErrors.order;
  if (Object.keys(errors).length) throw fieldErrors(errors);

  // Discount codes: known, active, in their dates, allowed on one-time orders, not another customer's.
  // Trimmed and upper-cased by the request's schema (lib/contract/discounts.ts discountCodeText).
  const wanted = [...new Set(input.discountCodes)];
  // Locked while their usage is counted: two orders taking a code's last use at once count one after the other.
  const discountRows = await lockDiscounts(tx, { codes: wanted });
  const discountByCode = new Map(discountRows.map((d) => [d.code, d]));
  for (const code of wanted) {
    const d = discountByCode.get(code);
    const inDates = d && (!d.availableStartDate || d.availableStartDate <= input.now) && (!d.availableEndDate || d.availableEndDate >= input.now);
    if (!d || !d.isActive || !inDates || (d.accountId !== null && d.accountId !== account.id)) throw fieldErrors({ discount_codes: DISCOUNT_NOT_FOUND_MESSAGE });
    if (!d.orderOnetime) throw fieldErrors({ discount_codes: discountNotForOneTime(d.code) });
  }
  const applied = wanted.map((c) => discountByCode.get(c)!);
  // Then every rule of lib/discount-apply-rules.ts, as PUT orders/{id} applies a code: its usage
  // limit above all (a one-use code was taken by any number of one-time orders), and one
  // customer-service code per order (the first one sent; a second one is refused).
  let exclusiveCode: string | null = null;
  for (const d of applied) {
    const violation = discountRuleViolation(d, {
      now: input.now,
      orderType: "ONETIME",
      accountId: account.id,
      productCodes: lines.map((l) => l.product_code),
      appliedCodes: [],
      exclusiveCode,
      ...(await usageFor(tx, d.id, null, account.id)),
    });
    if (violation) throw fieldErrors({ discount_codes: `${d.code}: ${violation.message}` });
    if (isExclusiveDiscount(d)) exclusiveCode ??= d.code;
  }

  // The prices the one-time product list showed (GET products/one-time-order-products): the
  // account's pricing model, else the standard one; a product without a price there is not sold.
  const pricingModelId = await pricingModelIdOf(tx, account.id);
  const priceRows = await tx
    .select({ productId: productPrices.productId, price: productPrices.price })
    .from(productPrices)
    .where(and(inArray(productPrices.productId, productRows.map((p) => p.id)), eq(productPrices.pricingModelId, pricingModelId ?? -1)));
  const priceById = new Map(priceRows.map((r) => [r.productId, r.price]));
  for (const p of productRows) if (!priceById.has(p.id)) throw fieldErrors({ order_products: NO_PRICE_MESSAGE(p.code) });
  const priceOf = (productId: number) => priceById.get(productId)!;
  const priced = priceOrder(
    lines.map((l) => {
      const p = productOf.get(l.product_code)!;
      return { code: p.code, unitPrice: priceOf(p.id), quantity: l.quantity, productType: p.productType, discountEligible: p.discountEligible };
    }),
    applied.map((d) => ({ discountType: d.discountType, value: d.value, trialValue: d.trialValue, eligibleProducts: d.eligibleProducts })),
    0,
    { orderType: "ONETIME" },
  );
  const answerLines = lines.map((l, i) => {
    const p = productOf.get(l.product_code)!;
    const pl = priced.lines[i]!;
    return {
      product_code: p.code,
      description: p.name,
      quantity: l.quantity,
      unit_price: pl.unitPrice,
      discount_amount: pl.discountAmount,
      tax_amount: pl.taxAmount,
      total_price: pl.totalPrice,
      type: "ONETIME" as const,
      pet_plan: plan.id,
    };
  });
  const base = {
    order_type: "ONETIME" as const,
    order_products: answerLines,
    subtotal_price: priced.subtotalPrice,
    total_discounts: priced.totalDiscounts,
    total_tax: priced.totalTax,
    total_price: priced.totalPrice,
    discount_codes: applied.map((d) => d.code),
  };
  if (input.dryRun) return { id: null, ...base, charge: null, fulfillment_ids: [] };

  // A $0.00 order (100% off: the reprocess code) takes nothing from the customer: no card is needed
  // or charged, so none can decline it. Like a replacement order it records no charge (charge null,
  // no `charged` time, no payment type) and goes to fulfillment at once.
  const nothingToCharge = chargesNothing(priced.totalPrice);
  // The simulated charge of the default payment method.
  const [card] = nothingToCharge
    ? []
    : await tx
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.accountId, account.id), eq(paymentMethods.isDefault, true)))
        .orderBy(asc(paymentMethods.id))
        .limit(1);
  const declined = nothingToCharge ? null : !card ? NO_DEFAULT_PAYMENT_METHOD : isDecliningCard(card.last4) ? CARD_DECLINED : null;
  const orderId = await nextOrderId(tx);
  const charge = nothingToCharge
    ? null
    : {
        status: declined ? ("FAILED" as const) : ("SUCCESS" as const),
        error: declined,
        card_number: card ? `************${card.last4}` : null,
        card_type: card?.brand ?? null,
        // The card's expiry month, as the payment processor's charge record carries it (the order page's Payment Details).
        payload: { processor: card?.processor ?? account.primaryPaymentProcessor, transaction_id: declined ? null : `sim_${orderId}`, amount: priced.totalPrice, exp_month: card?.expMonth ?? null },
        // The timeline places a failed charge (no `charged` time) at this attempt.
        attempted_at: input.now.toISOString(),
      };
  await tx.insert(orders).values({
    id: orderId,
    accountId: account.id,
    status: declined ? "MAX_RETRY_REACHED" : "READY_FOR_FULFILLMENT",
    orderType: "ONETIME",
    subtotalPrice: priced.subtotalPrice,
    totalDiscounts: priced.totalDiscounts,
    totalTax: priced.totalTax,
    totalPrice: priced.totalPrice,
    totalShippingPrice: 0,
    shippingMethod: "STANDARD",
    pricingModelId,
    paymentType: charge ? "CARD" : null,
    paymentProcessor: card?.processor ?? account.primaryPaymentProcessor,
    scheduled: input.now,
    charged: charge?.status === "SUCCESS" ? input.now : null,
    charge,
    created: input.now,
    lastUpdated: input.now,
  });
  if (applied.length) await tx.insert(orderDiscounts).values(applied.map((d) => ({ orderId, discountId: d.id, created: input.now })));
  const newLines: NewLine[] = [];
  for (const [i, l] of lines.entries()) {
    const p = productOf.get(l.product_code)!;
    const pl = priced.lines[i]!;
    const [row] = await tx
      .insert(orderProducts)
      .values({
        orderId,
        productId: p.id,
        code: p.code,
        description: p.name,
        quantity: l.quantity,
        unitPrice: pl.unitPrice,
        discountAmount: pl.discountAmount,
        taxAmount: pl.taxAmount,
        totalPrice: pl.totalPrice,
        type: "ONETIME",
        productType: p.productType,
        petId: plan.petId,
        petPlanId: plan.id,
      })
      .returning({ id: orderProducts.id });
    newLines.push({
      orderProductId: row!.id,
      productId: p.id,
      code: p.code,
      name: p.name,
      productType: p.productType,
      isFrozen: p.isFrozen,
      petId: plan.petId,
      quantity: l.quantity,
      unitPrice: pl.unitPrice,
      discountAmount: pl.discountAmount,
    });
  }
  const fulfillmentIds = declined ? [] : [await createFulfillmentFor(tx, orderId, account.id, newLines, input.now)];
  await writeOrderCreated(tx, {
    accountId: account.id,
    petId: plan.petId,
    orderId,
    orderType: "ONETIME",
    lines: newLines,
    // The charge's status, when one was made (a $0.00 order has none).
    more: { total_price: priced.totalPrice, discount_codes: base.discount_codes, ...(charge ? { charge_status: charge.status } : {}) },
    staffEmail: input.staffEmail,
    now: input.now,
  });
  await recordAudit(tx, input, { action: "one_time_order", accountId: account.id, objectType: "order", objectId: orderId, details: { total_price: priced.totalPrice, ...(charge ? { charge_status: charge.status } : {}) } });
  return { id: orderId, ...base, charge: charge && { status: charge.status, error: charge.error, card_number: charge.card_number }, fulfillment_ids: fulfillmentIds };
}
