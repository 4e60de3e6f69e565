"use client";
/**
 * BooleanField: a true/false field of a <Form> drawn by a two-state control (the kit's Checkbox or
 * Switch), with its message (error, else hint) under it. CheckboxField and SwitchField are this
 * with their control.
 */
import type { ComponentType, ReactNode, Ref } from "react";
import { FieldMessage } from "./field";
import { useFieldControl } from "./form";
/** The props of a two-state control with its label to its right (Checkbox and Switch). */
export interface TwoStateControlProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Derived when absent. */
  id?: string;
  name?: string;
  disabled?: boolean;
  /** aria-invalid and a red border. */
  invalid?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  "aria-describedby"?: string;
}

/** What BooleanField hands its control. */
export type BooleanControlProps = Omit<TwoStateControlProps, "id"> & { id: string };

export interface BooleanFieldProps {
  name: string;
  label: ReactNode;
  hint?: string;
  id?: string;
  disabled?: boolean;
}

export function BooleanField({ control: Control, name, label, hint, id, disabled }: BooleanFieldProps & { control: ComponentType<BooleanControlProps> }) {
  const { field, controlId, invalid, describedBy, error } = useFieldControl(name, { id, hint, disabled });
  const { ref, value, onChange, onBlur } = field;
  return (
    <div className="space-y-1">
      <Control
        id={controlId}
        name={name}
        label={label}
        checked={value === true}
        onCheckedChange={onChange}
        onBlur={onBlur}
        ref={ref}
        disabled={field.disabled}
        invalid={invalid}
        aria-describedby={describedBy}
      />
      <FieldMessage htmlFor={controlId} error={error} hint={hint} />
    </div>
  );
}
