"use client";
/**
 * Select: the one single-select of the app, on @radix-ui/react-select (a button with role
 * "combobox" named by its <label for=id>; arrows, Home/End, typeahead, Enter/Space, Escape).
 * The menu is capped at 12rem, as every dropdown menu is, and scrolls. The closed look (the chosen
 * option's label, or the placeholder) is in the server's HTML, so a select inside a deferred island
 * (components/ui/deferred-island.tsx) reads right before its code is there.
 * Props:
 *   id: the trigger's id (for the label; <FormField> passes it); name?: submitted with a form;
 *   value: string ("" = nothing chosen: the placeholder shows); onValueChange(value: string);
 *   options: { value: string (not ""), label: string, disabled?: boolean }[];
 *   placeholder?: string (default "Select..."); disabled?; invalid?: red border and aria-invalid;
 *   aria-describedby?; onBlur?(): when the menu closes (react-hook-form's touched state).
 * In a form: <FormField name="order_id" label="Upcoming order">{(c) => <Select {...c} onValueChange={c.onChange} options={…} />}</FormField>
 */
import * as RadixSelect from "@radix-ui/react-select";
import type { Ref } from "react";
import { DROPDOWN_MAX_HEIGHT, SELECT_PLACEHOLDER } from "@/lib/ui-constants";
import { CheckIcon, ChevronDownIcon } from "./icons";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  id: string;
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  "aria-describedby"?: string;
}

export function Select({ id, name, value, onValueChange, options, placeholder = SELECT_PLACEHOLDER, disabled, invalid = false, onBlur, ref, "aria-describedby": describedBy }: SelectProps) {
  return (
    <RadixSelect.Root
      name={name}
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
    >
      <RadixSelect.Trigger
        id={id}
        ref={ref}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`flex w-full items-center justify-between gap-2 rounded-md border bg-white px-3 py-2 text-left text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 disabled:bg-slate-100 data-[placeholder]:text-slate-600 ${
          invalid ? "border-red-500 focus:outline-red-500" : "border-slate-300 focus:outline-brand-500"
        }`}
      >
        {/* The chosen option's label as the value's text: Radix would copy it in from the (closed, not
            server-rendered) menu only in the browser, so the server's HTML (and a deferred island's
            until it is live) shows the current value too. */}
        <RadixSelect.Value placeholder={placeholder}>{options.find((o) => o.value === value)?.label}</RadixSelect.Value>
        <RadixSelect.Icon aria-hidden="true" className="text-slate-500">
          <ChevronDownIcon />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white text-sm shadow-lg"
        >
          <RadixSelect.Viewport style={{ maxHeight: DROPDOWN_MAX_HEIGHT }} className="overflow-y-auto p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="flex cursor-default select-none items-center justify-between gap-2 rounded px-2 py-1.5 text-slate-900 outline-none data-[disabled]:text-slate-400 data-[highlighted]:bg-brand-50 data-[state=checked]:font-medium"
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator aria-hidden="true"><CheckIcon size={14} /></RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
