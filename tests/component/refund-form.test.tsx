/**
 * RefundForm (components/orders/refund-form.tsx): its branches. The amount is disabled until the
 * line is selected and on a line with nothing left; Process Refund needs a selected line with a
 * valid amount; an amount above the cap is refused on the page; the confirmation shows the total;
 * a retry after a failure sends the same idempotency key and the failure shows the server's message
 * or "Error processing refund". The optional reason (issue 22): none by default, "Other" needs a
 * note before Process Refund is enabled, the reason and note go into the body, and "No reason given"
 * clears the note. A refusal of a line (the API's order_product_refunds.{n}.amount, n counting the
 * selected lines only) shows under that line's amount and refreshes the page's lines; a selected
 * line the refresh leaves with nothing to refund is unticked, its amount cleared and its message
 * kept, so the other lines can still be refunded.
 */
import { endpoints } from "@/lib/contract/endpoints";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RefundForm } from "@/components/orders/refund-form";
import { ApiRequestError } from "@/lib/client/api";
import { REFUND_LINE_REQUIRED } from "@/lib/orders/messages";

const mocks = vi.hoisted(() => ({ callApiOnce: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/toast", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/client/toast")>();
  return { ...actual, toast: Object.assign(vi.fn(), actual.toast, { error: mocks.toastError, success: mocks.toastSuccess }) };
});
vi.mock("@/lib/client/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/client/api")>()),
  callApiOnce: mocks.callApiOnce,
}));

const LINES = [
  { id: 1, code: "MEAL-U-B", description: "Meal", quantity: 1, total_price: 100, tax_amount: 0, total_refunds: 20, available: 80 },
  { id: 2, code: "SNACK", description: "Snack", quantity: 1, total_price: 13.9, tax_amount: 0.91, total_refunds: 0, available: 13.9 },
  { id: 3, code: "GONE", description: "Refunded", quantity: 1, total_price: 10, tax_amount: 0, total_refunds: 10, available: 0 },
];

beforeEach(() => {
  mocks.callApiOnce.mockReset();
  mocks.toastError.mockReset();
  mocks.toastSuccess.mockReset();
  mocks.refresh.mockReset();
});

/** Picks an option of the reason select. */
const chooser = (user: ReturnType<typeof userEvent.setup>, select: HTMLElement) => async (label: string) => {
  await user.click(select);
  await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: label }));
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
};

