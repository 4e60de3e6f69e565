"use client";
/**
 * RefundForm: the rows of the Refund Order page (spec 01 §5 "Refund"): per order product a
 * checkbox and an amount (tax included; the tax part is refunded in proportion), capped at what is
 * still refundable and disabled while the line is not selected or nothing is left. Process Refund
 * needs at least one selected line with a valid amount and asks for confirmation showing the
 * total. The call (POST refunds) carries one idempotency key per intended refund, so a double
 * click or a retry refunds once. Success: REFUND_SUCCESS_TEXT (order toast) and the page's totals
 * refresh; failure: the server's message or "Error processing refund".
 * Props: accountId, orderId, lines (id, code, description, quantity, total_price, tax_amount,
 * total_refunds, available).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { MoneyInput } from "@/components/ui/input";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { callApiIdempotent, serverMessage } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { formatMoney, round2, sumMoney } from "@/lib/money";
import { REFUND_ERROR_TEXT, REFUND_LINE_REQUIRED, REFUND_SUCCESS_TEXT } from "@/lib/orders/messages";
import { refundAmountError, refundTaxPart } from "@/lib/orders/rules";
import { ORDER_TOAST } from "@/lib/ui-constants";

export interface RefundLine {
  id: number;
  code: string;
  description: string;
  quantity: number;
  total_price: number;
  tax_amount: number;
  total_refunds: number;
  available: number;
}

const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function RefundForm({ accountId, orderId, lines }: { accountId: number; orderId: string; lines: RefundLine[] }) {
  const [selected, setSelected] = useState<Record<number, boolean>>({});
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [confirming, setConfirming] = useState(false);
  const busy = confirming;
  // One key per intended refund: kept while the same request is retried, renewed when the
  // selection or an amount changes and after a success.
  const [key, setKey] = useState(newKey);

  const chosen = lines.filter((l) => selected[l.id]);
  const errors = Object.fromEntries(chosen.map((l) => [l.id, refundAmountError(l, Number(amounts[l.id] ?? ""))])) as Record<number, string | null>;
  const valid = chosen.length > 0 && chosen.every((l) => (amounts[l.id] ?? "").trim() !== "" && !errors[l.id]);
  const total = sumMoney(chosen.map((l) => Number(amounts[l.id] ?? 0)));
  const body = {
    account: accountId,
    order_id: orderId,
    order_product_refunds: chosen.map((l) => {
      const amount = round2(Number(amounts[l.id] ?? 0));
      return { order_product_id: l.id, amount, tax_amount: refundTaxPart(l, amount) };
    }),
  };
  useUnsavedChangesGuard(chosen.length > 0 && !busy);

  const toggle = (line: RefundLine, on: boolean) => {
    setKey(newKey());
    setSelected((s) => ({ ...s, [line.id]: on }));
    if (on && (amounts[line.id] ?? "") === "") setAmounts((a) => ({ ...a, [line.id]: line.available.toFixed(2) }));
  };


  return (
    <div className="space-y-4">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              <span className="sr-only">Select</span>
            </th>
            <th scope="col" className="py-2 pr-3">Product</th>
            <th scope="col" className="py-2 pr-3">Quantity</th>
            <th scope="col" className="py-2 pr-3">Price</th>
            <th scope="col" className="py-2 pr-3">Refunded</th>
            <th scope="col" className="py-2 pr-3">Available</th>
            <th scope="col" className="py-2 pr-3">Refund amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const checkboxId = `refund-select-${l.id}`;
            const amountId = `refund-amount-${l.id}`;
            const error = selected[l.id] ? errors[l.id] : null;
            const nothingLeft = l.available <= 0;
            return (
              <tr key={l.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    className="h-4 w-4"
                    checked={!!selected[l.id]}
                    disabled={nothingLeft || busy}
                    onChange={(e) => toggle(l, e.target.checked)}
                    aria-label={`Refund ${l.code}`}
                  />
                </td>
                <td className="py-2 pr-3">
                  <label htmlFor={checkboxId} className="font-medium text-slate-900">
                    {l.code}
                  </label>
                  <div className="text-slate-600">{l.description}</div>
                </td>
                <td className="py-2 pr-3">{l.quantity}</td>
                <td className="py-2 pr-3">{formatMoney(l.total_price)}</td>
                <td className="py-2 pr-3">{formatMoney(l.total_refunds)}</td>
                <td className="py-2 pr-3" data-testid={`refund-available-${l.code}`}>{formatMoney(l.available)}</td>
                <td className="py-2 pr-3">
                  <MoneyInput
                    id={amountId}
                    aria-label={`Refund amount for ${l.code}`}
                    aria-describedby={error ? `${amountId}-error` : undefined}
                    invalid={!!error}
                    min={0.01}
                    max={l.available}
                    value={amounts[l.id] ?? ""}
                    disabled={!selected[l.id] || nothingLeft || busy}
                    onChange={(e) => {
                      const value = e.target.value;
                      setKey(newKey());
                      setAmounts((a) => ({ ...a, [l.id]: value }));
                    }}
                    className="w-32"
                  />
                  {error ? (
                    <p id={`${amountId}-error`} className="mt-1 text-xs text-red-700">
                      {error}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="flex items-center justify-end gap-3">
        {chosen.length === 0 ? <p className="text-sm text-slate-600">{REFUND_LINE_REQUIRED}</p> : null}
        <Button disabled={!valid || busy} onClick={() => setConfirming(true)}>
          Process Refund
        </Button>
      </div>
      <ConfirmActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Process refund?"
        message={`Refund a total of ${formatMoney(total)} on order ${orderId} to the customer's payment method?`}
        confirmLabel="Process Refund"
        action={() => callApiIdempotent(endpoints.createRefund, key, { body })}
        successText={() => REFUND_SUCCESS_TEXT}
        toastOptions={ORDER_TOAST}
        errorText={(error) => serverMessage(error, REFUND_ERROR_TEXT)}
        onDone={() => {
          setSelected({});
          setAmounts({});
          setKey(newKey());
        }}
      />
    </div>
  );
}
