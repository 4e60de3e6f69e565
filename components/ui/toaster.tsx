"use client";
/**
 * The app-wide toast outlet (sonner). Mounted once in app/layout.tsx.
 * Toasts sit bottom-centre (spec 01 §4 "Daily session"); sonner draws no progress bar.
 * Props: none. Raise toasts with `toast(...)` from "sonner" or the helpers in lib/client/api.ts.
 * Toasts close after sonner's default time, except order-related ones, which stay 120000 ms
 * (spec 01 §9): `toast.success(text, ORDER_TOAST)` (lib/ui-constants.ts), or
 * `run(call, text, { toast: ORDER_TOAST })` / `<ConfirmActionDialog toastOptions={ORDER_TOAST}>`.
 */
import { Toaster as SonnerToaster } from "sonner";
// The stylesheet as a file, so the toasts are styled even where the CSP refuses injected <style> tags.
import "sonner/dist/styles.css";

export function Toaster() {
  return <SonnerToaster position="bottom-center" richColors closeButton />;
}
