"use client";
/**
 * RefundForm: the rows of the Refund Order page: per order product a
 * checkbox and an amount (tax included; the tax part is refunded in proportion), capped at what is
 * still refundable and disabled while the line is not selected or nothing is left. Process Refund
 * needs at least one selected line with a valid amount and asks for confirmation showing the
 * total. The call (POST refunds) carries one idempotency key per intended refund, so a double
 * click or a retry refunds once. Success: REFUND_SUCCESS_TEXT (order toast) and the page's totals
 * refresh; failure: the server's message or "Error processing refund", and a refusal of a line (the
 * API's `order_product_refunds.{n}.amount`, e.g. another agent refunded part of it meanwhile) shows
 * its message under that line's amount, closes the confirmation and refreshes the page, so the
 * line's Available is the current one. A selected line left with nothing to refund by the refresh
 * (refunded in full meanwhile) is unticked, its amount cleared, and its message says why
 * (refundRowsLeftWithNothing): its checkbox is disabled, so it could not be unticked by hand and
 * would keep Process Refund disabled for the other lines. Below the rows, the optional
 * reason (RefundReasonFields, issue 22), sent as the body's `reason`. The columns keep their widths
 * (a fixed layout, REFUND_COLUMN_WIDTHS): ticking a line, its amount or its message never moves them.
 * Props: accountId, orderId, lines (id, code, description, quantity, total_price, tax_amount,
 * total_refunds, available).
 */
