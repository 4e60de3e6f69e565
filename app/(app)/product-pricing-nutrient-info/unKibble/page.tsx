/**
 * UnKibble Product Info: every product of the line from GET product_list?meal_type=UNKIBBLE, with the
 * filters in the URL (lib/product-info-columns.ts) and the derived columns of lib/product-info.ts.
 * Any signed-in user. A bad SKU is logged here, once per render.
 */
import type { Metadata } from "next";
import { MealProductsTable } from "@/components/product-info/meal-products-table";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { logBadSkus } from "@/server/bff/pages/product-info";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";
import { UrlState } from "@/components/ui/url-state";

export const metadata: Metadata = { title: "UnKibble Product Info" };
const PATH = pages.productInfoUnKibble.href();

export default upstreamPage(async function UnkibbleProductInfoPage() {
  await requirePageAccess(pages.productInfoUnKibble);
  const products = await upstreamCall(endpoints.listMealProducts, { query: { meal_type: "UNKIBBLE" } });
  logBadSkus(PATH, products);
  return (
    <UrlState>
      <div className="space-y-4">
        <PageHeader title="UnKibble Product Info" />
        <MealProductsTable line="UNKIBBLE" products={products} />
      </div>
    </UrlState>
  );
});
