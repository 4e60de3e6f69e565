"use client";
/**
 * DeletePiiDialog: erase the customer's personal data (POST delete_pii; roles with
 * deleteCustomerPii only). Success toast: "Success! The PII for customer {email} has been deleted."
 * then the page reloads its data. The delete button stays disabled until the customer's email is
 * typed (case-insensitive, trimmed; issue 21).
 * Props: open; onClose; email.
 */
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";

export const TYPE_EMAIL_LABEL = "Type the customer's email to confirm";
export const TYPE_EMAIL_REASON = "Type the customer's email above to enable deletion";

export const piiDeletedText = (email: string) => `Success! The PII for customer ${email} has been deleted.`;

export function DeletePiiDialog({ open, onClose, email, customerId }: { open: boolean; onClose: () => void; email: string; customerId: number }) {
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title="Delete personal data"
      message={`Erase the name, email, phone number and addresses of ${email}? Orders and amounts are kept. This cannot be undone.`}
      confirmLabel="Delete personal data"
      destructive
      // With the page's account: an email that moved to another customer meanwhile erases nobody (409).
      action={() => callApi(endpoints.deleteCustomerPii, { body: { email, account_id: customerId } })}
      successText={() => piiDeletedText(email)}
      typedConfirmation={{ expected: email, label: TYPE_EMAIL_LABEL, reason: TYPE_EMAIL_REASON }}
    />
  );
}
