/**
 * /discounts: Manage Discounts: the ListPage with search (code and description), the filters
 * (lib/list-views.ts discountListView: status, type, limit type, batch or code prefix, created and
 * availability days), sortable columns, rows per page, "Export this view" (the CSV of exactly what
 * the filters select, app/api/exports/discounts), Create Discount, the changelog link, and the
 * progress of bulk batches above the table (each batch links to its page). Everything in the URL.
 * The table's eleven columns take the shell's wide column (ListPage `wide`).
 * The batches are optional(): when their call fails the list still shows, and the batches' panel
 * says they could not be loaded (with Try again).
 */
import type { Metadata } from "next";
import { BulkJobsProgressIsland, DiscountsTableIsland } from "@/components/discounts/islands";
import { ListPage } from "@/components/ui/list-page";
import { endpoints } from "@/lib/contract/endpoints";
import { EXPORT_ROUTES, exportViewDownload } from "@/lib/csv";
import { discountListView } from "@/lib/list-views";
import { pages } from "@/lib/pages";
import { optional } from "@/server/bff/pages/entity-page";
import { loadListScreen, type ListSearchParams } from "@/server/bff/pages/list-screen";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Manage Discounts" };

export default upstreamPage(async function ManageDiscountsPage({ searchParams }: { searchParams: ListSearchParams }) {
  const { list, listing, tableView, also: jobs } = await loadListScreen(endpoints.listDiscounts, pages.discounts, discountListView, searchParams, () =>
    optional(upstreamCall(endpoints.listDiscountBulkJobs)),
  );
  return (
    <ListPage
      title="Manage Discounts"
      {...listing}
      // Eleven columns: the shell's wide column, as the customer page.
      wide
      create={{ href: pages.createDiscount.href(), label: "Create Discount" }}
      changelogHref={pages.discountsChangelog.href()}
      download={exportViewDownload(EXPORT_ROUTES.discounts, listing.params)}
      searchLabel="Search code or description"
      above={<BulkJobsProgressIsland initial={jobs} eager={jobs?.some((j) => j.status === "RUNNING") ?? false} />}
    >
      <DiscountsTableIsland rows={list.results} view={tableView} />
    </ListPage>
  );
});
