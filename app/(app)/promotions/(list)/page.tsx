/** /promotions: Manage Promotions: search, Create Promotion, 10 a page. Highest tier only. */
import type { Metadata } from "next";
import { PromotionsTable } from "@/components/promotions/promotions-table";
import { ListPage } from "@/components/ui/list-page";
import { endpoints } from "@/lib/contract/endpoints";
import { listQuery, serverListView } from "@/lib/list-params";
import { promotionListView } from "@/lib/list-views";
import type { CallInput } from "@/lib/contract/endpoint";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Manage Promotions" };

export default upstreamPage(async function PromotionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess(pages.promotions);
  const params = await promotionListView.load(searchParams);
  const list = await upstreamCall(endpoints.listPromotions, { query: listQuery(params) as CallInput<typeof endpoints.listPromotions>["query"] });
  return (
    <ListPage title="Manage Promotions" params={params} count={list.count} create={{ href: pages.createPromotion.href(), label: "Create Promotion" }} searchLabel="Search promotions" filters={promotionListView.filters}>
      <PromotionsTable rows={list.results} view={serverListView(params, list.count)} />
    </ListPage>
  );
});
