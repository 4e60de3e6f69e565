/**
 * Orders: OrderDto (lib/contract/orders.ts) with discounts, products, charge
 * and fulfillments, for an account or for given ids (the order page), in a bounded number of
 * queries; and the customer page's grouping (upcoming, processing, past).
 */
import { and, asc, desc, eq, getTableName, inArray, sql } from "drizzle-orm";
import { ORDER_GROUP_STATUSES, orderGroupOf, type CustomerOrdersExportQuery, type OrderDto, type OrderGroup } from "../../../lib/contract/orders";
import { round2, subMoney } from "../../../lib/money";
import type { Db } from "../db/client";
import { discounts, orderDiscounts, orderProducts, orders, pricingModels } from "../db/schema";
import { ALL_FULFILLMENT_CONTENTS, listFulfillmentsOfOrders, type FulfillmentContents } from "./fulfillments";
import { groupBy, iso } from "./group-by";
import { petLookupsFor, type PetLookups } from "./pets";

/**
 * The orders of an account, or the orders with these ids. `lookups` (pet names, each plan's pet)
 * may be handed in (or its promise, to load in parallel); otherwise it is loaded for the lines.
 * `contents`: whose fulfillments carry their products and items (all by default).
 */
export async function listOrders(
  db: Db,
  filter: { accountId: number } | { orderIds: string[] },
  lookups?: PetLookups | Promise<PetLookups>,
  contents: FulfillmentContents = ALL_FULFILLMENT_CONTENTS,
): Promise<OrderDto[]> {
  if ("orderIds" in filter && filter.orderIds.length === 0) return [];
  const orderRows = await db
    .select({ order: orders, pricingModelName: pricingModels.name })
    .from(orders)
    .leftJoin(pricingModels, eq(pricingModels.id, orders.pricingModelId))
    .where("accountId" in filter ? eq(orders.accountId, filter.accountId) : inArray(orders.id, filter.orderIds));
  const orderIds = orderRows.map((o) => o.order.id);
  if (orderIds.length === 0) return [];

  const [discountRows, orderProductRows] = await Promise.all([
    db
      .select({ orderId: orderDiscounts.orderId, code: discounts.code })
      .from(orderDiscounts)
      .innerJoin(discounts, eq(discounts.id, orderDiscounts.discountId))
      .where(inArray(orderDiscounts.orderId, orderIds))
      .orderBy(asc(orderDiscounts.id)),
    db.select().from(orderProducts).where(inArray(orderProducts.orderId, orderIds)).orderBy(asc(orderProducts.id)),
  ]);
  const known =
    (await lookups) ??
    (await petLookupsFor(
      db,
      orderProductRows.flatMap((p) => (p.petId ? [p.petId] : [])),
      orderProductRows.flatMap((p) => (p.petPlanId !== null ? [p.petPlanId] : [])),
    ));
  const petName = (id: string) => known.petName.get(id) ?? null;
  const fulfillmentDtos = await listFulfillmentsOfOrders(db, orderIds, petName, contents);

  const discountsOfOrder = groupBy(discountRows, (d) => d.orderId);
  const productsOfOrder = groupBy(orderProductRows, (p) => p.orderId);
  const fulfillmentsOfOrder = groupBy(fulfillmentDtos, (f) => f.order_id);
  return orderRows.map(({ order: o, pricingModelName }) => ({
    id: o.id,
    status: o.status,
    order_type: o.orderType,
    subtotal_price: round2(o.subtotalPrice),
    total_discounts: round2(o.totalDiscounts),
    total_tax: round2(o.totalTax),
    total_price: round2(o.totalPrice),
    total_refunds: round2(o.totalRefunds),
    total_shipping_price: round2(o.totalShippingPrice),
    shipping_method: o.shippingMethod,
    pricing_model: pricingModelName ? { name: pricingModelName } : null,
    payment_type: o.paymentType,
    payment_processor: o.paymentProcessor,
    scheduled: iso(o.scheduled),
    charged: iso(o.charged),
    min_delivery_date: o.minDeliveryDate,
    max_delivery_date: o.maxDeliveryDate,
    has_claim: o.hasClaim,
    discounts: (discountsOfOrder.get(o.id) ?? []).map((d) => ({ discount: { code: d.code } })),
    charge: o.charge ?? null,
    products: (productsOfOrder.get(o.id) ?? []).map((p) => {
      const planPetId = p.petPlanId !== null ? known.planPet.get(p.petPlanId) : undefined;
      const remaining = subMoney(p.totalPrice, p.totalRefunds);
      return {
        id: p.id,
        code: p.code,
        description: p.description,
        quantity: p.quantity,
        unit_price: round2(p.unitPrice),
        discount_amount: round2(p.discountAmount),
        tax_amount: round2(p.taxAmount),
        total_price: round2(p.totalPrice),
        total_refunds: round2(p.totalRefunds),
        refund_amount: remaining > 0 ? remaining : 0,
        type: p.type,
        product_type: p.productType,
        pet_id: p.petId,
        pet_plan: p.petPlanId !== null ? { id: p.petPlanId, pet_name: petName(planPetId ?? p.petId ?? "") } : null,
      };
    }),
    fulfillments: fulfillmentsOfOrder.get(o.id) ?? [],
    replacement_parent_order: o.replacementParentOrderId,
    created: o.created.toISOString(),
    version: o.version,
  }));
}

