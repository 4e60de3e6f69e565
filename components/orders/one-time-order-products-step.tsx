"use client";
/**
 * Step 1 of the new one-time order (components/orders/create-one-time-order.tsx): the dog and the
 * products (a checkbox per product, its quantity 1–12, a meal's fixed at 1), each chosen row's error
 * under it and the order's own error (lib/orders/action-forms.ts oneTimeOrderCheck).
 * Props: form (the wizard's useZodForm), rows (its useFieldArray fields), products (null while
 * loading), dogs, check (oneTimeOrderCheck of the current values).
 */
import type { FieldArrayWithId } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormField, type ZodFormReturn } from "@/components/ui/form";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import type { OneTimeProductDto } from "@/lib/contract/products";
import { formatMoney } from "@/lib/money";
import { isMealRow, oneTimeOrderCheck, oneTimeRowToggled, type oneTimeOrderFormSchema, type OneTimeOrderValues } from "@/lib/orders/action-forms";
import { ONE_TIME_PRODUCT_REQUIRED } from "@/lib/orders/messages";
import { ONE_TIME_MAX_QUANTITY, type OneTimeDog } from "@/lib/orders/rules";

export type OneTimeOrderForm = ZodFormReturn<ReturnType<typeof oneTimeOrderFormSchema>>;

const QUANTITY_OPTIONS = Array.from({ length: ONE_TIME_MAX_QUANTITY }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

export function OneTimeOrderProductsStep({
  form,
  rows,
  products,
  dogs,
  check,
}: {
  form: OneTimeOrderForm;
  rows: FieldArrayWithId<OneTimeOrderValues, "rows">[];
  products: OneTimeProductDto[] | null;
  dogs: OneTimeDog[];
  check: ReturnType<typeof oneTimeOrderCheck>;
}) {
  const values = useWatch({ control: form.control, name: "rows" }) as OneTimeOrderValues["rows"] | undefined;
  const productOf = new Map((products ?? []).map((p) => [p.code, p]));
  return (
    <Form form={form} onSubmit={() => undefined} className="space-y-4">
      <FormField name="planId" label="Dog" id="one-time-dog">
        {(c) => <Select {...c} onValueChange={c.onChange} options={dogs.map((d) => ({ value: String(d.planId), label: d.name }))} />}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Products</legend>
        {products === null ? <p className="text-sm text-slate-600">Loading...</p> : null}
        <ul className="max-h-80 space-y-2 overflow-y-auto pr-1">
          {rows.map((field, i) => {
            const p = productOf.get(field.code);
            const row = values?.[i] ?? field;
            if (!p) return null;
            const qid = `one-time-quantity-${p.id}`;
            const meal = isMealRow(row);
            const error = row.selected ? check.rowErrors[i] : undefined;
            return (
              <li key={field.id} className="flex flex-wrap items-center justify-between gap-2">
                <Checkbox
                  id={`one-time-product-${p.id}`}
                  checked={row.selected}
                  onCheckedChange={(on) => form.setValue(`rows.${i}`, oneTimeRowToggled(row, on), { shouldDirty: true })}
                  label={
                    <span className="text-slate-900">
                      <span className="font-medium">{p.code}</span> {p.name} ({formatMoney(p.price)})
                    </span>
                  }
                />
                <div className="flex items-center gap-2">
                  <label htmlFor={qid} className="text-sm text-slate-700">
                    Quantity
                  </label>
                  <Select
                    id={qid}
                    value={row.quantity}
                    disabled={!row.selected || meal}
                    onValueChange={(v) => form.setValue(`rows.${i}.quantity`, v, { shouldDirty: true })}
                    options={meal ? QUANTITY_OPTIONS.slice(0, 1) : QUANTITY_OPTIONS}
                  />
                </div>
                {error ? <p className="w-full text-xs text-red-700">{error}</p> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {check.lines.length === 0 ? <p className="text-sm text-slate-600">{ONE_TIME_PRODUCT_REQUIRED}</p> : null}
      {check.order && check.lines.length > 0 ? <Notice tone="error">{check.order}</Notice> : null}
    </Form>
  );
}
