/** The customer page's order table views (lib/customers/order-table-view.ts): filter, sort, URL parsing. */
import { describe, expect, it } from "vitest";
import { createLoader } from "nuqs/server";
import { orderStatusOptions, orderTableParsers, orderTableRows, orderTablesParsers } from "@/lib/customers/order-table-view";

const o = (id: number, status: "FULFILLED" | "CANCELLED" | "PREVIEW", total_price: number, scheduled: string | null, charged: string | null = null) => ({ id, status, total_price, scheduled, charged });
const ROWS = [o(1, "FULFILLED", 20, "2026-01-05"), o(2, "CANCELLED", 5, "2026-01-01", "2026-03-01"), o(3, "FULFILLED", 20, null, "2026-02-01"), o(4, "PREVIEW", 1, "2026-04-01")];
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("order table views", () => {
  it("keeps the account's order by default and filters by status", () => {
    expect(idsOf(orderTableRows(ROWS, { ordering: "", status: null }))).toEqual([1, 2, 3, 4]);
    expect(idsOf(orderTableRows(ROWS, { ordering: "", status: "FULFILLED" }))).toEqual([1, 3]);
  });

  it("sorts by date (charged, else scheduled), total (ties in the account's order) and status label, either way", () => {
    expect(idsOf(orderTableRows(ROWS, { ordering: "date", status: null }))).toEqual([1, 3, 2, 4]);
    expect(idsOf(orderTableRows(ROWS, { ordering: "-date", status: null }))).toEqual([4, 2, 3, 1]);
    expect(idsOf(orderTableRows(ROWS, { ordering: "-total", status: null }))).toEqual([1, 3, 2, 4]);
    expect(idsOf(orderTableRows(ROWS, { ordering: "status", status: null }))).toEqual([2, 1, 3, 4]);
  });

  it("reads bad URL values as the defaults and offers the statuses the rows have", () => {
    const load = createLoader(orderTableParsers);
    expect(load(new URLSearchParams("?pageSize=30&ordering=password&status=LOST"))).toEqual({ page: 1, pageSize: 25, ordering: "", status: null });
    expect(load(new URLSearchParams("?pageSize=100&ordering=-total&status=CANCELLED"))).toEqual({ page: 1, pageSize: 100, ordering: "-total", status: "CANCELLED" });
    expect(orderStatusOptions(ROWS).map((x) => x.value)).toEqual(["CANCELLED", "FULFILLED", "PREVIEW"]);
  });

  it("reads every group's view under the group's own keys in one go (one URL read for the whole table)", () => {
    const load = createLoader(orderTablesParsers);
    expect(load(new URLSearchParams("?pastPage=2&pastPageSize=50&upcomingOrdering=-date&processingStatus=HOLD&pastStatus=LOST"))).toEqual({
      upcomingPage: 1, upcomingPageSize: 25, upcomingOrdering: "-date", upcomingStatus: null,
      processingPage: 1, processingPageSize: 25, processingOrdering: "", processingStatus: "HOLD",
      pastPage: 2, pastPageSize: 50, pastOrdering: "", pastStatus: null,
    });
  });
});
