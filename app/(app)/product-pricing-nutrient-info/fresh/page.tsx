/**
 * Fresh Product Info: every product of the line from GET product_list?meal_type=FRESH, with the
 * filters in the URL (lib/product-info-columns.ts) and the derived columns of lib/product-info.ts.
 * Any signed-in user. A bad SKU is logged here, once per render. The table takes the shell's wide column.
 */
import type { Metadata } from "next";
import { MealProductsTableIsland } from "@/components/product-info/islands";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { logBadSkus } from "@/server/bff/pages/product-info";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";
import { UrlState } from "@/components/ui/url-state";
import { WIDE_PAGE } from "@/components/shell/page-width";

export const metadata: Metadata = { title: "Fresh Product Info" };
const PATH = pages.productInfoFresh.href();

export default upstreamPage(async function FreshProductInfoPage() {
  await requirePageAccess(pages.productInfoFresh);
  const products = await upstreamCall(endpoints.listMealProducts, { query: { meal_type: "FRESH" } });
  logBadSkus(PATH, products);
  return (
    <UrlState>
      {/* Some twenty columns: the shell's wide column, as the customer page. */}
      <div className="flex flex-col gap-4" {...WIDE_PAGE}>
        <PageHeader title="Fresh Product Info" />
        <MealProductsTableIsland line="FRESH" products={products} />
      </div>
    </UrlState>
  );
});
