/**
 * The update page of a product-item mapping whose product does not exist ("No product
 * with id ... exists", a 404): the page's title, the message and a link to the list.
 */
import Link from "next/link";
import { Notice } from "@/components/ui/notice";
import { PRODUCT_ITEMS_MESSAGES } from "@/lib/contract/product-items-messages";
import { pages } from "@/lib/pages";
import { PageHeader } from "@/components/ui/page-header";

export function MissingProductNotice({ productId }: { productId: string }) {
  return (
    <div className="space-y-4">
      <PageHeader title="Update Product-Item Mapping" />
      <Notice tone="error">{PRODUCT_ITEMS_MESSAGES.noProduct(productId)}</Notice>
      <p>
        <Link href={pages.productItems.href()} className="font-medium text-brand-600 hover:underline">
          Back to Product Items
        </Link>
      </p>
    </div>
  );
}
