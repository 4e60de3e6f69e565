/**
 * DiscountDetail: every field of a discount (code, description, active status,
 * creator, usage counts, dates, limit, type and values, order types, eligible products, exempt from
 * sale state). Read-only; `statusControl` replaces the status line on the manage page (the toggle).
 * No hooks: rendered by the server pages /discount-lookup/{id} and /discounts/{id}.
 */
import type { ReactNode } from "react";
import { Panel } from "@/components/ui/panel";
import { StatusBadge } from "@/components/ui/status-badge";
import type { DiscountDto } from "@/lib/contract/discounts";
import { DISCOUNT_LIMIT_TYPE_LABELS, DISCOUNT_TYPE_LABELS } from "@/lib/enums";
import { formatDateTime } from "@/lib/format";
import { activeStateOf } from "@/lib/status";

export const NOT_SET = "Not set";
export const ALL_PRODUCTS = "All products";

export function discountValueText(type: DiscountDto["discount_type"], value: number | null): string {
  if (value === null) return "—";
  return type === "PERCENTAGE" ? `${value}%` : `$${value.toFixed(2)}`;
}

export function orderTypesText(d: Pick<DiscountDto, "order_trial" | "order_subscription" | "order_onetime">): string {
  const types = [d.order_trial && "Trial", d.order_subscription && "Subscription", d.order_onetime && "Onetime"].filter(Boolean);
  return types.length ? types.join(", ") : "None";
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export function DiscountDetail({ discount: d, statusControl }: { discount: DiscountDto; statusControl?: ReactNode }) {
  return (
    <Panel title={d.code}>
      <dl className="divide-y divide-slate-100">
        <Row label="Code">
          <span className="font-mono">{d.code}</span>
        </Row>
        <Row label="Description">{d.description || "—"}</Row>
        <Row label="Status">{statusControl ?? <StatusBadge kind="discount" status={activeStateOf(d.is_active)} />}</Row>
        <Row label="Created by">{d.created_by ?? "n/a"}</Row>
        <Row label="Usage">
          <span>
            Accounts: {d.usage.accounts} · Charged: {d.usage.charged} · Orders: {d.usage.orders}
          </span>
        </Row>
        <Row label="Available start">{d.available_start_date ? formatDateTime(d.available_start_date) : NOT_SET}</Row>
        <Row label="Available end">{d.available_end_date ? formatDateTime(d.available_end_date) : NOT_SET}</Row>
        <Row label="Limit type">{DISCOUNT_LIMIT_TYPE_LABELS[d.limit_type]}</Row>
        <Row label="Limit value">{d.limit_value ?? "—"}</Row>
        <Row label="Discount type">{DISCOUNT_TYPE_LABELS[d.discount_type]}</Row>
        <Row label="Value">{discountValueText(d.discount_type, d.value)}</Row>
        <Row label="Trial value">{discountValueText(d.discount_type, d.trial_value)}</Row>
        <Row label="Eligible order types">{orderTypesText(d)}</Row>
        <Row label="Eligible products">{d.eligible_products.length ? d.eligible_products.join(", ") : ALL_PRODUCTS}</Row>
        <Row label="Exempt from sale state">{d.exempt_from_sale_state ? "Yes" : "No"}</Row>
        {d.bulk_prefix ? <Row label="Bulk batch">{d.bulk_prefix}</Row> : null}
      </dl>
    </Panel>
  );
}
