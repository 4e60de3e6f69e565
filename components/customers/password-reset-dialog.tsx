"use client";
/**
 * PasswordResetDialog: reset the customer's password to a default and email them
 * (POST default_password_request). Success toast: "Success! Password updated for {email}."
 * Props: open; onClose; email.
 */
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";

export const passwordResetText = (email: string) => `Success! Password updated for ${email}.`;

export function PasswordResetDialog({ open, onClose, email }: { open: boolean; onClose: () => void; email: string }) {
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title="Reset password"
      message={`Reset the password of ${email}? The customer will receive an email with the new password.`}
      confirmLabel="Reset password"
      action={() => callApi(endpoints.requestCustomerPasswordReset, { body: { email } })}
      successText={() => passwordResetText(email)}
    />
  );
}
