/**
 * The contract of fulfillments: a fulfillment with its products,
 * items and shipments, snake_case exactly as on the wire.
 */
import { z } from "zod";
import { FulfillmentStatus } from "./enums";

export const fulfillmentItemSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});
export type FulfillmentItemDto = z.infer<typeof fulfillmentItemSchema>;

export const fulfillmentProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  is_frozen: z.boolean(),
  pet_id: z.string().nullable(),
  price: z.number(),
  discount_amount: z.number(),
  items: z.array(fulfillmentItemSchema),
  packs_per_day: z.number().nullable(),
  scoops_per_day: z.number().nullable(),
  plan_size: z.object({ scoop_calories: z.number().nullable() }),
});
export type FulfillmentProductDto = z.infer<typeof fulfillmentProductSchema>;

export const shipmentSchema = z.object({
  id: z.number().int(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipped: z.string().nullable(),
  in_transit: z.string().nullable(),
  out_for_delivery: z.string().nullable(),
  available_for_pickup: z.string().nullable(),
  delivered: z.string().nullable(),
  voided: z.string().nullable(),
  returned: z.string().nullable(),
  exception: z.string().nullable(),
});
export type ShipmentDto = z.infer<typeof shipmentSchema>;

export const fulfillmentSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  status: FulfillmentStatus,
  is_split_fulfillment: z.boolean(),
  pet_ids: z.array(z.string()),
  /** The first pet of the fulfillment ({id, name}), or null; the screens name every dog of `pet_ids` (lib/order-display.ts `fulfillmentDogNames`). */
  pet: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  products: z.array(fulfillmentProductSchema),
  /** Every item of every product of the fulfillment. */
  items: z.array(fulfillmentItemSchema),
  shipments: z.array(shipmentSchema),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  carrier: z.string().nullable(),
  carrier_rate_class: z.string().nullable(),
  created: z.string(),
});
export type FulfillmentDto = z.infer<typeof fulfillmentSchema>;
