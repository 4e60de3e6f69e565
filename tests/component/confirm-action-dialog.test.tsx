import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Toaster, toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { ApiRequestError } from "@/lib/client/api";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

afterEach(() => {
  refresh.mockReset();
  act(() => toast.dismiss());
});

function Harness<T>({ action, onDone, refresh: doRefresh }: { action: () => Promise<T>; onDone?: (a: T) => void; refresh?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Toaster />
      <ConfirmActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Reset password"
        message="Are you sure?"
        confirmLabel="Reset"
        action={action}
        successText={(a) => `Done: ${JSON.stringify(a ?? null)}`}
        onDone={onDone}
        refresh={doRefresh}
      />
    </>
  );
}

describe("ConfirmActionDialog", () => {
  it("success: spinner while running, not dismissible meanwhile, then toast, refresh, onDone and close", async () => {
    const user = userEvent.setup();
    let resolve!: (v: { id: number }) => void;
    const onDone = vi.fn();
    render(<Harness action={() => new Promise<{ id: number }>((r) => (resolve = r))} onDone={onDone} />);
    const dialog = await screen.findByRole("dialog", { name: "Reset password" });
    await user.click(screen.getByRole("button", { name: "Reset" }));
    const confirm = screen.getByRole("button", { name: /Reset/ });
    expect(confirm).toHaveAttribute("aria-busy", "true");
    expect(confirm).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(dialog).toBeInTheDocument();

    await act(async () => resolve({ id: 7 }));
    expect(await screen.findByText('Done: {"id":7}')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith({ id: 7 });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("an empty 204 answer (undefined) is a success, not a failure", async () => {
    const user = userEvent.setup();
    render(<Harness action={async () => undefined} />);
    await user.click(await screen.findByRole("button", { name: "Reset" }));
    expect(await screen.findByText("Done: null")).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("failure with data: 'Error: ' + the data, no refresh, the dialog stays open", async () => {
    const user = userEvent.setup();
    render(<Harness action={() => Promise.reject(new ApiRequestError(400, { email: ["Unknown."] }))} />);
    await user.click(await screen.findByRole("button", { name: "Reset" }));
    expect(await screen.findByText("Error: Unknown.")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Reset password" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reset" })).toBeEnabled();
  });

  it("failure without data: 'Unable to perform the requested operation'", async () => {
    const user = userEvent.setup();
    render(<Harness action={() => Promise.reject(new ApiRequestError(502, undefined))} />);
    await user.click(await screen.findByRole("button", { name: "Reset" }));
    expect(await screen.findByText("Unable to perform the requested operation")).toBeInTheDocument();
  });

  it("refresh={false} skips router.refresh()", async () => {
    const user = userEvent.setup();
    render(<Harness action={async () => ({ ok: 1 })} refresh={false} />);
    await user.click(await screen.findByRole("button", { name: "Reset" }));
    expect(await screen.findByText('Done: {"ok":1}')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("ConfirmActionDialog after a 409 with its own Reload", () => {
  it("keeps the notice and the confirm button busy until the reload has finished, so the stale version cannot be sent again", async () => {
    const user = userEvent.setup();
    let finishReload!: () => void;
    const onReload = vi.fn(() => new Promise<void>((r) => (finishReload = r)));
    const action = vi.fn(async () => {
      throw new ApiRequestError(409, { detail: "This thing was changed by someone else since you opened it." });
    });
    render(
      <ConfirmActionDialog open onClose={() => undefined} title="Remove" message="Sure?" confirmLabel="Remove" action={action} successText={() => "done"} onReload={onReload} />,
    );
    await user.click(await screen.findByRole("button", { name: "Remove" }));
    const notice = await screen.findByTestId("stale-version-notice");
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledTimes(1);
    // Reloading: the notice stays and Remove cannot be clicked.
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Remove/ })).toBeDisabled();
    await act(async () => finishReload());
    await waitFor(() => expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Remove" })).toBeEnabled();
  });
});
