"use client";
/**
 * DiscountCreateForm: /discounts/create-discount. Every field;
 * the rules are the shared schema of lib/discount-rules.ts (the API runs the same): Create is
 * enabled only when they all hold, and each message shows beside its field as soon as the field (or
 * one it depends on) is changed. "Create in Bulk" (the kit's SwitchField; highest tier only, `canBulk`) replaces the code
 * by a prefix and a number of codes. Create opens a confirm dialog (fields are not editable
 * afterwards); the API's field errors close it and show under the inputs; a success toasts and
 * goes to /discounts.
 * Props: productCodes: GET products/discount-eligible-codes; canBulk. The defaults and the fields each
 * rule reads are lib/discount-rules.ts (DISCOUNT_FORM_DEFAULTS, DISCOUNT_FIELD_DEPENDENCIES); the
 * order-type boxes are ./discount-order-types.tsx.
 */
import { useEffect, useState } from "react";
import { useWatch, type FieldPath } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Form, FormField, SubmitButton, applyServerErrors, missingReasonOf, useZodForm, type FieldControl } from "@/components/ui/form";
import { DateTimeInput, Input, NumberInput } from "@/components/ui/input";
import { businessTimeHint } from "@/lib/business-day";
import { MultiSelect } from "@/components/ui/multi-select";
import { Panel } from "@/components/ui/panel";
import { Select } from "@/components/ui/select";
import { SwitchField } from "@/components/ui/switch";
import { useAction } from "@/components/ui/use-action";
import { useLeave } from "@/components/ui/use-leave";
import { callApi, callApiOnce } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import {
  DISCOUNT_FIELD_DEPENDENCIES,
  DISCOUNT_FORM_DEFAULTS,
  DISCOUNT_LIMIT_TYPE_LABELS,
  SPLIT_LIMIT_TYPE,
  discountFormSchema,
  formToBulkBody,
  formToCreateBody,
  limitTypeNeedsValue,
  type DiscountFormInput,
  type DiscountFormValues,
} from "@/lib/discount-rules";
import { DISCOUNT_TYPE_LABELS, DiscountLimitType, DiscountType } from "@/lib/enums";
import { pages } from "@/lib/pages";
import { EligibleOrderTypes, NativeCheckboxField } from "./discount-order-types";

export const createdDiscountText = (code: string) => `Successfully created discount code ${code}`;
export const startedBulkText = (n: number, prefix: string) => `Successfully started bulk creation of ${n} discounts starting with ${prefix}`;
export const CONFIRM_CREATE_TEXT = "Once created, the fields of a discount are not editable. Create it?";
export const CONFIRM_BULK_TEXT = (n: number, prefix: string) =>
  `Once created, the fields of these discounts are not editable. Create ${n} codes starting with ${prefix}?`;

type Values = Record<string, unknown>;

const typeOptions = DiscountType.options.map((t) => ({ value: t, label: DISCOUNT_TYPE_LABELS[t] }));
const limitOptions = DiscountLimitType.options.map((t) => ({ value: t, label: DISCOUNT_LIMIT_TYPE_LABELS[t] }));
const yesNo = [
  { value: "no", label: "No" },
  { value: "yes", label: "Yes" },
];

