/**
 * OrdersTable (components/customers/orders-table.tsx): on the customer page a replaceable order's
 * row offers "Replace Order" with the order page's dialog (issue 18); other
 * rows, and the read-only table, offer none.
 */
import { render as rtlRender, screen, within } from "@testing-library/react";
import { NuqsTestingAdapter, type OnUrlUpdateFunction } from "nuqs/adapters/testing";
import type { ReactElement } from "react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
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
  // The dialog's code loads when it is first opened (issue 23): compiled once here, not inside a findBy wait.
  beforeAll(async () => {
    await import("@/components/orders/replace-order-dialog");
  });
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

describe("OrdersTable: issue 22 (rows per page, sorting and a status filter in the URL)", () => {
  const priced = (id: string, status: OrderRow["status"], total: number, charged: string): OrderRow => ({ ...row(id, status), total_price: total, charged });
  // 30 past orders: totals 1..30 in reverse id order, every third cancelled.
  const many = Array.from({ length: 30 }, (_, i) => priced(String(4000 + i), i % 3 === 0 ? "CANCELLED" : "FULFILLED", 30 - i, `2026-0${1 + (i % 9)}-10T12:00:00Z`));
  const past = () => screen.getByRole("region", { name: "Past orders" });
  const ids = () => within(past()).getAllByRole("link").map((a) => a.textContent);

  it("opens at the URL's rows per page; a choice replaces the group's size in the URL (shallow) and drops its page", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    render(<OrdersTable orders={{ upcoming: [], processing: [], past: many }} />, "?pastPageSize=10&pastPage=2", onUrlUpdate);
    expect(ids()).toHaveLength(10);
    expect(ids()[0]).toBe("4010");
    const select = within(past()).getByRole("combobox", { name: "Rows per page" });
    expect(select).toHaveTextContent("10");
    await user.click(select);
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "50" }));
    const update = onUrlUpdate.mock.lastCall![0];
    expect(update.queryString).toBe("?pastPageSize=50");
    expect(update.options).toMatchObject({ history: "replace", shallow: true });
    expect(ids()).toHaveLength(30);
  });

  it("sorts by total from the header (ascending, descending, the account's order), kept in the URL", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    render(<OrdersTable orders={{ upcoming: [], processing: [], past: many }} />, "?pastPage=2", onUrlUpdate);
    await user.click(within(past()).getByRole("button", { name: "Total" }));
    expect(onUrlUpdate.mock.lastCall![0].queryString).toBe("?pastOrdering=total");
    expect(ids()[0]).toBe("4029");
    expect(within(past()).getByRole("columnheader", { name: "Total" })).toHaveAttribute("aria-sort", "ascending");
    await user.click(within(past()).getByRole("button", { name: "Total" }));
    expect(ids()[0]).toBe("4000");
    await user.click(within(past()).getByRole("button", { name: "Total" }));
    expect(onUrlUpdate.mock.lastCall![0].queryString).toBe("");
  });

  it("filters by a status the group has, from the URL or the Status choice", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    render(<OrdersTable orders={{ upcoming: [], processing: [], past: many }} />, "?pastOrdering=-date", onUrlUpdate);
    const status = within(past()).getByRole("combobox", { name: "Status" });
    await user.click(status);
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getAllByRole("option").map((o) => o.textContent)).toEqual(["Any", "Cancelled", "Fulfilled"]);
    await user.click(within(listbox).getByRole("option", { name: "Cancelled" }));
    expect(onUrlUpdate.mock.lastCall![0].queryString).toBe("?pastOrdering=-date&pastStatus=CANCELLED");
    expect(ids()).toHaveLength(10);
    expect(within(past()).getByRole("heading")).toHaveTextContent("Past (10 of 30)");
    // Newest first: the cancelled orders of July (i = 6, 15, 24) lead, ties in the account's order.
    expect(ids().slice(0, 4)).toEqual(["4006", "4015", "4024", "4003"]);
  });
});
