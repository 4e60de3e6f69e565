"use client";
/**
 * Switch: an on/off toggle on @radix-ui/react-switch (a button with role "switch", named by its
 * label to its right; Space/Enter toggles it; in a <form> a hidden input submits `name`).
 * Props: label: ReactNode; checked: boolean; onCheckedChange(checked: boolean); id? (derived when
 *   absent); name?; disabled?; invalid?; aria-describedby?; onBlur?; ref?.
 * SwitchField: a boolean field of a <Form>: <SwitchField name="bulk" label="Create in Bulk" hint? />.
 */
import * as RadixSwitch from "@radix-ui/react-switch";
import { useId } from "react";
import { BooleanField, type BooleanFieldProps, type TwoStateControlProps } from "./boolean-field";

export type SwitchProps = TwoStateControlProps;

/** An on/off switch (role "switch") with its label to its right. */
export function Switch({ label, checked, onCheckedChange, id, name, disabled, invalid = false, onBlur, ref, "aria-describedby": describedBy }: SwitchProps) {
  const ownId = useId();
  const switchId = id ?? ownId;
  return (
    <div className="flex items-center gap-2">
      <RadixSwitch.Root
        id={switchId}
        ref={ref}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-600 data-[state=unchecked]:bg-slate-300 ${
          invalid ? "border-red-500" : "border-transparent"
        }`}
      >
        <RadixSwitch.Thumb className="block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-4" />
      </RadixSwitch.Root>
      <label htmlFor={switchId} className={`text-sm ${disabled ? "text-slate-500" : "text-slate-800"}`}>
        {label}
      </label>
    </div>
  );
}

/** A boolean form field as a switch, with its message under it. */
export function SwitchField(props: BooleanFieldProps) {
  return <BooleanField control={Switch} {...props} />;
}
