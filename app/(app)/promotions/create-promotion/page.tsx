/** /promotions/create-promotion: Create Promotion, titled "View Promotion" as the spec writes it. */
import type { Metadata } from "next";
import { CreatePromotionForm } from "@/components/promotions/deferred-forms";
import { DeferredInfoTip } from "@/components/ui/deferred-info-tip";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";

/** The spec titles the create screen "View Promotion"; the tooltip says what it does (issue 21). */
const CREATE_PROMOTION_TITLE_HINT = "This screen creates a new promotion.";

export const metadata: Metadata = { title: "View Promotion" };

export default upstreamPage(async function CreatePromotionPage() {
  await requirePageAccess(pages.createPromotion);
  const [freeProducts, productCodes] = await Promise.all([upstreamCall(endpoints.listFreeProducts), upstreamCall(endpoints.listProductCodes)]);
  return (
    <div className="space-y-4">
      <PageHeader title="View Promotion" badge={<DeferredInfoTip text={CREATE_PROMOTION_TITLE_HINT} />} />
      <CreatePromotionForm freeProducts={freeProducts} productCodes={productCodes} />
    </div>
  );
});
