import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ResetRequestForm } from "@/components/auth/deferred-forms";
import { PublicCard } from "@/components/shell/public-card";
import { HOME_PATH } from "@/lib/auth-paths";
import { readSessionState } from "@/server/bff/session/session";

export const metadata: Metadata = { title: "Reset password" };

/** /resetpassword: request a reset link by email. Login-only: a signed-in user goes to /. */
export default async function ResetPasswordRequestPage() {
  if ((await readSessionState()).status === "active") redirect(HOME_PATH);
  return (
    <PublicCard title="Reset your password">
      <ResetRequestForm />
    </PublicCard>
  );
}
