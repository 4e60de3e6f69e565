/** /product-items: the product-item mapping list: search, Download, changelog link, Create. */
import type { Metadata } from "next";
import { ProductItemsTable } from "@/components/catalogue/product-items-table";
import { ListPage } from "@/components/ui/list-page";
import { EXPORT_ROUTES, exportHref } from "@/lib/csv";
import { endpoints } from "@/lib/contract/endpoints";
import { listQuery, serverListView } from "@/lib/list-params";
import { productItemsListView } from "@/lib/list-views";
import type { CallInput } from "@/lib/contract/endpoint";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Product Items" };

export default upstreamPage(async function ProductItemsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess(pages.productItems);
  const params = await productItemsListView.load(searchParams);
  const list = await upstreamCall(endpoints.listProductItems, { query: listQuery(params) as CallInput<typeof endpoints.listProductItems>["query"] });
  return (
    <ListPage
      title="Product Items"
      params={params}
      count={list.count}
      create={{ href: pages.createProductItems.href(), label: "Create Product-Item Mapping" }}
      changelogHref={pages.productItemsChangelog.href()}
      download={{ href: exportHref(EXPORT_ROUTES.productItems, params.search) }}
      filters={productItemsListView.filters}
      searchLabel="Search product items"
    >
      <ProductItemsTable rows={list.results} view={serverListView(params, list.count)} />
    </ListPage>
  );
});
