/**
 * /discounts: Manage Discounts: the ListPage with search (code and description), the filters
 * (lib/list-views.ts discountListView: status, type, limit type, batch or code prefix, created and
 * availability days), sortable columns, rows per page, "Export this view" (the CSV of exactly what
 * the filters select, app/api/exports/discounts), Create Discount, the changelog link, and the
 * progress of bulk batches above the table (each batch links to its page). Everything in the URL.
 */
import type { Metadata } from "next";
import { BulkJobsProgress } from "@/components/discounts/bulk-jobs-progress";
import { DiscountsTable } from "@/components/discounts/discounts-table";
import { ListPage } from "@/components/ui/list-page";
import type { CallInput } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { EXPORT_ROUTES, EXPORT_VIEW_LABEL, exportViewHref } from "@/lib/csv";
import { listQuery, serverListView } from "@/lib/list-params";
import { discountListView } from "@/lib/list-views";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Manage Discounts" };

export default upstreamPage(async function ManageDiscountsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess(pages.discounts);
  const params = await discountListView.load(searchParams);
  const [list, jobs] = await Promise.all([
    upstreamCall(endpoints.listDiscounts, { query: listQuery(params) as CallInput<typeof endpoints.listDiscounts>["query"] }),
    upstreamCall(endpoints.listDiscountBulkJobs),
  ]);
  return (
    <ListPage
      title="Manage Discounts"
      params={params}
      count={list.count}
      create={{ href: pages.createDiscount.href(), label: "Create Discount" }}
      changelogHref={pages.discountsChangelog.href()}
      download={{ href: exportViewHref(EXPORT_ROUTES.discounts, params), label: EXPORT_VIEW_LABEL }}
      searchLabel="Search code or description"
      filters={discountListView.filters}
      above={<BulkJobsProgress initial={jobs} />}
    >
      <DiscountsTable rows={list.results} view={serverListView(params, list.count)} />
    </ListPage>
  );
});
