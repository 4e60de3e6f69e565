"use client";
/**
 * ReplaceOrderButton: "Replace Order" and its dialog: rows of the order's products, at least one selected, each with a quantity from 1 up to
 * what was ordered minus what earlier replacements sent (the API enforces it too); a reminder to
 * mark the original delivery failed when the order is FULFILLED. POST orders (REPLACEMENT) costs the
 * customer nothing. "Replacement order {id} successfully created.", then the customer page (the
 * parent route) after 5 s.
 * Props: accountId, order {id, status}, customerPath, lines (lib/orders/rules.ts replaceLinesOf);
 * namesOrder: the button's accessible name carries the order id ("Replace order {id}"), for a list
 * of orders (the customer page's Orders table).
 */
import { useId, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { Form, useZodForm } from "@/components/ui/form";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { useAction } from "@/components/ui/use-action";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { CreateOrderRequest } from "@/lib/contract/order-actions";
import type { OrderStatus } from "@/lib/enums";
import { isReplaceable, replaceFormDefaults, replaceFormSchema, replaceQuantityOptions } from "@/lib/orders/action-forms";
import { REPLACEMENT_REMINDER, REPLACEMENT_SELECT_ONE, replacementSuccessText } from "@/lib/orders/messages";
import { type ReplaceLine, REPLACEMENT_RELOAD_MS, showsDeliveryFailedReminder } from "@/lib/orders/rules";
import { ORDER_TOAST } from "@/lib/ui-constants";

export function ReplaceOrderButton({
  accountId,
  order,
  customerPath,
  lines,
  namesOrder = false,
}: {
  accountId: number;
  order: { id: string; status: OrderStatus };
  customerPath: string;
  lines: ReplaceLine[];
  namesOrder?: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { busy, run } = useAction();
  const formId = `replace-order-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const schema = useMemo(() => replaceFormSchema(lines, { account: accountId, parent: order.id }), [lines, accountId, order.id]);
  const form = useZodForm(schema, { defaultValues: replaceFormDefaults(lines), guard: false });
  const rows = useWatch({ control: form.control, name: "lines" }) ?? [];
  const chosen = rows.filter((r) => r?.selected).length;
  useUnsavedChangesGuard(open && chosen > 0 && !busy);

  const close = () => {
    if (busy) return;
    form.reset(replaceFormDefaults(lines));
    setOpen(false);
  };
  const choose = (i: number, on: boolean) => {
    form.setValue(`lines.${i}.selected`, on, { shouldDirty: true });
    form.setValue(`lines.${i}.quantity`, on ? "1" : "", { shouldDirty: true });
  };
  const submit = async (body: CreateOrderRequest) => {
    const result = await run(
      () => callApi(endpoints.createOrder, { query: {}, body }),
      (answer) => replacementSuccessText(answer.id ?? ""),
      { toast: ORDER_TOAST, refresh: false },
    );
    if (result.ok) {
      form.reset(replaceFormDefaults(lines));
      setOpen(false);
      window.setTimeout(() => router.push(customerPath), REPLACEMENT_RELOAD_MS);
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={namesOrder ? `Replace order ${order.id}` : undefined}>
        Replace Order
      </Button>
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
          {showsDeliveryFailedReminder(order) ? <Notice tone="error">{REPLACEMENT_REMINDER}</Notice> : null}
          <ul className="space-y-2">
            {lines.map((l, i) => {
              const checkboxId = `replace-${l.id}`;
              const quantityId = `replace-quantity-${l.id}`;
              const on = Boolean(rows[i]?.selected);
              return (
                <li key={l.id} className="flex flex-wrap items-center justify-between gap-3">
                  <Checkbox
                    id={checkboxId}
                    checked={on}
                    disabled={!isReplaceable(l) || busy}
                    onCheckedChange={(next) => choose(i, next)}
                    label={
                      <span className="text-slate-900">
                        <span className="font-medium">{l.code}</span> {l.description}
                        {!isReplaceable(l) ? " (already replaced)" : ` (ordered ${l.quantity})`}
                      </span>
                    }
                  />
                  <div className="flex items-center gap-2">
                    <label htmlFor={quantityId} className="text-sm text-slate-700">
                      Quantity
                    </label>
                    <Select
                      id={quantityId}
                      value={rows[i]?.quantity ?? ""}
                      disabled={!on || busy}
                      onValueChange={(v) => form.setValue(`lines.${i}.quantity`, v, { shouldDirty: true })}
                      options={replaceQuantityOptions(l)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
          {chosen === 0 ? <p className="text-sm text-slate-600">{REPLACEMENT_SELECT_ONE}</p> : null}
        </Form>
      </Dialog>
    </>
  );
}
