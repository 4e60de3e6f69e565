"use client";
/**
 * /reset-password/{tokenId}/{tokenKey}, where a reset link leads: new password and confirmation, checked with
 * the shared schema (match, minimum length) before the reset call; then a success message with a
 * link to /login, or the server's messages.
 * Props: tokenId: string; tokenKey: string.
 */
import { useState } from "react";
import { resetPasswordRequestSchema, type ResetPasswordRequest } from "@/lib/contract/auth";
import { SIGN_IN_MESSAGES } from "@/lib/contract/session";
import { RESET_MESSAGES } from "@/lib/sign-in-messages";
import { Button } from "@/components/ui/button";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { detailOf, fieldMessageOf, postAuth } from "./auth-request";
import { Notice } from "@/components/ui/notice";
import { ResetDone } from "./sign-in-link";

const FORM_LEVEL_FIELDS = ["reset_token_id", "reset_token_key", "non_field_errors", "token"] as const;

export function ResetPasswordForm({ tokenId, tokenKey }: { tokenId: string; tokenKey: string }) {
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  // A public page: no unsaved-changes question. The token is part of the values (never shown).
  const form = useZodForm(resetPasswordRequestSchema, {
    defaultValues: { password: "", password_confirm: "", reset_token_id: tokenId, reset_token_key: tokenKey },
    guard: false,
  });

  async function onSubmit(values: ResetPasswordRequest) {
    setFormError(undefined);
    const answer = await postAuth("/api/auth/reset-password", values);
    if (answer.status >= 200 && answer.status < 300) {
      setDone(true);
      return;
    }
    if (answer.status === 400) {
      let shown = false;
      for (const field of ["password", "password_confirm"] as const) {
        const message = fieldMessageOf(answer.data, field);
        if (message) {
          form.setError(field, { message });
          shown = true;
        }
      }
      const formLevel = detailOf(answer.data) ?? FORM_LEVEL_FIELDS.map((f) => fieldMessageOf(answer.data, f)).find(Boolean);
      if (formLevel) {
        setFormError(formLevel);
        shown = true;
      }
      if (shown) return;
    }
    setFormError(detailOf(answer.data) ?? SIGN_IN_MESSAGES.generic);
  }

  if (done) return <ResetDone message={RESET_MESSAGES.passwordReset} linkText="Go to sign in" />;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label="Set a new password">
      {formError ? (
        <Notice tone="error">
          {formError}
        </Notice>
      ) : null}
      <FormField name="password" label="New password" id="new-password" type="password" autoComplete="new-password" autoFocus />
      <FormField name="password_confirm" label="Confirm new password" id="confirm-password" type="password" autoComplete="new-password" />
      <Button type="submit" className="w-full" busy={form.formState.isSubmitting}>
        Set new password
      </Button>
    </Form>
  );
}
