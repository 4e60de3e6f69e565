/** /promotions: Manage Promotions: search, the status filter, sorting, rows per page, "Export this view", Create Promotion. Highest tier only. */
import type { Metadata } from "next";
import { PromotionsTableIsland } from "@/components/promotions/islands";
import { ListPage } from "@/components/ui/list-page";
import { endpoints } from "@/lib/contract/endpoints";
import { EXPORT_ROUTES, exportViewDownload } from "@/lib/csv";
import { promotionListView } from "@/lib/list-views";
import { pages } from "@/lib/pages";
import { loadListScreen, type ListSearchParams } from "@/server/bff/pages/list-screen";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Manage Promotions" };

export default upstreamPage(async function PromotionsPage({ searchParams }: { searchParams: ListSearchParams }) {
  const { list, listing, tableView } = await loadListScreen(endpoints.listPromotions, pages.promotions, promotionListView, searchParams);
  return (
    <ListPage
      title="Manage Promotions"
      {...listing}
      create={{ href: pages.createPromotion.href(), label: "Create Promotion" }}
      download={exportViewDownload(EXPORT_ROUTES.promotions, listing.params)}
      searchLabel="Search promotions"
    >
      <PromotionsTableIsland rows={list.results} view={tableView} />
    </ListPage>
  );
});