/** The customer page's groups. Upcoming: soonest first. Processing and past: most recent first. */
export function groupOrders(list: readonly OrderDto[]): Record<OrderGroup, OrderDto[]> {
  const grouped: Record<OrderGroup, OrderDto[]> = { upcoming: [], processing: [], past: [] };
  for (const o of list) grouped[orderGroupOf(o.status)].push(o);
  const when = (o: OrderDto) => Date.parse(o.scheduled ?? o.created);
  grouped.upcoming.sort((x, y) => when(x) - when(y) || x.id.localeCompare(y.id));
  grouped.processing.sort((x, y) => when(y) - when(x) || y.id.localeCompare(x.id));
  grouped.past.sort((x, y) => when(y) - when(x) || y.id.localeCompare(x.id));
  return grouped;
}

/**
 * GET orders_export: batches of an account's orders of one group (and status), in the group's order
 * as `groupOrders` lists it (upcoming by scheduled-else-created ascending, the others descending;
 * ties by id), read by that key (keysetBatches: `after` is the last row's `[when, id]`, `when` read
 * as text so no microsecond is lost on the way back). Only the CSV's columns are read.
 */
export function customerOrdersExportBatch(db: Db, q: CustomerOrdersExportQuery) {
  const when = sql`coalesce(${orders.scheduled}, ${orders.created})`;
  // Qualified by hand: a one-table select names its columns bare, which the subquery's tables would shadow.
  const ordersId = sql`${sql.identifier(getTableName(orders))}.${sql.identifier(orders.id.name)}`;
  const ascending = q.group === "upcoming";
  const statuses: readonly string[] = ORDER_GROUP_STATUSES[q.group];
  return (after: CustomerOrderExportKey | null, limit: number) =>
    db
      .select({
        id: orders.id,
        status: orders.status,
        orderType: orders.orderType,
        scheduled: orders.scheduled,
        charged: orders.charged,
        totalPrice: orders.totalPrice,
        totalRefunds: orders.totalRefunds,
        discounts: sql<string>`coalesce((select string_agg(d.code, '; ' order by od.id) from ${orderDiscounts} od join ${discounts} d on d.id = od.discount_id where od.order_id = ${ordersId}), '')`,
        created: orders.created,
        key: sql<string>`${when}::text`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.accountId, q.account),
          q.status ? (statuses.includes(q.status) ? eq(orders.status, q.status) : sql`false`) : inArray(orders.status, [...statuses] as OrderDto["status"][]),
          after === null ? undefined : ascending ? sql`(${when}, ${orders.id}) > (${after[0]}::timestamptz, ${after[1]})` : sql`(${when}, ${orders.id}) < (${after[0]}::timestamptz, ${after[1]})`,
        ),
      )
      .orderBy(...(ascending ? [asc(when), asc(orders.id)] : [desc(when), desc(orders.id)]))
      .limit(limit);
}
export type CustomerOrderExportKey = readonly [when: string, id: string];
export type CustomerOrderExportRow = Awaited<ReturnType<ReturnType<typeof customerOrdersExportBatch>>>[number];
