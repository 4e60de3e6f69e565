/**
 * /audit-log: the staff audit log (issue 22; All Module Access only, lib/roles.ts `auditLog`): every
 * privileged action, newest first, 10 a page; filters staff, action and days in the URL
 * (lib/audit-log.ts); Download exports exactly what the filters select as CSV (itself an audited export).
 * A range of days given backwards in the URL is not searched (it would select nothing): the rule's
 * sentence (lib/day-range.ts) takes the place of the entries, and there is nothing to download; so
 * does the field's message when the upstream refuses the filters (400: server/bff/pages/list-screen.ts listOrRefusal).
 * Issue 23: filters, table and Download are server-rendered; their code loads later
 * (components/audit/deferred-audit-log.tsx).
 */
import type { Metadata } from "next";
import { AuditDownloadIsland, AuditLogFilters, AuditLogTableIsland } from "@/components/audit/deferred-audit-log";
import { PageHeader } from "@/components/ui/page-header";
import { AUDIT_FILTER_LABELS, auditEmptyText, auditExportHref, auditFiltersOf, auditRangeProblem, loadAuditLogParams } from "@/lib/audit-log";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { listOrRefusal } from "@/server/bff/pages/list-screen";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { UrlState } from "@/components/ui/url-state";

export const metadata: Metadata = { title: "Audit Log" };

export default upstreamPage(async function AuditLogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess(pages.auditLog);
  const params = await loadAuditLogParams(searchParams);
  const { list, problem } = await listOrRefusal(
    auditRangeProblem(params),
    () => upstreamCall(endpoints.listAuditLog, { query: { ...auditFiltersOf(params), page: params.page } }),
    AUDIT_FILTER_LABELS,
  );
  return (
    <div className="space-y-4">
      <PageHeader
        title="Audit Log"
        description="Every privileged action: who, when, what, on which customer or object, and the request id of the server logs."
        actions={problem ? null : <AuditDownloadIsland href={auditExportHref(params)} total={list.count} />}
      />
      {/* The filters keep their values in the URL (nuqs). */}
      <UrlState>
        <AuditLogFilters />
      </UrlState>
      <section aria-label="Audit Log results">
        {problem ? (
          <p role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-700">
            {problem}
          </p>
        ) : list.count === 0 ? (
          <p role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-700">
            {auditEmptyText(params)}
          </p>
        ) : (
          <AuditLogTableIsland rows={list.results} count={list.count} page={params.page} />
        )}
      </section>
    </div>
  );
});
