"use client";
/**
 * SplitFulfillmentForm: the products of a fulfillment with checkboxes, one per product code (a split
 * moves every line of a code: lib/orders/rules.ts splitProductCodes), with a hint beside a product of
 * several lines (e.g. one per dog) that they move together: at least one selected and at least one
 * staying (lib/orders/rules.ts splitSelectionError). Split calls
 * POST fulfillments/{id}/split; the toast names the highest-numbered split-off ("{id}-S{n}") and the
 * page goes up two path levels (to the order page). A refusal shows the server's own reason, the
 * split error text (splitErrorText) when the answer has none.
 * Props: fulfillmentId; products (the fulfillment's lines: id, code, name, type, dogName: the line's dog's name or null).
 */
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { usePathname, useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { CheckboxGroupField } from "@/components/ui/checkbox";
import { Form, useZodForm } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { useUnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { callApi, serverMessage } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { splitFormSchema } from "@/lib/orders/action-forms";
import { splitErrorText, splitLinesTogetherText, splitSuccessText } from "@/lib/orders/messages";
import { highestSplitId, splitProductCodes } from "@/lib/orders/rules";
import { ORDER_TOAST } from "@/lib/ui-constants";

/** The path two levels up: …/order/{orderId}/{fulfillmentId}/split-fulfillment → …/order/{orderId}. */
export const upTwoLevels = (path: string) => path.replace(/\/+$/, "").split("/").slice(0, -2).join("/") || "/";

export interface SplitLine {
  id: number;
  code: string;
  name: string;
  type: string;
  dogName: string | null;
}

export function SplitFulfillmentForm({ fulfillmentId, products }: { fulfillmentId: string; products: SplitLine[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const { busy, run } = useAction();
  // One choice per product code: its lines move together.
  const choices = useMemo(() => splitProductCodes(products).map((code) => products.filter((p) => p.code === code)), [products]);
  const schema = useMemo(() => splitFormSchema(splitProductCodes(products)), [products]);
  const form = useZodForm(schema, { defaultValues: { product_codes_to_split: [] }, guard: false });
  const selected = useWatch({ control: form.control, name: "product_codes_to_split" }) ?? [];
  const checked = schema.safeParse({ product_codes_to_split: selected });
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  useUnsavedChangesGuard(selected.length > 0 && !busy);

  const split = async (body: { product_codes_to_split: string[] }) => {
    const result = await run(
      () => callApi(endpoints.splitFulfillment, { params: { id: fulfillmentId }, body }),
      (answer) => splitSuccessText(highestSplitId(fulfillmentId, answer.split_fulfillment_ids) ?? answer.new_fulfillment_id),
      { toast: ORDER_TOAST, refresh: false, errorText: (error) => serverMessage(error, splitErrorText(fulfillmentId)) },
    );
    if (result.ok) {
      form.reset({ product_codes_to_split: [] });
      router.push(upTwoLevels(pathname));
    }
  };

  return (
    <Form form={form} onSubmit={split} className="space-y-4" aria-label="Split fulfillment">
      <CheckboxGroupField
        name="product_codes_to_split"
        legend="Choose the products to move into a new fulfillment."
        disabled={busy}
        className="space-y-2"
        options={choices.map((lines) => {
          const p = lines[0]!;
          const dogs = [...new Set(lines.flatMap((l) => (l.dogName ? [l.dogName] : [])))];
          return {
            value: p.code,
            label: (
              <span className="text-slate-900">
                <span className="font-medium">{p.code}</span> {p.name} ({p.type})
                {lines.length > 1 ? <span className="block text-xs text-slate-600">{splitLinesTogetherText(lines.length, dogs)}</span> : null}
              </span>
            ),
          };
        })}
      />
      <div className="flex items-center justify-end gap-3">
        {problem ? <p className="text-sm text-slate-600">{problem}</p> : null}
        <Button type="submit" disabled={!!problem || busy} busy={busy}>
          Split Fulfillment
        </Button>
      </div>
    </Form>
  );
}
