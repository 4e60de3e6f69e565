/**
 * Fulfillments of orders: FulfillmentDto (lib/contract/fulfillments.ts)
 * with products, items and shipments, in a bounded number of queries for any number of orders.
 */
import { asc, inArray } from "drizzle-orm";
import { FULFILLMENT_CONTENTS_NONE } from "../../../lib/contract/customers";
import type { FulfillmentDto, FulfillmentItemDto } from "../../../lib/contract/fulfillments";
import { round2 } from "../../../lib/money";
import type { Db } from "../db/client";
import { fulfillmentItems, fulfillmentProducts, fulfillments, shipments } from "../db/schema";
import { groupBy, iso } from "./group-by";

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

const carriesContents = (contents: FulfillmentContents, orderId: string) =>
  contents.of === "all" || (contents.of === "order" && contents.orderId === orderId);

/**
 * The fulfillments of these orders (oldest first), each naming its first pet with `petName`; the
 * products and items only of the orders `contents` names (the others answer empty lists, and
 * their rows are not read).
 */
export async function listFulfillmentsOfOrders(
  db: Db,
  orderIds: string[],
  petName: (petId: string) => string | null,
  contents: FulfillmentContents = ALL_FULFILLMENT_CONTENTS,
): Promise<FulfillmentDto[]> {
  if (orderIds.length === 0) return [];
  const fulfillmentRows = await db
    .select()
    .from(fulfillments)
    .where(inArray(fulfillments.orderId, orderIds))
    .orderBy(asc(fulfillments.created), asc(fulfillments.id));
  const fulfillmentIds = fulfillmentRows.map((f) => f.id);
  const withContents = fulfillmentRows.filter((f) => carriesContents(contents, f.orderId)).map((f) => f.id);
  const [fProductRows, shipmentRows] = await Promise.all([
    withContents.length
      ? db.select().from(fulfillmentProducts).where(inArray(fulfillmentProducts.fulfillmentId, withContents)).orderBy(asc(fulfillmentProducts.id))
      : [],
    fulfillmentIds.length
      ? db.select().from(shipments).where(inArray(shipments.fulfillmentId, fulfillmentIds)).orderBy(asc(shipments.id))
      : [],
  ]);
  const fProductIds = fProductRows.map((p) => p.id);
  const fItemRows = fProductIds.length
    ? await db.select().from(fulfillmentItems).where(inArray(fulfillmentItems.fulfillmentProductId, fProductIds)).orderBy(asc(fulfillmentItems.id))
    : [];

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
