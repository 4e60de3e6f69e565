/**
 * Fulfillments of orders: FulfillmentDto (lib/contract/fulfillments.ts) with products, items and
 * shipments, read as row sets (./json-rows.ts) within the account's one statement.
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { FULFILLMENT_CONTENTS_NONE } from "../../../lib/contract/customers";
import type { FulfillmentDto, FulfillmentItemDto } from "../../../lib/contract/fulfillments";
import { round2 } from "../../../lib/money";
import { fulfillmentItems, fulfillmentProducts, fulfillments, shipments } from "../db/schema";
import { groupBy, iso } from "./group-by";
import { tableRows, type RowSetRows } from "./json-rows";

/**
 * Which orders' fulfillments carry their products and items (GET accounts/{id}'s
 * `fulfillment_contents`): every order's (the default), none, or one order's.
 */
export type FulfillmentContents = { of: "all" } | { of: "none" } | { of: "order"; orderId: string };
export const ALL_FULFILLMENT_CONTENTS: FulfillmentContents = { of: "all" };

/** GET accounts/{id}'s `fulfillment_contents` (lib/contract/customers.ts accountQuerySchema): absent → all, "none", or an order id. */
export function fulfillmentContentsOf(value: string | undefined): FulfillmentContents {
  if (value === undefined) return ALL_FULFILLMENT_CONTENTS;
  return value === FULFILLMENT_CONTENTS_NONE ? { of: "none" } : { of: "order", orderId: value };
}

/** The placeholder of the order whose fulfillments carry their contents (`contents` "order"). */
export const CONTENTS_ORDER_ID = "contentsOrderId";

/**
 * The fulfillments of the orders `orderIds` selects (a subquery), with their shipments, and the
 * products and items of those whose order `contents` names (none are read for the others): all,
 * none, or the order of the CONTENTS_ORDER_ID placeholder.
 */
export function fulfillmentRowSets(orderIds: SQL, contents: FulfillmentContents["of"]) {
  const ofOrders = sql`${fulfillments.orderId} in ${orderIds}`;
  const withContents =
    contents === "none"
      ? null
      : sql`(select ${fulfillments.id} from ${fulfillments} where ${contents === "all" ? ofOrders : and(ofOrders, eq(fulfillments.orderId, sql.placeholder(CONTENTS_ORDER_ID)))})`;
  return {
    fulfillments: tableRows(fulfillments, ofOrders, [asc(fulfillments.created), asc(fulfillments.id)]),
    shipments: tableRows(shipments, sql`${shipments.fulfillmentId} in (select ${fulfillments.id} from ${fulfillments} where ${ofOrders})`, [asc(shipments.id)]),
    fulfillmentProducts: tableRows(fulfillmentProducts, withContents ? sql`${fulfillmentProducts.fulfillmentId} in ${withContents}` : sql`false`, [asc(fulfillmentProducts.id)]),
    fulfillmentItems: tableRows(
      fulfillmentItems,
      withContents
        ? sql`${fulfillmentItems.fulfillmentProductId} in (select ${fulfillmentProducts.id} from ${fulfillmentProducts} where ${fulfillmentProducts.fulfillmentId} in ${withContents})`
        : sql`false`,
      [asc(fulfillmentItems.id)],
    ),
  };
}

export type FulfillmentRows = RowSetRows<ReturnType<typeof fulfillmentRowSets>>;

/**
 * The fulfillments of fulfillmentRowSets' rows (oldest first), each naming its first pet with
 * `petName`; those without their contents read answer empty products and items.
 */
export function fulfillmentDtos(rows: FulfillmentRows, petName: (petId: string) => string | null): FulfillmentDto[] {
  const { fulfillments: fulfillmentRows, shipments: shipmentRows, fulfillmentProducts: fProductRows, fulfillmentItems: fItemRows } = rows;
  const itemsOfProduct = groupBy(fItemRows, (i) => i.fulfillmentProductId);
  const productsOfFulfillment = groupBy(fProductRows, (p) => p.fulfillmentId);
  const shipmentsOfFulfillment = groupBy(shipmentRows, (s) => s.fulfillmentId);
  const itemDto = (i: (typeof fItemRows)[number]): FulfillmentItemDto => ({ id: i.id, sku: i.sku, name: i.name, quantity: i.quantity });
  return fulfillmentRows.map((f) => {
    const prods = (productsOfFulfillment.get(f.id) ?? []).map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      type: p.type,
      is_frozen: p.isFrozen,
      pet_id: p.petId,
      price: round2(p.price),
      discount_amount: round2(p.discountAmount),
      items: (itemsOfProduct.get(p.id) ?? []).map(itemDto),
      packs_per_day: p.packsPerDay,
      scoops_per_day: p.scoopsPerDay,
      plan_size: { scoop_calories: p.scoopCalories },
    }));
    const firstPet = f.petIds[0];
    return {
      id: f.id,
      order_id: f.orderId,
      status: f.status,
      is_split_fulfillment: f.isSplitFulfillment,
      pet_ids: f.petIds,
      pet: firstPet ? { id: firstPet, name: petName(firstPet) } : null,
      products: prods,
      items: prods.flatMap((p) => p.items),
      shipments: (shipmentsOfFulfillment.get(f.id) ?? []).map((s) => ({
        id: s.id,
        carrier: s.carrier,
        tracking_number: s.trackingNumber,
        shipped: iso(s.shipped),
        in_transit: iso(s.inTransit),
        out_for_delivery: iso(s.outForDelivery),
        available_for_pickup: iso(s.availableForPickup),
        delivered: iso(s.delivered),
        voided: iso(s.voided),
        returned: iso(s.returned),
        exception: iso(s.exception),
      })),
      address1: f.address1,
      address2: f.address2,
      city: f.city,
      state: f.state,
      zip: f.zip,
      country: f.country,
      carrier: f.carrier,
      carrier_rate_class: f.carrierRateClass,
      created: f.created.toISOString(),
    };
  });
}
