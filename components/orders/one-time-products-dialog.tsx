"use client";
/**
 * OneTimeProductsDialog: add one-time products to an upcoming order (spec 01 §5 "One-time products
 * on an upcoming order": a dog and at least one product, each with a quantity 1–12). Products are
 * the active one-time products of the customer's country (GET products/one-time-order-products/,
 * loaded by the page). The new totals are previewed before saving (PUT orders/{id}?dry_run=true);
 * saving is PUT orders/{id}: "One-time product(s) added to this upcoming order." (ORDER_TOAST).
 * Props: open; onClose; order; customerId; products (null: they could not be loaded).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import type { OrderDto } from "@/lib/contract/orders";
import type { OneTimeProductDto } from "@/lib/contract/products";
import { formatMoney } from "@/lib/money";
import { ONE_TIME_ADDED_TEXT, orderChange, orderDogs, QUANTITY_OPTIONS } from "@/lib/order-edit";
import { OrderEditDialog } from "./order-change-dialog";
import { OrderChangePreview, useOrderPreview } from "./order-change-preview";

interface Row {
  key: number;
  code: string;
  quantity: string;
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, code: "", quantity: "1" });

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
  const [dog, setDog] = useState(dogs.length === 1 ? String(dogs[0]!.planId) : "");
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [error, setError] = useState<string | null>(null);
  const chosen = rows.filter((r) => r.code);
  const dirty = open && (chosen.length > 0 || (dogs.length !== 1 && dog !== ""));
  useUnsavedChangesGuard(dirty);
  const body =
    dog && chosen.length
      ? orderChange(order, customerId, {
          addLines: chosen.map((r) => ({ pet_plan: Number(dog), product_code: r.code, quantity: Number(r.quantity), type: "ONETIME" as const })),
        })
      : null;
  const preview = useOrderPreview(order.id, open ? body : null);
  const options = (products ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code}) ${formatMoney(p.price)}` }));

  const close = () => {
    setRows([emptyRow()]);
    setDog(dogs.length === 1 ? String(dogs[0]!.planId) : "");
    setError(null);
    onClose();
  };
  const update = (key: number, patch: Partial<Row>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <OrderEditDialog
      open={open}
      onClose={close}
      order={order}
      title="Add one-time products"
      size="lg"
      body={body}
      ready={preview.state === "ready"}
      confirmLabel="Add products"
      successText={ONE_TIME_ADDED_TEXT}
      onError={setError}
    >
      <div className="space-y-4">
        {products === null ? <Notice tone="error">The one-time products could not be loaded. Close the dialog and refresh the page.</Notice> : null}
        <Field label="Dog" htmlFor="one-time-dog">
          <Select id="one-time-dog" value={dog} onValueChange={setDog} options={dogs.map((d) => ({ value: String(d.planId), label: d.name }))} />
        </Field>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-700">Products</legend>
          {rows.map((r, i) => {
            const taken = new Set(rows.filter((o) => o.key !== r.key).map((o) => o.code));
            return (
              <div key={r.key} className="flex flex-wrap items-end gap-2" data-testid="one-time-row">
                <div className="min-w-64 flex-1">
                  <Field label={`Product ${i + 1}`} htmlFor={`one-time-product-${r.key}`}>
                    <Select
                      id={`one-time-product-${r.key}`}
                      value={r.code}
                      onValueChange={(code) => update(r.key, { code })}
                      options={options.map((o) => ({ ...o, disabled: taken.has(o.value) }))}
                    />
                  </Field>
                </div>
                <div className="w-24">
                  <Field label={`Quantity ${i + 1}`} htmlFor={`one-time-quantity-${r.key}`}>
                    <Select id={`one-time-quantity-${r.key}`} value={r.quantity} onValueChange={(quantity) => update(r.key, { quantity })} options={QUANTITY_OPTIONS} />
                  </Field>
                </div>
                {rows.length > 1 ? (
                  <Button variant="ghost" onClick={() => setRows((list) => list.filter((o) => o.key !== r.key))} aria-label={`Remove product ${i + 1}`}>
                    Remove
                  </Button>
                ) : null}
              </div>
            );
          })}
          <Button variant="secondary" size="sm" onClick={() => setRows((list) => [...list, emptyRow()])}>
            Add another product
          </Button>
        </fieldset>
        {error ? <Notice tone="error">{error}</Notice> : null}
        {!body ? <p className="text-sm text-slate-600">Choose a dog and at least one product to see the new totals.</p> : null}
        <OrderChangePreview current={order} preview={preview} />
      </div>
    </OrderEditDialog>
  );
}
