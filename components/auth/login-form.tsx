"use client";
/**
 * The sign-in form of /login: email and password (both required, non-empty),
 * then the authenticator-code dialog when the answer asks for it (with the QR code first when setup
 * is required). On success the user goes to `next` (already made safe by the page).
 * Props: next: string (a same-origin path).
 */
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { loginRequestSchema, type LoginRequest } from "@/lib/contract/auth";
import { SIGN_IN_MESSAGES } from "@/lib/contract/session";
import { Button } from "@/components/ui/button";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { detailOf, postAuth, type AuthAnswer } from "./auth-request";
import { Notice } from "@/components/ui/notice";
import { pages } from "@/lib/pages";

/** The code step's dialog (and `qrcode`) is downloaded when a sign-in asks for a code. */
const AuthenticatorCodeDialog = lazyDialog(() => import("./authenticator-code-dialog").then((m) => m.AuthenticatorCodeDialog));

interface CodeStep {
  credentials: LoginRequest;
  configUrl: string | null;
  /** Distinguishes attempts, so each opens a fresh dialog (no code left over from the last one). */
  attempt: number;
}

function isSignedIn(answer: AuthAnswer): boolean {
  return answer.status === 200 && typeof answer.data === "object" && answer.data !== null && (answer.data as { ok?: unknown }).ok === true;
}

/** 401 → the server's text (or the catalogue's); 429 → the throttle text; anything else → generic. */
function loginFailureText(answer: AuthAnswer): string {
  if (answer.status === 401) return detailOf(answer.data) ?? SIGN_IN_MESSAGES.invalidCredentials;
  if (answer.status === 429) return detailOf(answer.data) ?? SIGN_IN_MESSAGES.generic;
  return SIGN_IN_MESSAGES.generic;
}

/** Code failures: the throttle text on 429, otherwise "Something went wrong. Please try again later!". */
function codeFailureText(answer: AuthAnswer): string {
  if (answer.status === 429) return detailOf(answer.data) ?? SIGN_IN_MESSAGES.generic;
  return SIGN_IN_MESSAGES.generic;
}

export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | undefined>();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [codeBusy, setCodeBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // No unsaved-changes question on the sign-in page: there is nothing to lose.
  const form = useZodForm(loginRequestSchema, { defaultValues: { email: "", password: "" }, guard: false });

  function finish() {
    setLeaving(true);
    router.replace(next);
  }

  async function onCredentials(values: LoginRequest) {
    setFormError(undefined);
    const answer = await postAuth("/api/auth/login", values);
    if (isSignedIn(answer)) return finish();
    const data = answer.data as { mfa_required?: unknown; setup_required?: unknown; config_url?: unknown } | undefined;
    if (answer.status === 200 && data && (data.mfa_required === true || data.setup_required === true)) {
      const configUrl = data.setup_required === true && typeof data.config_url === "string" && data.config_url ? data.config_url : null;
      setCodeError(undefined);
      setCodeStep((prev) => ({ credentials: values, configUrl, attempt: (prev?.attempt ?? 0) + 1 }));
      return;
    }
    setFormError(loginFailureText(answer));
  }

  async function onCode(code: string) {
    if (!codeStep) return;
    setCodeBusy(true);
    setCodeError(undefined);
    const answer = await postAuth("/api/auth/totp", { ...codeStep.credentials, code });
    if (isSignedIn(answer)) return finish();
    setCodeBusy(false);
    setCodeError(codeFailureText(answer));
  }

  return (
    <>
      <Form form={form} onSubmit={onCredentials} className="space-y-4" aria-label="Sign in">
        {formError ? (
          <Notice tone="error" data-testid="login-error">
            {formError}
          </Notice>
        ) : null}
        <FormField name="email" label="Email" id="login-email" type="email" autoComplete="username" autoFocus />
        <FormField name="password" label="Password" id="login-password" type="password" autoComplete="current-password" />
        <Button type="submit" className="w-full" busy={form.formState.isSubmitting || leaving}>
          Sign in
        </Button>
        <p className="text-center text-sm">
          <Link href={pages.resetPasswordRequest.href()} className="font-medium text-brand-600 hover:underline">
            Forgot your password?
          </Link>
        </p>
      </Form>
      <AuthenticatorCodeDialog
        key={codeStep?.attempt ?? 0}
        open={codeStep !== null}
        configUrl={codeStep?.configUrl ?? null}
        error={codeError}
        busy={codeBusy || leaving}
        onSubmit={(code) => void onCode(code)}
        onCancel={() => setCodeStep(null)}
      />
    </>
  );
}
