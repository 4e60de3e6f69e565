/**
 * OrdersTable (components/customers/orders-table.tsx): on the customer page a replaceable order's
 * row offers "Replace Order" with the order page's dialog (issue 18); other
 * rows, and the read-only table, offer none. Issue 23: the rows carry no order lines; the one
 * dialog reads the account when it opens (GET accounts/{id}, no fulfillment contents) and
 * subtracts what earlier replacements sent; a failed read opens nothing.
 */
import { render as rtlRender, screen, waitFor, within } from "@testing-library/react";
import { NuqsTestingAdapter, type OnUrlUpdateFunction } from "nuqs/adapters/testing";
import type { ReactElement } from "react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { OrdersTable, type OrderRow } from "@/components/customers/orders-table";
import { ApiRequestError, callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { PII_DELETED_NO_NEW_ORDER_MESSAGE } from "@/lib/contract/customers";
import { replaceOrderUnavailable } from "@/lib/orders/rules";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: vi.fn() }));

/** The table keeps each group's page in the URL (nuqs): rendered inside nuqs's testing adapter. */
const render = (ui: ReactElement, searchParams = "", onUrlUpdate?: OnUrlUpdateFunction) =>
  rtlRender(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={onUrlUpdate}>
      {ui}
    </NuqsTestingAdapter>,
  );

const row = (id: string, status: OrderRow["status"], replaceable?: true): OrderRow => ({
  id,
  status,
  order_type: "SUBSCRIPTION",
  total_price: 10,
  total_refunds: 0,
  scheduled: null,
  charged: null,
  discountCodes: [],
  ...(replaceable ? { replaceable } : {}),
});
const ORDERS = { upcoming: [row("200", "PREVIEW")], processing: [], past: [row("100", "FULFILLED", true), row("101", "CANCELLED")] };

/** The account the dialog reads: order 100 (2 × beef, 3 × turkey) and its replacement 150 (1 × beef sent again, shipped). */
const line = (id: number, code: string, description: string, quantity: number) => ({ id, code, description, quantity, product_type: "MEAL", pet_plan: { id: 5, pet_name: "Rex" } });
const ACCOUNT = {
  orders: {
    upcoming: [{ id: "200", status: "PREVIEW", replacement_parent_order: null, fulfillments: [], products: [line(9, "MEAL-U-B-4200-4W", "UnKibble Beef", 1)] }],
    processing: [],
    past: [
      { id: "150", status: "FULFILLED", replacement_parent_order: "100", fulfillments: [{ id: "151", status: "SHIPPED" }], products: [line(7, "MEAL-U-B-4200-4W", "UnKibble Beef", 1)] },
      { id: "100", status: "FULFILLED", replacement_parent_order: null, fulfillments: [{ id: "101", status: "DELIVERED" }], products: [line(1, "MEAL-U-B-4200-4W", "UnKibble Beef", 2), line(2, "MEAL-U-T-3150-2W", "UnKibble Turkey", 3)] },
    ],
  },
};

