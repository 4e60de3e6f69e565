/** /manage-data: the Manage Products & Items hub, linking /items and /product-items. */
import type { Metadata } from "next";
import { HomeTile, TilePage } from "@/components/shell/home-tile";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Manage Products & Items" };

export default upstreamPage(async function ManageDataPage() {
  await requirePageAccess(pages.manageData);
  return (
    <TilePage title="Manage Products & Items" label="Catalogue">
      <HomeTile title="Items" href={pages.items.href()} />
      <HomeTile title="Product Items" href={pages.productItems.href()} />
    </TilePage>
  );
});