import { useEffect, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { applyServerErrors, Form, useZodForm } from "@/components/ui/form";
import { MoneyInput } from "@/components/ui/input";
import { SimpleTable, SimpleTableBody, SimpleTableHead, SimpleTd, SimpleTr } from "@/components/ui/simple-table";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { serverMessage } from "@/lib/client/api";
import { usePlaceOnce } from "@/components/ui/use-action";
import { endpoints } from "@/lib/contract/endpoints";
import type { RefundRequest } from "@/lib/contract/order-actions";
import { formatMoney } from "@/lib/money";
import {
  nothingLeftToRefund,
  refundFormDefaults,
  refundFormSchema,
  refundRowsLeftWithNothing,
  refundStartAmount,
  refundTotal,
  selectedRowIndexes,
  type RefundFormLine,
} from "@/lib/orders/action-forms";
import { REFUND_ERROR_TEXT, REFUND_LINE_REQUIRED, REFUND_SUCCESS_TEXT } from "@/lib/orders/messages";
import { ORDER_TOAST } from "@/lib/ui-constants";
import { RefundReasonFields } from "./refund-reason-fields";

/** A row of the table: the line's rule inputs (id, total_price, tax_amount, total_refunds, available) and what it shows. */
export interface RefundLine extends RefundFormLine {
  code: string;
  description: string;
  quantity: number;
}

/**
 * The table's column widths (select, product, quantity, price, refunded, available, amount); the
 * product takes the rest. Fixed, so what a ticked line shows (its amount, a message under it, which
 * wraps) never resizes the columns.
 */
const REFUND_COLUMN_WIDTHS = ["w-10", "", "w-24", "w-28", "w-28", "w-28", "w-48"] as const;

export function RefundForm({ accountId, orderId, lines }: { accountId: number; orderId: string; lines: RefundLine[] }) {
  const schema = useMemo(() => refundFormSchema(lines, { account: accountId, order_id: orderId }), [lines, accountId, orderId]);
  const form = useZodForm(schema, { defaultValues: refundFormDefaults(lines), mode: "onChange", guard: false });
  const rows = useWatch({ control: form.control, name: "lines" }) ?? [];
  const reason = useWatch({ control: form.control, name: "reason" });
  /** The body being confirmed (the confirmation is open while it is set). */
  const [pending, setPending] = useState<RefundRequest | null>(null);
  const busy = pending !== null;
  // Once per intended refund (usePlaceOnce: the key follows the request, so a retry of the same
  // refund is answered once, and a changed selection or amount, or a refund after a success, is a new one).
  const placeOnce = usePlaceOnce();
  const router = useRouter();

  // The page's lines changed (a refresh): a selected line with nothing left is unticked, its amount
  // cleared, and its message stays under it (the API's refusal, or the same sentence) until the next
  // Process Refund; the form's check no longer counts it, so the other lines can be refunded.
  useEffect(() => {
    for (const { row, message } of refundRowsLeftWithNothing(lines, form.getValues("lines"))) {
      form.setValue(`lines.${row}.selected`, false);
      form.setValue(`lines.${row}.amount`, "");
      form.setError(`lines.${row}.amount`, { type: "nothingLeft", message });
    }
  }, [lines, form]);

  /**
   * The refund; a refusal of some of its lines puts each line's message under its amount (the
   * request lists the selected rows only, in order), closes the confirmation (its total no longer
   * stands) and refreshes the page's lines (what is still available changed under the agent).
   */
  const refund = (body: RefundRequest) =>
    placeOnce(endpoints.createRefund, { body }).catch((error: unknown) => {
      const sent = selectedRowIndexes(lines, form.getValues("lines"));
      if (applyServerErrors(form, error, { list: "order_product_refunds", rows: sent, path: (row) => `lines.${row}.amount` })) {
        setPending(null);
        router.refresh();
      }
      throw error;
    });

  const checked = schema.safeParse({ lines: rows, reason });
  const chosen = rows.filter((r) => r?.selected).length;
  useUnsavedChangesGuard(chosen > 0 && !busy);

  const toggle = (i: number, line: RefundLine, on: boolean) => {
    form.setValue(`lines.${i}.selected`, on, { shouldDirty: true });
    if (on && (rows[i]?.amount ?? "") === "") form.setValue(`lines.${i}.amount`, refundStartAmount(line), { shouldDirty: true });
    void form.trigger(`lines.${i}.amount`);
  };

  return (
    <>
      <Form form={form} onSubmit={(body) => setPending(body)} className="space-y-4" aria-label="Refund">
        <SimpleTable columnWidths={REFUND_COLUMN_WIDTHS}>
          <SimpleTableHead columns={[<span key="select" className="sr-only">Select</span>, "Product", "Quantity", "Price", "Refunded", "Available", "Refund amount"]} />
          <SimpleTableBody>
            {lines.map((l, i) => {
              const checkboxId = `refund-select-${l.id}`;
              const amountId = `refund-amount-${l.id}`;
              const on = Boolean(rows[i]?.selected);
              const nothingLeft = nothingLeftToRefund(l);
              // A line unticked for having nothing left keeps its message (why it was unticked).
              const error = on || nothingLeft ? form.formState.errors.lines?.[i]?.amount?.message : undefined;
              return (
                <SimpleTr key={l.id}>
                  <SimpleTd>
                    <Checkbox
                      id={checkboxId}
                      checked={on}
                      disabled={nothingLeft || busy}
                      onCheckedChange={(next) => toggle(i, l, next)}
                      label={<span className="sr-only">Refund {l.code}</span>}
                    />
                  </SimpleTd>
                  <SimpleTd>
                    <div className="break-words font-medium text-slate-900">{l.code}</div>
                    <div className="break-words text-slate-600">{l.description}</div>
                  </SimpleTd>
                  <SimpleTd>{l.quantity}</SimpleTd>
                  <SimpleTd>{formatMoney(l.total_price)}</SimpleTd>
                  <SimpleTd>{formatMoney(l.total_refunds)}</SimpleTd>
                  <SimpleTd data-testid={`refund-available-${l.code}`}>{formatMoney(l.available)}</SimpleTd>
                  <SimpleTd>
                    <MoneyInput
                      id={amountId}
                      aria-label={`Refund amount for ${l.code}`}
                      aria-describedby={error ? `${amountId}-error` : undefined}
                      invalid={!!error}
                      min={0.01}
                      max={l.available}
                      value={rows[i]?.amount ?? ""}
                      disabled={!on || nothingLeft || busy}
                      onChange={(e) => form.setValue(`lines.${i}.amount`, e.target.value, { shouldDirty: true, shouldValidate: true })}
                    />
                    {error ? (
                      <p id={`${amountId}-error`} className="mt-1 text-xs text-red-700">
                        {error}
                      </p>
                    ) : null}
                  </SimpleTd>
                </SimpleTr>
              );
            })}
          </SimpleTableBody>
        </SimpleTable>
        <RefundReasonFields disabled={busy} />
        <div className="flex items-center justify-end gap-3">
          {chosen === 0 ? <p className="text-sm text-slate-600">{REFUND_LINE_REQUIRED}</p> : null}
          <Button type="submit" disabled={!checked.success || busy}>
            Process Refund
          </Button>
        </div>
      </Form>
      <ConfirmActionDialog
        open={busy}
        onClose={() => setPending(null)}
        title="Process refund?"
        message={`Refund a total of ${formatMoney(pending ? refundTotal(pending) : 0)} on order ${orderId} to the customer's payment method?`}
        confirmLabel="Process Refund"
        action={() => refund(pending!)}
        successText={() => REFUND_SUCCESS_TEXT}
        toastOptions={ORDER_TOAST}
        errorText={(error) => serverMessage(error, REFUND_ERROR_TEXT)}
        onDone={() => form.reset(refundFormDefaults(lines))}
      />
    </>
  );
}
