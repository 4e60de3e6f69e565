"use client";
/**
 * PasswordResetDialog: sends the customer a link to set a new password on the customer portal
 * (POST default_password_request, issue 18). The link works once and expires after
 * CUSTOMER_RESET_LINK_TTL_HOURS; the current password keeps working until the customer sets a new
 * one. Success toast: the spec's "Success! Password updated for {email}." (spec 01 §8), with what
 * happened beneath it (the API's own sentence, `customerResetLinkDetail`: the link was sent, works once, expires).
 * Props: open; onClose; email.
 */
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { CUSTOMER_RESET_LINK_TTL_HOURS, customerResetLinkDetail } from "@/lib/contract/customers";
import { endpoints } from "@/lib/contract/endpoints";

/** Spec 01 §8's success text, word for word. */
export const passwordResetText = (email: string) => `Success! Password updated for ${email}.`;
export const passwordResetMessage = (email: string) =>
  `Send ${email} a link to set a new password? The link works once and expires in ${CUSTOMER_RESET_LINK_TTL_HOURS} hours. ` +
  "The current password keeps working until the customer sets a new one.";

export function PasswordResetDialog({ open, onClose, email, customerId }: { open: boolean; onClose: () => void; email: string; customerId: number }) {
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title="Reset password"
      message={passwordResetMessage(email)}
      confirmLabel="Send reset link"
      // With the page's account: an email that moved to another customer meanwhile mails nobody (409).
      action={() => callApi(endpoints.requestCustomerPasswordReset, { body: { email, account_id: customerId } })}
      successText={() => passwordResetText(email)}
      // Beneath the spec's words, what was done: a link, not a new password.
      toastOptions={{ description: customerResetLinkDetail(email) }}
    />
  );
}
