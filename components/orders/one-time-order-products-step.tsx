"use client";
/**
 * Step 1 of the new one-time order (components/orders/create-one-time-order.tsx): the dog and the
 * products (picked in the searchable ProductPicker; each pick adds a row with its quantity 1–12, a
 * meal's fixed at 1, and a Remove button), each row's error under it and the order's own error
 * (lib/orders/action-forms.ts oneTimeOrderCheck); a row the API refused (the wizard puts the message
 * at `rows.{i}.quantity`) shows that message under it until its quantity changes.
 * Props: form (the wizard's useZodForm), rows (its useFieldArray), products (the products offered,
 * a Load: the picker says "Loading..." meanwhile; a failure shows its sentence and Try again under
 * it), dogs, check (oneTimeOrderCheck of the current values).
 */
import type { UseFieldArrayReturn } from "react-hook-form";
import { useFormState, useWatch } from "react-hook-form";
import { ChosenProductName, DogSelectField, ProductRowsFieldset, RemoveRowButton } from "./one-time-product-fields";
import { Form, type ZodFormReturn } from "@/components/ui/form";
import { LoadStatus, type Load } from "@/components/ui/load-status";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import type { OneTimeProductDto } from "@/lib/contract/products";
import { isMealRow, oneTimeOrderCheck, oneTimeOrderRowOf, type oneTimeOrderFormSchema, type OneTimeOrderValues } from "@/lib/orders/action-forms";
import { ONE_TIME_PRODUCT_REQUIRED } from "@/lib/orders/messages";
import { QUANTITY_OPTIONS } from "@/lib/order-edit";
import type { OneTimeDog } from "@/lib/orders/rules";

export type OneTimeOrderForm = ZodFormReturn<ReturnType<typeof oneTimeOrderFormSchema>>;

export function OneTimeOrderProductsStep({
  form,
  rows,
  products,
  dogs,
  check,
}: {
  form: OneTimeOrderForm;
  rows: UseFieldArrayReturn<OneTimeOrderValues, "rows">;
  products: Load<OneTimeProductDto[]>;
  dogs: OneTimeDog[];
  check: ReturnType<typeof oneTimeOrderCheck>;
}) {
  const values = useWatch({ control: form.control, name: "rows" }) as OneTimeOrderValues["rows"] | undefined;
  const { errors } = useFormState({ control: form.control, name: "rows" });
  return (
    <Form form={form} onSubmit={() => undefined} className="space-y-4">
      <DogSelectField name="planId" dogs={dogs} />
      <ProductRowsFieldset
        fields={rows.fields}
        products={products.status === "failed" ? [] : products.data}
        chosen={(values ?? []).map((r) => r.code)}
        onPick={(p) => rows.append(oneTimeOrderRowOf(p))}
        row={(field, i, p) => {
          const row = values?.[i] ?? field;
          const name = p?.name ?? field.code;
          const qid = `one-time-quantity-${field.id}`;
          const meal = isMealRow(row);
          const error = check.rowErrors[i] ?? errors.rows?.[i]?.quantity?.message;
          const errorId = `${qid}-error`;
          return (
            <li key={field.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="one-time-row">
              <ChosenProductName code={field.code} product={p} />
              <div className="flex items-center gap-2">
                <label htmlFor={qid} className="text-sm text-slate-700">
                  Quantity
                </label>
                <Select
                  id={qid}
                  value={row.quantity}
                  disabled={meal}
                  invalid={!!error}
                  aria-describedby={error ? errorId : undefined}
                  onValueChange={(v) => {
                    form.setValue(`rows.${i}.quantity`, v, { shouldDirty: true });
                    form.clearErrors(`rows.${i}.quantity`);
                  }}
                  options={meal ? QUANTITY_OPTIONS.slice(0, 1) : QUANTITY_OPTIONS}
                />
                <RemoveRowButton name={name} onRemove={() => rows.remove(i)} />
              </div>
              {error ? (
                <p id={errorId} className="w-full text-xs text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        }}
      />
      <LoadStatus load={products} />
      {check.lines.length === 0 ? <p className="text-sm text-slate-600">{ONE_TIME_PRODUCT_REQUIRED}</p> : null}
      {check.order && check.lines.length > 0 ? <Notice tone="error">{check.order}</Notice> : null}
    </Form>
  );
}
