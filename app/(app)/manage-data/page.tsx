/** /manage-data: the Manage Products & Items hub, linking /items and /product-items. */
import type { Metadata } from "next";
import { HomeTile } from "@/components/shell/home-tile";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Manage Products & Items" };

export default upstreamPage(async function ManageDataPage() {
  await requirePageAccess(pages.manageData);
  return (
    <div className="space-y-6">
      <PageHeader title="Manage Products & Items" />
      <ul aria-label="Catalogue" className="grid gap-4 sm:grid-cols-2">
        <HomeTile title="Items" href={pages.items.href()} />
        <HomeTile title="Product Items" href={pages.productItems.href()} />
      </ul>
    </div>
  );
});
