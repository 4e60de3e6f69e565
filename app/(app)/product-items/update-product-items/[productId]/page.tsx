/**
 * /product-items/update-product-items/{productId}: update a mapping. An entity page:
 * 404 when the product does not exist, showing "No product with id ... exists" (./not-found.tsx),
 * 200 otherwise.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductItemsForm } from "@/components/catalogue/deferred-forms";
import { endpoints } from "@/lib/contract/endpoints";
import { entityLoader } from "@/server/bff/pages/entity-page";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";
import { CurrentCrumb } from "@/components/shell/breadcrumbs";

export const metadata: Metadata = { title: "Update Product-Item Mapping" };

const loadProductItems = entityLoader((id: number) => upstreamCall(endpoints.getProductItems, { params: { id } }));

export default upstreamPage(async function UpdateProductItemsPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  await requirePageAccess(pages.updateProductItems, { productId });
  if (!/^\d{1,9}$/.test(productId)) notFound();
  const [product, skus] = await Promise.all([loadProductItems(Number(productId)), upstreamCall(endpoints.listItemSkus)]);
  return (
    <div className="space-y-4">
      {/* The breadcrumb names the product by its code, as the form does ("Update Mapping MEAL-U-B-2100-4W"), never by its id. */}
      <CurrentCrumb label={pages.updateProductItems.named(product.code)} />
      <PageHeader title="Update Product-Item Mapping" />
      <ProductItemsForm product={product} skus={skus} />
    </div>
  );
});
