/**
 * …/order/{orderId}/{fulfillmentId}/split-fulfillment: Split Fulfillment: the fulfillment's
 * products with checkboxes (one per product code, its lines' dogs named). Ops Admin and All Module Access only (lib/roles.ts ROUTE_SUFFIX_GUARDS: the page guard, the
 * proxy row and the embedded API ask the same capability). A fulfillment that cannot be split
 * (split off, not ORDERDESK_SENT, one product code: lib/orders/rules.ts canSplit) shows the spec's split error; an unknown one is 404.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Notice } from "@/components/ui/notice";
import { Panel } from "@/components/ui/panel";
import { SplitFulfillmentForm } from "@/components/orders/deferred-split-fulfillment-form";
import { splitErrorText } from "@/lib/orders/messages";
import { canSplit } from "@/lib/orders/rules";
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

  return (
    <div className="space-y-6">
      <OrderSubPageHeader title={`Split Fulfillment ${fulfillment.id}`} orderId={order.id} orderPath={orderPath} />
      <Panel title="Products">
        {canSplit(fulfillment) ? (
          <SplitFulfillmentForm
            fulfillmentId={fulfillment.id}
            products={fulfillment.products.map((p) => ({ id: p.id, code: p.code, name: p.name, type: p.type, dogName: customer.pets.find((d) => d.id === p.pet_id)?.name ?? null }))}
          />
        ) : (
          <Notice tone="error">{splitErrorText(fulfillment.id)}</Notice>
        )}
      </Panel>
    </div>
  );
});
