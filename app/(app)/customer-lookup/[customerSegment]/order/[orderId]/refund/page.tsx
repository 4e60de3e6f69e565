/**
 * …/order/{orderId}/refund: Refund Order. One
 * row per order product with a checkbox and an amount capped at what is still refundable; when the
 * order cannot be refunded (SHO- id, REPLACEMENT, charge not SUCCESS: lib/orders/rules.ts) the
 * page shows "Refund Unavailable". The order comes from loadOrder (404 when it is in none of the
 * customer's lists); the embedded API enforces every rule again.
 */
import type { Metadata } from "next";
import { Notice } from "@/components/ui/notice";
import { Panel } from "@/components/ui/panel";
import { RefundForm } from "@/components/orders/deferred-refund-form";
import { formatMoney } from "@/lib/money";
import { REFUND_UNAVAILABLE } from "@/lib/orders/messages";
import { availableRefund, refundIneligibility } from "@/lib/orders/rules";
import { pages } from "@/lib/pages";
import { loadOrderPage } from "@/server/bff/pages/order";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { OrderSubPageHeader } from "@/components/orders/order-sub-page-header";

type Params = { customerSegment: string; orderId: string };

export const metadata: Metadata = { title: "Refund Order" };

export default upstreamPage(async function RefundPage({ params }: { params: Promise<Params> }) {
  const { customerId, order, orderPath } = await loadOrderPage(pages.orderRefund, await params);
  const unavailable = refundIneligibility(order);

  return (
    <div className="space-y-6">
      <OrderSubPageHeader title={`Refund Order ${order.id}`} orderId={order.id} orderPath={orderPath} />
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label="Order totals">
        <div>
          <dt className="text-sm text-slate-600">Order total</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="order-total">{formatMoney(order.total_price)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Total refunds</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="order-total-refunds">{formatMoney(order.total_refunds)}</dd>
        </div>
      </dl>
      {unavailable ? (
        <Panel title={REFUND_UNAVAILABLE}>
          <Notice tone="error">{unavailable}</Notice>
        </Panel>
      ) : (
        <Panel title="Products">
          <RefundForm
            accountId={customerId}
            orderId={order.id}
            lines={order.products.map((p) => ({
              id: p.id,
              code: p.code,
              description: p.description,
              quantity: p.quantity,
              total_price: p.total_price,
              tax_amount: p.tax_amount,
              total_refunds: p.total_refunds,
              available: availableRefund(p),
            }))}
          />
        </Panel>
      )}
    </div>
  );
});
