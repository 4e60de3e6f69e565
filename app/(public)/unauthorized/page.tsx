import type { Metadata } from "next";
import { AppHeader } from "@/components/shell/app-header";
import { UnauthorizedMessage } from "@/components/shell/unauthorized-message";
import { readSessionState } from "@/server/bff/session/session";

export const metadata: Metadata = { title: "Unauthorized" };

/**
 * The Unauthorized page. proxy.ts rewrites guarded paths here for a signed-in user
 * without the role; it also answers a signed-out visitor (with a link to sign in). Signed in, it
 * keeps the header so the user can go home or log out.
 */
export default async function UnauthorizedPage() {
  const state = await readSessionState();
  const signedIn = state.status === "active";
  return (
    <>
      {state.status === "active" ? <AppHeader account={state.account} /> : null}
      <main className="px-4 py-10">
        <UnauthorizedMessage signedIn={signedIn} account={state.status === "active" ? state.account : undefined} />
      </main>
    </>
  );
}
