/** /discount-lookup/{discountId}: View Discount, read-only (no status toggle here). */
import type { Metadata } from "next";
import { DiscountPage } from "@/components/discounts/discount-page";
import { pages } from "@/lib/pages";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "View Discount" };

export default upstreamPage(async function ViewDiscountPage({ params }: { params: Promise<{ discountId: string }> }) {
  const { discountId } = await params;
  return <DiscountPage route={pages.discountLookupDetail} list={pages.discountLookup} segment={discountId} title="View Discount" back="Look up another code" />;
});
