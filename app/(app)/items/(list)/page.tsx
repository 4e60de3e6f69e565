/**
 * /items: the item list: search, Download (the CSV of what the search shows, through
 * app/api/exports/items), changelog link, Create Item, 10 a page.
 */
import type { Metadata } from "next";
import { ItemsTable } from "@/components/catalogue/items-table";
import { ListPage } from "@/components/ui/list-page";
import { endpoints } from "@/lib/contract/endpoints";
import { EXPORT_ROUTES, exportHref } from "@/lib/csv";
import { listQuery, serverListView } from "@/lib/list-params";
import { itemListView } from "@/lib/list-views";
import type { CallInput } from "@/lib/contract/endpoint";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Items" };

export default upstreamPage(async function ItemsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess(pages.items);
  const params = await itemListView.load(searchParams);
  const list = await upstreamCall(endpoints.listItems, { query: listQuery(params) as CallInput<typeof endpoints.listItems>["query"] });
  return (
    <ListPage
      title="Items"
      params={params}
      count={list.count}
      create={{ href: pages.createItem.href(), label: "Create Item" }}
      changelogHref={pages.itemsChangelog.href()}
      download={{ href: exportHref(EXPORT_ROUTES.items, params.search) }}
      filters={itemListView.filters}
      searchLabel="Search items"
    >
      <ItemsTable rows={list.results} view={serverListView(params, list.count)} />
    </ListPage>
  );
});
