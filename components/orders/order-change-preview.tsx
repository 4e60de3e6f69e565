"use client";
/**
 * The server-side totals preview of an upcoming-order change: staff read the new totals to the
 * customer before saving. A change is the call that saves it (`OrderChange`: PUT orders/{id} or POST
 * orders/{id}/remove_discount, with its body); its preview is the same call with `?dry_run=true`
 * (`previewOrderChange`), so the preview is priced by the code that saves (the save itself:
 * order-change-dialog.tsx, through usePlaceOnce).
 * - useOrderPreview(orderId, change): the dry run as a Load (components/ui/load-status.tsx useLoad;
 *   callers check `status === "ready"` and read `data`): change null = nothing to preview yet
 *   ("idle"); otherwise the dry run is asked (again when the change differs; an older answer never
 *   overwrites a newer one), and Try again asks it again (a failure never leaves the dialog without a
 *   way on).
 * - <OrderChangePreview current preview />: the current and the new subtotal, discounts, tax,
 *   shipping ($0.00) and total, or LoadStatus: the loading text, or the refusal's text (the API's
 *   own, e.g. the discount rule a code breaks: changeErrorText) with Try again; an order changed since
 *   the page loaded it (409, lib/contract/versioned.ts): StaleVersionNotice, whose Reload brings the
 *   current order while the dialog keeps what was chosen.
 */
import { LoadStatus, useLoad, type Load } from "@/components/ui/load-status";
import { SimpleTable, SimpleTableBody, SimpleTableHead, SimpleTd, SimpleTh, SimpleTr } from "@/components/ui/simple-table";
import { isStaleVersionError, StaleVersionNotice, staleMessageOf, useStaleNotice } from "@/components/ui/stale-version-notice";
import { callApi, errorToastText, serverMessage } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { OrderChangeResult, RemoveDiscountRequest, UpdateOrderRequest } from "@/lib/contract/order-edits";
import type { OrderDto } from "@/lib/contract/orders";
import { formatMoney } from "@/lib/money";
import { SHOWN_SHIPPING_PRICE } from "@/lib/order-display";

/** The text of a refused change: the API's own sentence (its detail or field messages), else the general error text. */
export function changeErrorText(error: unknown): string {
  return serverMessage(error, errorToastText(error));
}

/** An upcoming-order change as the order page makes it: the call that saves it and its body. */
export type OrderChange = { call: "updateOrder"; body: UpdateOrderRequest } | { call: "removeOrderDiscount"; body: RemoveDiscountRequest };

/** Prices the change, nothing written: the call that saves it, with `?dry_run=true` (no Idempotency-Key: a dry run ignores one). */
export function previewOrderChange(orderId: string, change: OrderChange): Promise<OrderChangeResult> {
  const query = { dry_run: "true" as const };
  return change.call === "updateOrder"
    ? callApi(endpoints.updateOrder, { params: { id: orderId }, query, body: change.body })
    : callApi(endpoints.removeOrderDiscount, { params: { id: orderId }, query, body: change.body });
}

export function useOrderPreview(orderId: string, change: OrderChange | null): Load<OrderChangeResult> {
  return useLoad(change === null ? null : { id: orderId, change }, ({ id, change: asked }) => previewOrderChange(id, asked));
}

type Totals = Pick<OrderDto, "subtotal_price" | "total_discounts" | "total_tax" | "total_price">;

export function OrderChangePreview({ current, preview }: { current: Totals; preview: Load<OrderChangeResult> }) {
  // A stale order's notice; its Reload refreshes the page's order (a new version: the dry run is asked again).
  const stale = useStaleNotice();
  const next = preview.data;
  if (!next) {
    if (isStaleVersionError(preview.error)) return <StaleVersionNotice stale={{ ...stale, message: staleMessageOf(preview.error) }} />;
    return <LoadStatus load={preview} loading="Calculating the new totals…" errorText={changeErrorText} />;
  }
  const rows: [string, number, number][] = [
    ["Subtotal", current.subtotal_price, next.subtotal_price],
    ["Discounts", current.total_discounts, next.total_discounts],
    ["Tax", current.total_tax, next.total_tax],
    ["Shipping", SHOWN_SHIPPING_PRICE, SHOWN_SHIPPING_PRICE],
    ["Total", current.total_price, next.total_price],
  ];
  return (
    <SimpleTable aria-label="New totals" data-testid="order-preview" caption="New totals (not saved yet)" showCaption density="compact">
      <SimpleTableHead columns={[<span key="amount" className="sr-only">Amount</span>, { label: "Now", className: "text-right" }, { label: "After the change", className: "text-right" }]} />
      <SimpleTableBody>
        {rows.map(([label, now, after]) => (
          <SimpleTr key={label} className={label === "Total" ? "font-semibold" : undefined}>
            <SimpleTh scope="row" className={label === "Total" ? "text-slate-900" : undefined}>{label}</SimpleTh>
            <SimpleTd className="text-right">{formatMoney(now)}</SimpleTd>
            <SimpleTd className="text-right">{formatMoney(after)}</SimpleTd>
          </SimpleTr>
        ))}
      </SimpleTableBody>
    </SimpleTable>
  );
}
