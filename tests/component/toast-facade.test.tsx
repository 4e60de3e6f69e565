/**
 * The toast facade (lib/client/toast.ts, components/ui/toaster.tsx): sonner's code is not loaded
 * with the page; a toast raised before it has loaded is shown once it has (issue 23).
 */
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("sonner");
  vi.resetModules();
});

describe("toast facade", () => {
  it("renders nothing until the first toast; a toast raised before sonner loaded is shown once it has", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let imported = 0;
    vi.doMock("sonner", async () => {
      imported += 1;
      await gate;
      return vi.importActual<typeof import("sonner")>("sonner");
    });
    const { Toaster, toast } = await import("@/components/ui/toaster");
    render(<Toaster />);
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();
    expect(imported).toBe(0);

    act(() => toast.success("Saved before sonner loaded."));
    act(() => toast.error("A second one, queued too."));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(imported).toBe(1);
    expect(screen.queryByText("Saved before sonner loaded.")).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByText("Saved before sonner loaded.")).toBeInTheDocument();
    expect(screen.getByText("A second one, queued too.")).toBeInTheDocument();
    expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(2);

    // Loaded: the next call goes straight to sonner.
    act(() => toast("Daily login expired", { id: "daily" }));
    expect(await screen.findByText("Daily login expired")).toBeInTheDocument();
    expect(imported).toBe(1);
  });

  it("dismiss: nothing raised yet loads nothing; a toast still queued is closed once shown", async () => {
    let imported = 0;
    const dismiss = vi.fn();
    const error = vi.fn();
    vi.doMock("sonner", async () => {
      imported += 1;
      return { ...(await vi.importActual<typeof import("sonner")>("sonner")), toast: Object.assign(vi.fn(), { success: vi.fn(), error, dismiss }) };
    });
    const { toast } = await import("@/components/ui/toaster");
    toast.dismiss("nothing-yet");
    await new Promise((r) => setTimeout(r, 20));
    expect(imported).toBe(0);
    toast.error("Refused.", { id: "e1" });
    toast.dismiss("e1");
    await vi.waitFor(() => expect(dismiss).toHaveBeenCalledWith("e1"));
    expect(error).toHaveBeenCalledWith("Refused.", { id: "e1" });
    expect(error.mock.invocationCallOrder[0]).toBeLessThan(dismiss.mock.invocationCallOrder[0]!);
  });

  it("without a mounted outlet the queued calls reach sonner's toast once it has loaded", async () => {
    const success = vi.fn();
    vi.doMock("sonner", async () => ({ ...(await vi.importActual<typeof import("sonner")>("sonner")), toast: Object.assign(vi.fn(), { success, error: vi.fn() }) }));
    const { toast } = await import("@/components/ui/toaster");
    toast.success("Queued.", { duration: 5 });
    expect(success).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Queued.", { duration: 5 }));
    toast.success("Direct.");
    expect(success).toHaveBeenLastCalledWith("Direct.", undefined);
  });
});
