/**
 * The kit's stale-edit piece (components/ui/stale-version-notice.tsx, issue 19): the 409's sentence
 * with Reload (router.refresh() or onReload), and useStaleVersion remembering a 409 only while the
 * object is still at the version it answered (other errors are not its business); the Wizard and
 * ConfirmActionDialog showing it by themselves on a 409, keeping what was entered.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { StaleVersionNotice, useStaleVersion } from "@/components/ui/stale-version-notice";
import { Wizard } from "@/components/ui/wizard";
import { ApiRequestError } from "@/lib/client/api";
import { staleVersionMessage } from "@/lib/contract/versioned";

const mocks = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: vi.fn(), replace: vi.fn() }) }));

const MESSAGE = staleVersionMessage("pet");

function Probe({ version, error }: { version: number; error: unknown }) {
  const stale = useStaleVersion(version);
  return (
    <div>
      <button onClick={() => stale.catch(error)}>Fail</button>
      {stale.message ? <StaleVersionNotice message={stale.message} /> : <p>No notice</p>}
    </div>
  );
}

beforeEach(() => mocks.refresh.mockReset());

describe("StaleVersionNotice", () => {
  it("shows the sentence as an alert; Reload refreshes the page's data, or calls onReload", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<StaleVersionNotice message={MESSAGE} />);
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGE);
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
    const onReload = vi.fn();
    rerender(<StaleVersionNotice message={MESSAGE} onReload={onReload} />);
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
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
  it("Wizard: the save's 409 shows the notice above the steps, the input stays, Reload refreshes and drops it", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValueOnce(new ApiRequestError(409, { detail: MESSAGE })).mockRejectedValueOnce(new ApiRequestError(400, { detail: "Bad." }));
    render(<Wizard title="Update Dog" onClose={vi.fn()} onSave={onSave} steps={[{ id: "a", title: "Input", valid: true, content: <input aria-label="Name" defaultValue="" /> }]} />);
    await user.type(screen.getByLabelText("Name"), "Rocket");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const notice = await screen.findByTestId("stale-version-notice");
    expect(notice).toHaveTextContent(MESSAGE);
    expect(screen.getByLabelText("Name")).toHaveValue("Rocket");
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Rocket");
    // Another failure is not a stale edit.
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument();
  });

  it("ConfirmActionDialog: the action's 409 shows the notice in the dialog, which stays open", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const action = vi.fn().mockRejectedValue(new ApiRequestError(409, { detail: MESSAGE }));
    render(<ConfirmActionDialog open onClose={onClose} title="Deactivate?" message="Sure?" confirmLabel="Deactivate" action={action} successText={() => "Done"} />);
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    const notice = await screen.findByTestId("stale-version-notice");
    expect(notice).toHaveTextContent(MESSAGE);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Deactivate?" })).toBeInTheDocument();
  });
});
