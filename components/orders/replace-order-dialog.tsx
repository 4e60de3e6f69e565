"use client";
/**
 * ReplaceOrderDialog: the dialog of "Replace Order" (./replace-order-button.tsx, which loads this
 * code when it is first opened, issue 23): the order's own lines are picked in the kit's
 * searchable ProductPicker (only lines something of which may still be replaced; each pick adds a
 * row below it, so Tab goes on to its quantity, then Remove), at least one, each with a quantity from 1 up to
 * what was ordered minus what earlier replacements sent (the API enforces it too); a reminder to
 * mark the original delivery failed when the order is FULFILLED. POST orders (REPLACEMENT) costs the
 * customer nothing. "Replacement order {id} successfully created." (with "View order", a link to
 * the new order), then the customer page (the parent route) after 5 s, held while a dialog the agent
 * opened meanwhile is open, and only from the page it was made on: an agent who went elsewhere
 * meanwhile (File claim, Refund, another order or customer) stays there (whenNoDialogAfter). A refusal of a line (the API's `order_products.{n}.…`: the request lists
 * the picked lines only, in order) shows its message under that line's quantity, and the page's
 * lines are refreshed (what may still be replaced changed under the agent).
 * Props: open, onClose, accountId, order {id, status}, customerPath, lines (lib/orders/rules.ts replaceLinesOf).
 */
import { useId, useMemo, useRef } from "react";
import { useWatch } from "react-hook-form";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { applyServerErrors, Form, FormField, useZodForm } from "@/components/ui/form";
import { Notice } from "@/components/ui/notice";
import { ProductPicker } from "@/components/ui/product-picker";
import { Select } from "@/components/ui/select";
import { useAction, usePlaceOnce } from "@/components/ui/use-action";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { whenNoDialogAfter } from "@/components/ui/when-no-dialog";
import { customerOrderPath } from "@/lib/customers/paths";

import { endpoints } from "@/lib/contract/endpoints";
import type { CreateOrderRequest } from "@/lib/contract/order-actions";
import type { OrderStatus } from "@/lib/enums";
import {
  replaceFormDefaults,
  replaceFormSchema,
  replaceLineValue,
  replacePickerProducts,
  replaceQuantityOptions,
  selectedRowIndexes,
} from "@/lib/orders/action-forms";
import { REPLACEMENT_REMINDER, REPLACEMENT_SELECT_ONE, replacementSuccessText } from "@/lib/orders/messages";
import { isReplaceable, type ReplaceLine, REPLACEMENT_RELOAD_MS, showsDeliveryFailedReminder } from "@/lib/orders/rules";
import { ORDER_TOAST } from "@/lib/ui-constants";
import { RemoveRowButton } from "./one-time-product-fields";

export interface ReplaceOrderProps {
  accountId: number;
  order: { id: string; status: OrderStatus };
  customerPath: string;
  lines: ReplaceLine[];
}

