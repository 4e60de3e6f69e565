/**
 * /audit-log: the staff audit log (issue 22; All Module Access only, lib/roles.ts `auditLog`): every
 * privileged action, newest first, 10 a page; filters staff, action and days in the URL
 * (lib/audit-log.ts); Download exports exactly what the filters select as CSV (itself an audited export).
 * Issue 23: filters, table and Download are server-rendered; their code loads later
 * (components/audit/deferred-audit-log.tsx).
 */
import type { Metadata } from "next";
import { AuditDownloadIsland, AuditLogFilters, AuditLogTableIsland } from "@/components/audit/deferred-audit-log";
import { PageHeader } from "@/components/ui/page-header";
import { auditExportHref, auditFiltersOf, loadAuditLogParams } from "@/lib/audit-log";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { NO_RESULTS } from "@/lib/ui-constants";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { UrlState } from "@/components/ui/url-state";

export const metadata: Metadata = { title: "Audit Log" };

export default upstreamPage(async function AuditLogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageAccess(pages.auditLog);
  const params = await loadAuditLogParams(searchParams);
  const list = await upstreamCall(endpoints.listAuditLog, { query: { ...auditFiltersOf(params), page: params.page } });
  return (
    <div className="space-y-4">
      <PageHeader
        title="Audit Log"
        description="Every privileged action: who, when, what, on which customer or object, and the request id of the server logs."
        actions={<AuditDownloadIsland href={auditExportHref(params)} total={list.count} />}
      />
      {/* The filters keep their values in the URL (nuqs). */}
      <UrlState>
        <AuditLogFilters />
      </UrlState>
      <section aria-label="Audit Log results">
        {list.count === 0 ? (
          <p role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-700">
            {NO_RESULTS}
          </p>
        ) : (
          <AuditLogTableIsland rows={list.results} count={list.count} page={params.page} />
        )}
      </section>
    </div>
  );
});
