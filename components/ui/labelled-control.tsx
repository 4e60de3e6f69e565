"use client";
/**
 * What the kit's choice controls (Checkbox, Switch, RadioGroup) share:
 *   LabelledControl: a control with its label to its right (props: id: the control's; label; disabled?: a greyed label; children: the control).
 *   CONTROL_FOCUS_CLASS: their focus ring and disabled look.
 *   useTwoStateRoot(props): the Radix root props of a two-state control (Checkbox, Switch): its id (derived when
 *     absent), ref, name, checked, disabled, onBlur, aria-invalid and aria-describedby.
 *   useChoiceGroupField(name, { id, hint, disabled }): a group's (CheckboxGroup, RadioGroup) props from its <Form> field
 *     (id, value, onValueChange, onBlur, error, hint, disabled) and the field's ref.
 */
import { useId, type ReactNode } from "react";
import type { TwoStateControlProps } from "./boolean-field";
import { useFieldControl } from "./form";

export const CONTROL_FOCUS_CLASS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";

export function LabelledControl({ id, label, disabled, children }: { id: string; label: ReactNode; disabled?: boolean; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      {children}
      <label htmlFor={id} className={`text-sm ${disabled ? "text-slate-500" : "text-slate-800"}`}>
        {label}
      </label>
    </div>
  );
}

export function useTwoStateRoot({ id, ref, name, checked, disabled, invalid = false, onBlur, "aria-describedby": describedBy }: Omit<TwoStateControlProps, "label" | "onCheckedChange">) {
  const ownId = useId();
  return { id: id ?? ownId, ref, name, checked, disabled, onBlur, "aria-invalid": invalid || undefined, "aria-describedby": describedBy };
}

export function useChoiceGroupField(name: string, options: { id?: string; hint?: string; disabled?: boolean }) {
  const { field, controlId, error } = useFieldControl(name, options);
  const { ref, value, onChange, onBlur } = field;
  return { ref, props: { id: controlId, value: value as unknown, onValueChange: onChange, onBlur, error, hint: options.hint, disabled: field.disabled } };
}
