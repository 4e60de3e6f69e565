/** /product-items: the product-item mapping list: search, Download, changelog link, Create. */
import type { Metadata } from "next";
import { ProductItemsTable } from "@/components/catalogue/product-items-table";
import { ListPage } from "@/components/ui/list-page";
import { EXPORT_ROUTES, exportHref } from "@/lib/csv";
import { endpoints } from "@/lib/contract/endpoints";
import { loadListParams } from "@/lib/list-params";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Product Items" };

export default upstreamPage(async function ProductItemsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess(pages.productItems);
  const params = await loadListParams(searchParams);
  const list = await upstreamCall(endpoints.listProductItems, { query: params });
  return (
    <ListPage
      title="Product Items"
      params={params}
      count={list.count}
      create={{ href: pages.createProductItems.href(), label: "Create Product-Item Mapping" }}
      changelogHref={pages.productItemsChangelog.href()}
      download={{ href: exportHref(EXPORT_ROUTES.productItems, params.search) }}
      searchLabel="Search product items"
    >
      <ProductItemsTable rows={list.results} count={list.count} page={params.page} />
    </ListPage>
  );
});
