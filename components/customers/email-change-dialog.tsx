"use client";
/**
 * EmailChangeDialog: change the customer's email (PUT accounts/{id}/update_customer_email).
 * Validates with the contract's `updateCustomerEmailSchema`; a 400 from the API (e.g. the address
 * belongs to another account) shows under the field and as the error toast.
 * Success toast: "Email updated to {email}." (assumption: the spec gives no text).
 * Closing the dialog (Cancel, Escape, or after the change) clears the field.
 * Props: open; onClose; customerId; currentEmail.
 */
import { FormField, applyServerErrors, useZodForm } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { useAction } from "@/components/ui/use-action";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { updateCustomerEmailSchema } from "@/lib/contract/customers";

export const emailUpdatedText = (email: string) => `Email updated to ${email}.`;

const FORM_ID = "email-change-form";

export function EmailChangeDialog({ open, onClose, customerId, currentEmail }: { open: boolean; onClose: () => void; customerId: number; currentEmail: string | null }) {
  const { busy, run } = useAction();
  const form = useZodForm(updateCustomerEmailSchema, { defaultValues: { new_email: "" } });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Change email"
      description={`Current email: ${currentEmail ?? "none"}`}
      form={form}
      id={FORM_ID}
      submitLabel="Change email"
      busy={busy}
      onSubmit={async (body) => {
        const result = await run(
          () => callApi(endpoints.updateCustomerEmail, { params: { id: customerId }, body }),
          (answer) => emailUpdatedText(answer?.email ?? body.new_email),
          { onError: (error) => applyServerErrors(form, error) },
        );
        if (result.ok) onClose();
      }}
    >
      <FormField name="new_email" label="New email" id="new-email" type="email" autoComplete="off" />
    </FormDialog>
  );
}
