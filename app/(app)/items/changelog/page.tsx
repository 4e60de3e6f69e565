/** /items/changelog: the item changelog: heading "Items", newest first, retried once. */
import type { Metadata } from "next";
import { SystemChangelogEntry } from "@/components/changelog/system-changelog-entry";
import { ChangelogPanel, loadChangelog } from "@/components/ui/changelog-panel";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";

export const metadata: Metadata = { title: "Item changelog" };

export default upstreamPage(async function ItemChangelogPage() {
  await requirePageAccess(pages.itemsChangelog);
  const result = await loadChangelog(() => upstreamCall(endpoints.listItemChangelog));
  return (
    <div className="space-y-4">
      <PageHeader title="Items" />
      <Panel title="Changelog">
        <ChangelogPanel result={result} label="Item changelog entries" renderEntry={(e) => <SystemChangelogEntry entry={e} />} />
      </Panel>
    </div>
  );
});
