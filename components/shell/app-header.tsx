/**
 * The authenticated header bar: the logo linking to /, the breadcrumbs, the search box (Ctrl K,
 * ⌘ K or "/", for those who may open /search) and the account menu, in the shell's content column (./page-width.ts: as wide as the
 * page below it). Server component. Props: account: the signed-in StaffAccount.
 */
import Link from "next/link";
import type { StaffAccount } from "@/lib/contract/session";
import { BUILD_INFO, formatBuildDate, formatBuildVersion } from "@/lib/build-info";
import { accountRoleLabel } from "@/lib/account-role-label";
import { Breadcrumbs } from "./breadcrumbs";
import { Logo } from "./logo";
import { QuickSearch } from "./quick-search";
import { UserMenu } from "./user-menu";
import { SHELL_COLUMN } from "./page-width";
import { canSeePath } from "@/lib/roles";
import { pages } from "@/lib/pages";

export function AppHeader({ account }: { account: StaffAccount }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className={`${SHELL_COLUMN} flex items-center justify-between gap-4 py-3`}>
        <div className="flex min-w-0 items-center gap-6">
          <Link href="/" aria-label="BARK Back Office home" className="shrink-0">
            <Logo />
          </Link>
          <Breadcrumbs />
        </div>
        <div className="flex shrink-0 items-center gap-3">
          {/* Find only for those who may search (a user of no supported group would find Unauthorized). */}
          {canSeePath(account, pages.search.href()) ? <QuickSearch staffEmail={account.email} /> : null}
          <UserMenu email={account.email} role={accountRoleLabel(account)} buildDate={formatBuildDate(BUILD_INFO.date)} buildVersion={formatBuildVersion()} />
        </div>
      </div>
    </header>
  );
}
