/**
 * OrdersTable (components/customers/orders-table.tsx): on the customer page a replaceable order's
 * row offers "Replace Order" with the order page's dialog (issue 18); other
 * rows, and the read-only table, offer none.
 */
import { render as rtlRender, screen, within } from "@testing-library/react";
import { NuqsTestingAdapter, type OnUrlUpdateFunction } from "nuqs/adapters/testing";
import type { ReactElement } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OrdersTable, type OrderRow } from "@/components/customers/orders-table";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

/** The table keeps each group's page in the URL (nuqs): rendered inside nuqs's testing adapter. */
const render = (ui: ReactElement, searchParams = "", onUrlUpdate?: OnUrlUpdateFunction) =>
  rtlRender(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={onUrlUpdate}>
      {ui}
    </NuqsTestingAdapter>,
  );

const row = (id: string, status: OrderRow["status"], replaceLines?: OrderRow["replaceLines"]): OrderRow => ({
  customerId: 7,
  id,
  status,
  order_type: "SUBSCRIPTION",
  total_price: 10,
  total_refunds: 0,
  scheduled: null,
  charged: null,
  discounts: [],
  has_claim: false,
  replaceLines,
});
const LINES = [{ id: 1, code: "MEAL-U-B-4200-4W", description: "UnKibble Beef", productType: "MEAL" as const, quantity: 2, petPlanId: 5, dogName: "Rex", max: 2 }];
const ORDERS = { upcoming: [row("200", "PREVIEW")], processing: [], past: [row("100", "FULFILLED", LINES), row("101", "CANCELLED")] };

describe("OrdersTable: Replace Order on the customer page", () => {
  it("offers Replace Order on a replaceable order's row only, opening its dialog with the reminder", async () => {
    const user = userEvent.setup();
    render(<OrdersTable orders={ORDERS} customerPath="/customer-lookup/7__Ann_Lee" />);
    expect(screen.getAllByRole("button", { name: /^Replace order/ })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Replace order 100" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace order 100" });
    expect(within(dialog).getByRole("combobox", { name: "Add a product" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Create Replacement" })).toBeDisabled();
  });

  it("has no actions column without a customer path (read-only)", () => {
    render(<OrdersTable orders={ORDERS} />);
    expect(screen.queryByRole("button", { name: /^Replace order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });
});

describe("OrdersTable: issue 21 (collapsed empty groups, canonical links, the page in the URL)", () => {
  const many = Array.from({ length: 30 }, (_, i) => row(String(3000 + i), "FULFILLED"));

  it("an empty group is one line, with no table", () => {
    render(<OrdersTable orders={{ upcoming: [], processing: [], past: [row("100", "FULFILLED")] }} />);
    const upcoming = screen.getByRole("region", { name: "Upcoming orders" });
    expect(upcoming).toHaveTextContent(/^No upcoming orders$/);
    expect(within(upcoming).queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Processing orders" })).toHaveTextContent(/^No processing orders$/);
    expect(within(screen.getByRole("region", { name: "Past orders" })).getByRole("table")).toBeInTheDocument();
  });

  it("links each order to the canonical order URL when given the customer segment", () => {
    render(<OrdersTable orders={ORDERS} customerSegment="7__Ann_Lee" />);
    expect(screen.getByRole("link", { name: "200" })).toHaveAttribute("href", "/customer-lookup/7__Ann_Lee/order/200");
  });

  it("opens on the page the URL names, and a page change replaces the URL's page", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    render(<OrdersTable orders={{ upcoming: [], processing: [], past: many }} />, "?pastPage=2", onUrlUpdate);
    const past = screen.getByRole("region", { name: "Past orders" });
    expect(within(past).getByRole("link", { name: "3025" })).toBeInTheDocument();
    expect(within(past).queryByRole("link", { name: "3000" })).not.toBeInTheDocument();
    await user.click(within(past).getByRole("button", { name: "Page 1" }));
    expect(within(past).getByRole("link", { name: "3000" })).toBeInTheDocument();
    const update = onUrlUpdate.mock.calls.at(-1)![0];
    expect(update.searchParams.get("pastPage")).toBeNull();
    expect(update.options.history).toBe("replace");
    await user.click(within(past).getByRole("button", { name: "Page 2" }));
    expect(onUrlUpdate.mock.calls.at(-1)![0].searchParams.get("pastPage")).toBe("2");
  });
});
