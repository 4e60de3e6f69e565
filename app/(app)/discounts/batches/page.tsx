/** /discounts/batches: no list of its own (the batch page's breadcrumb): Manage Discounts shows the batches' progress. */
import { redirect } from "next/navigation";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export default upstreamPage(async function DiscountBatchesPage() {
  await requirePageAccess(pages.discountBatches);
  redirect(pages.discounts.href());
});
