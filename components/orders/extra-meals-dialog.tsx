"use client";
/**
 * ExtraMealsDialog: add extra meals (buffer bags) to an upcoming order. The dog selector lists the order's dogs; a dog with a Fresh plan (MEAL-F-)
 * or with extra meals already added is disabled, and so is a dog without an allowance. Bags run from
 * 0 to the dog's allowed count, each option labelled bags × extra days. The allowances come from
 * GET /buffer_bags?order_id= (loaded by the page). New totals are previewed before saving; saving is
 * PUT orders/{id}: "We added Buffer Bag product(s) to this upcoming order." (ORDER_TOAST).
 * A dog's extra-meal product defaults to the free buffer bag (…-BUFFER-1T-FREE) when the customer is
 * eligible for it (the Customer Stats check "Free buffer bag eligible": lib/customers/display.ts
 * freeBufferBagEligible), else to the paid one; the field's hint says which and why.
 * Props: open; onClose; order; customerId; allowances (null: they could not be loaded);
 * freeBufferEligible (the check's answer, computed by the page from the customer's orders).
 */
import { useWatch } from "react-hook-form";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import type { OrderDto } from "@/lib/contract/orders";
import type { BufferBagDto } from "@/lib/contract/products";
import { formatMoney } from "@/lib/money";
import { bagOptions, EXTRA_MEAL_DISABLED_TEXT, EXTRA_MEALS_ADDED_TEXT, extraMealDogs, orderChange } from "@/lib/order-edit";
import { allowanceOf, extraMealsDefaults, extraMealsForDog, extraMealsFormSchema, extraMealsLine, freeBufferBagHint } from "@/lib/orders/edit-forms";
import { OrderEditDialog, useOrderEdit } from "./order-change-dialog";
import { OrderChangePreview } from "./order-change-preview";

export const NO_ALLOWANCE_TEXT = "no extra meals allowance";

export function ExtraMealsDialog({
  open,
  onClose,
  order,
  customerId,
  allowances,
  freeBufferEligible,
}: {
  open: boolean;
  onClose: () => void;
  order: OrderDto;
  customerId: number;
  allowances: BufferBagDto[] | null;
  freeBufferEligible: boolean;
}) {
  const form = useZodForm(extraMealsFormSchema, { defaultValues: extraMealsDefaults, guard: false });
  const values = { ...extraMealsDefaults, ...useWatch({ control: form.control }) };
  const dogOptions = extraMealDogs(order).map((d) => {
    const reason = d.disabledReason ? EXTRA_MEAL_DISABLED_TEXT[d.disabledReason] : allowanceOf(allowances, String(d.planId)) ? null : NO_ALLOWANCE_TEXT;
    return { value: String(d.planId), label: reason ? `${d.name} (${reason})` : d.name, disabled: reason !== null };
  });
  const allowance = allowanceOf(allowances, values.dog);
  const line = extraMealsLine(allowances, values);
  const bodyFor = (base: OrderDto) => (line ? orderChange(base, customerId, { addLines: [line] }) : null);
  const { base, body, preview, error, dialog } = useOrderEdit({ open, onClose, order, bodyFor, reset: () => form.reset(extraMealsDefaults) });

  return (
    <OrderEditDialog {...dialog} title="Add extra meals" confirmLabel="Add extra meals" successText={EXTRA_MEALS_ADDED_TEXT}>
      <div className="space-y-4">
        {allowances === null ? <Notice tone="error">The extra-meal allowances could not be loaded. Close the dialog and refresh the page.</Notice> : null}
        <Form form={form} onSubmit={() => undefined} className="space-y-4">
          <FormField name="dog" label="Dog" id="extra-meals-dog">
            {(c) => <Select {...c} onValueChange={(v) => form.reset(extraMealsForDog(allowances, v, freeBufferEligible), { keepDefaultValues: true })} options={dogOptions} />}
          </FormField>
          {allowance ? (
            <>
              <FormField name="product" label="Extra-meal product" id="extra-meals-product" hint={freeBufferBagHint(freeBufferEligible)}>
                {(c) => (
                  <Select
                    {...c}
                    onValueChange={c.onChange}
                    options={allowance.buffer_bag_products.map((p) => ({ value: p.code, label: `${p.recipe_name} (${p.code}) ${formatMoney(p.price)} a bag` }))}
                  />
                )}
              </FormField>
              <FormField
                name="bags"
                label="Extra meals"
                id="extra-meals-bags"
                hint={`Up to ${allowance.buffer_bag_number_of_bags_allowed} bags of ${allowance.buffer_bag_extra_days} days each.`}
              >
                {(c) => <Select {...c} onValueChange={c.onChange} options={bagOptions(allowance.buffer_bag_number_of_bags_allowed, allowance.buffer_bag_extra_days)} />}
              </FormField>
            </>
          ) : null}
        </Form>
        {error ? <Notice tone="error">{error}</Notice> : null}
        {!body ? <p className="text-sm text-slate-600">Choose a dog and a number of extra meals to see the new totals.</p> : null}
        <OrderChangePreview current={base} preview={preview} />
      </div>
    </OrderEditDialog>
  );
}
