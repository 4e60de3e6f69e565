import type { Metadata } from "next";
import { Suspense, type ReactNode } from "react";
import { AppHeader } from "@/components/shell/app-header";
import { SessionEndedOutlet } from "@/components/auth/session-ended-dialog";
import { RefreshThenToastProvider } from "@/components/ui/refresh-then-toast";
import { UnsavedChangesProvider } from "@/components/ui/unsaved-changes";
import { layoutUpstreamCheck, requireSignedInPage } from "@/server/bff/session/guards";
import { SKIP_TO_MAIN_TEXT } from "@/lib/ui-constants";
import { SHELL_COLUMN, SHELL_GROUP } from "@/components/shell/page-width";
import { NavigationProgress } from "@/components/shell/navigation-progress";

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
        <div className={`${SHELL_GROUP} flex min-h-screen flex-col`}>
          {/* The first Tab stop of every page (WCAG 2.4.1): past the header to the page itself. */}
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:outline-2 focus:outline-brand-600"
          >
            {SKIP_TO_MAIN_TEXT}
          </a>
          <AppHeader account={account} />
          {/* A page that marks itself wide (WIDE_PAGE: the customer page, the lists of wide tables) uses wide screens up to 120rem, the header with it (SHELL_COLUMN). */}
          {/* tabIndex -1: the skip link's target takes the focus, so the next Tab is the page's first control. */}
          <main id="main" tabIndex={-1} className={`${SHELL_COLUMN} flex-1 py-6 outline-none`}>
            {children}
          </main>
        </div>
        {/* The line along the top while a page the agent clicked is on its way. */}
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
        {/* A Save refused because the session ended: the notice over the page, what was typed kept (lib/client/api.ts). */}
        <SessionEndedOutlet />
      </RefreshThenToastProvider>
    </UnsavedChangesProvider>
  );
}
