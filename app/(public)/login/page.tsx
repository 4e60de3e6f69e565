import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/deferred-forms";
import { PublicCard } from "@/components/shell/public-card";
import { HOME_PATH } from "@/lib/auth-paths";
import { LOGOUT_UNCONFIRMED_PARAM, SESSION_ENDED, SESSION_ENDED_PARAM, SIGN_IN_MESSAGES } from "@/lib/contract/session";
import { safeNextPath } from "@/lib/safe-redirect";
import { readSessionState } from "@/server/bff/session/session";

export const metadata: Metadata = { title: "Sign in" };

/** /login. A signed-in user is sent to /. `next` is kept only when it is a path of this site. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if ((await readSessionState()).status === "active") redirect(HOME_PATH);
  const { next, logout, session } = await searchParams;
  return (
    <PublicCard title="Sign in">
      {session === SESSION_ENDED_PARAM ? (
        <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {SESSION_ENDED.detail}
        </p>
      ) : null}
      {logout === LOGOUT_UNCONFIRMED_PARAM ? (
        <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {SIGN_IN_MESSAGES.logoutUnconfirmed}
        </p>
      ) : null}
      <LoginForm next={safeNextPath(Array.isArray(next) ? next[0] : next)} />
    </PublicCard>
  );
}
