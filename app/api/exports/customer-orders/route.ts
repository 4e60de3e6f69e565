/** GET: one of the customer page's order tables as CSV (customer_orders_{yyyy-MM-dd_hh.mm.ss}.csv): the account's orders of the table's group and status filter, every page, streamed from the upstream (server/bff/pages/csv-download.ts). */
import { endpoints } from "@/lib/contract/endpoints";
import { csvDownloadRoute } from "@/server/bff/pages/csv-download";

export const dynamic = "force-dynamic";

export const GET = csvDownloadRoute(endpoints.exportCustomerOrders, { filePrefix: "customer_orders" });
