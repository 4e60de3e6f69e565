import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/shell/app-header";
import { RefreshThenToastProvider } from "@/components/ui/refresh-then-toast";
import { UnsavedChangesProvider } from "@/components/ui/unsaved-changes";
import { layoutUpstreamCheck, requireSignedInPage } from "@/server/bff/session/guards";

export const metadata: Metadata = {
  title: "Home",
};

/**
 * The authenticated shell: header with logo, breadcrumbs and account menu. proxy.ts
 * has already sent anonymous (and logged-out) users to /login with the return path; this check (and
 * each page's own role check through server/bff/session/guards) holds even when proxy.ts is bypassed, and asks
 * the upstream once per render whether the token still stands (a password reset or deactivation
 * elsewhere sends even the home page, which calls nothing upstream, to /login), except on the
 * pages whose own reads carry that check (guards.ts PAGES_CHECKING_TOKEN_AFTER_READS).
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  // The search page checks the token with its own reads (PAGES_CHECKING_TOKEN_AFTER_READS).
  const account = await requireSignedInPage("/", { check: await layoutUpstreamCheck() });
  return (
    <UnsavedChangesProvider>
      <RefreshThenToastProvider>
        <div className="flex min-h-screen flex-col">
          <AppHeader account={account} />
          {/* A page that marks itself data-page-width="wide" (the customer page) uses wide screens up to 120rem. */}
          <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 has-[[data-page-width=wide]]:max-w-[120rem]">
            {children}
          </main>
        </div>
      </RefreshThenToastProvider>
    </UnsavedChangesProvider>
  );
}
