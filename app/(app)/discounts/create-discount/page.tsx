/**
 * /discounts/create-discount: Create Discount. The eligible products come from GET
 * products/discount-eligible-codes; the "Create in Bulk" switch only for the highest tier.
 */
import type { Metadata } from "next";
import { DiscountCreateForm } from "@/components/discounts/deferred-forms";
import { endpoints } from "@/lib/contract/endpoints";
import { can } from "@/lib/roles";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Create Discount" };

export default upstreamPage(async function CreateDiscountPage() {
  const account = await requirePageAccess(pages.createDiscount);
  const productCodes = await upstreamCall(endpoints.listDiscountEligibleCodes);
  return (
    <div className="space-y-4">
      <PageHeader title="Create Discount" />
      <DiscountCreateForm productCodes={productCodes} canBulk={can(account, "bulkDiscountCreation")} />
    </div>
  );
});
