"use client";
/**
 * Checkboxes on @radix-ui/react-checkbox (a button with role "checkbox"; Space toggles it; in a
 * <form> a hidden input submits `name`).
 *   Checkbox: one box with its label to its right. Props: label: ReactNode; checked: boolean;
 *     onCheckedChange(checked: boolean); id? (derived when absent); name?; value?; disabled?;
 *     invalid? (aria-invalid); aria-describedby?; onBlur?; ref?.
 *   CheckboxField: a boolean field of a <Form>: <CheckboxField name="active" label="Active" hint? />;
 *     its message (error, else hint) under the box.
 *   CheckboxGroup: several boxes under one question (a fieldset whose legend names the group) for
 *     a string[] value. Props: legend; value: readonly string[]; onValueChange(values: string[])
 *     (kept in the options' order); options: {value, label, disabled?}[]; error?; hint?; disabled?.
 *   CheckboxGroupField: a string[] field of a <Form>: <CheckboxGroupField name="symptoms" legend="Symptoms" options={…} />.
 */
import * as RadixCheckbox from "@radix-ui/react-checkbox";
import { useId, type ReactNode } from "react";
import { BooleanField, type BooleanFieldProps, type TwoStateControlProps } from "./boolean-field";
import { fieldDescriptionId, FieldMessage } from "./field";
import { CheckIcon } from "./icons";
import { CONTROL_FOCUS_CLASS, LabelledControl, useChoiceGroupField, useTwoStateRoot } from "./labelled-control";

export interface CheckboxProps extends TwoStateControlProps {
  value?: string;
}

/** One checkbox with its label to its right (a Radix checkbox: role "checkbox", named by the label). */
export function Checkbox({ label, onCheckedChange, value, ...control }: CheckboxProps) {
  const root = useTwoStateRoot(control);
  return (
    <LabelledControl id={root.id} label={label} disabled={control.disabled}>
      <RadixCheckbox.Root
        {...root}
        value={value}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border bg-white text-white ${CONTROL_FOCUS_CLASS} data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 ${
          control.invalid ? "border-red-500" : "border-slate-400"
        }`}
      >
        <RadixCheckbox.Indicator aria-hidden="true" className="leading-none">
          <CheckIcon size={12} strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
    </LabelledControl>
  );
}

/** A boolean form field as a checkbox, with its message under it. */
export function CheckboxField(props: BooleanFieldProps) {
  return <BooleanField control={Checkbox} {...props} />;
}

export interface CheckboxGroupProps {
  legend: string;
  value: readonly string[];
  onValueChange: (values: string[]) => void;
  options: readonly { value: string; label: ReactNode; disabled?: boolean }[];
  error?: string;
  hint?: string;
  disabled?: boolean;
  id?: string;
  onBlur?: () => void;
  className?: string;
}

/** Checkboxes under one question: a fieldset (role "group") named by its legend, the message under the boxes. */
export function CheckboxGroup({ legend, value, onValueChange, options, error, hint, disabled, id, onBlur, className = "flex flex-wrap gap-x-4 gap-y-1" }: CheckboxGroupProps) {
  const ownId = useId();
  const groupId = id ?? ownId;
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onValueChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset id={groupId} className="space-y-1" aria-describedby={fieldDescriptionId(groupId, error, hint)}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className={className}>
        {options.map((o, n) => (
          <Checkbox
            key={o.value}
            id={`${groupId}-${n}`}
            label={o.label}
            checked={value.includes(o.value)}
            onCheckedChange={(checked) => toggle(o.value, checked)}
            onBlur={onBlur}
            disabled={disabled || o.disabled}
          />
        ))}
      </div>
      <FieldMessage htmlFor={groupId} error={error} hint={hint} />
    </fieldset>
  );
}

/** A string[] form field as a group of checkboxes. */
export function CheckboxGroupField({ name, legend, options, hint, id, disabled, className }: Omit<CheckboxGroupProps, "value" | "onValueChange" | "error" | "onBlur"> & { name: string }) {
  const { props } = useChoiceGroupField(name, { id, hint, disabled });
  return <CheckboxGroup {...props} value={Array.isArray(props.value) ? props.value : []} legend={legend} options={options} className={className} />;
}
