"use client";
/**
 * PasswordResetDialog: sends the customer a link to set a new password on the customer portal
 * (POST default_password_request, issue 18). The link works once and expires after
 * CUSTOMER_RESET_LINK_TTL_HOURS; the current password keeps working until the customer sets a new
 * one. Success toast: "Success! A password reset link was sent to {email}." (the spec names the reset
 * link's message without its text).
 * Props: open; onClose; email.
 */
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { CUSTOMER_RESET_LINK_TTL_HOURS } from "@/lib/contract/customers";
import { endpoints } from "@/lib/contract/endpoints";

export const passwordResetText = (email: string) => `Success! A password reset link was sent to ${email}.`;
export const passwordResetMessage = (email: string) =>
  `Send ${email} a link to set a new password? The link works once and expires in ${CUSTOMER_RESET_LINK_TTL_HOURS} hours. ` +
  "The current password keeps working until the customer sets a new one.";

export function PasswordResetDialog({ open, onClose, email }: { open: boolean; onClose: () => void; email: string }) {
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title="Reset password"
      message={passwordResetMessage(email)}
      confirmLabel="Send reset link"
      action={() => callApi(endpoints.requestCustomerPasswordReset, { body: { email } })}
      successText={() => passwordResetText(email)}
    />
  );
}
