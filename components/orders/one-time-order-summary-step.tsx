"use client";
/**
 * Step 2 of the new one-time order (components/orders/create-one-time-order.tsx): the summary of
 * POST orders?dry_run=true (products, subtotal, discounts, tax, shipping, total, codes) and the
 * customer-service discount (a preset, or a code typed for "Custom code"; Apply Discount, Remove
 * Discount).
 * Below, which card Confirm charges (lib/customers/display.ts defaultCardNote): the default card
 * named, or a warning when there is none or it expired; at a total of $0.00, that nothing is charged.
 * Props: form (the wizard's useZodForm: preset, custom_code); summary (the dry run of the current
 * choice as a Load, components/ui/load-status.tsx: its failure is the server's sentence, else
 * "Unable to price this order.", with Try again); codes (applied); applying; canApply; onApply(); onRemove();
 * cardNote (defaultCardNote of the account's cards and the summary's total).
 */
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormField } from "@/components/ui/form";
import { LoadStatus, type Load } from "@/components/ui/load-status";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { SimpleTable, SimpleTableBody, SimpleTableHead, SimpleTd, SimpleTr } from "@/components/ui/simple-table";
import { serverMessage } from "@/lib/client/api";
import type { CreateOrderResponse } from "@/lib/contract/order-actions";
import type { DefaultCardNote } from "@/lib/customers/display";
import { formatMoney } from "@/lib/money";
import { ONE_TIME_DISCOUNT_PRESETS } from "@/lib/orders/rules";
import type { OneTimeOrderForm } from "./one-time-order-products-step";

export function OneTimeOrderSummaryStep({
  form,
  summary,
  codes,
  applying,
  canApply,
  onApply,
  onRemove,
  cardNote,
}: {
  form: OneTimeOrderForm;
  summary: Load<CreateOrderResponse>;
  codes: string[];
  applying: boolean;
  canApply: boolean;
  onApply: () => void;
  onRemove: () => void;
  cardNote: DefaultCardNote;
}) {
  const preset = useWatch({ control: form.control, name: "preset" });
  return (
    <div className="space-y-4">
      {summary.data ? <OneTimeOrderSummary current={summary.data} /> : <LoadStatus load={summary} loading="Loading..." errorText={(error) => serverMessage(error, "Unable to price this order.")} />}
      <Form form={form} onSubmit={() => onApply()}>
        <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Customer-service discount</legend>
          <div className="flex flex-wrap items-end gap-2">
            <FormField name="preset" label="Discount" id="one-time-discount">
              {(c) => <Select {...c} onValueChange={c.onChange} options={ONE_TIME_DISCOUNT_PRESETS.map((p) => ({ value: p.value, label: p.label }))} />}
            </FormField>
            {preset === "CUSTOM" ? <FormField name="custom_code" label="Discount code" id="one-time-custom-code" /> : null}
            <Button variant="secondary" onClick={onApply} disabled={!preset || applying || !canApply} busy={applying}>
              Apply Discount
            </Button>
            {codes.length ? (
              <Button variant="ghost" onClick={onRemove} disabled={applying}>
                Remove Discount
              </Button>
            ) : null}
          </div>
        </fieldset>
      </Form>
      {cardNote.warning ? (
        <Notice tone="warning" data-testid="one-time-card">
          {cardNote.text}
        </Notice>
      ) : (
        <p className="text-sm text-slate-700" data-testid="one-time-card">
          {cardNote.text}
        </p>
      )}
    </div>
  );
}

function OneTimeOrderSummary({ current }: { current: CreateOrderResponse }) {
  return (
    <>
      <SimpleTable density="compact">
        <SimpleTableHead columns={["Product", "Quantity", "Unit price", "Discount", "Tax", "Total"]} />
        <SimpleTableBody>
          {current.order_products.map((p) => (
            <SimpleTr key={p.product_code}>
              <SimpleTd>{p.product_code}</SimpleTd>
              <SimpleTd>{p.quantity}</SimpleTd>
              <SimpleTd>{formatMoney(p.unit_price)}</SimpleTd>
              <SimpleTd>{formatMoney(p.discount_amount)}</SimpleTd>
              <SimpleTd>{formatMoney(p.tax_amount)}</SimpleTd>
              <SimpleTd>{formatMoney(p.total_price)}</SimpleTd>
            </SimpleTr>
          ))}
        </SimpleTableBody>
      </SimpleTable>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Order summary">
        <dt className="text-slate-600">Subtotal</dt>
        <dd data-testid="one-time-subtotal">{formatMoney(current.subtotal_price)}</dd>
        <dt className="text-slate-600">Discounts</dt>
        <dd data-testid="one-time-discounts">{formatMoney(current.total_discounts)}</dd>
        <dt className="text-slate-600">Tax</dt>
        <dd data-testid="one-time-tax">{formatMoney(current.total_tax)}</dd>
        <dt className="text-slate-600">Shipping</dt>
        <dd>{formatMoney(0)}</dd>
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-semibold" data-testid="one-time-total">{formatMoney(current.total_price)}</dd>
        <dt className="text-slate-600">Discount codes</dt>
        <dd data-testid="one-time-codes">{current.discount_codes.length ? current.discount_codes.join(", ") : "None"}</dd>
      </dl>
    </>
  );
}
