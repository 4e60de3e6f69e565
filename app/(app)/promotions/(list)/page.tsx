/** /promotions: Manage Promotions: search, Create Promotion, 10 a page. Highest tier only. */
import type { Metadata } from "next";
import { PromotionsTable } from "@/components/promotions/promotions-table";
import { ListPage } from "@/components/ui/list-page";
import { endpoints } from "@/lib/contract/endpoints";
import { loadListParams } from "@/lib/list-params";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Manage Promotions" };

export default upstreamPage(async function PromotionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess(pages.promotions);
  const params = await loadListParams(searchParams);
  const list = await upstreamCall(endpoints.listPromotions, { query: params });
  return (
    <ListPage title="Manage Promotions" params={params} count={list.count} create={{ href: pages.createPromotion.href(), label: "Create Promotion" }} searchLabel="Search promotions">
      <PromotionsTable rows={list.results} count={list.count} page={params.page} />
    </ListPage>
  );
});
