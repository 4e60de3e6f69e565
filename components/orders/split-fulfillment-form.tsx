"use client";
/**
 * SplitFulfillmentForm: the products of a fulfillment with checkboxes (spec 01 §5 "Split
 * fulfillment"): at least one selected and at least one staying. Split calls
 * POST fulfillments/{id}/split; the toast names the highest-numbered split-off ("{id}-S{n}") and the
 * page goes up two path levels (to the order page). A refusal shows the server's reason (spec 01 §5
 * "the message is shown"; issue 18), the spec's split error when the answer has none.
 * Props: fulfillmentId; products (id, code, name, type).
 */
import { useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { callApi, serverMessage } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { splitErrorText, splitSuccessText } from "@/lib/orders/messages";
import { highestSplitId, splitSelectionError } from "@/lib/orders/rules";
import { ORDER_TOAST } from "@/lib/ui-constants";

/** The path two levels up: …/order/{orderId}/{fulfillmentId}/split-fulfillment → …/order/{orderId}. */
export const upTwoLevels = (path: string) => path.replace(/\/+$/, "").split("/").slice(0, -2).join("/") || "/";

export function SplitFulfillmentForm({ fulfillmentId, products }: { fulfillmentId: string; products: { id: number; code: string; name: string; type: string }[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const { busy, run } = useAction();
  const [selected, setSelected] = useState<string[]>([]);
  const codes = products.map((p) => p.code);
  const problem = splitSelectionError(codes, selected);
  useUnsavedChangesGuard(selected.length > 0 && !busy);

  const split = async () => {
    const result = await run(
      () => callApi(endpoints.splitFulfillment, { params: { id: fulfillmentId }, body: { product_codes_to_split: selected } }),
      (answer) => splitSuccessText(highestSplitId(fulfillmentId, answer.split_fulfillment_ids) ?? answer.new_fulfillment_id),
      { toast: ORDER_TOAST, refresh: false, errorText: (error) => serverMessage(error, splitErrorText(fulfillmentId)) },
    );
    if (result.ok) {
      setSelected([]);
      router.push(upTwoLevels(pathname));
    }
  };

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm text-slate-700">Choose the products to move into a new fulfillment.</legend>
        <ul className="space-y-2">
          {products.map((p) => {
            const id = `split-${p.id}`;
            return (
              <li key={p.id} className="flex items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  className="h-4 w-4"
                  checked={selected.includes(p.code)}
                  disabled={busy}
                  onChange={(e) => setSelected((s) => (e.target.checked ? [...s, p.code] : s.filter((c) => c !== p.code)))}
                />
                <label htmlFor={id} className="text-sm text-slate-900">
                  <span className="font-medium">{p.code}</span> {p.name} ({p.type})
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex items-center justify-end gap-3">
        {problem ? <p className="text-sm text-slate-600">{problem}</p> : null}
        <Button disabled={!!problem || busy} busy={busy} onClick={split}>
          Split Fulfillment
        </Button>
      </div>
    </div>
  );
}
