/**
 * Ancillary Product Info: GET product_summary?meal_type=ANCILLARY, priced in the
 * pricing model of the URL. Any signed-in user.
 */
import type { Metadata } from "next";
import { AncillaryProductsTable } from "@/components/product-info/ancillary-products-table";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { logBadSkus } from "@/server/bff/pages/product-info";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";
import { UrlState } from "@/components/ui/url-state";

export const metadata: Metadata = { title: "Ancillary Product Info" };
const PATH = pages.productInfoAncillary.href();

export default upstreamPage(async function AncillaryProductInfoPage() {
  await requirePageAccess(pages.productInfoAncillary);
  const { data } = await upstreamCall(endpoints.productSummary, { query: { meal_type: "ANCILLARY" } });
  logBadSkus(PATH, data);
  return (
    <UrlState>
      <div className="space-y-4">
        <PageHeader title="Ancillary Product Info" />
        <AncillaryProductsTable products={data} />
      </div>
    </UrlState>
  );
});
