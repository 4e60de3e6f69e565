"use client";
/**
 * PasswordResetDialog: reset the customer's password to a default and email them
 * (POST default_password_request). Success toast: "Success! Password updated for {email}."
 * Props: open; onClose; email.
 */
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/client/api";
import type { DetailResponse } from "@/lib/contract/customers";
import { useAccountAction } from "./use-account-action";

export const passwordResetText = (email: string) => `Success! Password updated for ${email}.`;

export function PasswordResetDialog({ open, onClose, email }: { open: boolean; onClose: () => void; email: string }) {
  const { busy, run } = useAccountAction();
  return (
    <ConfirmDialog
      open={open}
      title="Reset password"
      message={`Reset the password of ${email}? The customer will receive an email with the new password.`}
      confirmLabel="Reset password"
      busy={busy}
      onCancel={onClose}
      onConfirm={async () => {
        const answer = await run(() => apiFetch<DetailResponse>("default_password_request", { method: "POST", body: { email } }), () => passwordResetText(email));
        if (answer !== undefined) onClose();
      }}
    />
  );
}
