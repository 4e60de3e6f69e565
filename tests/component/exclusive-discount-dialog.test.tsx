/**
 * ExclusiveDiscountDialog (components/customers/exclusive-discount-dialog.tsx): the order field's
 * reset. The one-order presets show "Upcoming order"; the winback preset hides it and resets it
 * (value and message), and never sends an order; a sole upcoming order is preselected as the orders
 * are each time it opens. The success toasts: the order toasts' duration
 * (120000 ms, ORDER_TOAST) and, for the winback, the spec's text with the code and its orders.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ExclusiveDiscountDialog } from "@/components/customers/exclusive-discount-dialog";
import { DISCOUNT_TYPE_REQUIRED_MESSAGE } from "@/lib/contract/discounts";
import { ORDER_TOAST } from "@/lib/ui-constants";
import { ApiRequestError } from "@/lib/client/api";

const mocks = vi.hoisted(() => {
  const callApi = vi.fn();
  // callApiOnce (the dialog's call, one Idempotency-Key per request) answers as callApi does; it is counted on its own.
  return { callApi, callApiOnce: vi.fn((...args: unknown[]) => callApi(...args) as unknown), success: vi.fn() };
});
vi.mock("@/lib/client/toast", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/client/toast")>();
  return { ...actual, toast: Object.assign(vi.fn(), actual.toast, { success: mocks.success }) };
});
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi, callApiOnce: mocks.callApiOnce }));

const ORDERS = [
  { id: "5001", scheduled: "2026-12-01" },
  { id: "5002", scheduled: "2026-12-15" },
];
const ORDER_REQUIRED = "Choose the upcoming order this discount applies to.";

function renderDialog(onClose = vi.fn()) {
  render(<ExclusiveDiscountDialog open onClose={onClose} customerId={1001} upcomingOrders={ORDERS} />);
  return screen.findByRole("dialog", { name: "Create exclusive discount" });
}

async function chooseOrder(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole("combobox", { name: "Upcoming order" }));
  await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: label }));
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
}

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.callApiOnce.mockClear();
  mocks.success.mockReset();
});

describe("ExclusiveDiscountDialog: the order field", () => {
  it("no discount is preselected: Create says to choose one and sends nothing (was: the winback preselected, one click created it)", async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    for (const radio of within(dialog).getAllByRole("radio")) expect(radio).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Create discount" }));
    expect(await within(dialog).findByText(DISCOUNT_TYPE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(mocks.callApi).not.toHaveBeenCalled();
    // Choosing one clears the message.
    await user.click(within(dialog).getByRole("radio", { name: /10% off 3 orders \(winback\)/ }));
    await waitFor(() => expect(within(dialog).queryByText(DISCOUNT_TYPE_REQUIRED_MESSAGE)).not.toBeInTheDocument());
  });

  it("a sole upcoming order is preselected for a one-order preset", async () => {
    const user = userEvent.setup();
    render(<ExclusiveDiscountDialog open onClose={vi.fn()} customerId={1001} upcomingOrders={[{ id: "5001", scheduled: "2026-05-01" }]} />);
    const dialog = await screen.findByRole("dialog", { name: "Create exclusive discount" });
    await user.click(within(dialog).getByRole("radio", { name: /30% off 1 order/ }));
    expect(within(dialog).getByRole("combobox", { name: "Upcoming order" })).toHaveTextContent("Order 5001");
  });

  it("the preselection follows the upcoming orders as they are each time it opens (it stays mounted while the page refreshes in place), not while it is open", async () => {
    const user = userEvent.setup();
    const one = [{ id: "5001", scheduled: "2026-05-01" }];
    const two = [...one, { id: "5002", scheduled: "2026-05-08" }];
    const dialogWith = (open: boolean, upcomingOrders: typeof one) => <ExclusiveDiscountDialog open={open} onClose={vi.fn()} customerId={1001} upcomingOrders={upcomingOrders} />;
    const thirtyOff = async () => {
      const dialog = await screen.findByRole("dialog", { name: "Create exclusive discount" });
      await user.click(within(dialog).getByRole("radio", { name: /30% off 1 order/ }));
      return within(dialog).getByRole("combobox", { name: "Upcoming order" });
    };
    // One upcoming order: preselected. Closed; Add a New Dog adds a second; opened again: none preselected (was: Order 5001).
    const { rerender } = render(dialogWith(true, one));
    expect(await thirtyOff()).toHaveTextContent("Order 5001");
    rerender(dialogWith(false, one));
    rerender(dialogWith(false, two));
    rerender(dialogWith(true, two));
    expect(await thirtyOff()).toHaveTextContent("Select...");
    // None at first, one now: preselected (was: none).
    rerender(dialogWith(false, two));
    rerender(dialogWith(false, []));
    rerender(dialogWith(true, []));
    await screen.findByRole("dialog", { name: "Create exclusive discount" });
    rerender(dialogWith(false, []));
    rerender(dialogWith(false, one));
    rerender(dialogWith(true, one));
    const order = await thirtyOff();
    expect(order).toHaveTextContent("Order 5001");
    // A refresh while it is open leaves the agent's choice alone.
    rerender(dialogWith(true, two));
    expect(screen.getByRole("radio", { name: /30% off 1 order/ })).toBeChecked();
    expect(order).toHaveTextContent("Order 5001");
  });

  it("is hidden for the winback preset and shown, empty, for a one-order preset", async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole("radio", { name: /10% off 3 orders \(winback\)/ }));
    expect(within(dialog).queryByRole("combobox", { name: "Upcoming order" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: /10% off 1 order/ }));
    expect(within(dialog).getByRole("combobox", { name: "Upcoming order" })).toHaveTextContent("Select...");
  });

  it("switching to the winback preset and back resets the order: no value, no message", async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole("radio", { name: /10% off 1 order/ }));
    // Submitting without an order: the message under the field.
    await user.click(screen.getByRole("button", { name: "Create discount" }));
    expect(await within(dialog).findByText(ORDER_REQUIRED)).toBeInTheDocument();
    expect(mocks.callApi).not.toHaveBeenCalled();
    await chooseOrder(user, "Order 5002 (scheduled Dec 15, 2026)");
    expect(screen.getByRole("combobox", { name: "Upcoming order" })).toHaveTextContent("Order 5002");

    await user.click(within(dialog).getByRole("radio", { name: /10% off 3 orders \(winback\)/ }));
    expect(within(dialog).queryByRole("combobox", { name: "Upcoming order" })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: /30% off 1 order/ }));
    const order = within(dialog).getByRole("combobox", { name: "Upcoming order" });
    expect(order).toHaveTextContent("Select...");
    expect(order).not.toHaveTextContent("5002");
    expect(within(dialog).queryByText(ORDER_REQUIRED)).not.toBeInTheDocument();
  });

  it("the winback preset sends no order even after one was chosen; a one-order preset sends the chosen one", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    mocks.callApi.mockResolvedValue({ discount_code: "WB-CX-10X3-ABC", discount_type: "CX_10_PERCENT_FOR_THREE_ORDERS", account_id: 1001, order: null, orders: [] });
    const dialog = await renderDialog(onClose);
    await user.click(within(dialog).getByRole("radio", { name: /30% off 1 order/ }));
    await chooseOrder(user, "Order 5001 (scheduled Dec 1, 2026)");
    await user.click(within(dialog).getByRole("radio", { name: /10% off 3 orders \(winback\)/ }));
    await user.click(screen.getByRole("button", { name: "Create discount" }));
    await waitFor(() => expect(mocks.callApi).toHaveBeenCalledTimes(1));
    expect(mocks.callApi.mock.calls[0]![1]).toEqual({ params: { id: 1001 }, body: { discount_type: "CX_10_PERCENT_FOR_THREE_ORDERS" } });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("a one-order preset sends the order chosen", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockResolvedValue({ discount_code: "30POFFX1-XYZ", discount_type: "CX_30_PERCENT", account_id: 1001, order: { id: "5001", total_discounts: 10, total_tax: 0, total_price: 20 }, orders: [] });
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole("radio", { name: /30% off 1 order/ }));
    await chooseOrder(user, "Order 5001 (scheduled Dec 1, 2026)");
    await user.click(screen.getByRole("button", { name: "Create discount" }));
    await waitFor(() => expect(mocks.callApi).toHaveBeenCalledTimes(1));
    expect(mocks.callApi.mock.calls[0]![1]).toEqual({ params: { id: 1001 }, body: { discount_type: "CX_30_PERCENT", order_id: "5001" } });
    // Sent once per request (an Idempotency-Key): a retry after a timeout answers the code made.
    expect(mocks.callApiOnce).toHaveBeenCalledTimes(1);
  });
});

describe("ExclusiveDiscountDialog: the API's refusal", () => {
  it("an order that already has a customer-service code: the API's message (the code, the way out) under the order field, the dialog stays open", async () => {
    const user = userEvent.setup();
    const text = "This order already has a customer-service discount (10POFFX1-ABC234). Remove it from the order on the order's page first, or choose another upcoming order.";
    mocks.callApi.mockRejectedValue(new ApiRequestError(400, { order_id: [text] }));
    const onClose = vi.fn();
    const dialog = await renderDialog(onClose);
    await user.click(within(dialog).getByRole("radio", { name: /30% off 1 order/ }));
    await chooseOrder(user, "Order 5001 (scheduled Dec 1, 2026)");
    await user.click(screen.getByRole("button", { name: "Create discount" }));
    const field = screen.getByRole("combobox", { name: "Upcoming order" });
    await waitFor(() => expect(field).toHaveAccessibleDescription(text));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("ExclusiveDiscountDialog: the success toast", () => {
  it("the winback: the spec's text, the code and the upcoming orders it went on, for the order toasts' duration", async () => {
    const user = userEvent.setup();
    const order = (id: string) => ({ id, total_discounts: 10, total_tax: 0, total_price: 90 });
    mocks.callApi.mockResolvedValue({ discount_code: "WB-CX-10X3-ABC234", discount_type: "CX_10_PERCENT_FOR_THREE_ORDERS", account_id: 1001, order: null, orders: [order("5001"), order("5002")] });
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole("radio", { name: /10% off 3 orders \(winback\)/ }));
    await user.click(screen.getByRole("button", { name: "Create discount" }));
    await waitFor(() => expect(mocks.success).toHaveBeenCalledTimes(1));
    expect(mocks.success).toHaveBeenCalledWith(
      "Discount applied to account. Code WB-CX-10X3-ABC234 applies to the customer's next 3 orders; now on upcoming orders 5001, 5002.",
      ORDER_TOAST,
    );
  });

  it("the winback with no upcoming order says the next orders take it", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockResolvedValue({ discount_code: "WB-CX-10X3-ABC234", discount_type: "CX_10_PERCENT_FOR_THREE_ORDERS", account_id: 1001, order: null, orders: [] });
    render(<ExclusiveDiscountDialog open onClose={vi.fn()} customerId={1001} upcomingOrders={[]} />);
    await user.click(await screen.findByRole("radio", { name: /10% off 3 orders \(winback\)/ }));
    await user.click(await screen.findByRole("button", { name: "Create discount" }));
    await waitFor(() => expect(mocks.success).toHaveBeenCalledTimes(1));
    expect(mocks.success).toHaveBeenCalledWith(
      "Discount applied to account. Code WB-CX-10X3-ABC234 applies to the customer's next 3 orders; no upcoming order yet, so the next orders created take it.",
      ORDER_TOAST,
    );
  });

  it("a one-order preset: the code and the order, for the order toasts' duration", async () => {
    const user = userEvent.setup();
    const totals = { id: "5001", total_discounts: 10, total_tax: 0, total_price: 20 };
    mocks.callApi.mockResolvedValue({ discount_code: "30POFFX1-XYZ234", discount_type: "CX_30_PERCENT", account_id: 1001, order: totals, orders: [totals] });
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole("radio", { name: /30% off 1 order/ }));
    await chooseOrder(user, "Order 5001 (scheduled Dec 1, 2026)");
    await user.click(screen.getByRole("button", { name: "Create discount" }));
    await waitFor(() => expect(mocks.success).toHaveBeenCalledTimes(1));
    expect(mocks.success).toHaveBeenCalledWith("Discount 30POFFX1-XYZ234 applied to order 5001.", ORDER_TOAST);
  });
});
