/**
 * /items: the item list: search, Download (the CSV of what the search shows, through
 * app/api/exports/items), changelog link, Create Item, 10 a page.
 */
import type { Metadata } from "next";
import { ItemsTableIsland } from "@/components/catalogue/islands";
import { ListPage } from "@/components/ui/list-page";
import { endpoints } from "@/lib/contract/endpoints";
import { EXPORT_ROUTES, specDownloads } from "@/lib/csv";
import { itemListView } from "@/lib/list-views";
import { pages } from "@/lib/pages";
import { loadListScreen, type ListSearchParams } from "@/server/bff/pages/list-screen";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Items" };

export default upstreamPage(async function ItemsPage({ searchParams }: { searchParams: ListSearchParams }) {
  const { list, listing, tableView } = await loadListScreen(endpoints.listItems, pages.items, itemListView, searchParams);
  return (
    <ListPage
      title="Items"
      {...listing}
      create={{ href: pages.createItem.href(), label: "Create Item" }}
      changelogHref={pages.itemsChangelog.href()}
      download={specDownloads(EXPORT_ROUTES.items, listing.params)}
      searchLabel="Search items"
    >
      <ItemsTableIsland rows={list.results} view={tableView} />
    </ListPage>
  );
});
