/**
 * The kit's stale-edit piece (components/ui/stale-version-notice.tsx, issue 19): the 409's sentence
 * with Reload (router.refresh() or onReload), and useStaleVersion remembering a 409 only while the
 * object is still at the version it answered (other errors are not its business).
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { StaleVersionNotice, useStaleVersion } from "@/components/ui/stale-version-notice";
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
