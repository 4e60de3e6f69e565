/**
 * useLoad and <LoadStatus> (components/ui/load-status.tsx): the loading text while the read runs;
 * after a failure the failure's sentence and Try again (never the loading text), which asks the same
 * again with the failure still shown and its button busy; an answer to an older request is dropped.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LoadStatus, TRY_AGAIN_LABEL, useLoad } from "@/components/ui/load-status";
import { ApiRequestError, GENERIC_ERROR_TEXT } from "@/lib/client/api";
import { UPSTREAM_UNREACHABLE_TEXT } from "@/lib/error-text";

/** A promise settled from the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Harness({ load, initial = "a" }: { load: (request: { q: string }) => Promise<string>; initial?: string | null }) {
  const [q, setQ] = useState(initial);
  const answer = useLoad(q === null ? null : { q }, load);
  return (
    <div>
      <button onClick={() => setQ("b")}>Ask b</button>
      <LoadStatus load={answer} loading="Calculating…" />
      <p data-testid="state">{answer.status}</p>
      {answer.data ? <p data-testid="data">{answer.data}</p> : null}
    </div>
  );
}

describe("useLoad and LoadStatus", () => {
  it("shows the loading text, then the failure's sentence with Try again, which asks the same again", async () => {
    const user = userEvent.setup();
    const first = deferred<string>();
    const second = deferred<string>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    render(<Harness load={load} />);
    expect(screen.getByRole("status")).toHaveTextContent("Calculating…");
    await act(async () => first.reject(new ApiRequestError(502, { detail: UPSTREAM_UNREACHABLE_TEXT })));
    expect(screen.getByRole("alert")).toHaveTextContent(UPSTREAM_UNREACHABLE_TEXT);
    expect(screen.queryByText("Calculating…")).toBeNull();
    expect(screen.getByTestId("state")).toHaveTextContent("failed");

    await user.click(screen.getByRole("button", { name: TRY_AGAIN_LABEL }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1]![0]).toEqual({ q: "a" });
    // While it runs the failure stays, its button busy (the focus stays on it).
    expect(screen.getByRole("button", { name: TRY_AGAIN_LABEL })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("Calculating…")).toBeNull();
    await act(async () => second.resolve("answer"));
    expect(screen.getByTestId("data")).toHaveTextContent("answer");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: TRY_AGAIN_LABEL })).toBeNull();
  });

  it("an error that is not the API's reads as the general sentence; nothing is asked while there is no request", async () => {
    const load = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const { unmount } = render(<Harness load={load} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(GENERIC_ERROR_TEXT);
    unmount();
    const idle = vi.fn();
    render(<Harness load={idle} initial={null} />);
    expect(screen.getByTestId("state")).toHaveTextContent("idle");
    expect(screen.queryByRole("status")).toBeNull();
    expect(idle).not.toHaveBeenCalled();
  });

  it("drops the answer to an older request", async () => {
    const user = userEvent.setup();
    const a = deferred<string>();
    const b = deferred<string>();
    const load = vi.fn((request: { q: string }) => (request.q === "a" ? a.promise : b.promise));
    render(<Harness load={load} />);
    await user.click(screen.getByRole("button", { name: "Ask b" }));
    await act(async () => b.resolve("for b"));
    await act(async () => a.resolve("for a"));
    await waitFor(() => expect(screen.getByTestId("data")).toHaveTextContent("for b"));
  });
});
