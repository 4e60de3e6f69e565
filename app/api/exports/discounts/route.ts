/** GET: the discounts CSV (discounts_{yyyy-MM-dd_hh.mm.ss}.csv) of exactly what the list's filters select, streamed from the upstream (server/bff/pages/csv-download.ts). */
import { endpoints } from "@/lib/contract/endpoints";
import { csvDownloadRoute } from "@/server/bff/pages/csv-download";

export const dynamic = "force-dynamic";

export const GET = csvDownloadRoute(endpoints.exportDiscounts, { filePrefix: "discounts" });
