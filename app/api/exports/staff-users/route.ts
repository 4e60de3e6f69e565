/** GET: the staff users CSV (staff_users_{yyyy-MM-dd_hh.mm.ss}.csv) of exactly what Manage Users' search and filters select, streamed from the upstream (server/bff/pages/csv-download.ts). */
import { endpoints } from "@/lib/contract/endpoints";
import { csvDownloadRoute } from "@/server/bff/pages/csv-download";

export const dynamic = "force-dynamic";

export const GET = csvDownloadRoute(endpoints.exportStaffUsers, { filePrefix: "staff_users" });
