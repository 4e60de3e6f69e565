/**
 * /product-items: the product-item mapping list: search, the status filter, Download (spec 02: the
 * search's CSV) and, with a status chosen, "Export this view" beside it; changelog link, Create.
 */
import type { Metadata } from "next";
import { ProductItemsTableIsland } from "@/components/catalogue/islands";
import { ListPage } from "@/components/ui/list-page";
import { EXPORT_ROUTES, specDownloads } from "@/lib/csv";
import { endpoints } from "@/lib/contract/endpoints";
import { productItemsListView } from "@/lib/list-views";
import { pages } from "@/lib/pages";
import { loadListScreen, type ListSearchParams } from "@/server/bff/pages/list-screen";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Product Items" };

export default upstreamPage(async function ProductItemsPage({ searchParams }: { searchParams: ListSearchParams }) {
  const { list, listing, tableView } = await loadListScreen(endpoints.listProductItems, pages.productItems, productItemsListView, searchParams);
  return (
    <ListPage
      title="Product Items"
      {...listing}
      create={{ href: pages.createProductItems.href(), label: "Create Product-Item Mapping" }}
      changelogHref={pages.productItemsChangelog.href()}
      download={specDownloads(EXPORT_ROUTES.productItems, listing.params)}
      searchLabel="Search product items"
    >
      <ProductItemsTableIsland rows={list.results} view={tableView} />
    </ListPage>
  );
});
