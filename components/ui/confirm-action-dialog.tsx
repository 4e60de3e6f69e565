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
 *   errorText?(error): the failure toast's text instead of the generic one;
 *   typedConfirmation?: { expected; label; reason }: a text box (labelled `label`) under the message;
 *     the confirm button stays disabled (its reason: `reason`) until the box holds `expected`
 *     (case-insensitive, trimmed), e.g. the customer's email before deleting their personal data.
 *     Enter in the box confirms once it matches (and does nothing before).
 * While the call runs the confirm button shows a spinner and nothing dismisses the dialog. A failure
 * shows the error toast built from the answer (toastError) and leaves the dialog open; a 409 (the object changed since the
 * page loaded it, lib/contract/versioned.ts) also shows StaleVersionNotice in the dialog, whose Reload
 * re-renders the page's data (or runs onReload), so confirming again acts on the current version;
 * until the reload has ended the notice stays and the confirm button is busy (useStaleNotice).
 */
import { useId, useState, type ReactNode } from "react";
import type { ToastOptions as ExternalToast } from "./toaster";
import { ConfirmDialog } from "./confirm-dialog";
import { Input } from "./input";
import { StaleVersionNotice, useStaleNotice } from "./stale-version-notice";
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
   * What Reload does after a 409 (default: refresh the page's server data). While it runs (either
   * way) the notice stays and the confirm button is busy, so the action cannot be sent again on the
   * stale version; a rejected onReload leaves the notice.
   */
  onReload?: () => void | Promise<void>;
  typedConfirmation?: TypedConfirmation;
}

export interface TypedConfirmation {
  /** What must be typed (compared case-insensitively, trimmed). */
  expected: string;
  /** The text box's label, e.g. "Type the customer's email to confirm". */
  label: string;
  /** The disabled confirm button's reason until it matches. */
  reason: string;
}

/** Whether `typed` is `expected`, ignoring case and surrounding spaces. */
export const typedConfirmationMatches = (typed: string, expected: string) => typed.trim().toLowerCase() === expected.trim().toLowerCase() && expected.trim() !== "";

export function ConfirmActionDialog<T>({ open, onClose, title, message, confirmLabel, cancelLabel, destructive, action, successText, onDone, refresh, toastOptions, errorText, onReload, typedConfirmation }: ConfirmActionDialogProps<T>) {
  const { busy, run } = useAction();
  const [typed, setTyped] = useState("");
  const typedId = useId();
  const confirmed = !typedConfirmation || typedConfirmationMatches(typed, typedConfirmation.expected);
  const stale = useStaleNotice(onReload);
  const reloading = stale.reloading;
  const close = () => {
    stale.clear();
    setTyped("");
    onClose();
  };
  const confirm = async () => {
    if (!confirmed || busy || reloading) return;
    stale.clear();
    const result = await run(action, successText, { refresh, toast: toastOptions, errorText, onError: stale.catch });
    if (!result.ok) return;
    onDone?.(result.answer);
    close();
  };
  const body = typedConfirmation ? (
    <div className="space-y-3">
      <div>{message}</div>
      <div className="space-y-1">
        <label htmlFor={typedId} className="block text-sm font-medium text-slate-700">
          {typedConfirmation.label}
        </label>
        <Input
          id={typedId}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          // Enter confirms once the text matches, as the confirm button would (a form's Enter).
          onKeyDown={(e) => {
            if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
            e.preventDefault();
            void confirm();
          }}
          autoComplete="off"
          spellCheck={false}
          disabled={busy}
        />
      </div>
    </div>
  ) : (
    message
  );
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={
        stale.message ? (
          <div className="space-y-3">
            <div>{body}</div>
            <StaleVersionNotice stale={stale} />
          </div>
        ) : (
          body
        )
      }
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive={destructive}
      busy={busy || reloading}
      confirmDisabled={confirmed ? undefined : typedConfirmation?.reason}
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
