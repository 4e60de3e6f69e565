"use client";
/**
 * The server-side totals preview of an upcoming-order change: staff read the new totals to the
 * customer before saving. A change is the call that saves it (`OrderChange`: PUT orders/{id} or POST
 * orders/{id}/remove_discount, with its body); its preview is the same call with `?dry_run=true`
 * (`callOrderChange`), so the preview is priced by the code that saves.
 * - useOrderPreview(orderId, change): change null = nothing to preview yet; otherwise the dry run is
 *   asked (again when the change differs; an older answer never overwrites a newer one) →
 *   { state: "idle" | "loading" | "ready" | "error", result?, message? }. A refusal's message is the
 *   API's own (e.g. the discount rule a code breaks); `stale` when the order changed since the page
 *   loaded it (409, lib/contract/versioned.ts).
 * - <OrderChangePreview current preview />: the current and the new subtotal, discounts, tax,
 *   shipping ($0.00) and total, or the loading / refusal text (a stale order: StaleVersionNotice, whose
 *   Reload brings the current order while the dialog keeps what was chosen).
 */
import { useEffect, useRef, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { SimpleTable, SimpleTableBody, SimpleTableHead, SimpleTd, SimpleTh, SimpleTr } from "@/components/ui/simple-table";
import { Spinner } from "@/components/ui/spinner";
import { isStaleVersionError, StaleVersionNotice } from "@/components/ui/stale-version-notice";
import { callApi, errorToastText, serverMessage } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { OrderChangeResult, RemoveDiscountRequest, UpdateOrderRequest } from "@/lib/contract/order-edits";
import type { OrderDto } from "@/lib/contract/orders";
import { formatMoney } from "@/lib/money";
import { SHOWN_SHIPPING_PRICE } from "@/lib/order-display";

export type OrderPreview =
  | { state: "idle" | "loading"; result?: undefined; message?: undefined }
  | { state: "ready"; result: OrderChangeResult; message?: undefined }
  | { state: "error"; result?: undefined; message: string; stale?: boolean };

/** The text of a refused change: the API's own sentence (its detail or field messages), else the general error text. */
export function changeErrorText(error: unknown): string {
  return serverMessage(error, errorToastText(error));
}

/** An upcoming-order change as the order page makes it: the call that saves it and its body. */
export type OrderChange = { call: "updateOrder"; body: UpdateOrderRequest } | { call: "removeOrderDiscount"; body: RemoveDiscountRequest };

/** Makes the change (`dryRun`: prices it, nothing written): its preview and its save are one call. */
export function callOrderChange(orderId: string, change: OrderChange, dryRun: boolean): Promise<OrderChangeResult> {
  const query = dryRun ? { dry_run: "true" } : {};
  return change.call === "updateOrder"
    ? callApi(endpoints.updateOrder, { params: { id: orderId }, query, body: change.body })
    : callApi(endpoints.removeOrderDiscount, { params: { id: orderId }, query, body: change.body });
}

export function useOrderPreview(orderId: string, change: OrderChange | null): OrderPreview {
  const key = change ? JSON.stringify(change) : null;
  // The answer of the latest request, with the body it answers; an older answer never overwrites it.
  const [answer, setAnswer] = useState<{ key: string; result?: OrderChangeResult; message?: string; stale?: boolean } | null>(null);
  const latest = useRef<string | null>(null);
  useEffect(() => {
    latest.current = key;
    if (key === null) return;
    callOrderChange(orderId, JSON.parse(key) as OrderChange, true)
      .then((result) => {
        if (latest.current === key) setAnswer({ key, result });
      })
      .catch((error: unknown) => {
        if (latest.current === key) setAnswer({ key, message: changeErrorText(error), stale: isStaleVersionError(error) });
      });
  }, [orderId, key]);
  if (key === null) return { state: "idle" };
  if (!answer || answer.key !== key) return { state: "loading" };
  return answer.result ? { state: "ready", result: answer.result } : { state: "error", message: answer.message ?? "", stale: answer.stale };
}

type Totals = Pick<OrderDto, "subtotal_price" | "total_discounts" | "total_tax" | "total_price">;

export function OrderChangePreview({ current, preview }: { current: Totals; preview: OrderPreview }) {
  if (preview.state === "idle") return null;
  if (preview.state === "loading") {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner /> Calculating the new totals…
      </p>
    );
  }
  if (preview.state === "error") return preview.stale ? <StaleVersionNotice message={preview.message} /> : <Notice tone="error">{preview.message}</Notice>;
  const next = preview.state === "ready" ? preview.result : null;
  if (!next) return null;
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
