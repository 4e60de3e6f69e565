"use client";
/**
 * The public pages' forms as the pages import them: rendered by the server, their code downloaded
 * after hydration (components/ui/deferred.tsx; issue 23's budget). Same props as the forms.
 */
import { deferred } from "@/components/ui/deferred";
import { FormSkeleton } from "@/components/ui/skeleton";

export const LoginForm = deferred(() => import("./login-form").then((m) => m.LoginForm), { fallback: <FormSkeleton label="sign-in form" fields={2} /> });
export const ResetRequestForm = deferred(() => import("./reset-request-form").then((m) => m.ResetRequestForm), { fallback: <FormSkeleton label="reset form" fields={1} /> });
export const ResetPasswordForm = deferred(() => import("./reset-password-form").then((m) => m.ResetPasswordForm), { fallback: <FormSkeleton label="new password form" fields={2} /> });
