/**
 * OrderDetailsCard: the order's identity, dates, pricing and totals (shipping shown as $0.00,
 * money to 2 decimals, the applied discount codes, the payment processor spelled as stored).
 * Props: order.
 */
import { StatusBadge } from "@/components/ui/status-badge";
import { Panel } from "@/components/ui/panel";
import type { OrderDto } from "@/lib/contract/orders";
import { formatDateTime } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { deliveryWindowText, SHOWN_SHIPPING_PRICE } from "@/lib/order-display";
import { humanizeCode } from "@/lib/status";
import { DetailRow } from "./detail-row";

export function OrderDetailsCard({ order }: { order: OrderDto }) {
  const codes = order.discounts.map((d) => d.discount.code);
  return (
    <Panel title="Order Details">
      <dl className="divide-y divide-slate-100" data-testid="order-details">
        <DetailRow label="Order ID">{order.id}</DetailRow>
        <DetailRow label="Status">
          <StatusBadge kind="order" status={order.status} />
        </DetailRow>
        <DetailRow label="Type">{humanizeCode(order.order_type)}</DetailRow>
        <DetailRow label="Scheduled">{formatDateTime(order.scheduled)}</DetailRow>
        <DetailRow label="Charged">{formatDateTime(order.charged)}</DetailRow>
        <DetailRow label="Delivery window">{deliveryWindowText(order.min_delivery_date, order.max_delivery_date)}</DetailRow>
        <DetailRow label="Pricing model">{order.pricing_model?.name ?? "—"}</DetailRow>
        <DetailRow label="Payment type">{order.payment_type ? humanizeCode(order.payment_type) : "—"}</DetailRow>
        {/* Spelled as stored (spec 01 §3: "stripe", "braintree"), as Customer Details, the switch dialog and the timeline show it. */}
        <DetailRow label="Payment processor">{order.payment_processor ?? "—"}</DetailRow>
        <DetailRow label="Discount codes">{codes.length ? codes.join(", ") : "—"}</DetailRow>
        <DetailRow label="Subtotal">{formatMoney(order.subtotal_price)}</DetailRow>
        <DetailRow label="Discounts">{formatMoney(order.total_discounts)}</DetailRow>
        <DetailRow label="Tax">{formatMoney(order.total_tax)}</DetailRow>
        <DetailRow label="Shipping">{formatMoney(SHOWN_SHIPPING_PRICE)}</DetailRow>
        <DetailRow label="Total">
          <span className="font-semibold">{formatMoney(order.total_price)}</span>
        </DetailRow>
        <DetailRow label="Refunds">{formatMoney(order.total_refunds)}</DetailRow>
      </dl>
    </Panel>
  );
}
