"use client";
/**
 * The Create Discount form's check boxes (the active flag and the eligible order types Trial,
 * Subscription and Onetime; the subscription/trial split limit type forces trial and subscription
 * on and onetime off):
 *   <NativeCheckboxField name label disabled? />: a boolean field of the surrounding <Form> as a
 *     native <input type="checkbox"> (the form's tests read its checked and disabled properties;
 *     the kit's CheckboxField is a Radix button).
 *   <EligibleOrderTypes split />: Trial, Subscription and Onetime under one legend with the
 *     order-type rule's message (kept on order_trial); the subscription/trial split limit type
 *     locks them (the form sets trial and subscription on, one-time off).
 */
import { useId } from "react";
import { useController, useFormState } from "react-hook-form";
import { fieldDescriptionId } from "@/components/ui/field";

export function NativeCheckboxField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ name });
  const id = `field-${name}`;
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-slate-400 accent-brand-600"
        checked={Boolean(value)}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={onBlur}
        ref={ref}
      />
      {label}
    </label>
  );
}

export function EligibleOrderTypes({ split }: { split: boolean }) {
  const orderTypesId = useId();
  const { errors } = useFormState({ name: "order_trial" });
  const orderTypesError = errors.order_trial?.message as string | undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={fieldDescriptionId(orderTypesId, orderTypesError)}>
      <legend className="text-sm font-medium text-slate-700">Eligible order types</legend>
      <div className="flex flex-wrap gap-4">
        <NativeCheckboxField name="order_trial" label="Trial" disabled={split} />
        <NativeCheckboxField name="order_subscription" label="Subscription" disabled={split} />
        <NativeCheckboxField name="order_onetime" label="Onetime" disabled={split} />
      </div>
      {split ? <p className="text-xs text-slate-600">The subscription/trial split applies to trial and subscription orders.</p> : null}
      {orderTypesError ? (
        <p id={`${orderTypesId}-error`} role="alert" className="text-sm text-red-600">
          {orderTypesError}
        </p>
      ) : null}
    </fieldset>
  );
}
