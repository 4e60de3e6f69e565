"use client";
/**
 * ConfirmActionDialog: "are you sure?", then call, toast and refresh (useAction): the one way a
 * confirmed action runs.
 * Props:
 *   open; onClose(): Cancel, Escape, the close icon (not while the call runs), and after success;
 *   title; message; confirmLabel; cancelLabel?; destructive?: red confirm button;
 *   action(): Promise<T>: the call (started synchronously on the confirm click, so it may open a tab);
 *   successText(answer: T): the success toast;
 *   onDone?(answer: T): after a success, before the dialog closes;
 *   refresh?: boolean (default true): router.refresh() after a success;
 *   toastOptions?: e.g. ORDER_TOAST for order-related actions;
 *   errorText?(error): the failure toast's text instead of the generic one.
 * While the call runs the confirm button shows a spinner and nothing dismisses the dialog. A failure
 * shows the error toast built from the answer (toastError) and leaves the dialog open; a 409 (the object changed since the
 * page loaded it, lib/contract/versioned.ts) also shows StaleVersionNotice in the dialog, whose Reload
 * re-renders the page's data, so confirming again acts on the current version.
 */
import { useState, useTransition, type ReactNode } from "react";
import type { ExternalToast } from "sonner";
import { ConfirmDialog } from "./confirm-dialog";
import { isStaleVersionError, staleMessageOf, StaleVersionNotice } from "./stale-version-notice";
import { useAction } from "./use-action";

export interface ConfirmActionDialogProps<T> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  action: () => Promise<T>;
  successText: (answer: T) => string;
  onDone?: (answer: T) => void;
  refresh?: boolean;
  toastOptions?: ExternalToast;
  errorText?: (error: unknown) => string;
  /**
   * What Reload does after a 409 (default: refresh the page's server data). While it runs the notice
   * stays and the confirm button is busy, so the action cannot be sent again on the stale version.
   */
  onReload?: () => void | Promise<void>;
}

export function ConfirmActionDialog<T>({ open, onClose, title, message, confirmLabel, cancelLabel, destructive, action, successText, onDone, refresh, toastOptions, errorText, onReload }: ConfirmActionDialogProps<T>) {
  const { busy, run } = useAction();
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, startReload] = useTransition();
  const reloadThen = onReload
    ? () =>
        startReload(async () => {
          await onReload();
          setStale(null);
        })
    : undefined;
  const close = () => {
    setStale(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={
        stale ? (
          <div className="space-y-3">
            <div>{message}</div>
            <StaleVersionNotice message={stale} onReloading={reloadThen ? undefined : () => setStale(null)} onReload={reloadThen} />
          </div>
        ) : (
          message
        )
      }
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive={destructive}
      busy={busy || reloading}
      onCancel={close}
      onConfirm={async () => {
        setStale(null);
        const result = await run(action, successText, { refresh, toast: toastOptions, errorText, onError: (e) => isStaleVersionError(e) && setStale(staleMessageOf(e)) });
        if (!result.ok) return;
        onDone?.(result.answer);
        close();
      }}
    />
  );
}
