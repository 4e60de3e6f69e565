/**
 * FulfillmentsTable (components/customers/fulfillments-table.tsx): newest Created first by default
 * (spec 01 names no order; docs/assumptions.md), the sort shown in the Created header as the
 * DataTable kit shows any sort (aria-sort and its arrow), and a header click still re-sorts; the
 * fulfillment id links to that fulfillment on its order page, the order id to the order page.
 */
import { render as rtlRender, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NuqsTestingAdapter } from "nuqs/adapters/testing";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { FulfillmentsTable, type FulfillmentRow } from "@/components/customers/fulfillments-table";

const render = (ui: ReactElement) => rtlRender(<NuqsTestingAdapter>{ui}</NuqsTestingAdapter>);

const row = (id: string, created: string): FulfillmentRow => ({ id, order_id: `O-${id}`, status: "SHIPPED", created, dogNames: null, carrier: null, trackingNumbers: [] });

// As the customer page builds them: upcoming, processing, then past orders' fulfillments (not by date).
const ROWS = [row("F-MID", "2026-05-10T12:00:00Z"), row("F-OLD", "2025-01-02T08:00:00Z"), row("F-NEW", "2026-10-01T09:30:00Z")];

const SEGMENT = "7__Ada_Lovelace";

const bodyIds = () =>
  within(screen.getByRole("table", { name: "Fulfillments" }))
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[0]!.textContent);

describe("FulfillmentsTable", () => {
  it("lists the newest Created first, the sort shown in the Created header", () => {
    render(<FulfillmentsTable rows={ROWS} customerSegment={SEGMENT} />);
    expect(bodyIds()).toEqual(["F-NEW", "F-MID", "F-OLD"]);
    const created = screen.getByRole("columnheader", { name: /Created/ });
    expect(created).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("columnheader", { name: /Fulfillment/ })).not.toHaveAttribute("aria-sort");
  });

  it("a click on Created still turns the order", async () => {
    render(<FulfillmentsTable rows={ROWS} customerSegment={SEGMENT} />);
    await userEvent.click(within(screen.getByRole("columnheader", { name: /Created/ })).getByRole("button"));
    expect(screen.getByRole("columnheader", { name: /Created/ })).toHaveAttribute("aria-sort", "ascending");
    expect(bodyIds()).toEqual(["F-OLD", "F-MID", "F-NEW"]);
  });

  it("the Dog column names every dog the fulfillment serves, as the page builds it; none reads —", () => {
    render(<FulfillmentsTable rows={[{ ...row("F-TWO", "2026-05-10T12:00:00Z"), dogNames: "Rex, Bo" }, row("F-NONE", "2026-05-09T12:00:00Z")]} customerSegment={SEGMENT} />);
    const cells = (id: string) => within(screen.getByRole("row", { name: new RegExp(id) })).getAllByRole("cell");
    const dog = [...screen.getAllByRole("columnheader")].findIndex((h) => h.textContent?.includes("Dog"));
    expect(cells("F-TWO")[dog]).toHaveTextContent("Rex, Bo");
    expect(cells("F-NONE")[dog]).toHaveTextContent("—");
  });

  it("the fulfillment links to its place on its order page, the order to the order page", () => {
    render(<FulfillmentsTable rows={ROWS} customerSegment={SEGMENT} />);
    expect(screen.getByRole("link", { name: "F-OLD" })).toHaveAttribute("href", "/customer-lookup/7__Ada_Lovelace/order/O-F-OLD#fulfillment-F-OLD");
    expect(screen.getByRole("link", { name: "O-F-OLD" })).toHaveAttribute("href", "/customer-lookup/7__Ada_Lovelace/order/O-F-OLD");
  });
});
