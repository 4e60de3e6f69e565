"use client";
/**
 * BooleanField: a true/false field of a <Form> drawn by a two-state control (the kit's Checkbox or
 * Switch), with its message (error, else hint) under it. CheckboxField and SwitchField are this
 * with their control.
 */
import type { ComponentType, ReactNode } from "react";
import { FieldMessage } from "./field";
import { useFieldControl } from "./form";
import type { SwitchProps } from "./switch";

/** What a two-state control takes (Checkbox and Switch both do). */
export type BooleanControlProps = Omit<SwitchProps, "id"> & { id: string };

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
