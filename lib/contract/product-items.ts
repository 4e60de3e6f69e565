/**
 * The contract of product-item mappings (the mapping, its save, the product_items calls and the
 * "No product with id ... exists" answer): which items, and how
 * many of each, a product packs.
 */
import { z } from "zod";
import { ActiveState } from "./enums";
import { endpoint } from "./endpoint";
import { PRODUCT_ITEMS_MESSAGES } from "./product-items-messages";
import { BOUND_MESSAGES } from "./bounds";
import { FIELD_MESSAGES, integerField, requiredText, searchField } from "./fields";
import { INT32_MAX } from "../number-text";
import { listOrderShape, listWindowShape, pageSchema } from "./paging";
import { streamedAnswerSchema } from "./streamed";
import { baseVersion, staleVersionMessage, versionAnswer, versionQuerySchema } from "./versioned";

export const mappedItemSchema = z.object({ sku: z.string(), quantity: z.number().int() });

/** A product and the items it packs (an empty list: no mapping yet). */
export const productItemsSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: ActiveState,
  items: z.array(mappedItemSchema),
  /** The version of the product's item mapping; add_items sends it back (lib/contract/versioned.ts). */
  ...versionAnswer,
});
export type ProductItemsDto = z.infer<typeof productItemsSchema>;

/** What the product-item list sorts by (`ordering`, an extension); the default is by product code. */
export const PRODUCT_ITEMS_SORT_KEYS = ["code", "name"] as const;
/** The product-item list's filters: `search`, and the extension `status` (the product's). */
const productItemsFilterShape = { search: searchField, status: ActiveState.optional() };
/** `search`, and the extensions: `status` (the product's), page_size, ordering. */
export const productItemsListQuerySchema = z.object({ ...productItemsFilterShape, ...listWindowShape(PRODUCT_ITEMS_SORT_KEYS) });
/** The spec's `search`, and the extensions `status` ("Export this view") and the list's `ordering`: every mapped item of the products they select, in the list's order. */
export const productItemsExportQuerySchema = z.object({ ...productItemsFilterShape, ...listOrderShape(PRODUCT_ITEMS_SORT_KEYS) });

/** The texts, in a module without zod (the 404 page of an unknown product is a client component). */
export { PRODUCT_ITEMS_MESSAGES };

/** The spec's "at least one item": a product's mapping never holds fewer (the save's list, and what a removal leaves). */
export const MIN_MAPPED_ITEMS = 1;

/**
 * Why `sku` cannot be removed from the product's saved mapping (it is the last item the product
 * packs: "at least one item"), else undefined. The API refuses such a DELETE with it (400), and
 * the form disables that row's Remove with it as the reason.
 */
export function removeItemProblem(mapping: { code: string; items: readonly { sku: string }[] }, sku: string): string | undefined {
  const left = mapping.items.filter((i) => i.sku !== sku).length;
  return left < MIN_MAPPED_ITEMS ? PRODUCT_ITEMS_MESSAGES.lastItem(sku, mapping.code) : undefined;
}

/**
 * The most of one item a product packs: 100, spec 01 §9's claim quantities ("Claim quantity options
 * 1 to 100, or 0 to 100 for skus that belong to the product"), since a mispack claim copies the
 * product's mapping as what the box should have held: a product packing more could never get its
 * mispack claim saved. Far above what a box packs (a Fresh plan's 2 weeks at 3 packs a day is 42),
 * far below what an order's fulfillment items can hold. The mapping's save refuses more ("Ensure
 * this value is less than or equal to 100."), and a claim's mispack lines take quantities up to it
 * (lib/contract/claims.ts `mispackLineSchema`).
 */
export const MAPPED_ITEM_QUANTITY_MAX = 100;

/**
 * Why an order line of `lineQuantity` of a product packing `mappedQuantities` of its items cannot
 * be fulfilled (each item's count in the fulfillment, the mapping's times the line's, must fit the
 * integer column: a mapping stored before MAPPED_ITEM_QUANTITY_MAX, or a line beyond the order
 * rules), as the line's quantity's message ("Ensure this value is less than or equal to N."), else null.
 */
export function fulfilledQuantityProblem(mappedQuantities: readonly number[], lineQuantity: number): string | null {
  const most = Math.max(0, ...mappedQuantities);
  return most * lineQuantity > INT32_MAX ? BOUND_MESSAGES.lessOrEqual(Math.floor(INT32_MAX / most)) : null;
}

/**
 * "at least one item, and every item needs an sku and a quantity above 0" (and at most
 * MAPPED_ITEM_QUANTITY_MAX). SKUs are upper-cased (items' SKUs are); their existence is the API's check.
 */
export const addProductItemsSchema = z.object({
  items: z
    .array(
      z.object({
        sku: requiredText(64).transform((s) => s.toUpperCase()),
        quantity: integerField({ min: 1, minMessage: FIELD_MESSAGES.aboveZero, max: MAPPED_ITEM_QUANTITY_MAX }),
      }),
      { error: FIELD_MESSAGES.required },
    )
    .min(MIN_MAPPED_ITEMS, PRODUCT_ITEMS_MESSAGES.atLeastOneItem)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.sku)) ctx.addIssue({ code: "custom", path: [i, "sku"], message: PRODUCT_ITEMS_MESSAGES.duplicateSku });
        seen.add(item.sku);
      });
    }),
  ...baseVersion,
});
export const STALE_PRODUCT_ITEMS_MESSAGE = staleVersionMessage("product-item mapping");
export type AddProductItemsRequest = z.input<typeof addProductItemsSchema>;

export const productItemEndpoints = {
  /** Products that pack at least one item, with their items; `search` over code, name and SKU. */
  listProductItems: endpoint({
    method: "GET",
    path: "product_items/",
    capability: "manageProducts",
    query: productItemsListQuerySchema,
    response: pageSchema(productItemsSchema),
  }),
  /** One product and its items; 404 "No product with id {id} exists". */
  getProductItems: endpoint({
    method: "GET",
    path: "product_items/:id",
    capability: "manageProducts",
    response: productItemsSchema,
    browser: true,
  }),
  /** Sets the quantity of each listed item (adding the ones not mapped yet); other mapped items stay. */
  addProductItems: endpoint({
    method: "POST",
    path: "product_items/:id/add_items",
    capability: "manageProducts",
    body: addProductItemsSchema,
    response: productItemsSchema,
    browser: true,
  }),
  /**
   * Removes one item from the product's mapping (one transaction with its "Product Item" DELETE
   * changelog entry); answers the mapping that remains. 404 for an unknown product or an item the
   * product does not pack; 400 (`removeItemProblem`) for the last item it packs, nothing written.
   */
  removeProductItem: endpoint({
    method: "DELETE",
    path: "product_items/:id/items/:sku",
    capability: "manageProducts",
    query: versionQuerySchema,
    response: productItemsSchema,
    browser: true,
  }),
  exportProductItems: endpoint({
    method: "GET",
    path: "product_items_export",
    capability: "manageProducts",
    query: productItemsExportQuerySchema,
    response: streamedAnswerSchema,
  }),
};
