/**
 * Server side of the product information pages: the bad-SKU rule's log ("a SKU with
 * fewer than three segments, other than CLIP, is logged as an error (missing fill amount)"), one
 * error line per bad SKU per page render; the cells themselves show "—" (lib/product-info.ts).
 */
import "server-only";
import { badSkusOf, MISSING_FILL_AMOUNT_MESSAGE } from "@/lib/product-info";
import { getLogger } from "../logger";

export function logBadSkus(page: string, products: Parameters<typeof badSkusOf>[0]): void {
  for (const bad of badSkusOf(products)) getLogger().error({ page, product_code: bad.code, sku: bad.sku }, MISSING_FILL_AMOUNT_MESSAGE);
}
