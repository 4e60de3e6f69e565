/**
 * ReplaceOrderButton (components/orders/replace-order-button.tsx and its lazy dialog, issue 21 "Product pickers"): the
 * order's own lines are picked in the kit's searchable ProductPicker, by keyboard only; a line
 * already replaced in full is not offered (and is named); a pick adds a row with its quantity (1 up
 * to what may still be replaced) and Remove; Create Replacement sends the picked lines; axe clean.
 * A line the API refuses (order_products.{n}, n counting the picked lines only) shows its message
 * under that line's quantity, and the page's lines refresh. The return to the customer page 5 s after
 * a replacement is made only from the page it was made on (an agent who went elsewhere stays there).
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ReplaceOrderButton } from "@/components/orders/replace-order-button";
import { endpoints } from "@/lib/contract/endpoints";
import { REPLACEMENT_REMINDER, REPLACEMENT_SELECT_ONE, replacementQuantityError } from "@/lib/orders/messages";
import { ApiRequestError } from "@/lib/client/api";
import { REPLACEMENT_RELOAD_MS, replaceOrderUnavailable, type ReplaceLine } from "@/lib/orders/rules";
import { PII_DELETED_NO_NEW_ORDER_MESSAGE } from "@/lib/contract/customers";
import { DIALOG_CHECK_MS } from "@/components/ui/when-no-dialog";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), callApiOnce: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn(), push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: mocks.push, replace: vi.fn() }) }));
vi.mock("@/lib/client/toast", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/client/toast")>();
  return { ...actual, toast: Object.assign(vi.fn(), actual.toast, { error: mocks.toastError, success: mocks.toastSuccess }) };
});
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi, callApiOnce: mocks.callApiOnce }));

const LINES: ReplaceLine[] = [
  { id: 11, code: "MEAL-U-B-4200-4W", description: "UnKibble Beef 4200", productType: "MEAL", quantity: 2, petPlanId: 5, dogName: "Rex", max: 2 },
  { id: 12, code: "SNACK-JERKY-BEEF", description: "Beef Jerky Bites", productType: "SNACK", quantity: 1, petPlanId: 5, dogName: "Rex", max: 1 },
  { id: 13, code: "CLIP", description: "Bag clip", productType: "MATERIAL", quantity: 1, petPlanId: 5, dogName: "Rex", max: 0 },
];
const violations = async (root: Element) => (await axe.run(root, { rules: { "color-contrast": { enabled: false } } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);

async function openDialog(status: "COMPLETE" | "FULFILLED" = "COMPLETE") {
  const user = userEvent.setup();
  render(<ReplaceOrderButton accountId={7} order={{ id: "100", status }} customerPath="/customer-lookup/7__Ann_Lee" lines={LINES} unavailable={null} />);
  await user.click(screen.getByRole("button", { name: "Replace Order" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Replace order 100" }) };
}

describe("ReplaceOrderButton: the product picker", () => {
  // The dialog's code loads when it is first opened (issue 23): compiled once here, not inside a findBy wait.
  beforeAll(async () => {
    await import("@/components/orders/replace-order-dialog");
  });
  beforeEach(() => {
    mocks.callApi.mockReset();
    mocks.callApiOnce.mockReset();
    mocks.toastSuccess.mockReset();
    mocks.toastError.mockReset();
    mocks.refresh.mockReset();
  });

  it("a customer whose personal data was deleted: Replace Order is disabled and says why (a replacement ships too); no dialog opens", async () => {
    const user = userEvent.setup();
    render(
      <ReplaceOrderButton
        accountId={7}
        order={{ id: "100", status: "COMPLETE" }}
        customerPath="/customer-lookup/7__Customer"
        lines={LINES}
        unavailable={replaceOrderUnavailable({ pii_deleted_at: "2026-01-04T12:00:00.000Z" })}
      />,
    );
    const button = screen.getByRole("button", { name: "Replace Order" });
    // Focusable (aria-disabled, not disabled): the reason is read out when focus reaches it.
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute("aria-description", PII_DELETED_NO_NEW_ORDER_MESSAGE);
    expect(await screen.findByRole("button", { name: PII_DELETED_NO_NEW_ORDER_MESSAGE })).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("a FULFILLED order's reminder is a warning in words (the badge's \"Fulfilled\"), not an error alert with the status code", async () => {
    const { dialog } = await openDialog("FULFILLED");
    const reminder = within(dialog).getByRole("status");
    expect(reminder).toHaveTextContent(`Warning: ${REPLACEMENT_REMINDER}`);
    expect(reminder).not.toHaveTextContent("FULFILLED");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(await violations(dialog)).toEqual([]);
  });

  it("a COMPLETE order shows no reminder", async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).queryByText(REPLACEMENT_REMINDER)).toBeNull();
  });

  it("offers only the order's lines that may still be replaced, grouped, free; the rest are named", async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(REPLACEMENT_SELECT_ONE)).toBeInTheDocument();
    const picker = within(dialog).getByRole("combobox", { name: "Add a product" });
    expect(picker).toHaveAccessibleDescription("Already replaced in full: CLIP.");
    await user.click(picker);
    const list = await screen.findByRole("listbox", { name: "Products" });
    expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "UnKibble Beef 4200 MEAL-U-B-4200-4W$0.00",
      "Beef Jerky Bites SNACK-JERKY-BEEF$0.00",
    ]);
    expect(await violations(dialog)).toEqual([]);
    expect(await violations(list)).toEqual([]);
  });

  it("by keyboard only: search, pick, choose the quantity, remove, and create the replacement of the picked lines", async () => {
    mocks.callApiOnce.mockResolvedValue({ id: "900000001" });
    const { user, dialog } = await openDialog();
    const create = within(dialog).getByRole("button", { name: "Create Replacement" });
    expect(create).toBeDisabled();

    within(dialog).getByRole("combobox", { name: "Add a product" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("combobox", { name: /Search products|Products/ })).toHaveFocus());
    await user.keyboard("beef 4200");
    await waitFor(() => expect(within(screen.getByRole("listbox")).getAllByRole("option")).toHaveLength(1));
    await user.keyboard("{Enter}");
    const rows = () => within(dialog).queryAllByTestId("replace-row");
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent("UnKibble Beef 4200 MEAL-U-B-4200-4Wordered 2");
    // The picked line leaves the menu; the jerky is picked too, then removed again.
    within(dialog).getByRole("combobox", { name: "Add a product" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(within(screen.getByRole("listbox")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Beef Jerky Bites SNACK-JERKY-BEEF$0.00"]));
    await user.keyboard("jerky");
    await waitFor(() => expect(screen.getByRole("option", { name: /SNACK-JERKY-BEEF/ })).toHaveAttribute("aria-selected", "true"));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(dialog).getByRole("button", { name: "Remove Beef Jerky Bites" }));
    expect(rows()).toHaveLength(1);

    const quantity = within(rows()[0]!).getByRole("combobox", { name: "Quantity" });
    expect(quantity).toHaveTextContent("1");
    quantity.focus();
    await user.keyboard("{Enter}");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["1", "2"]);
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(quantity).toHaveTextContent("2"));
    expect(await violations(dialog)).toEqual([]);

    expect(create).toBeEnabled();
    await user.click(create);
    await waitFor(() => expect(mocks.callApiOnce).toHaveBeenCalled());
    // Sent once per intended replacement (callApiOnce, issue 23): a retry after a timeout creates it once.
    expect(mocks.callApiOnce).toHaveBeenCalledWith(endpoints.createOrder, {
      query: {},
      body: {
        account: 7,
        order_type: "REPLACEMENT",
        replacement_parent_order: "100",
        order_products: [{ type: "REPLACEMENT", product_code: "MEAL-U-B-4200-4W", pet_plan: 5, quantity: 2, replacement_parent_order_product: 11 }],
      },
    });
    await waitFor(() => expect(mocks.toastSuccess).toHaveBeenCalledWith("Replacement order 900000001 successfully created.", expect.anything()));
  });

  it("after the replacement: the toast offers View order; the return to the customer page waits while a dialog is open, and View order cancels it", async () => {
    mocks.callApiOnce.mockResolvedValue({ id: "900000002" });
    mocks.push.mockReset();
    const { user, dialog } = await openDialog("FULFILLED");
    within(dialog).getByRole("combobox", { name: "Add a product" }).focus();
    await user.keyboard("{Enter}");
    await user.keyboard("beef 4200");
    await waitFor(() => expect(within(screen.getByRole("listbox")).getAllByRole("option")).toHaveLength(1));
    await user.keyboard("{Enter}");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await act(async () => {
        within(dialog).getByRole("button", { name: "Create Replacement" }).click();
      });
      await vi.waitFor(() => expect(mocks.toastSuccess).toHaveBeenCalledWith("Replacement order 900000002 successfully created.", expect.objectContaining({ action: expect.objectContaining({ label: "View order" }) })));
      await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      // The agent opens another dialog (the reminder's Mark Delivery Failed) before the 5 s are up.
      const other = document.createElement("div");
      other.setAttribute("role", "dialog");
      document.body.append(other);
      act(() => vi.advanceTimersByTime(REPLACEMENT_RELOAD_MS + 2000));
      expect(mocks.push).not.toHaveBeenCalled();
      other.remove();
      act(() => vi.advanceTimersByTime(DIALOG_CHECK_MS));
      expect(mocks.push).toHaveBeenCalledWith("/customer-lookup/7__Ann_Lee");
    } finally {
      vi.useRealTimers();
    }
    // View order on a second replacement's toast: the new order, and no return to the customer page after it.
    mocks.push.mockReset();
    const options = mocks.toastSuccess.mock.calls.at(-1)![1] as { action: { onClick: () => void } };
    act(() => options.action.onClick());
    expect(mocks.push).toHaveBeenCalledWith("/customer-lookup/7/order/900000002");
  });

  /** Creates a replacement of the beef line with fake timers on; `then` runs after the dialog closed, with the timers still fake. */
  async function replaceThen(then: (unmount: () => void) => void | Promise<void>) {
    mocks.callApiOnce.mockResolvedValue({ id: "900000003" });
    mocks.push.mockReset();
    const user = userEvent.setup();
    const view = render(<ReplaceOrderButton accountId={7} order={{ id: "100", status: "FULFILLED" }} customerPath="/customer-lookup/7__Ann_Lee" lines={LINES} unavailable={null} />);
    await user.click(screen.getByRole("button", { name: "Replace Order" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace order 100" });
    await user.click(within(dialog).getByRole("combobox", { name: "Add a product" }));
    await user.click(await screen.findByRole("option", { name: /MEAL-U-B-4200-4W/ }));
    const start = window.location.pathname;
    let mounted = true;
    window.history.pushState({}, "", "/customer-lookup/7__Ann_Lee/order/100");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await act(async () => within(dialog).getByRole("button", { name: "Create Replacement" }).click());
      await vi.waitFor(() => expect(mocks.toastSuccess).toHaveBeenCalledWith("Replacement order 900000003 successfully created.", expect.anything()));
      await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await then(() => {
        view.unmount();
        mounted = false;
      });
    } finally {
      vi.useRealTimers();
      if (mounted) view.unmount();
      window.history.pushState({}, "", start);
    }
  }

  it("an agent who left the page within the 5 s (File claim, Refund, another customer: no dialog there) is not pulled back to the customer page", async () => {
    await replaceThen((unmount) => {
      window.history.pushState({}, "", "/customer-lookup/8__Bo_Ray");
      unmount();
      act(() => vi.advanceTimersByTime(REPLACEMENT_RELOAD_MS + 500));
      expect(mocks.push).not.toHaveBeenCalled();
    });
  });

  it("nor one who left and came back before the 5 s were up; one who stayed is taken back", async () => {
    await replaceThen(() => {
      act(() => vi.advanceTimersByTime(1000));
      window.history.pushState({}, "", "/customer-lookup/7__Ann_Lee/order/100/fulfillment/5000001/pet/p-rex/product/MEAL-U-B-4200-4W/claim");
      act(() => vi.advanceTimersByTime(1000));
      window.history.pushState({}, "", "/customer-lookup/7__Ann_Lee/order/100");
      act(() => vi.advanceTimersByTime(REPLACEMENT_RELOAD_MS));
      expect(mocks.push).not.toHaveBeenCalled();
    });
    await replaceThen(() => {
      act(() => vi.advanceTimersByTime(REPLACEMENT_RELOAD_MS));
      expect(mocks.push).toHaveBeenCalledWith("/customer-lookup/7__Ann_Lee");
    });
  });

  it("a line the API refuses shows its message under that line's quantity (the request lists the picked lines only), and the page's lines refresh", async () => {
    const refusal = replacementQuantityError(0);
    mocks.callApiOnce.mockRejectedValueOnce(new ApiRequestError(400, { "order_products.0.quantity": [refusal] }));
    const { user, dialog } = await openDialog();
    // Only the jerky, the order's second line: the request's first entry.
    await user.click(within(dialog).getByRole("combobox", { name: "Add a product" }));
    await user.click(await screen.findByRole("option", { name: /SNACK-JERKY-BEEF/ }));
    const rows = () => within(dialog).queryAllByTestId("replace-row");
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(dialog).getByRole("button", { name: "Create Replacement" }));
    await waitFor(() => expect(mocks.toastError).toHaveBeenCalledWith(expect.stringContaining(refusal), expect.anything()));
    const quantity = within(rows()[0]!).getByRole("combobox", { name: "Quantity" });
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(refusal));
    expect(quantity).toHaveAttribute("aria-invalid", "true");
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
    // The dialog stays open with what was picked: the agent changes the line and tries again.
    expect(dialog).toBeInTheDocument();
  });
});
