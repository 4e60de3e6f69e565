/**
 * Spec 01 §9: "Order-related toasts auto-close after 120000 ms." An order action's failure toast
 * (a refused refund, a split's error, "Discount code not found") stays as long as its success toast
 * would (ORDER_TOAST), not sonner's 4 s: the confirmations (useAction with toast options) and a
 * wizard's failed Save (Wizard's toastOptions, the one-time order's).
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { Wizard } from "@/components/ui/wizard";
import { ApiRequestError } from "@/lib/client/api";
import { ORDER_TOAST } from "@/lib/ui-constants";

const mocks = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock("@/lib/client/toast", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/client/toast")>();
  return { ...actual, toast: Object.assign(vi.fn(), actual.toast, { error: mocks.error }) };
});
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/" }));

beforeEach(() => mocks.error.mockReset());

const refused = () => new ApiRequestError(400, { detail: "Refund amount exceeds what can be refunded." });

describe("an order action's failure toast lasts as long as its success toast (ORDER_TOAST)", () => {
  it("a confirmation with ORDER_TOAST: its failure toast too", async () => {
    const user = userEvent.setup();
    render(
      <ConfirmActionDialog open onClose={vi.fn()} title="Mark delivery failed?" message="Sure?" confirmLabel="Confirm" action={() => Promise.reject(refused())} successText={() => "Done."} toastOptions={ORDER_TOAST} />,
    );
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(mocks.error).toHaveBeenCalledTimes(1));
    expect(mocks.error.mock.calls[0]![1]).toMatchObject(ORDER_TOAST);
  });

  it("only the success's duration: its description (what was done) is not the failure's", async () => {
    const user = userEvent.setup();
    render(
      <ConfirmActionDialog
        open
        onClose={vi.fn()}
        title="Send reset link?"
        message="Sure?"
        confirmLabel="Confirm"
        action={() => Promise.reject(refused())}
        successText={() => "Sent."}
        toastOptions={{ ...ORDER_TOAST, description: "A password reset link was sent." }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(mocks.error).toHaveBeenCalledTimes(1));
    expect(mocks.error.mock.calls[0]![1]).toMatchObject(ORDER_TOAST);
    expect(mocks.error.mock.calls[0]![1]).not.toHaveProperty("description");
  });

  it("a confirmation without options: sonner's default, as before", async () => {
    const user = userEvent.setup();
    render(<ConfirmActionDialog open onClose={vi.fn()} title="Deactivate?" message="Sure?" confirmLabel="Confirm" action={() => Promise.reject(refused())} successText={() => "Done."} />);
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(mocks.error).toHaveBeenCalledTimes(1));
    expect(mocks.error.mock.calls[0]![1]).not.toHaveProperty("duration");
  });

  it("a wizard's failed Save with toastOptions (the one-time order's)", async () => {
    const user = userEvent.setup();
    render(
      <Wizard
        title="Create one-time order"
        saveLabel="Confirm and Charge"
        saveOnFirstStep
        onSave={() => Promise.reject(refused())}
        onClose={vi.fn()}
        toastOptions={ORDER_TOAST}
        steps={[{ id: "only", title: "Summary", valid: true, content: <p>Summary</p> }]}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Confirm and Charge" }));
    await waitFor(() => expect(mocks.error).toHaveBeenCalledTimes(1));
    expect(mocks.error.mock.calls[0]![1]).toMatchObject(ORDER_TOAST);
  });
});
