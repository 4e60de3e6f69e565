"use client";
/**
 * Switch: an on/off toggle on @radix-ui/react-switch (a button with role "switch", named by its
 * label to its right; Space/Enter toggles it; in a <form> a hidden input submits `name`).
 * Props: label: ReactNode; checked: boolean; onCheckedChange(checked: boolean); id? (derived when
 *   absent); name?; disabled?; invalid?; aria-describedby?; onBlur?; ref?.
 * SwitchField: a boolean field of a <Form>: <SwitchField name="bulk" label="Create in Bulk" hint? />.
 */
import * as RadixSwitch from "@radix-ui/react-switch";
import { BooleanField, type BooleanFieldProps, type TwoStateControlProps } from "./boolean-field";
import { CONTROL_FOCUS_CLASS, LabelledControl, useTwoStateRoot } from "./labelled-control";

export type SwitchProps = TwoStateControlProps;

/** An on/off switch (role "switch") with its label to its right. */
export function Switch({ label, onCheckedChange, ...control }: SwitchProps) {
  const root = useTwoStateRoot(control);
  return (
    <LabelledControl id={root.id} label={label} disabled={control.disabled}>
      <RadixSwitch.Root
        {...root}
        onCheckedChange={onCheckedChange}
        className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors ${CONTROL_FOCUS_CLASS} data-[state=checked]:bg-brand-600 data-[state=unchecked]:bg-slate-300 ${
          control.invalid ? "border-red-500" : "border-transparent"
        }`}
      >
        <RadixSwitch.Thumb className="block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-4" />
      </RadixSwitch.Root>
    </LabelledControl>
  );
}

/** A boolean form field as a switch, with its message under it. */
export function SwitchField(props: BooleanFieldProps) {
  return <BooleanField control={Switch} {...props} />;
}
