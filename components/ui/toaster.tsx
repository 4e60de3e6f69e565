"use client";
/**
 * The app's toasts: `toast` (raise one: lib/client/toast.ts, re-exported here as the kit's one toast)
 * and `<Toaster />`, the outlet, mounted once in app/layout.tsx.
 *
 *   toast("Daily login expired…", { id, duration });   toast.success(text, ORDER_TOAST);   toast.error(text);
 *
 * Sonner's code is loaded when the first toast is raised, not with the page (issue 23): until then
 * the outlet renders nothing; then sonner's Toaster, and the toasts raised meanwhile are shown (a
 * toast raised right after a page load, e.g. "Daily login expired", waits for the chunk).
 * Toasts sit bottom-centre without a progress bar, as the "Daily login expired" toast must (sonner
 * draws no progress bar). Dialogs keep out of that lane (./dialog.tsx), so a toast never covers their footer.
 * Toasts close after sonner's default time, except order-related ones, which stay 120000 ms:
 * `toast.success(text, ORDER_TOAST)` (lib/ui-constants.ts), or
 * `run(call, text, { toast: ORDER_TOAST })` / `<ConfirmActionDialog toastOptions={ORDER_TOAST}>`.
 */
import { useEffect, useState, type CSSProperties } from "react";
import { registerToastOutlet, showQueued, type Sonner } from "@/lib/client/toast";
// The stylesheet as a file, so the toasts are styled even where the CSP refuses injected <style> tags.
// Loaded with the page (it is CSS, not script): the first toast is styled at once.
import "sonner/dist/styles.css";

export { toast, type ToastOptions } from "@/lib/client/toast";

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

/** The toast outlet: nothing until the first toast, then sonner's Toaster. Props: none. */
export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => registerToastOutlet((module) => setSonner(() => module)), []);
  if (!sonner) return null;
  const SonnerToaster = sonner.Toaster;
  return (
    <>
      <SonnerToaster position="bottom-center" richColors closeButton style={TOAST_TEXT_COLORS as CSSProperties} />
      <ShowQueued />
    </>
  );
}

/** Rendered after sonner's Toaster: its effect runs once that Toaster has subscribed, then shows the queue. */
function ShowQueued() {
  useEffect(showQueued, []);
  return null;
}
