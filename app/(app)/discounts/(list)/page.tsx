/**
 * /discounts: Manage Discounts: the ListPage with search (code and description),
 * Create Discount, the changelog link, and the progress of bulk batches above the table.
 */
import type { Metadata } from "next";
import { BulkJobsProgress } from "@/components/discounts/bulk-jobs-progress";
import { DiscountsTable } from "@/components/discounts/discounts-table";
import { ListPage } from "@/components/ui/list-page";
import { endpoints } from "@/lib/contract/endpoints";
import { loadListParams } from "@/lib/list-params";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Manage Discounts" };

export default upstreamPage(async function ManageDiscountsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess(pages.discounts);
  const params = await loadListParams(searchParams);
  const [list, jobs] = await Promise.all([
    upstreamCall(endpoints.listDiscounts, { query: { search: params.search || undefined, page: params.page } }),
    upstreamCall(endpoints.listDiscountBulkJobs),
  ]);
  return (
    <div className="space-y-4">
      <BulkJobsProgress initial={jobs} />
      <ListPage
        title="Manage Discounts"
        params={params}
        count={list.count}
        create={{ href: pages.createDiscount.href(), label: "Create Discount" }}
        changelogHref={pages.discountsChangelog.href()}
        searchLabel="Search code or description"
      >
        <DiscountsTable rows={list.results} count={list.count} page={params.page} />
      </ListPage>
    </div>
  );
});
