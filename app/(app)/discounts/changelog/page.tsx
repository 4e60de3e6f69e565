/**
 * /discounts/changelog: the discount changelog (spec 02 §2 "Changelog screens"): GET
 * system_changelog/discounts, retried once, newest first in the 500 px ChangelogPanel.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { DiscountChangelogEntry } from "@/components/discounts/discount-changelog-entry";
import { ChangelogPanel, SYSTEM_CHANGELOG_MAX_HEIGHT, loadChangelog } from "@/components/ui/changelog-panel";
import { endpoints } from "@/lib/contract/endpoints";
import { requirePageAccess } from "@/server/guards";
import { upstreamCall } from "@/server/upstream";

export const metadata: Metadata = { title: "Discount Changelog" };

export default async function DiscountChangelogPage() {
  await requirePageAccess("/discounts/changelog");
  const result = await loadChangelog(() => upstreamCall(endpoints.listDiscountChangelog));
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Discounts</h1>
        <Link href="/discounts" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to Manage Discounts
        </Link>
      </header>
      <ChangelogPanel result={result} maxHeight={SYSTEM_CHANGELOG_MAX_HEIGHT} label="Discount changelog" renderEntry={(e) => <DiscountChangelogEntry entry={e} />} />
    </div>
  );
}
