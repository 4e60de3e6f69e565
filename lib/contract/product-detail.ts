/**
 * GET /products/{code}: one product of the catalogue with its items (sku,
 * name, quantity, recipe id), e.g. the claim wizard's product: its type and frozen flag decide the
 * claim types offered, its items are the "Items affected by this issue" and the mispack's expected
 * list. Owner: issue 11.
 */
import { z } from "zod";
import { ItemKind, ProductCategory } from "./enums";
import { endpoint } from "./endpoint";

export const productDetailSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  product_type: ItemKind,
  category: ProductCategory,
  is_frozen: z.boolean(),
  status: z.string(),
  items: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int(), recipe_id: z.string().nullable() })),
});
export type ProductDto = z.infer<typeof productDetailSchema>;

export const PRODUCT_NOT_FOUND_MESSAGE = "Product not found.";

export const productDetailEndpoints = {
  /** Every role (the claim wizard is every role's). */
  getProduct: endpoint({ method: "GET", path: "products/:code", capability: "claims", browser: true, response: productDetailSchema }),
};
