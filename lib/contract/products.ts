/**
 * The contract of the product reads the order page and the claim steps use: product codes, the products that may be sold once (one-time products), the
 * product-items lookup by product code, and the buffer-bag (extra meals) allowances of an order.
 */
import { z } from "zod";
import { ItemKind, ProductCategory } from "./enums";
import { accountId } from "./customers";
import { endpoint } from "./endpoint";
import { REQUIRED_MESSAGE, safeString } from "./strings";

export const PRODUCT_NOT_FOUND_BY_CODE_MESSAGE = (code: string) => `No product with code ${code} exists`;
export const ORDER_NOT_FOUND_MESSAGE = "Order not found.";
export const COUNTRY_MESSAGE = "Enter a two-letter country code, e.g. US.";

// ───────────────────────────── Requests ─────────────────────────────

export const oneTimeProductsQuerySchema = z.object({
  country: safeString()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, COUNTRY_MESSAGE),
  /** Optional: price the products with this account's pricing model (default: the standard pricing). */
  account_id: accountId.optional(),
});
export type OneTimeProductsQuery = z.input<typeof oneTimeProductsQuerySchema>;

export const orderIdQuerySchema = z.object({ order_id: safeString().trim().min(1, REQUIRED_MESSAGE) });

// ───────────────────────────── Answers ─────────────────────────────

export const productCodeSchema = z.object({ id: z.number().int(), code: z.string() });
export type ProductCodeDto = z.infer<typeof productCodeSchema>;

export const oneTimeProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  product_type: ItemKind,
  category: ProductCategory,
  is_frozen: z.boolean(),
  recipes: z.array(z.string()),
  /** The unit price under the account's (or the standard) pricing model, 2 decimals. */
  price: z.number(),
});
export type OneTimeProductDto = z.infer<typeof oneTimeProductSchema>;

export const productItemsByCodeSchema = z.object({
  product_code: z.string(),
  product_name: z.string(),
  items: z.array(z.object({ id: z.number().int(), sku: z.string(), name: z.string(), quantity: z.number().int() })),
});
export type ProductItemsByCodeDto = z.infer<typeof productItemsByCodeSchema>;

export const bufferBagProductSchema = z.object({ code: z.string(), price: z.number(), recipe_name: z.string() });
export const bufferBagSchema = z.object({
  pet_plan_id: z.number().int(),
  /** The plan's dog (id and name), for the selector. */
  pet_id: z.string(),
  pet_name: z.string().nullable(),
  buffer_bag_extra_days: z.number().int(),
  buffer_bag_number_of_bags_allowed: z.number().int(),
  buffer_bag_products: z.array(bufferBagProductSchema),
});
export type BufferBagDto = z.infer<typeof bufferBagSchema>;

// ───────────────────────────── Endpoints ─────────────────────────────

export const productEndpoints = {
  /** Every active product's id and code, sorted by code. */
  listProductCodes: endpoint({
    method: "GET",
    path: "products/codes",
    capability: "customerLookup",
    response: z.array(productCodeSchema),
    browser: true,
  }),
  /** The active products that may be sold once: id and code, sorted by code. */
  listOneTimeProductCodes: endpoint({
    method: "GET",
    path: "products/one-time-codes",
    capability: "customerLookup",
    response: z.array(productCodeSchema),
    browser: true,
  }),
  /** The active products that may be sold once in a country, with their price. */
  listOneTimeOrderProducts: endpoint({
    method: "GET",
    path: "products/one-time-order-products/",
    capability: "customerLookup",
    query: oneTimeProductsQuerySchema,
    response: z.array(oneTimeProductSchema),
    browser: true,
  }),
  /** The product-items lookup by product code (the upstream path is not documented): items with sku and quantity. */
  getProductItemsByCode: endpoint({
    method: "GET",
    path: "product_items/by_code/:code",
    capability: "customerLookup",
    response: productItemsByCodeSchema,
    browser: true,
  }),
  /** The buffer-bag (extra meals) allowance of each pet plan of an order. */
  listBufferBags: endpoint({
    method: "GET",
    path: "buffer_bags",
    capability: "customerLookup",
    query: orderIdQuerySchema,
    response: z.array(bufferBagSchema),
    browser: true,
  }),
};
