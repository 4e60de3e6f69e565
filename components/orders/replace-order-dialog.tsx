"use client";
/**
 * ReplaceOrderButton: "Replace Order" and its dialog (spec 01 §4 "Replace order", §5 "Replacement
 * order"): rows of the order's products, at least one selected, each with a quantity from 1 up to
 * what was ordered minus what earlier replacements sent (the API enforces it too); a reminder to
 * mark the original delivery failed when the order is FULFILLED. POST orders (REPLACEMENT) costs the
 * customer nothing. "Replacement order {id} successfully created.", then the customer page (the
 * parent route) after 5 s.
 * Props: accountId, order {id, status}, customerPath, lines (lib/order-actions replaceLinesOf);
 * namesOrder: the button's accessible name carries the order id ("Replace order {id}"), for a list
 * of orders (the customer page's Orders table).
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { useAction } from "@/components/ui/use-action";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { OrderStatus } from "@/lib/enums";
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
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const { busy, run } = useAction();
  const selected = lines.filter((l) => chosen[l.id] !== undefined);
  useUnsavedChangesGuard(open && selected.length > 0 && !busy);

  const close = () => {
    if (busy) return;
    setChosen({});
    setOpen(false);
  };
  const submit = async () => {
    const result = await run(
      () =>
        callApi(endpoints.createOrder, {
          query: {},
          body: {
            account: accountId,
            order_type: "REPLACEMENT",
            replacement_parent_order: order.id,
            order_products: selected.map((l) => ({
              type: "REPLACEMENT" as const,
              product_code: l.code,
              pet_plan: l.petPlanId,
              quantity: Number(chosen[l.id]),
              replacement_parent_order_product: l.id,
            })),
          },
        }),
      (answer) => replacementSuccessText(answer.id ?? ""),
      { toast: ORDER_TOAST, refresh: false },
    );
    if (result.ok) {
      setChosen({});
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
            <Button onClick={submit} disabled={selected.length === 0 || busy} busy={busy}>
              Create Replacement
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          {showsDeliveryFailedReminder(order) ? <Notice tone="error">{REPLACEMENT_REMINDER}</Notice> : null}
          <ul className="space-y-2">
            {lines.map((l) => {
              const checkboxId = `replace-${l.id}`;
              const quantityId = `replace-quantity-${l.id}`;
              const on = chosen[l.id] !== undefined;
              return (
                <li key={l.id} className="flex flex-wrap items-center justify-between gap-3">
                  <div className="flex items-center gap-2">
                    <input
                      id={checkboxId}
                      type="checkbox"
                      className="h-4 w-4"
                      checked={on}
                      disabled={l.max <= 0 || busy}
                      onChange={(e) =>
                        setChosen((c) => {
                          const next = { ...c };
                          if (e.target.checked) next[l.id] = "1";
                          else delete next[l.id];
                          return next;
                        })
                      }
                    />
                    <label htmlFor={checkboxId} className="text-sm text-slate-900">
                      <span className="font-medium">{l.code}</span> {l.description}
                      {l.max <= 0 ? " (already replaced)" : ` (ordered ${l.quantity})`}
                    </label>
                  </div>
                  <div className="flex items-center gap-2">
                    <label htmlFor={quantityId} className="text-sm text-slate-700">
                      Quantity
                    </label>
                    <Select
                      id={quantityId}
                      value={chosen[l.id] ?? ""}
                      disabled={!on || busy}
                      onValueChange={(v) => setChosen((c) => ({ ...c, [l.id]: v }))}
                      options={Array.from({ length: Math.max(l.max, 0) }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
          {selected.length === 0 ? <p className="text-sm text-slate-600">{REPLACEMENT_SELECT_ONE}</p> : null}
        </div>
      </Dialog>
    </>
  );
}
