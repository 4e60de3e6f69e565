/** /product-items/changelog: the product-item changelog: heading "Product Items", newest first, retried once. */
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

export const metadata: Metadata = { title: "Product-item changelog" };

export default upstreamPage(async function ProductItemChangelogPage() {
  await requirePageAccess(pages.productItemsChangelog);
  const result = await loadChangelog(() => upstreamCall(endpoints.listProductItemChangelog));
  return (
    <div className="space-y-4">
      <PageHeader title="Product Items" />
      <Panel title="Changelog">
        <ChangelogPanel result={result} label="Product item changelog entries" renderEntry={(e) => <SystemChangelogEntry entry={e} />} />
      </Panel>
    </div>
  );
});