describe("RefundForm", () => {
  it("enables an amount only for a selected line with something left, and caps it", async () => {
    const user = userEvent.setup();
    render(<RefundForm accountId={11} orderId="1000014" lines={LINES} />);
    const process = screen.getByRole("button", { name: "Process Refund" });
    expect(process).toBeDisabled();
    expect(screen.getByRole("spinbutton", { name: "Refund amount for MEAL-U-B" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Refund GONE" })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Refund MEAL-U-B" }));
    const amount = screen.getByRole("spinbutton", { name: "Refund amount for MEAL-U-B" });
    expect(amount).toBeEnabled();
    expect(amount).toHaveValue(80);
    await user.clear(amount);
    await user.type(amount, "80.01");
    expect(screen.getByText("The amount cannot exceed the available refund of $80.00.")).toBeInTheDocument();
    expect(process).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, "-1");
    expect(screen.getByText("Enter an amount above $0.00.")).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, "30");
    expect(process).toBeEnabled();
  });

  it("confirms with the total, keeps the key on a retry, and shows the server's message or the fallback", async () => {
    const user = userEvent.setup();
    render(<RefundForm accountId={11} orderId="1000014" lines={LINES} />);
    await user.click(screen.getByRole("checkbox", { name: "Refund MEAL-U-B" }));
    await user.click(screen.getByRole("checkbox", { name: "Refund SNACK" }));
    await user.click(screen.getByRole("button", { name: "Process Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Process refund?" });
    expect(dialog).toHaveTextContent("$93.90");

    mocks.callApiOnce.mockRejectedValueOnce(new ApiRequestError(400, { detail: "Only an order whose charge succeeded can be refunded." }));
    mocks.callApiOnce.mockRejectedValueOnce(new ApiRequestError(502, undefined));
    await user.click(within(dialog).getByRole("button", { name: "Process Refund" }));
    expect(mocks.toastError).toHaveBeenLastCalledWith("Only an order whose charge succeeded can be refunded.", expect.objectContaining({ id: expect.any(String) }));
    await user.click(within(dialog).getByRole("button", { name: "Process Refund" }));
    expect(mocks.toastError).toHaveBeenLastCalledWith("Error processing refund", expect.objectContaining({ id: expect.any(String) }));
    // The same request both times, so callApiOnce sends it with the same key (tests/unit/client-api.test.ts).
    const [first, second] = mocks.callApiOnce.mock.calls;
    expect(second).toEqual(first);
    expect(first![0]).toBe(endpoints.createRefund);
    expect(first![1]).toEqual({
      body: {
        account: 11,
        order_id: "1000014",
        order_product_refunds: [
          { order_product_id: 1, amount: 80, tax_amount: 0 },
          { order_product_id: 2, amount: 13.9, tax_amount: 0.91 },
        ],
      },
    });
  });

  it("the optional reason: Other needs a note, the reason goes into the body, No reason given clears the note", async () => {
    const user = userEvent.setup();
    mocks.callApiOnce.mockResolvedValue({ order_id: "1000014", total_refunds: 100, refunds: [], order_products: [] });
    render(<RefundForm accountId={11} orderId="1000014" lines={LINES} />);
    await user.click(screen.getByRole("checkbox", { name: "Refund SNACK" }));
    const reason = screen.getByRole("combobox", { name: "Reason (optional)" });
    expect(reason).toHaveTextContent("No reason given");
    expect(screen.queryByRole("textbox", { name: /Note/ })).not.toBeInTheDocument();

    const choose = chooser(user, reason);
    await choose("Other");
    const note = screen.getByRole("textbox", { name: "Note" });
    expect(note).toHaveAccessibleDescription(/Required for Other/);
    const process = screen.getByRole("button", { name: "Process Refund" });
    expect(process).toBeDisabled();
    await user.type(note, "a");
    await user.clear(note);
    expect(await screen.findByText("Describe the reason when you choose Other.")).toBeInTheDocument();
    await user.type(note, " Box arrived open ");
    expect(process).toBeEnabled();
    await user.click(process);
    const dialog = await screen.findByRole("dialog", { name: "Process refund?" });
    await user.click(within(dialog).getByRole("button", { name: "Process Refund" }));
    expect(mocks.callApiOnce.mock.calls[0]![1]).toEqual({
      body: {
        account: 11,
        order_id: "1000014",
        order_product_refunds: [{ order_product_id: 2, amount: 13.9, tax_amount: 0.91 }],
        reason: { code: "OTHER", note: "Box arrived open" },
      },
    });
  });

  it("a reason other than Other needs no note; No reason given hides and clears the note", async () => {
    const user = userEvent.setup();
    render(<RefundForm accountId={11} orderId="1000014" lines={LINES} />);
    await user.click(screen.getByRole("checkbox", { name: "Refund SNACK" }));
    const reason = screen.getByRole("combobox", { name: "Reason (optional)" });
    const choose = chooser(user, reason);
    await choose("Damaged product");
    expect(screen.getByRole("button", { name: "Process Refund" })).toBeEnabled();
    await user.type(screen.getByRole("textbox", { name: "Note (optional)" }), "torn bag");
    await choose("No reason given");
    expect(screen.queryByRole("textbox", { name: /Note/ })).not.toBeInTheDocument();
    await choose("Other");
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("");
  });

  it("a line the API refuses (another agent refunded part of it) shows its message under that line's amount, and the page's lines refresh", async () => {
    const user = userEvent.setup();
    const lines = [LINES[0]!, { id: 2, code: "SNACK", description: "Snack", quantity: 1, total_price: 50, tax_amount: 0, total_refunds: 0, available: 50 }];
    const { rerender } = render(<RefundForm accountId={11} orderId="1000014" lines={lines} />);
    // Only the second line: it is the request's first (and only) entry.
    await user.click(screen.getByRole("checkbox", { name: "Refund SNACK" }));
    await user.click(screen.getByRole("button", { name: "Process Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Process refund?" });
    const refusal = "The amount cannot exceed the available refund of $20.00.";
    mocks.callApiOnce.mockRejectedValueOnce(new ApiRequestError(400, { "order_product_refunds.0.amount": [refusal] }));
    await user.click(within(dialog).getByRole("button", { name: "Process Refund" }));
    // The API's sentence, word for word, in the toast and under the line it concerns.
    expect(mocks.toastError).toHaveBeenLastCalledWith(refusal, expect.anything());
    await waitFor(() => expect(screen.getByRole("spinbutton", { name: "Refund amount for SNACK" })).toHaveAccessibleDescription(refusal));
    expect(screen.getByRole("spinbutton", { name: "Refund amount for MEAL-U-B" })).not.toHaveAccessibleDescription(refusal);
    // The confirmation's total no longer stands: it closes; the page's lines are asked again.
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Process refund?" })).not.toBeInTheDocument());
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
    // The refreshed page: the line's Available is the current one, the message stays until the amount changes.
    rerender(<RefundForm accountId={11} orderId="1000014" lines={[lines[0]!, { ...lines[1]!, total_refunds: 30, available: 20 }]} />);
    expect(screen.getByTestId("refund-available-SNACK")).toHaveTextContent("$20.00");
    expect(screen.getByRole("spinbutton", { name: "Refund amount for SNACK" })).toHaveAccessibleDescription(refusal);
    expect(screen.getByRole("button", { name: "Process Refund" })).toBeDisabled();
    const amount = screen.getByRole("spinbutton", { name: "Refund amount for SNACK" });
    await user.clear(amount);
    await user.type(amount, "20");
    expect(amount).not.toHaveAccessibleDescription(refusal);
    expect(screen.getByRole("button", { name: "Process Refund" })).toBeEnabled();
  });

  it("a selected line refunded in full meanwhile is unticked after the refresh, its message kept under it, and the other lines can still be refunded (was: ticked and disabled, Process Refund disabled until a reload)", async () => {
    const user = userEvent.setup();
    const snack = { id: 2, code: "SNACK", description: "Snack", quantity: 1, total_price: 50, tax_amount: 0, total_refunds: 0, available: 50 };
    const { rerender } = render(<RefundForm accountId={11} orderId="1000014" lines={[LINES[0]!, snack]} />);
    await user.click(screen.getByRole("checkbox", { name: "Refund MEAL-U-B" }));
    await user.click(screen.getByRole("checkbox", { name: "Refund SNACK" }));
    await user.click(screen.getByRole("button", { name: "Process Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Process refund?" });
    const refusal = "The amount cannot exceed the available refund of $0.00.";
    mocks.callApiOnce.mockRejectedValueOnce(new ApiRequestError(400, { "order_product_refunds.1.amount": [refusal] }));
    await user.click(within(dialog).getByRole("button", { name: "Process Refund" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Process refund?" })).not.toBeInTheDocument());
    expect(mocks.refresh).toHaveBeenCalledTimes(1);

    // The refreshed page: SNACK was refunded in full by someone else.
    rerender(<RefundForm accountId={11} orderId="1000014" lines={[LINES[0]!, { ...snack, total_refunds: 50, available: 0 }]} />);
    const snackBox = screen.getByRole("checkbox", { name: "Refund SNACK" });
    await waitFor(() => expect(snackBox).not.toBeChecked());
    expect(snackBox).toBeDisabled();
    const snackAmount = screen.getByRole("spinbutton", { name: "Refund amount for SNACK" });
    expect(snackAmount).toBeDisabled();
    expect(snackAmount).toHaveValue(null);
    // Why it was unticked, under the line it concerns.
    expect(snackAmount).toHaveAccessibleDescription(refusal);
    // MEAL-U-B is still selected with its amount: Process Refund refunds it alone.
    expect(screen.getByRole("checkbox", { name: "Refund MEAL-U-B" })).toBeChecked();
    const process = screen.getByRole("button", { name: "Process Refund" });
    expect(process).toBeEnabled();
    await user.click(process);
    const again = await screen.findByRole("dialog", { name: "Process refund?" });
    expect(again).toHaveTextContent("$80.00");
    mocks.callApiOnce.mockResolvedValueOnce({ order_id: "1000014", total_refunds: 100, refunds: [], order_products: [] });
    await user.click(within(again).getByRole("button", { name: "Process Refund" }));
    expect(mocks.callApiOnce).toHaveBeenCalledTimes(2);
    expect(mocks.callApiOnce.mock.calls[1]![1]).toEqual({
      body: { account: 11, order_id: "1000014", order_product_refunds: [{ order_product_id: 1, amount: 80, tax_amount: 0 }] },
    });
  });

  it("a refresh that empties the only selected line unticks it and says why under it: no line is selected any more", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<RefundForm accountId={11} orderId="1000014" lines={LINES} />);
    await user.click(screen.getByRole("checkbox", { name: "Refund SNACK" }));
    expect(screen.getByRole("button", { name: "Process Refund" })).toBeEnabled();
    rerender(<RefundForm accountId={11} orderId="1000014" lines={[LINES[0]!, { ...LINES[1]!, total_refunds: 13.9, available: 0 }, LINES[2]!]} />);
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Refund SNACK" })).not.toBeChecked());
    expect(screen.getByRole("spinbutton", { name: "Refund amount for SNACK" })).toHaveAccessibleDescription("The amount cannot exceed the available refund of $0.00.");
    expect(screen.getByRole("button", { name: "Process Refund" })).toBeDisabled();
    expect(screen.getByText(REFUND_LINE_REQUIRED)).toBeInTheDocument();
    // The line that had nothing left from the start shows no message.
    expect(screen.getByRole("spinbutton", { name: "Refund amount for GONE" })).not.toHaveAccessibleDescription();
  });
});
