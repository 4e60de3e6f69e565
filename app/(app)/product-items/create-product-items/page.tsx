/** /product-items/create-product-items: Create New Product-Item Mapping: product by code, then its items. */
import type { Metadata } from "next";
import { ProductItemsForm } from "@/components/catalogue/deferred-forms";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Create New Product-Item Mapping" };

export default upstreamPage(async function CreateProductItemsPage() {
  await requirePageAccess(pages.createProductItems);
  const [products, skus] = await Promise.all([upstreamCall(endpoints.listProductCodes), upstreamCall(endpoints.listItemSkus)]);
  return (
    <div className="space-y-4">
      <PageHeader title="Create New Product-Item Mapping" />
      <ProductItemsForm products={products} skus={skus} />
    </div>
  );
});
