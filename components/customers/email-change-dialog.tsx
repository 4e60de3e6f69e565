"use client";
/**
 * EmailChangeDialog: change the customer's email (PUT accounts/{id}/update_customer_email).
 * Validates with the contract's `updateCustomerEmailSchema`; a 400 from the API (e.g. the address
 * belongs to another account) shows under the field and as the error toast.
 * Success toast: "Email updated to {email}." (assumption: the spec gives no text).
 * The change carries the address it was based on (`current_email`): if someone changed the email
 * meanwhile, the API answers 409 and the dialog says so with Reload (StaleVersionNotice), which
 * brings the current address into "Current email:" and keeps what was typed (the notice stays and
 * Change email is busy until it shows).
 * Closing the dialog (Cancel, Escape, or after the change) clears the field.
 * Props: open; onClose; customerId; currentEmail.
 */
import { FormField, applyServerErrors, useZodForm } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { useAction } from "@/components/ui/use-action";
import { StaleVersionNotice, useStaleNotice } from "@/components/ui/stale-version-notice";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { updateCustomerEmailSchema } from "@/lib/contract/customers";

export const emailUpdatedText = (email: string) => `Email updated to ${email}.`;

const FORM_ID = "email-change-form";

export function EmailChangeDialog({ open, onClose, customerId, currentEmail }: { open: boolean; onClose: () => void; customerId: number; currentEmail: string | null }) {
  const { busy, run } = useAction();
  const form = useZodForm(updateCustomerEmailSchema, { defaultValues: { new_email: "" } });
  // The 409 of a change based on an address the account no longer has (someone changed it meanwhile).
  const stale = useStaleNotice();
  const close = () => {
    stale.clear();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Change email"
      description={`Current email: ${currentEmail ?? "none"}`}
      form={form}
      id={FORM_ID}
      submitLabel="Change email"
      busy={busy || stale.reloading}
      onSubmit={async (body) => {
        stale.clear();
        const result = await run(
          () => callApi(endpoints.updateCustomerEmail, { params: { id: customerId }, body: { ...body, current_email: currentEmail } }),
          (answer) => emailUpdatedText(answer?.email ?? body.new_email),
          { onError: (error) => stale.catch(error) || applyServerErrors(form, error) },
        );
        if (result.ok) close();
      }}
    >
      {stale.message ? <StaleVersionNotice stale={stale} /> : null}
      <FormField name="new_email" label="New email" id="new-email" type="email" autoComplete="off" />
    </FormDialog>
  );
}
