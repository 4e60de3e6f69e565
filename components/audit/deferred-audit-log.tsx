"use client";
/**
 * /audit-log's parts as the page imports them (issue 23, scripts/js-budget.ts): the server renders
 * them all; the filters' code (react-hook-form, zod, Radix Select, nuqs) comes once the page is idle
 * or the agent reaches for the filters (components/ui/deferred.tsx), the table's (TanStack Table)
 * and Download's when the agent reaches for them (components/ui/deferred-island.tsx: the first
 * click is held and replayed once the code is live).
 */
import { deferred } from "@/components/ui/deferred";
import { deferredIsland } from "@/components/ui/deferred-island";
import { FormSkeleton } from "@/components/ui/skeleton";

// With the filters' code comes the table's (a download, not run): a new filter renders the rows on
// the client, and the table's code is then already there (no moment without a table).
export const AuditLogFilters = deferred(
  () =>
    import("./audit-log-filters").then((m) => {
      void import("./audit-log-table");
      return m.AuditLogFilters;
    }),
  {
    fallback: <FormSkeleton label="audit log filters" fields={4} />,
  },
);

export const AuditLogTableIsland = deferredIsland("audit-log-table", () => import("./audit-log-table").then((m) => m.AuditLogTable));

export const AuditDownloadIsland = deferredIsland("audit-log-download", () => import("@/components/ui/download-button").then((m) => m.DownloadButton));
