/**
 * …/order/{orderId}/{fulfillmentId}/split-fulfillment: Split Fulfillment: the fulfillment's
 * products with checkboxes (one per product code, its lines' dogs named). Ops Admin and All Module Access only (lib/roles.ts ROUTE_SUFFIX_GUARDS: the page guard, the
 * proxy row and the embedded API ask the same capability). A fulfillment that cannot be split
 * shows why, in the API's words (lib/orders/rules.ts splitRefusal): a split-off or one of one
 * product code the spec's split error, one no longer ORDERDESK_SENT that only a fulfillment sent to
 * the order desk can be split; an unknown one is 404.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Notice } from "@/components/ui/notice";
import { Panel } from "@/components/ui/panel";
import { SplitFulfillmentForm } from "@/components/orders/deferred-split-fulfillment-form";
import { splitRefusal } from "@/lib/orders/rules";
import { pages } from "@/lib/pages";
import { loadOrderPage } from "@/server/bff/pages/order";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { OrderSubPageHeader } from "@/components/orders/order-sub-page-header";

type Params = { customerSegment: string; orderId: string; fulfillmentId: string };

export const metadata: Metadata = { title: "Split Fulfillment" };

export default upstreamPage(async function SplitFulfillmentPage({ params }: { params: Promise<Params> }) {
  const { customer, order, ids, orderPath } = await loadOrderPage(pages.splitFulfillment, await params);
  const fulfillment = order.fulfillments.find((f) => f.id === ids.fulfillmentId);
  if (!fulfillment) notFound();
  const refusal = splitRefusal(fulfillment);

  return (
    <div className="space-y-6">
      <OrderSubPageHeader title={`Split Fulfillment ${fulfillment.id}`} orderId={order.id} orderPath={orderPath} />
      <Panel title="Products">
        {refusal === null ? (
          <SplitFulfillmentForm
            fulfillmentId={fulfillment.id}
            products={fulfillment.products.map((p) => ({ id: p.id, code: p.code, name: p.name, type: p.type, dogName: customer.pets.find((d) => d.id === p.pet_id)?.name ?? null }))}
          />
        ) : (
          <Notice tone="error">{refusal}</Notice>
        )}
      </Panel>
    </div>
  );
});
