/**
 * /discounts/batches/{batchId}: a bulk batch (issue 22): its progress while it runs, how many of its
 * codes are active, Activate all / Deactivate all behind a confirmation (highest tier), and its codes
 * on the discount list's kit (filters, sort, rows per page, "Export this view"), always limited to
 * the batch (`batch` is the page's, never the URL's). A view the upstream refuses (400) shows the
 * field's message in the list's place (server/bff/pages/list-screen.ts listOrRefusal).
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BatchActionsIsland } from "@/components/discounts/batch-islands";
import { CurrentCrumb } from "@/components/shell/breadcrumbs";
import { BulkJobsProgressIsland, DiscountsTableIsland } from "@/components/discounts/islands";
import { ListPage } from "@/components/ui/list-page";
import type { CallInput } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { EXPORT_ROUTES, EXPORT_VIEW_LABEL, exportViewHref } from "@/lib/csv";
import { listQuery, serverListView } from "@/lib/list-params";
import { discountListView } from "@/lib/list-views";
import { pages } from "@/lib/pages";
import { canCall } from "@/lib/roles";
import { loadBulkJob, parseDiscountId } from "@/server/bff/pages/discount";
import { listFieldLabels, listOrRefusal } from "@/server/bff/pages/list-screen";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Bulk Batch" };

type ListQuery = CallInput<typeof endpoints.listDiscounts>["query"];

export default upstreamPage(async function DiscountBatchPage({
  params,
  searchParams,
}: {
  params: Promise<{ batchId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { batchId } = await params;
  const staff = await requirePageAccess(pages.discountBatch, { batchId });
  const id = parseDiscountId(batchId);
  if (id === null) notFound();
  const view = await discountListView.load(searchParams);
  // A backwards range of days selects nothing: not called, the sentence instead (lib/day-range.ts).
  const [{ list, problem }, active] = await Promise.all([
    listOrRefusal(
      discountListView.rangeProblem(view),
      () => upstreamCall(endpoints.listDiscounts, { query: { ...listQuery(view), batch: id } as ListQuery }),
      listFieldLabels(discountListView.filters),
    ),
    upstreamCall(endpoints.listDiscounts, { query: { batch: id, status: "ACTIVE" } }),
  ]);
  // The batch is read after its counts: a running batch's codes and its created_count rise in one
  // transaction, so a created_count read later is never below an active count read before (read
  // first, codes made in between showed as more active codes than codes, a negative number inactive).
  // An unknown batch id lists no codes, then answers 404 here (notFound).
  const job = await loadBulkJob(id);
  // "Batch SPRING-": the heading and the breadcrumb alike (never the batch's id).
  const name = pages.discountBatch.named(job.prefix);
  return (
    <ListPage
      title={name}
      params={view}
      count={list.count}
      download={{ href: exportViewHref(EXPORT_ROUTES.discounts, { ...view, batch: id }), label: EXPORT_VIEW_LABEL }}
      searchLabel="Search code or description"
      searchMaxLength={discountListView.searchMaxLength}
      filters={discountListView.filters}
      problem={problem}
      above={
        <div className="flex flex-col gap-4">
          <CurrentCrumb label={name} />
          <BulkJobsProgressIsland initial={[job]} only={job.id} eager={job.status === "RUNNING"} />
          <BatchActionsIsland job={job} activeCount={active.count} mayChange={canCall(staff, endpoints.setDiscountBulkJobActive)} />
        </div>
      }
    >
      <DiscountsTableIsland rows={list.results} view={serverListView(view, list.count)} />
    </ListPage>
  );
});