export function ReplaceOrderDialog({ open, onClose, accountId, order, customerPath, lines }: ReplaceOrderProps & { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const { busy, run } = useAction();
  const placeOnce = usePlaceOnce();
  const formId = `replace-order-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const schema = useMemo(() => replaceFormSchema(lines, { account: accountId, parent: order.id }), [lines, accountId, order.id]);
  const form = useZodForm(schema, { defaultValues: replaceFormDefaults(lines), guard: false });
  const rows = useWatch({ control: form.control, name: "lines" }) ?? [];
  const chosenValues = lines.filter((_, i) => rows[i]?.selected).map(replaceLineValue);
  const chosen = chosenValues.length;
  const options = useMemo(() => replacePickerProducts(lines), [lines]);
  const nameOf = (l: ReplaceLine) => options.find((o) => o.value === replaceLineValue(l))?.name ?? l.description;
  const replacedInFull = lines.filter((l) => !isReplaceable(l));
  const pickerId = `${formId}-picker`;
  useUnsavedChangesGuard(open && chosen > 0 && !busy);

  const close = () => {
    if (busy) return;
    form.reset(replaceFormDefaults(lines));
    onClose();
  };
  const choose = (i: number, on: boolean) => {
    if (i < 0) return;
    form.setValue(`lines.${i}.selected`, on, { shouldDirty: true });
    form.setValue(`lines.${i}.quantity`, on ? "1" : "", { shouldDirty: true });
  };
  /** The pending returns to the customer page (one per replacement made here): View order cancels them. */
  const pendingReturns = useRef(new Set<() => void>());
  const viewCreated = (id: string) => {
    for (const cancel of pendingReturns.current) cancel();
    pendingReturns.current.clear();
    router.push(customerOrderPath(accountId, id));
  };
  const submit = async (body: CreateOrderRequest) => {
    // The request's order_products are the picked rows, in order: entry n is the row sent[n].
    const sent = selectedRowIndexes(lines, form.getValues("lines"));
    const result = await run(
      // Once per intended replacement (usePlaceOnce): a retry after a timeout is answered with the order already created.
      () => placeOnce(endpoints.createOrder, { query: {}, body }),
      (answer) => replacementSuccessText(answer.id ?? ""),
      {
        toast: ORDER_TOAST,
        // The spec's toast, with a way to this new order (the return to the customer page is then not made).
        toastFor: (answer) => (answer.id ? { action: { label: "View order", onClick: () => viewCreated(answer.id!) } } : {}),
        refresh: false,
        onError: (error) => {
          if (applyServerErrors(form, error, { list: "order_products", rows: sent, path: (row) => `lines.${row}.quantity` })) router.refresh();
        },
      },
    );
    if (result.ok) {
      form.reset(replaceFormDefaults(lines));
      onClose();
      // The spec's return to the customer page after 5 s, held while a dialog the agent opened meanwhile
      // is open; not made once the agent has left the page it was made on (whenNoDialogAfter).
      const cancel = whenNoDialogAfter(REPLACEMENT_RELOAD_MS, () => {
        pendingReturns.current.delete(cancel);
        router.push(customerPath);
      });
      pendingReturns.current.add(cancel);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!busy}
      size="lg"
      title={`Replace order ${order.id}`}
      description="Choose the products to send again, free of charge, and how many of each."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={chosen === 0 || busy} busy={busy}>
            Create Replacement
          </Button>
        </>
      }
    >
      <Form form={form} id={formId} onSubmit={submit} className="space-y-3">
        {showsDeliveryFailedReminder(order) ? <Notice tone="warning">{REPLACEMENT_REMINDER}</Notice> : null}
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-700">Products</legend>
          <div>
            <label htmlFor={pickerId} className="mb-1 block text-sm font-medium text-slate-700">
              Add a product
            </label>
            <ProductPicker
              id={pickerId}
              products={options}
              chosen={chosenValues}
              disabled={busy}
              aria-describedby={replacedInFull.length > 0 ? `${pickerId}-replaced` : undefined}
              onPick={(value) => choose(lines.findIndex((l) => replaceLineValue(l) === value), true)}
            />
            {replacedInFull.length > 0 ? (
              <p id={`${pickerId}-replaced`} className="mt-1 text-sm text-slate-600">
                Already replaced in full: {replacedInFull.map((l) => l.code).join(", ")}.
              </p>
            ) : null}
          </div>
          {chosen > 0 ? (
            <ul className="space-y-2" aria-label="Products to replace">
              {lines.map((l, i) =>
                rows[i]?.selected ? (
                  <li key={l.id} className="flex flex-wrap items-end gap-2" data-testid="replace-row">
                    <p className="min-w-64 flex-1 pb-2 text-sm text-slate-900">
                      <span className="font-medium">{nameOf(l)}</span> <span className="text-xs text-slate-600">{l.code}</span>
                      <span className="ml-2 text-slate-700">ordered {l.quantity}</span>
                    </p>
                    <div className="w-24">
                      <FormField name={`lines.${i}.quantity`} label="Quantity" id={`replace-quantity-${l.id}`}>
                        {(c) => <Select {...c} onValueChange={c.onChange} options={replaceQuantityOptions(l)} disabled={busy} />}
                      </FormField>
                    </div>
                    <RemoveRowButton name={nameOf(l)} onRemove={() => choose(i, false)} />
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
        </fieldset>
        {chosen === 0 ? <p className="text-sm text-slate-600">{REPLACEMENT_SELECT_ONE}</p> : null}
      </Form>
    </Dialog>
  );
}
