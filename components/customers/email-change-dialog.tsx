"use client";
/**
 * EmailChangeDialog: change the customer's email (PUT accounts/{id}/update_customer_email).
 * Validates with the contract's `updateCustomerEmailSchema`; a 400 from the API (e.g. the address
 * belongs to another account) shows under the field and as the error toast.
 * Success toast: "Email updated to {email}." (assumption: the spec gives no text).
 * Props: open; onClose; customerId; currentEmail.
 */
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Form, FormField, applyServerErrors, useZodForm } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { updateCustomerEmailSchema } from "@/lib/contract/customers";

export const emailUpdatedText = (email: string) => `Email updated to ${email}.`;

const FORM_ID = "email-change-form";

export function EmailChangeDialog({ open, onClose, customerId, currentEmail }: { open: boolean; onClose: () => void; customerId: number; currentEmail: string | null }) {
  const { busy, run } = useAction();
  const form = useZodForm(updateCustomerEmailSchema, { defaultValues: { new_email: "" } });

  const close = () => {
    form.reset({ new_email: "" });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Change email"
      description={`Current email: ${currentEmail ?? "none"}`}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={busy}>
            Change email
          </Button>
        </>
      }
    >
      <Form
        form={form}
        id={FORM_ID}
        onSubmit={async (body) => {
          const result = await run(
            () => callApi(endpoints.updateCustomerEmail, { params: { id: customerId }, body }),
            (answer) => emailUpdatedText(answer?.email ?? body.new_email),
            { onError: (error) => applyServerErrors(form, error) },
          );
          if (result.ok) close();
        }}
      >
        <FormField name="new_email" label="New email" id="new-email" type="email" autoComplete="off" />
      </Form>
    </Dialog>
  );
}
