/**
 * The contract of items (spec 02 §3 "Item", §7 "GET items/skus"): SKUs and their descriptors.
 */
import { z } from "zod";
import { endpoint } from "./endpoint";

/** `GET items/skus`: every item's SKU, sorted ascending. */
export const itemSkusResponseSchema = z.array(z.string());

export const itemEndpoints = {
  /**
   * Every SKU, sorted. Read by the product-item mapping form (Manage Products) and by the claim
   * form (every role), so the widest of the two: the `claims` capability (all four roles).
   */
  listItemSkus: endpoint({
    method: "GET",
    path: "items/skus",
    capability: "claims",
    response: itemSkusResponseSchema,
    browser: true,
  }),
};
