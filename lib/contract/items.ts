/**
 * The contract of items: the item, the list,
 * creation, every SKU, and the CSV export, with their descriptors.
 */
import { z } from "zod";
import { MEASURE_COLUMN } from "./bounds";
import { endpoint } from "./endpoint";
import { FIELD_MESSAGES, numberField, requiredText, searchField } from "./fields";
import { listOrderShape, listWindowShape, pageSchema } from "./paging";
import { streamedAnswerSchema } from "./streamed";

export const itemSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  weight_oz: z.number(),
  /** Cubic inches. */
  volume: z.number(),
  /** The recipe id (recipes/ids), null for items of no recipe (materials, merchandise). */
  recipe: z.string().nullable(),
  created: z.string(),
});
export type ItemDto = z.infer<typeof itemSchema>;

/** `search` over SKU and name (case-insensitive). */
/** What the item list sorts by (`ordering`, an extension); the default is by SKU. */
export const ITEM_SORT_KEYS = ["sku", "name", "weight_oz", "created"] as const;
export const itemListQuerySchema = z.object({ search: searchField, ...listWindowShape(ITEM_SORT_KEYS) });
/** The export honours the list's search and order (no page: every matching item). */
export const itemExportQuerySchema = z.object({ search: searchField, ...listOrderShape(ITEM_SORT_KEYS) });

/**
 * A SKU is dash-separated (spec 02 "SKU format"): segments of letters and digits joined by single
 * dashes. Nothing else, so no two SKUs that read alike on screen can differ by an invisible or
 * look-alike character (a zero-width space, a right-to-left mark, a line break), docs/assumptions.md.
 */
export const SKU_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
const SKU_FORMAT_MESSAGE = "Use only letters, digits and single dashes between them, e.g. UB-BAG-600-V1.";

/**
 * Item create needs an SKU (uppercased), a name, weight of at least 0, volume of at least 0, and
 * a recipe. The SKU's uniqueness and the recipe's existence are the API's checks.
 */
export const createItemSchema = z.object({
  sku: requiredText(64)
    .regex(SKU_PATTERN, SKU_FORMAT_MESSAGE)
    .transform((s) => s.toUpperCase()),
  name: requiredText(255),
  weight_oz: numberField(MEASURE_COLUMN, { min: 0, minMessage: FIELD_MESSAGES.atLeastZero }),
  volume: numberField(MEASURE_COLUMN, { min: 0, minMessage: FIELD_MESSAGES.atLeastZero }),
  recipe: requiredText(32),
});
export type CreateItemRequest = z.input<typeof createItemSchema>;

export const ITEM_MESSAGES = {
  skuTaken: "item with this sku already exists.",
  skuFormat: SKU_FORMAT_MESSAGE,
  unknownRecipe: (id: string) => `Invalid pk "${id}" - object does not exist.`,
} as const;

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
  listItems: endpoint({
    method: "GET",
    path: "items/",
    capability: "manageProducts",
    query: itemListQuerySchema,
    response: pageSchema(itemSchema),
  }),
  createItem: endpoint({
    method: "POST",
    path: "items",
    capability: "manageProducts",
    body: createItemSchema,
    response: itemSchema,
    status: 201,
    browser: true,
  }),
  /** CSV of every item matching `search` (downloaded through app/api/exports/items). */
  exportItems: endpoint({
    method: "GET",
    path: "items_export",
    capability: "manageProducts",
    query: itemExportQuerySchema,
    response: streamedAnswerSchema,
  }),
};
