/**
 * The password-reset pages' way back to /login:
 *   SignInLink: a centred link to the sign-in page (children: its text).
 *   ResetDone: what a reset page shows once done: the success notice (`message`) and the SignInLink (`linkText`).
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { Notice } from "@/components/ui/notice";
import { pages } from "@/lib/pages";

export function SignInLink({ children }: { children: ReactNode }) {
  return (
    <p className="text-center text-sm">
      <Link href={pages.login.href()} className="font-medium text-brand-600 hover:underline">
        {children}
      </Link>
    </p>
  );
}

export function ResetDone({ message, linkText }: { message: ReactNode; linkText: string }) {
  return (
    <div className="space-y-4">
      <Notice tone="success">{message}</Notice>
      <SignInLink>{linkText}</SignInLink>
    </div>
  );
}
