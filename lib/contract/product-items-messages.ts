/** The product-item mappings' texts (lib/contract/product-items.ts re-exports them), without zod: client code that only shows a text imports this. */
export const PRODUCT_ITEMS_MESSAGES = {
  /** The spec's texts. */
  noProduct: (id: string | number) => `No product with id ${id} exists`,
  atLeastOneItem: "Add at least one item.",
  unknownSku: (sku: string) => `No item with sku ${sku} exists.`,
  duplicateSku: "This item is listed more than once.",
  /** DELETE product_items/{id}/items/{sku} of a SKU the product does not pack. */
  notMapped: (sku: string, code: string) => `${code} does not pack an item with sku ${sku}.`,
  /**
   * After a Reload (409): items the agent had changed that someone else removed meanwhile. Their rows
   * stay (the agent's change), and the next Save maps them again, so the agent is told (no spec text).
   */
  editedButRemoved: (skus: readonly string[], code: string) =>
    `${skus.join(", ")} ${skus.length === 1 ? "was" : "were"} removed from ${code} by someone else. Your quantity is still in the form, so Save maps ${skus.length === 1 ? "it" : "them"} again; remove the row to leave ${skus.length === 1 ? "it" : "them"} out.`,
  /** The removal's question closed after a Reload (409) showed the item removed meanwhile (no spec text). */
  alreadyRemoved: (sku: string, code: string) => `${sku} was already removed from ${code}`,
  /** DELETE product_items/{id}/items/{sku} of the last item the product packs (the spec's "at least one item"); the form's disabled Remove says it too. */
  lastItem: (sku: string, code: string) => `${code} must pack at least one item: save another item before removing ${sku}.`,
  /** Choosing another product on the create page while the rows hold edits: the question before they are replaced (no spec text). */
  replaceItems: (from: string, to: string) => `Replace the items you entered for ${from} with ${to}'s items? Your changes have not been saved.`,
  /** Under the items of the mapping form while it shows saved ones: a saved item's SKU is read-only (the save only adds items and sets quantities). */
  savedSkuFixed: "A saved item's SKU cannot be changed: to pack another item instead, add it and remove this one.",
} as const;
