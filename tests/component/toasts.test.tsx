import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast as sonnerToast } from "sonner";
import { readFileSync } from "node:fs";
import path from "node:path";
import { TOAST_TEXT_COLORS, Toaster, toast } from "@/components/ui/toaster";
import { ORDER_TOAST, ORDER_TOAST_DURATION_MS } from "@/lib/ui-constants";

afterEach(() => {
  act(() => sonnerToast.dismiss());
  vi.useRealTimers();
});

describe("toasts", () => {
  it("order-related toasts stay 120000 ms; the others close after the default time", async () => {
    expect(ORDER_TOAST_DURATION_MS).toBe(120_000);
    expect(ORDER_TOAST).toEqual({ duration: 120_000 });
    render(<Toaster />);
    // Sonner's code loads with the first toast (lib/client/toast.ts): loaded here, before the clock stops.
    act(() => toast("Loading sonner."));
    await screen.findByText("Loading sonner.");
    act(() => sonnerToast.dismiss());
    vi.useFakeTimers({ shouldAdvanceTime: false });
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

/** WCAG relative luminance of "hsl(h, s%, l%)". */
function luminance(hsl: string): number {
  const [h, s, l] = hsl.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("toast colours", () => {
  it("every rich-colour toast text meets WCAG AA (4.5:1) on sonner's own background for it", () => {
    const css = readFileSync(path.resolve("node_modules/sonner/dist/styles.css"), "utf8");
    const light = css.slice(css.indexOf("[data-sonner-toaster][data-sonner-theme='light']"));
    for (const kind of ["success", "info", "warning", "error"] as const) {
      const bg = light.match(new RegExp(`--${kind}-bg: (hsl\\([^)]*\\))`))![1]!;
      const sonnerText = light.match(new RegExp(`--${kind}-text: (hsl\\([^)]*\\))`))![1]!;
      // Sonner's own text colour falls short; ours does not.
      expect(contrast(sonnerText, bg), `sonner ${kind}`).toBeLessThan(4.5);
      expect(contrast(TOAST_TEXT_COLORS[`--${kind}-text`], bg), kind).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("the toaster carries them", async () => {
    render(<Toaster />);
    act(() => {
      toast.success("Saved.");
    });
    await screen.findByText("Saved.");
    const toaster = document.querySelector<HTMLElement>("[data-sonner-toaster]")!;
    for (const [name, value] of Object.entries(TOAST_TEXT_COLORS)) expect(toaster.style.getPropertyValue(name)).toBe(value);
  });
});
