"use client";
/**
 * EmailChangeDialog: change the customer's email (PUT accounts/{id}/update_customer_email).
 * Validates with the contract's `updateCustomerEmailSchema`; a 400 from the API (e.g. the address
 * belongs to another account) shows under the field and as the error toast.
 * Success toast: "Email updated to {email}." (assumption: the spec gives no text).
 * Props: open; onClose; customerId; currentEmail.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, fieldErrorId } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiRequestError, apiFetch } from "@/lib/client/api";
import {
  updateCustomerEmailSchema,
  type UpdateCustomerEmailRequest,
  type UpdateCustomerEmailResponse,
} from "@/lib/contract/customers";
import { useAccountAction } from "./use-account-action";

export const emailUpdatedText = (email: string) => `Email updated to ${email}.`;

export function EmailChangeDialog({ open, onClose, customerId, currentEmail }: { open: boolean; onClose: () => void; customerId: number; currentEmail: string | null }) {
  const { busy, run } = useAccountAction();
  const form = useForm<UpdateCustomerEmailRequest, unknown, { new_email: string }>({
    resolver: zodResolver(updateCustomerEmailSchema),
    defaultValues: { new_email: "" },
  });
  const error = form.formState.errors.new_email?.message;

  const close = () => {
    form.reset({ new_email: "" });
    onClose();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    const answer = await run(
      () => apiFetch<UpdateCustomerEmailResponse>(`accounts/${customerId}/update_customer_email`, { method: "PUT", body }),
      (a) => emailUpdatedText(a?.email ?? body.new_email),
      (e) => {
        const messages = e instanceof ApiRequestError ? (e.data as { new_email?: unknown } | null)?.new_email : undefined;
        if (Array.isArray(messages) && typeof messages[0] === "string") form.setError("new_email", { message: messages[0] });
      },
    );
    if (answer) close();
  });

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
          <Button type="submit" form="email-change-form" busy={busy}>
            Change email
          </Button>
        </>
      }
    >
      <form id="email-change-form" onSubmit={onSubmit} noValidate>
        <Field label="New email" htmlFor="new-email" error={error}>
          <Input id="new-email" type="email" autoComplete="off" invalid={!!error} aria-describedby={error ? fieldErrorId("new-email") : undefined} {...form.register("new_email")} />
        </Field>
      </form>
    </Dialog>
  );
}
