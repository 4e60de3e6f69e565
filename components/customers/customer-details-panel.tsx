/**
 * CustomerDetailsPanel: who the customer is: contact, addresses, payment
 * processor and cards (each with its expiry, and "Expired" when its expiry month is past:
 * lib/customers/display.ts cardExpired), pricing model, country, support-service id, proactive-outreach flag.
 * Props: customer: the account; paymentMethods: its cards (GET payment_methods/?account_id=), or
 * null when they could not be loaded; today: the business day the expiry is read against
 * (businessDay(now), the page's); actions?: the account-action buttons.
 */
import type { ReactNode } from "react";
import { Panel } from "@/components/ui/panel";
import type { AccountDto, AddressDto, PaymentMethodDto } from "@/lib/contract/customers";
import { formatDateTime, formatPhone } from "@/lib/format";
import { DEFAULT_PRICING_MODEL_NAME } from "@/lib/enums";
import { StatusBadge } from "@/components/ui/status-badge";
import { cardExpired, cardExpiryText, cardText } from "@/lib/customers/display";
import { CardExpiredBadge } from "./card-expired-badge";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="col-span-2 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** " (exp. 03/2026)", or nothing when the card carries no expiry. */
function expiry(card: PaymentMethodDto["card"]): string {
  const text = cardExpiryText(card);
  return text === null ? "" : ` (exp. ${text})`;
}

function formatAddress(a: AddressDto): string {
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [a.address1, a.address2, cityLine, a.country].filter(Boolean).join(", ") || "—";
}

export function CustomerDetailsPanel({
  customer,
  paymentMethods,
  today,
  actions,
}: {
  customer: AccountDto;
  paymentMethods: PaymentMethodDto[] | null;
  /** The business day (YYYY-MM-DD, businessDay(now)) a card's expiry is read against. */
  today: string;
  actions?: ReactNode;
}) {
  const addresses = [...customer.addresses].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  return (
    <Panel title="Customer Details">
      <dl className="divide-y divide-slate-100">
        <Row label="Customer ID">{customer.id}</Row>
        <Row label="Status">
          <StatusBadge kind="account" status={customer.status} />
        </Row>
        <Row label="Email">
          <span data-testid="customer-email">{customer.email ?? "—"}</span>
        </Row>
        <Row label="Phone">{formatPhone(customer.phone_number) || "—"}</Row>
        <Row label={addresses.length > 1 ? "Addresses" : "Address"}>
          {addresses.length === 0 ? (
            "—"
          ) : (
            <ul className="space-y-1">
              {addresses.map((a) => (
                <li key={a.id}>
                  {formatAddress(a)}
                  {a.is_primary ? <span className="ml-2 text-xs text-slate-500">(primary {a.type.toLowerCase()})</span> : null}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label="Payment processor">
          <span data-testid="payment-processor">{customer.primary_payment_processor ?? "—"}</span>
        </Row>
        <Row label="Cards">
          {paymentMethods === null ? (
            <span className="text-slate-500">Unable to load the payment methods</span>
          ) : paymentMethods.length === 0 ? (
            "—"
          ) : (
            <ul className="space-y-1">
              {paymentMethods.map((m) => (
                <li key={m.id}>
                  {cardText(m.card)}
                  {/* Spec 01 §9: the month as two digits, or "--" when it is missing or not a month. */}
                  {expiry(m.card)}
                  {m.is_default ? <span className="ml-2 text-xs text-slate-500">(default)</span> : null}
                  {cardExpired(m.card, today) ? (
                    <span className="ml-2">
                      <CardExpiredBadge />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label="Pricing model">{customer.default_pricing_model?.name ?? DEFAULT_PRICING_MODEL_NAME}</Row>
        <Row label="Country">{customer.default_country}</Row>
        <Row label="Support-service ID">{customer.gladly_customer_id ?? "—"}</Row>
        <Row label="Proactive CX outreach">
          <span data-testid="proactive-outreach">{customer.proactive_customer_support_opted_in ? "Opted in" : "Opted out"}</span>
        </Row>
        <Row label="Customer since">{formatDateTime(customer.created)}</Row>
        {customer.pii_deleted_at ? <Row label="Personal data deleted">{formatDateTime(customer.pii_deleted_at)}</Row> : null}
      </dl>
      {actions ? <div className="mt-4 border-t border-slate-200 pt-4">{actions}</div> : null}
    </Panel>
  );
}
