import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ResetPasswordForm } from "@/components/auth/deferred-forms";
import { PublicCard } from "@/components/shell/public-card";
import { HOME_PATH } from "@/lib/auth-paths";
import { readSessionState } from "@/server/bff/session/session";

export const metadata: Metadata = { title: "Set a new password", referrer: "no-referrer" };

/** /reset-password/{tokenId}/{tokenKey}: new password and confirmation. */
export default async function ResetPasswordPage({ params }: { params: Promise<{ tokenId: string; tokenKey: string }> }) {
  if ((await readSessionState()).status === "active") redirect(HOME_PATH);
  const { tokenId, tokenKey } = await params;
  return (
    <PublicCard title="Set a new password">
      <ResetPasswordForm tokenId={decodeURIComponent(tokenId)} tokenKey={decodeURIComponent(tokenKey)} />
    </PublicCard>
  );
}
