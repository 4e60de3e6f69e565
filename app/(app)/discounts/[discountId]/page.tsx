/** /discounts/{discountId}: Update Discount: the detail with the status toggle behind a confirmation. */
import type { Metadata } from "next";
import { DiscountPage } from "@/components/discounts/discount-page";
import { DiscountStatusToggleIsland } from "@/components/discounts/detail-islands";
import { pages } from "@/lib/pages";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

export const metadata: Metadata = { title: "Update Discount" };

export default upstreamPage(async function UpdateDiscountPage({ params }: { params: Promise<{ discountId: string }> }) {
  const { discountId } = await params;
  return (
    <DiscountPage
      route={pages.discount}
      list={pages.discounts}
      segment={discountId}
      title="Update Discount"
      back="Back to Manage Discounts"
      statusControl={(d) => <DiscountStatusToggleIsland id={d.id} code={d.code} active={d.is_active} version={d.version} endsAt={d.available_end_date} />}
    />
  );
});
