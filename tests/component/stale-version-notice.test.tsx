/**
 * The kit's stale-edit piece (components/ui/stale-version-notice.tsx, issue 19): the 409's sentence
 * with Reload (router.refresh() or onReload), and useStaleVersion remembering a 409 only while the
 * object is still at the version it answered (other errors are not its business); the Wizard and
 * ConfirmActionDialog showing it by themselves on a 409, keeping what was entered. Reload keeps the
 * notice, and the Save or confirm button busy, until the refreshed data has come (the router's
 * refresh is a transition that lands when the test says so: tests/support/pending-navigation.tsx).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { StaleVersionNotice, useStaleNotice, useStaleVersion } from "@/components/ui/stale-version-notice";
import { Wizard } from "@/components/ui/wizard";
import { ApiRequestError } from "@/lib/client/api";
import { staleVersionMessage } from "@/lib/contract/versioned";
import { navigation } from "../support/pending-navigation";

vi.mock("next/navigation", async () => ({ useRouter: (await import("../support/pending-navigation")).useTestRouter }));
const refresh = navigation.router.refresh;

const MESSAGE = staleVersionMessage("pet");

function Probe({ version, error }: { version: number; error: unknown }) {
  const stale = useStaleVersion(version);
  return (
    <div>
      <button onClick={() => stale.catch(error)}>Fail</button>
      {stale.message ? <StaleVersionNotice stale={stale} /> : <p>No notice</p>}
    </div>
  );
}

beforeEach(() => navigation.reset());

/** A screen's notice on useStaleNotice(onReload?), shown after a 409. */
function Screen({ onReload }: { onReload?: () => Promise<void> }) {
  const stale = useStaleNotice(onReload);
  return (
    <div>
      <button onClick={() => stale.catch(new ApiRequestError(409, { detail: MESSAGE }))}>Fail</button>
      <button disabled={stale.reloading}>Save</button>
      {stale.message ? <StaleVersionNotice stale={stale} /> : <p>No notice</p>}
    </div>
  );
}

describe("StaleVersionNotice", () => {
  it("shows the sentence as an alert; Reload refreshes the page's data, or calls onReload", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Screen />);
    await user.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGE);
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(refresh).toHaveBeenCalledTimes(1);
    unmount();
    const onReload = vi.fn(async () => undefined);
    render(<Screen onReload={onReload} />);
    await user.click(screen.getByRole("button", { name: "Fail" }));
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText("No notice")).toBeInTheDocument());
  });

  it("the default Reload: the notice stays and the screen's Save is disabled until the refreshed data has come", async () => {
    const user = userEvent.setup();
    render(
      <navigation.Root>
        <Screen />
      </navigation.Root>,
    );
    await user.click(screen.getByRole("button", { name: "Fail" }));
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGE);
    expect(within(screen.getByRole("alert")).getByRole("button", { name: "Reload" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await navigation.land();
    expect(screen.getByText("No notice")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("an onReload that fails leaves the notice and Reload in place", async () => {
    const user = userEvent.setup();
    render(<Screen onReload={() => Promise.reject(new Error("read failed"))} />);
    await user.click(screen.getByRole("button", { name: "Fail" }));
    await user.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGE);
    expect(within(screen.getByRole("alert")).getByRole("button", { name: "Reload" })).toBeEnabled();
  });
});

describe("useStaleVersion", () => {
  it("remembers a 409 until the version changes", async () => {
    const user = userEvent.setup();
    const error = new ApiRequestError(409, { detail: MESSAGE });
    const { rerender } = render(<Probe version={3} error={error} />);
    expect(screen.getByText("No notice")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGE);
    rerender(<Probe version={3} error={error} />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    rerender(<Probe version={4} error={error} />);
    expect(screen.getByText("No notice")).toBeInTheDocument();
  });

  it("leaves any other error alone", async () => {
    const user = userEvent.setup();
    render(<Probe version={1} error={new ApiRequestError(400, { detail: "Bad." })} />);
    await user.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByText("No notice")).toBeInTheDocument();
  });
});

describe("the kit's Wizard and ConfirmActionDialog on a 409", () => {
  it("Wizard: the save's 409 shows the notice above the steps, the input stays; Reload keeps the notice and Save busy until the refreshed data has come, then drops it", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValueOnce(new ApiRequestError(409, { detail: MESSAGE })).mockRejectedValueOnce(new ApiRequestError(400, { detail: "Bad." }));
    render(
      <navigation.Root>
        <Wizard title="Update Dog" onClose={vi.fn()} onSave={onSave} steps={[{ id: "a", title: "Input", valid: true, content: <input aria-label="Name" defaultValue="" /> }]} />
      </navigation.Root>,
    );
    await user.type(screen.getByLabelText("Name"), "Rocket");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const notice = await screen.findByTestId("stale-version-notice");
    expect(notice).toHaveTextContent(MESSAGE);
    expect(screen.getByLabelText("Name")).toHaveValue("Rocket");
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(refresh).toHaveBeenCalledTimes(1);
    // The refresh is on its way: the notice stays, and Save cannot send the stale version again.
    expect(screen.getByTestId("stale-version-notice")).toHaveTextContent(MESSAGE);
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute("aria-busy", "true");
    await navigation.land();
    expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    expect(screen.getByLabelText("Name")).toHaveValue("Rocket");
    // Another failure is not a stale edit.
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument();
  });

  it("ConfirmActionDialog: the action's 409 shows the notice in the dialog, which stays open; Reload keeps the notice and the confirm button busy until the refreshed data has come", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const action = vi.fn().mockRejectedValue(new ApiRequestError(409, { detail: MESSAGE }));
    render(
      <navigation.Root>
        <ConfirmActionDialog open onClose={onClose} title="Deactivate?" message="Sure?" confirmLabel="Deactivate" action={action} successText={() => "Done"} />
      </navigation.Root>,
    );
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    const notice = await screen.findByTestId("stale-version-notice");
    expect(notice).toHaveTextContent(MESSAGE);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("stale-version-notice")).toHaveTextContent(MESSAGE);
    expect(screen.getByRole("button", { name: "Deactivate" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    expect(action).toHaveBeenCalledTimes(1);
    await navigation.land();
    expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Deactivate" })).toBeEnabled();
    expect(screen.getByRole("dialog", { name: "Deactivate?" })).toBeInTheDocument();
  });
});