describe("OrdersTable: Replace Order on the customer page", () => {
  // The dialog's code loads when it is first opened (issue 23): compiled once here, not inside a findBy wait.
  beforeAll(async () => {
    await import("@/components/customers/replace-order-on-demand");
  });
  beforeEach(() => {
    vi.mocked(callApi).mockReset();
  });

  it("offers Replace Order on a replaceable order's row only; its one dialog reads the order's lines when it opens", async () => {
    vi.mocked(callApi).mockResolvedValue(ACCOUNT as never);
    const user = userEvent.setup();
    render(<OrdersTable customerId={7} orders={ORDERS} customerPath="/customer-lookup/7__Ann_Lee" />);
    expect(screen.getAllByRole("button", { name: /^Replace order/ })).toHaveLength(1);
    expect(callApi).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Replace order 100" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace order 100" });
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenCalledWith(endpoints.getAccount, { params: { id: 7 }, query: { fulfillment_contents: "none" } });
    expect(within(dialog).getByRole("button", { name: "Create Replacement" })).toBeDisabled();
    // The order's own lines; the beef's cap is 2 ordered − 1 sent by replacement 150.
    await user.click(within(dialog).getByRole("combobox", { name: "Add a product" }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option").map((o) => o.textContent);
    expect(options.some((t) => t?.includes("UnKibble Beef"))).toBe(true);
    expect(options.some((t) => t?.includes("UnKibble Turkey"))).toBe(true);
    await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: /UnKibble Beef/ }));
    await user.click(within(dialog).getByRole("combobox", { name: "Quantity" }));
    expect(within(await screen.findByRole("listbox")).getAllByRole("option").map((o) => o.textContent)).toEqual(["1"]);
  });

  it("a replacement whose box failed delivery is not subtracted: the dialog offers the line's full ordered quantity again", async () => {
    const lost = { ...ACCOUNT.orders.past[0]!, fulfillments: [{ id: "151", status: "DELIVERY_FAILED" }] };
    vi.mocked(callApi).mockResolvedValue({ orders: { ...ACCOUNT.orders, past: [lost, ACCOUNT.orders.past[1]!] } } as never);
    const user = userEvent.setup();
    render(<OrdersTable customerId={7} orders={ORDERS} customerPath="/customer-lookup/7__Ann_Lee" />);
    await user.click(screen.getByRole("button", { name: "Replace order 100" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace order 100" });
    await user.click(within(dialog).getByRole("combobox", { name: "Add a product" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: /UnKibble Beef/ }));
    await user.click(within(dialog).getByRole("combobox", { name: "Quantity" }));
    expect(within(await screen.findByRole("listbox")).getAllByRole("option").map((o) => o.textContent)).toEqual(["1", "2"]);
  });

  it("a failed read of the account opens no dialog", async () => {
    vi.mocked(callApi).mockImplementation(() => Promise.reject(new ApiRequestError(502, { detail: "Upstream failed." })));
    const user = userEvent.setup();
    render(<OrdersTable customerId={7} orders={ORDERS} customerPath="/customer-lookup/7__Ann_Lee" />);
    await user.click(screen.getByRole("button", { name: "Replace order 100" }));
    await waitFor(() => expect(callApi).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByTestId("dialog-skeleton")).not.toBeInTheDocument());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("a customer whose personal data was deleted: the replaceable row's Replace Order is disabled and says why; nothing is read or opened", async () => {
    const user = userEvent.setup();
    render(
      <OrdersTable
        customerId={7}
        orders={ORDERS}
        customerPath="/customer-lookup/7__Customer"
        replaceUnavailable={replaceOrderUnavailable({ pii_deleted_at: "2026-01-04T12:00:00.000Z" })}
      />,
    );
    const button = screen.getByRole("button", { name: "Replace order 100" });
    // Focusable (aria-disabled, not disabled): the reason is read out when focus reaches it.
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute("aria-description", PII_DELETED_NO_NEW_ORDER_MESSAGE);
    expect(await screen.findByRole("button", { name: PII_DELETED_NO_NEW_ORDER_MESSAGE })).toBeInTheDocument();
    await user.click(button);
    expect(callApi).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("has no actions column without a customer path (read-only)", () => {
    render(<OrdersTable customerId={7} orders={ORDERS} />);
    expect(screen.queryByRole("button", { name: /^Replace order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });
});

describe("OrdersTable: issue 21 (collapsed empty groups, canonical links, the page in the URL)", () => {
  const many = Array.from({ length: 30 }, (_, i) => row(String(3000 + i), "FULFILLED"));

  it("an empty group is one line, with no table", () => {
    render(<OrdersTable customerId={7} orders={{ upcoming: [], processing: [], past: [row("100", "FULFILLED")] }} />);
    const upcoming = screen.getByRole("region", { name: "Upcoming orders" });
    expect(upcoming).toHaveTextContent(/^No upcoming orders$/);
    expect(within(upcoming).queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Processing orders" })).toHaveTextContent(/^No processing orders$/);
    expect(within(screen.getByRole("region", { name: "Past orders" })).getByRole("table")).toBeInTheDocument();
  });

  it("links each order to the canonical order URL when given the customer segment", () => {
    render(<OrdersTable customerId={7} orders={ORDERS} customerSegment="7__Ann_Lee" />);
    expect(screen.getByRole("link", { name: "200" })).toHaveAttribute("href", "/customer-lookup/7__Ann_Lee/order/200");
  });

  it("opens on the page the URL names, and a page change replaces the URL's page", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    render(<OrdersTable customerId={7} orders={{ upcoming: [], processing: [], past: many }} />, "?pastPage=2", onUrlUpdate);
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
    render(<OrdersTable customerId={7} orders={{ upcoming: [], processing: [], past: many }} />, "?pastPageSize=10&pastPage=2", onUrlUpdate);
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

  it("choosing the default size (25) leaves the group's size and page out of the URL", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    render(<OrdersTable customerId={7} orders={{ upcoming: [], processing: [], past: many }} />, "?pastPageSize=10&pastPage=2&pastStatus=FULFILLED", onUrlUpdate);
    const select = within(past()).getByRole("combobox", { name: "Rows per page" });
    await user.click(select);
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "25" }));
    expect(onUrlUpdate.mock.lastCall![0].queryString).toBe("?pastStatus=FULFILLED");
    expect(ids()).toHaveLength(20);
  });

  it("sorts by total from the header (ascending, descending, the account's order), kept in the URL", async () => {
    const user = userEvent.setup();
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    render(<OrdersTable customerId={7} orders={{ upcoming: [], processing: [], past: many }} />, "?pastPage=2", onUrlUpdate);
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
    render(<OrdersTable customerId={7} orders={{ upcoming: [], processing: [], past: many }} />, "?pastOrdering=-date", onUrlUpdate);
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
