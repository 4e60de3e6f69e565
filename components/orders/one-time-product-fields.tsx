"use client";
/**
 * The fields the one-time products dialog and the new one-time order share:
 *   DogSelectField: the Dog select of a <Form> (name: the form's field; dogs: {planId, name}[]).
 *   ChosenProductName: a chosen product's name, code and price (product null: only the code is known).
 *   RemoveRowButton: a chosen product row's Remove button ("Remove {name}").
 *   ProductRowsFieldset: the Products fieldset: the chosen rows (`fields`, each drawn by
 *     row(field, index, product)) and under them the "Add a product" ProductPicker, whose pick
 *     calls onPick(product). Props: fields; products (null: loading); chosen (codes); onPick; row.
 */
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form";
import type { ReactNode } from "react";
import { ProductPicker, type PickerProduct, type ProductPickerProps } from "@/components/ui/product-picker";
import { Select } from "@/components/ui/select";
import { formatMoney } from "@/lib/money";

export function DogSelectField({ name, dogs }: { name: string; dogs: readonly { planId: number | string; name: string }[] }) {
  return (
    <FormField name={name} label="Dog" id="one-time-dog">
      {(c) => <Select {...c} onValueChange={c.onChange} options={dogs.map((d) => ({ value: String(d.planId), label: d.name }))} />}
    </FormField>
  );
}

export function ChosenProductName({ code, product, className = "text-sm text-slate-900" }: { code: string; product: { name: string; price: number | string } | null | undefined; className?: string }) {
  return (
    <p className={className}>
      <span className="font-medium">{product?.name ?? code}</span> <span className="text-xs text-slate-600">{code}</span>
      {product ? <span className="ml-2 tabular-nums text-slate-700">{formatMoney(product.price)}</span> : null}
    </p>
  );
}

export function RemoveRowButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${name}`}>
      Remove
    </Button>
  );
}

const PICKER_ID = "one-time-product-picker";

function AddProductPicker(props: Omit<ProductPickerProps, "id">) {
  return (
    <div>
      <label htmlFor={PICKER_ID} className="mb-1 block text-sm font-medium text-slate-700">
        Add a product
      </label>
      <ProductPicker id={PICKER_ID} {...props} />
    </div>
  );
}

export function ProductRowsFieldset<F extends { id: string; code: string }, P extends PickerProduct>({
  fields,
  products,
  chosen,
  onPick,
  row,
}: {
  fields: readonly F[];
  products: readonly P[] | null;
  chosen: readonly string[];
  onPick: (product: P) => void;
  row: (field: F, index: number, product: P | undefined) => ReactNode;
}) {
  const productOf = new Map((products ?? []).map((p) => [p.code, p]));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">Products</legend>
      {fields.length > 0 ? (
        <ul className="space-y-2" aria-label="Chosen products">
          {fields.map((field, i) => row(field, i, productOf.get(field.code)))}
        </ul>
      ) : null}
      <AddProductPicker
        products={products}
        chosen={chosen}
        onPick={(code) => {
          const p = productOf.get(code);
          if (p) onPick(p);
        }}
      />
    </fieldset>
  );
}
