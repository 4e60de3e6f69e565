/** GET: the items CSV (items_{yyyy-MM-dd_hh.mm.ss}.csv), honouring `search`, streamed from the upstream (server/bff/pages/csv-download.ts). */
import { endpoints } from "@/lib/contract/endpoints";
import { csvDownloadRoute } from "@/server/bff/pages/csv-download";

export const dynamic = "force-dynamic";

export const GET = csvDownloadRoute(endpoints.exportItems, { filePrefix: "items" });
