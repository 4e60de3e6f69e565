"use client";
/**
 * The app-wide toast outlet (sonner). Mounted once in app/layout.tsx.
 * Toasts sit bottom-centre without a progress bar, as the "Daily login expired" toast must (sonner
 * draws no progress bar).
 * Props: none. Raise toasts with `toast(...)` from "sonner" or the helpers in lib/client/api.ts.
 * Toasts close after sonner's default time, except order-related ones, which stay 120000 ms:
 * `toast.success(text, ORDER_TOAST)` (lib/ui-constants.ts), or
 * `run(call, text, { toast: ORDER_TOAST })` / `<ConfirmActionDialog toastOptions={ORDER_TOAST}>`.
 */
import type { CSSProperties } from "react";
import { Toaster as SonnerToaster } from "sonner";
// The stylesheet as a file, so the toasts are styled even where the CSP refuses injected <style> tags.
import "sonner/dist/styles.css";

/**
 * Darker text for sonner's rich colours: its own (e.g. success hsl(140 100% 27%) on hsl(143 85% 96%),
 * 4.3:1; error 4.4:1) miss WCAG AA's 4.5:1 for the 13px toast text (axe-core color-contrast,
 * serious). These keep each hue at 6:1 or more. Inline on the toaster, so they win over the
 * stylesheet's values for the light theme.
 */
export const TOAST_TEXT_COLORS = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--info-text": "hsl(210, 92%, 32%)",
  "--warning-text": "hsl(31, 92%, 26%)",
  "--error-text": "hsl(360, 100%, 36%)",
} as const;

export function Toaster() {
  return <SonnerToaster position="bottom-center" richColors closeButton style={TOAST_TEXT_COLORS as CSSProperties} />;
}