export function DiscountCreateForm({ productCodes, canBulk }: { productCodes: string[]; canBulk: boolean }) {
  const { busy, run } = useAction();
  const form = useZodForm(discountFormSchema, { defaultValues: DISCOUNT_FORM_DEFAULTS as DiscountFormInput, mode: "onChange" });
  const values = useWatch({ control: form.control }) as Values;
  const [confirming, setConfirming] = useState(false);
  // From a success until /discounts is on screen: Create stays busy (a second one would make a duplicate).
  const { leaving, leave } = useLeave();

  const bulk = canBulk && values.bulk === true;
  const split = values.limit_type === SPLIT_LIMIT_TYPE;
  const needsLimitValue = limitTypeNeedsValue(values.limit_type as never);
  const parsed = discountFormSchema.safeParse({ ...values, bulk });
  const valid = parsed.success;
  const reason = missingReasonOf(form, { ...values, bulk });

  // Re-check the fields that depend on the one just changed.
  useEffect(() => {
    const sub = form.watch((_all, { name, type }) => {
      if (!name || type !== "change") return;
      // Create in Bulk re-checks only the fields the agent has already touched (or all, after a submit):
      // switching it on shows no red messages on the new, still empty fields before any typing (issue 21).
      const related = (DISCOUNT_FIELD_DEPENDENCIES[name] ?? []).filter((f) => {
        if (f === name) return false;
        if (name !== "bulk") return true;
        const state = form.getFieldState(f as FieldPath<DiscountFormInput>);
        return form.formState.isSubmitted || state.isTouched || state.isDirty;
      });
      if (related.length) void form.trigger(related as FieldPath<DiscountFormInput>[]);
    });
    return () => sub.unsubscribe();
  }, [form]);

  // The split type forces trial and subscription on and one-time off.
  useEffect(() => {
    if (!split) return;
    form.setValue("order_trial", true, { shouldDirty: true });
    form.setValue("order_subscription", true, { shouldDirty: true });
    form.setValue("order_onetime", false, { shouldDirty: true });
  }, [split, form]);

  const submit = async () => {
    setConfirming(false);
    const data = parsed.success ? (parsed.data as DiscountFormValues) : null;
    if (!data) return;
    const result = data.bulk
      ? await run(
          // Once per intended batch (callApiOnce: the key follows the request), so a double submit or a retry after a timeout starts it once.
          () => callApiOnce(endpoints.bulkCreateDiscounts, { body: formToBulkBody(data) }),
          (job) => startedBulkText(job.number_of_codes, job.prefix),
          { refresh: false, onError: (e) => applyServerErrors(form, e) },
        )
      : await run(
          () => callApi(endpoints.createDiscount, { body: formToCreateBody(data) }),
          (d) => createdDiscountText(d.code),
          { refresh: false, onError: (e) => applyServerErrors(form, e) },
        );
    if (result.ok) {
      form.reset(form.getValues());
      leave(pages.discounts.href());
    }
  };

  const prefixValue = String(values.prefix ?? "").trim().toUpperCase();
  const numberValue = Number(values.number_of_codes);

  return (
    <Panel title={bulk ? "Create discounts in bulk" : "New discount"}>
      <Form form={form} id="discount-create-form" onSubmit={() => !leaving && setConfirming(true)} className="space-y-5">
        {canBulk ? (
          <SwitchField name="bulk" label="Create in Bulk" />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {bulk ? (
            <>
              <FormField name="prefix" label="Prefix" hint="Each code is the prefix, a dash and a random suffix.">
                {(control) => <UpperInput {...control} />}
              </FormField>
              <FormField name="number_of_codes" label="Number of codes">
                {(control) => <NumberInput {...control} min={1} step={1} />}
              </FormField>
            </>
          ) : (
            <FormField name="code" label="Code">
              {(control) => <UpperInput {...control} />}
            </FormField>
          )}
          <FormField name="description" label="Description" autoComplete="off" />
          <FormField name="discount_type" label="Discount type">
            {(control) => <Select {...control} value={String(control.value ?? "")} onValueChange={control.onChange} options={typeOptions} />}
          </FormField>
          <FormField name="value" label={values.discount_type === "AMOUNT" ? "Value ($)" : values.discount_type === "PERCENTAGE" ? "Value (%)" : "Value"}>
            {(control) => <NumberInput {...control} step="0.01" />}
          </FormField>
          <FormField name="limit_type" label="Limit type">
            {(control) => <Select {...control} value={String(control.value ?? "")} onValueChange={control.onChange} options={limitOptions} />}
          </FormField>
          <FormField name="limit_value" label="Limit value" hint={needsLimitValue ? undefined : "Not needed for Unlimited."}>
            {(control) => <NumberInput {...control} step={1} min={1} disabled={!needsLimitValue} />}
          </FormField>
          <FormField name="trial_value" label="Trial value" hint={split ? undefined : "Only for the subscription/trial split limit type."}>
            {(control) => <NumberInput {...control} step="0.01" disabled={!split} />}
          </FormField>
          <FormField name="exempt_from_sale_state" label="Exempt from sale state">
            {(control) => <Select {...control} value={String(control.value ?? "no")} onValueChange={control.onChange} options={yesNo} />}
          </FormField>
          <FormField name="available_start_date" label="Start date and time" hint={`Optional; 30-minute steps; ${businessTimeHint()}.`}>
            {(control) => <DateTimeInput {...control} />}
          </FormField>
          <FormField name="available_end_date" label="End date and time" hint={`Required when a start is set; ${businessTimeHint()}.`}>
            {(control) => <DateTimeInput {...control} />}
          </FormField>
        </div>
        <EligibleOrderTypes split={split} />
        <FormField name="eligible_products" label="Eligible products" hint="None chosen means every product.">
          {(control) => (
            <MultiSelect
              id={control.id}
              value={(control.value as string[]) || []}
              onChange={control.onChange}
              onBlur={control.onBlur}
              options={productCodes.map((c) => ({ value: c, label: c }))}
              aria-describedby={control["aria-describedby"]}
            />
          )}
        </FormField>
        <NativeCheckboxField name="is_active" label="Active" />
        <div className="flex justify-end gap-2">
          <SubmitButton type="submit" disabled={!valid || busy || leaving} busy={busy || leaving} reason={reason}>
            {bulk ? "Create in Bulk" : "Create"}
          </SubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming}
        title={bulk ? "Create discounts in bulk" : "Create discount"}
        message={bulk ? CONFIRM_BULK_TEXT(numberValue, prefixValue) : CONFIRM_CREATE_TEXT}
        confirmLabel="Create"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
      />
    </Panel>
  );
}

/** Codes and prefixes are upper-case: upper-cased as typed (the schema upper-cases them anyway). */
function UpperInput(control: FieldControl) {
  return <Input {...control} autoComplete="off" onChange={(e) => control.onChange(e.target.value.toUpperCase())} />;
}
