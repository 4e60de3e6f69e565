"use client";
/**
 * /resetpassword: email (required, lower-cased) → the reset-link request; then a
 * confirmation that does not reveal whether the account exists. Props: none.
 */
import { useState } from "react";
import { passwordResetRequestSchema, type PasswordResetRequest } from "@/lib/contract/auth";
import { SIGN_IN_MESSAGES } from "@/lib/contract/session";
import { RESET_MESSAGES } from "@/lib/sign-in-messages";
import { Button } from "@/components/ui/button";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { detailOf, fieldMessageOf, postAuth } from "./auth-request";
import { Notice } from "@/components/ui/notice";
import { ResetDone, SignInLink } from "./sign-in-link";

export function ResetRequestForm() {
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  // A public page with one field: no unsaved-changes question.
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: "" }, guard: false });

  async function onSubmit(values: PasswordResetRequest) {
    setFormError(undefined);
    const answer = await postAuth("/api/auth/password-reset-request", { email: values.email });
    if (answer.status >= 200 && answer.status < 300) {
      setSent(true);
      return;
    }
    const emailMessage = answer.status === 400 ? fieldMessageOf(answer.data, "email") : undefined;
    if (emailMessage) {
      form.setError("email", { message: emailMessage });
      return;
    }
    setFormError(answer.status === 429 ? (detailOf(answer.data) ?? SIGN_IN_MESSAGES.generic) : SIGN_IN_MESSAGES.generic);
  }

  if (sent) return <ResetDone message={RESET_MESSAGES.resetLinkSent} linkText="Back to sign in" />;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label="Request a password reset link">
      <p className="text-sm text-slate-600">Enter the email address of your staff account and we will send you a link to set a new password.</p>
      {formError ? (
        <Notice tone="error">
          {formError}
        </Notice>
      ) : null}
      <FormField name="email" label="Email" id="reset-email" type="email" autoComplete="username" autoFocus />
      <Button type="submit" className="w-full" busy={form.formState.isSubmitting}>
        Send reset link
      </Button>
      <SignInLink>Back to sign in</SignInLink>
    </Form>
  );
}
