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
 *   errorText?(error): the failure's toast text where the spec names one (default: spec 01 §8's).
 * While the call runs the confirm button shows a spinner and nothing dismisses the dialog. A failure
 * shows the error toast of spec 01 §8 and leaves the dialog open.
 */
import type { ReactNode } from "react";
import type { ExternalToast } from "sonner";
import { ConfirmDialog } from "./confirm-dialog";
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
}

export function ConfirmActionDialog<T>({ open, onClose, title, message, confirmLabel, cancelLabel, destructive, action, successText, onDone, refresh, toastOptions, errorText }: ConfirmActionDialogProps<T>) {
  const { busy, run } = useAction();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive={destructive}
      busy={busy}
      onCancel={onClose}
      onConfirm={async () => {
        const result = await run(action, successText, { refresh, toast: toastOptions, errorText });
        if (!result.ok) return;
        onDone?.(result.answer);
        onClose();
      }}
    />
  );
}
