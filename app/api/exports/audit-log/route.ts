/** GET: the staff audit log CSV (audit_log_{yyyy-MM-dd_hh.mm.ss}.csv) of the list's filters, streamed from the upstream (server/bff/pages/csv-download.ts); the download is itself an audited export. */
import { endpoints } from "@/lib/contract/endpoints";
import { csvDownloadRoute } from "@/server/bff/pages/csv-download";

export const dynamic = "force-dynamic";

export const GET = csvDownloadRoute(endpoints.exportAuditLog, { filePrefix: "audit_log" });
