/**
 * Issue 23: lazyDialog fetches a dialog's code only when it is first opened, shows the skeleton
 * while it loads, then the dialog, and keeps it mounted once opened.
 */
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyDialog } from "@/components/ui/lazy-dialog";

function Probe({ open, label }: { open: boolean; label: string }) {
  return open ? <div role="dialog" aria-label={label} /> : <p>closed {label}</p>;
}

describe("lazyDialog", () => {
  it("loads nothing while closed; skeleton, then the dialog on open; stays mounted after closing", async () => {
    let resolve: (c: typeof Probe) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Probe>((r) => (resolve = r)));
    const LazyProbe = lazyDialog(load);

    const { rerender } = render(<LazyProbe open={false} label="x" />);
    expect(load).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe("");

    rerender(<LazyProbe open label="x" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("dialog-skeleton")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading dialog…");

    await act(async () => resolve(Probe));
    expect(await screen.findByRole("dialog", { name: "x" })).toBeInTheDocument();
    expect(screen.queryByTestId("dialog-skeleton")).toBeNull();

    rerender(<LazyProbe open={false} label="x" />);
    expect(screen.getByText("closed x")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("preload() starts the download once, before any opening", () => {
    const load = vi.fn(() => new Promise<typeof Probe>(() => {}));
    const LazyProbe = lazyDialog(load);
    LazyProbe.preload();
    LazyProbe.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
