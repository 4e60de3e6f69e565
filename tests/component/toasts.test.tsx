import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/toaster";
import { ORDER_TOAST, ORDER_TOAST_DURATION_MS } from "@/lib/ui-constants";

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe("toasts", () => {
  it("order-related toasts stay 120000 ms (spec 01 §9); the others close after the default time", async () => {
    expect(ORDER_TOAST_DURATION_MS).toBe(120_000);
    expect(ORDER_TOAST).toEqual({ duration: 120_000 });
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(<Toaster />);
    act(() => {
      toast.success("Order 42 updated.", ORDER_TOAST);
      toast.success("Email updated.");
    });
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText("Order 42 updated.")).toBeInTheDocument();
    expect(screen.getByText("Email updated.")).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.queryByText("Email updated.")).not.toBeInTheDocument();
    expect(screen.getByText("Order 42 updated.")).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTimeAsync(85_000));
    expect(screen.getByText("Order 42 updated.")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByText("Order 42 updated.")).not.toBeInTheDocument();
  });
});
