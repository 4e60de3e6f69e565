/**
 * Orders: OrderDto (lib/contract/orders.ts) with discounts, products, charge and fulfillments, an
 * account's orders read as row sets within the account's one statement; and the customer page's
 * grouping (upcoming, processing, past).
 */
import { and, asc, desc, eq, getTableName, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ORDER_GROUP_STATUSES, orderGroupOf, type CustomerOrdersExportQuery, type OrderTableSortKey, type OrderDto, type OrderGroup } from "../../../lib/contract/orders";
import { round2, subMoney } from "../../../lib/money";
import type { Ordering } from "../../../lib/contract/paging";
import { codesByLabel } from "../../../lib/status";
import type { Db } from "../db/client";
import { discounts, orderDiscounts, orderProducts, orders, pricingModels } from "../db/schema";
import { fulfillmentDtos, fulfillmentRowSets, type FulfillmentContents } from "./fulfillments";
import { groupBy, iso } from "./group-by";
import { tableRows, type RowSetRows } from "./json-rows";
import type { PetLookups } from "./pets";

/**
 * The row sets (./json-rows.ts) of the orders of the account `accountId` names (a column of the
 * enclosing statement): the orders, their pricing models, discounts, lines and fulfillments.
 * `contents`: whose fulfillments carry their products and items (fulfillmentRowSets).
 */
export function orderRowSets(accountId: AnyPgColumn, contents: FulfillmentContents["of"]) {
  const orderIds = sql`(select ${orders.id} from ${orders} where ${eq(orders.accountId, accountId)})`;
  return {
    orders: tableRows(orders, eq(orders.accountId, accountId), [asc(orders.id)]),
    orderPricingModels: tableRows(
      pricingModels,
      sql`${pricingModels.id} in (select ${orders.pricingModelId} from ${orders} where ${eq(orders.accountId, accountId)})`,
      [asc(pricingModels.id)],
    ),
    orderDiscounts: tableRows(orderDiscounts, sql`${orderDiscounts.orderId} in ${orderIds}`, [asc(orderDiscounts.id)]),
    discounts: tableRows(
      discounts,
      sql`${discounts.id} in (select ${orderDiscounts.discountId} from ${orderDiscounts} where ${orderDiscounts.orderId} in ${orderIds})`,
      [asc(discounts.id)],
    ),
    orderProducts: tableRows(orderProducts, sql`${orderProducts.orderId} in ${orderIds}`, [asc(orderProducts.id)]),
    ...fulfillmentRowSets(orderIds, contents),
  };
}

export type OrderRows = RowSetRows<ReturnType<typeof orderRowSets>>;

/**
 * The orders of orderRowSets' rows, their lines naming their pets and plans' pets with `known`
 * (the account's pets and plans).
 */
export function orderDtos(rows: OrderRows, known: PetLookups): OrderDto[] {
  const pricingModelName = new Map(rows.orderPricingModels.map((m) => [m.id, m.name]));
  const pricingModelOf = (id: number | null) => {
    const name = id === null ? undefined : pricingModelName.get(id);
    return name ? { name } : null;
  };
  const discountCode = new Map(rows.discounts.map((d) => [d.id, d.code]));
  const discountRows = rows.orderDiscounts.flatMap((d) => {
    const code = discountCode.get(d.discountId);
    return code === undefined ? [] : [{ orderId: d.orderId, code }];
  });
  const orderProductRows = rows.orderProducts;
  const petName = (id: string) => known.petName.get(id) ?? null;
  const fulfillmentDtoList = fulfillmentDtos(rows, petName);

  const discountsOfOrder = groupBy(discountRows, (d) => d.orderId);
  const productsOfOrder = groupBy(orderProductRows, (p) => p.orderId);
  const fulfillmentsOfOrder = groupBy(fulfillmentDtoList, (f) => f.order_id);
  return rows.orders.map((o) => ({
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
    pricing_model: pricingModelOf(o.pricingModelId),
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
        replacement_parent_order_product: p.replacementParentOrderProductId,
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
 * GET orders_export: batches of an account's orders of one group (and status), in the table's order.
 * Without `ordering`: the group's order as `groupOrders` lists it (upcoming by scheduled-else-created
 * ascending, the others descending; ties by id), read by that key (keysetBatches: `after` is the last
 * row's `[when, id]`, `when` read as text so no microsecond is lost on the way back). With `ordering`:
 * as the page's table sorts (lib/customers/order-table-view.ts orderTableRows: the date charged else
 * scheduled, an order with neither first ascending; the total; the status by its label), ties in the
 * group's order, read by position (`after` is the rows read so far: one account's orders, a bounded
 * set). Only the CSV's columns are read.
 */
export function customerOrdersExportBatch(db: Db, q: CustomerOrdersExportQuery) {
  const when = sql`coalesce(${orders.scheduled}, ${orders.created})`;
  // Qualified by hand: a one-table select names its columns bare, which the subquery's tables would shadow.
  const ordersId = sql`${sql.identifier(getTableName(orders))}.${sql.identifier(orders.id.name)}`;
  const ascending = q.group === "upcoming";
  const statuses: readonly string[] = ORDER_GROUP_STATUSES[q.group];
  const groupOrder = ascending ? [asc(when), asc(orders.id)] : [desc(when), desc(orders.id)];
  const sorted = q.ordering ? [orderTableSort(q.ordering), ...groupOrder] : null;
  let read = 0;
  return async (after: CustomerOrderExportKey | null, limit: number) => {
    const select = db
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
      .from(orders);
    const ofView = and(
      eq(orders.accountId, q.account),
      q.status ? (statuses.includes(q.status) ? eq(orders.status, q.status) : sql`false`) : inArray(orders.status, [...statuses] as OrderDto["status"][]),
    );
    if (sorted) {
      // By position: the rows read so far (from the first when `after` is null).
      const offset = after === null ? 0 : read;
      const rows = await select.where(ofView).orderBy(...sorted).limit(limit).offset(offset);
      read = offset + rows.length;
      return rows;
    }
    return select
      .where(and(ofView, after === null ? undefined : ascending ? sql`(${when}, ${orders.id}) > (${after[0]}::timestamptz, ${after[1]})` : sql`(${when}, ${orders.id}) < (${after[0]}::timestamptz, ${after[1]})`))
      .orderBy(...groupOrder)
      .limit(limit);
  };
}

/** ORDER BY of an order table's `ordering`, as orderTableRows compares (lib/customers/order-table-view.ts). */
function orderTableSort(ordering: Ordering<OrderTableSortKey>): SQL {
  const expression =
    ordering.key === "date"
      ? sql`coalesce(${orders.charged}, ${orders.scheduled})`
      : ordering.key === "total"
        ? sql`${orders.totalPrice}`
        : sql`array_position(${sql.raw(`ARRAY[${codesByLabel("order").map((code) => `'${code}'`).join(",")}]::text[]`)}, ${orders.status}::text)`;
  // An order with no date sorts as "" does on the page: first ascending, last descending.
  return ordering.desc ? sql`${expression} desc nulls last` : sql`${expression} asc nulls first`;
}

export type CustomerOrderExportKey = readonly [when: string, id: string];
export type CustomerOrderExportRow = Awaited<ReturnType<ReturnType<typeof customerOrdersExportBatch>>>[number];
