/**
 * PaymentDetailsCard: the order's charge: status, card type, the masked
 * card number, the expiry month as two digits or "--" (with its year, "11/2026", when the charge's
 * payload carries one: lib/order-display.ts chargeExpiry), and the error when the charge failed.
 * Without a charge: "Not charged yet.", or that nothing was charged for an order placed at $0.00
 * (a replacement, a one-time order at 100% off: lib/order-display.ts noChargeText).
 * Props: order.
 */
import { StatusBadge } from "@/components/ui/status-badge";
import { Panel } from "@/components/ui/panel";
import type { OrderDto } from "@/lib/contract/orders";
import { chargeExpiry, maskedCardNumber, noChargeText } from "@/lib/order-display";
import { DetailRow } from "./detail-row";

export function PaymentDetailsCard({ order }: { order: OrderDto }) {
  const charge = order.charge;
  const expiry = chargeExpiry(charge?.payload);
  return (
    <Panel title="Payment Details">
      {charge ? (
        <dl className="divide-y divide-slate-100" data-testid="payment-details">
          <DetailRow label="Charge status">
            <StatusBadge kind="charge" status={charge.status} />
          </DetailRow>
          <DetailRow label="Card type">{charge.card_type ?? "—"}</DetailRow>
          <DetailRow label="Card number">{maskedCardNumber(charge.card_number)}</DetailRow>
          <DetailRow label={expiry.label}>{expiry.text}</DetailRow>
          {charge.status === "FAILED" || charge.error ? (
            <DetailRow label="Error">
              <span className="text-red-700">{charge.error ?? "—"}</span>
            </DetailRow>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">{noChargeText(order)}</p>
      )}
    </Panel>
  );
}
