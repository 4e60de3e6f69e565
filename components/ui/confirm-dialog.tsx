"use client";
/**
 * ConfirmDialog: "are you sure?" on top of <Dialog>, for questions that call nothing themselves
 * (leave with unsaved changes, save a wizard). An action that calls the upstream uses
 * ConfirmActionDialog instead.
 * Props:
 *   open: boolean; title: ReactNode; message: ReactNode;
 *   confirmLabel?: string (default "Confirm"); cancelLabel?: string (default "Cancel");
 *   destructive?: boolean: red confirm button;
 *   busy?: boolean: spinner on the confirm button, nothing dismisses the dialog meanwhile;
 *   confirmDisabled?: string: why the confirm button is disabled (it is, while set; its tooltip and
 *     accessible description say so, e.g. "Type the customer's email to confirm");
 *   onConfirm(): void | Promise<void>; onCancel(): void (Escape, close icon, click outside, Cancel);
 *   focusOnClose?(): Dialog's (focus somewhere else than the opener once it closes).
 */
import type { ReactNode } from "react";
import { DialogWithButtons } from "./dialog";
import { SubmitButton } from "./submit-button";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  confirmDisabled?: string;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  focusOnClose?: () => boolean;
}

export function ConfirmDialog({ open, title, message, confirmLabel = "Confirm", cancelLabel = "Cancel", destructive = false, busy = false, confirmDisabled, onConfirm, onCancel, focusOnClose }: ConfirmDialogProps) {
  return (
    <DialogWithButtons
      open={open}
      onClose={onCancel}
      focusOnClose={focusOnClose}
      title={title}
      size="sm"
      busy={busy}
      cancelLabel={cancelLabel}
      action={
        <SubmitButton variant={destructive ? "danger" : "primary"} busy={busy} disabled={confirmDisabled !== undefined} reason={confirmDisabled} onClick={() => void onConfirm()}>
          {confirmLabel}
        </SubmitButton>
      }
    >
      <div className="text-sm text-slate-700">{message}</div>
    </DialogWithButtons>
  );
}
