"use client";
/**
 * RadioGroup: one choice among a few, on @radix-ui/react-radio-group (arrow keys move and choose,
 * Tab leaves the group). A fieldset (role "group") named by its legend holds a radiogroup of
 * radios, each named by its label; the message (error, else hint) sits under the radios.
 * Props: legend: string (the question); value: string | null (null: none chosen);
 *   onValueChange(value: string); options: {value, label, disabled?}[]; error?; hint?; disabled?;
 *   id?; name? (submitted with a form); orientation? "horizontal" (default) | "vertical"; onBlur?; ref?.
 * RadioGroupField: a string field of a <Form>: <RadioGroupField name="answer" legend="Photos Received" options={…} />.
 */
import * as RadixRadioGroup from "@radix-ui/react-radio-group";
import { useId, type ReactNode, type Ref } from "react";
import { fieldDescriptionId, FieldMessage } from "./field";
import { CONTROL_FOCUS_CLASS, LabelledControl, useChoiceGroupField } from "./labelled-control";

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: string;
  value: string | null;
  onValueChange: (value: string) => void;
  options: readonly RadioOption[];
  error?: string;
  hint?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  orientation?: "horizontal" | "vertical";
  onBlur?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** Radios under one question: a fieldset named by its legend, the message under the radios. */
export function RadioGroup({ legend, value, onValueChange, options, error, hint, disabled, id, name, orientation = "horizontal", onBlur, ref }: RadioGroupProps) {
  const ownId = useId();
  const groupId = id ?? ownId;
  const legendId = `${groupId}-legend`;
  return (
    <fieldset className="space-y-1" aria-describedby={fieldDescriptionId(groupId, error, hint)}>
      <legend id={legendId} className="text-sm font-medium text-slate-700">
        {legend}
      </legend>
      <RadixRadioGroup.Root
        id={groupId}
        ref={ref}
        name={name}
        value={value ?? ""}
        onValueChange={onValueChange}
        disabled={disabled}
        orientation={orientation}
        onBlur={onBlur}
        aria-labelledby={legendId}
        aria-invalid={error ? true : undefined}
        className={orientation === "horizontal" ? "flex flex-wrap gap-x-4 gap-y-1" : "space-y-1"}
      >
        {options.map((o, n) => {
          const itemId = `${groupId}-${n}`;
          return (
            <LabelledControl key={o.value} id={itemId} label={o.label} disabled={disabled || o.disabled}>
              <RadixRadioGroup.Item
                id={itemId}
                value={o.value}
                disabled={o.disabled}
                className={`flex h-4 w-4 shrink-0 items-center justify-center rounded-full border bg-white ${CONTROL_FOCUS_CLASS} data-[state=checked]:border-brand-600 ${
                  error ? "border-red-500" : "border-slate-400"
                }`}
              >
                <RadixRadioGroup.Indicator className="h-2 w-2 rounded-full bg-brand-600" />
              </RadixRadioGroup.Item>
            </LabelledControl>
          );
        })}
      </RadixRadioGroup.Root>
      <FieldMessage htmlFor={groupId} error={error} hint={hint} />
    </fieldset>
  );
}

/** A string form field as a radio group (the form holds the chosen value, "" or null when none). */
export function RadioGroupField({ name, legend, options, hint, id, disabled, orientation }: Omit<RadioGroupProps, "value" | "onValueChange" | "error" | "onBlur" | "ref" | "name"> & { name: string }) {
  const { ref, props } = useChoiceGroupField(name, { id, hint, disabled });
  const { value } = props;
  return (
    <RadioGroup
      {...props}
      value={value === "" || value === null || value === undefined ? null : String(value)}
      name={name}
      ref={ref}
      legend={legend}
      options={options}
      orientation={orientation}
    />
  );
}
