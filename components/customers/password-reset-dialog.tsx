"use client";
/**
 * PasswordResetDialog: reset the customer's password to a default and email them
 * (POST default_password_request). Success toast: "Success! Password updated for {email}."
 * Props: open; onClose; email.
 */
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { apiFetch } from "@/lib/client/api";
import type { DetailResponse } from "@/lib/contract/customers";

export const passwordResetText = (email: string) => `Success! Password updated for ${email}.`;

export function PasswordResetDialog({ open, onClose, email }: { open: boolean; onClose: () => void; email: string }) {
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title="Reset password"
      message={`Reset the password of ${email}? The customer will receive an email with the new password.`}
      confirmLabel="Reset password"
      action={() => apiFetch<DetailResponse>("default_password_request", { method: "POST", body: { email } })}
      successText={() => passwordResetText(email)}
    />
  );
}
