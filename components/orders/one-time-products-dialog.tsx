"use client";
/**
 * OneTimeProductsDialog: add one-time products to an upcoming order: a dog and at least one
 * product, each with a quantity 1–12. Products are picked in the searchable ProductPicker (each pick
 * adds a row with its quantity and a Remove button) among the add-ons (lib/orders/rules.ts
 * isOneTimeAddOn) of the active one-time products of the customer's country (GET
 * products/one-time-order-products/, loaded by the page). The new totals are previewed before saving (PUT orders/{id}?dry_run=true);
 * saving is PUT orders/{id}: "One-time product(s) added to this upcoming order." (ORDER_TOAST).
 * Props: open; onClose; order; customerId; products (null: they could not be loaded).
 */
import { useFieldArray, useWatch } from "react-hook-form";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import type { OrderDto } from "@/lib/contract/orders";
import type { OneTimeProductDto } from "@/lib/contract/products";
import { ONE_TIME_ADDED_TEXT, orderChange, orderDogs, QUANTITY_OPTIONS } from "@/lib/order-edit";
import { oneTimeProductLines, oneTimeProductRowOf, oneTimeProductsDefaults, oneTimeProductsFormSchema } from "@/lib/orders/edit-forms";
import { isOneTimeAddOn } from "@/lib/orders/rules";
import { ChosenProductName, DogSelectField, ProductRowsFieldset, RemoveRowButton } from "./one-time-product-fields";
import { OrderEditDialog, useOrderEdit } from "./order-change-dialog";
import { OrderChangePreview } from "./order-change-preview";

export function OneTimeProductsDialog({
  open,
  onClose,
  order,
  customerId,
  products,
}: {
  open: boolean;
  onClose: () => void;
  order: OrderDto;
  customerId: number;
  products: OneTimeProductDto[] | null;
}) {
  const dogs = orderDogs(order);
  const defaults = oneTimeProductsDefaults(dogs);
  const form = useZodForm(oneTimeProductsFormSchema, { defaultValues: defaults, guard: false });
  const rows = useFieldArray({ control: form.control, name: "rows" });
  const values = useWatch({ control: form.control });
  const codes = (values.rows ?? []).map((r) => r?.code ?? "");
  const chosen = codes.filter(Boolean);
  const dirty = open && (chosen.length > 0 || (dogs.length !== 1 && (values.dog ?? "") !== ""));
  useUnsavedChangesGuard(dirty);
  const lines = oneTimeProductLines({ dog: values.dog ?? "", rows: (values.rows ?? []).map((r) => ({ code: r?.code ?? "", quantity: r?.quantity ?? "" })) });
  const bodyFor = (base: OrderDto) => (lines ? orderChange(base, customerId, { addLines: lines }) : null);
  const { base, body, preview, error, dialog } = useOrderEdit({ open, onClose, order, bodyFor, reset: () => form.reset(oneTimeProductsDefaults(dogs)) });
  // Only the add-ons (lib/orders/rules.ts isOneTimeAddOn): no subscription meals, no scoops.
  const addOns = products === null ? [] : products.filter(isOneTimeAddOn);

  return (
    <OrderEditDialog {...dialog} title="Add one-time products" size="lg" confirmLabel="Add products" successText={ONE_TIME_ADDED_TEXT}>
      <div className="space-y-4">
        {products === null ? <Notice tone="error">The one-time products could not be loaded. Close the dialog and refresh the page.</Notice> : null}
        <Form form={form} onSubmit={() => undefined} className="space-y-4">
          <DogSelectField name="dog" dogs={dogs} />
          <ProductRowsFieldset
            fields={rows.fields}
            products={addOns}
            chosen={chosen}
            onPick={(p) => rows.append(oneTimeProductRowOf(p.code))}
            row={(field, i, p) => (
              <li key={field.id} className="flex flex-wrap items-end gap-2" data-testid="one-time-row">
                <ChosenProductName code={field.code} product={p} className="min-w-64 flex-1 pb-2 text-sm text-slate-900" />
                <div className="w-24">
                  <FormField name={`rows.${i}.quantity`} label="Quantity" id={`one-time-quantity-${field.id}`}>
                    {(c) => <Select {...c} onValueChange={c.onChange} options={QUANTITY_OPTIONS} />}
                  </FormField>
                </div>
                <RemoveRowButton name={p?.name ?? field.code} onRemove={() => rows.remove(i)} />
              </li>
            )}
          />
        </Form>
        {error ? <Notice tone="error">{error}</Notice> : null}
        {!body ? <p className="text-sm text-slate-600">Choose a dog and at least one product to see the new totals.</p> : null}
        <OrderChangePreview current={base} preview={preview} />
      </div>
    </OrderEditDialog>
  );
}
