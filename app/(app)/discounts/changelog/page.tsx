/**
 * /discounts/changelog: the discount changelog: GET
 * system_changelog/discounts, retried once, newest first in the 500 px ChangelogPanel; above it
 * the progress of bulk batches (a running one until it is done). The batches are optional(): when
 * their call fails the changelog still shows, and the batches' panel says they could not be loaded
 * (with Try again); the changelog's own second failure is spec 02 §8's sentence in its panel.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { BulkJobsProgressIsland } from "@/components/discounts/islands";
import { SystemChangelogEntry } from "@/components/changelog/system-changelog-entry";
import { ChangelogPanel, SYSTEM_CHANGELOG_MAX_HEIGHT, loadChangelog } from "@/components/ui/changelog-panel";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { optional } from "@/server/bff/pages/entity-page";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PAGE_HEADER_LINK, PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";

export const metadata: Metadata = { title: "Discount changelog" };

export default upstreamPage(async function DiscountChangelogPage() {
  await requirePageAccess(pages.discountsChangelog);
  const [result, jobs] = await Promise.all([
    loadChangelog(() => upstreamCall(endpoints.listDiscountChangelog)),
    optional(upstreamCall(endpoints.listDiscountBulkJobs)),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Discounts"
        actions={
          <Link href={pages.discounts.href()} className={PAGE_HEADER_LINK}>
            Back to Manage Discounts
          </Link>
        }
      />
      <BulkJobsProgressIsland initial={jobs} eager={jobs?.some((j) => j.status === "RUNNING") ?? false} />
      <Panel title="Changelog">
        <ChangelogPanel result={result} maxHeight={SYSTEM_CHANGELOG_MAX_HEIGHT} label="Discount changelog" renderEntry={(e) => <SystemChangelogEntry entry={e} />} />
      </Panel>
    </div>
  );
});
