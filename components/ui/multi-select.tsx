"use client";
/**
 * MultiSelect: choose several options, on Radix Popover + cmdk (the kit's ComboboxMenu), with the select widget's constants
 * (placeholder "Select...", "No options", "Loading...", menu max height 300 px, min
 * height 140 px, page size 5 for PageUp/PageDown).
 * The chosen values show as chips before the trigger; each chip has a remove button ("Remove
 * {label}": Enter, Space, Delete or Backspace). Chosen options leave the menu. Backspace in an empty
 * search box removes the last chip.
 * Props:
 *   id: the trigger's id (for the label; <FormField> passes it);
 *   value: string[]; onChange(values: string[]); options: { value, label, disabled? }[];
 *   searchable?: boolean (default true; false: no search box, e.g. the claim wizard's Resolution Types);
 *   loading?: boolean: the menu shows "Loading..."; placeholder?: string (default "Select...");
 *   disabled?; invalid?; aria-describedby?; onBlur?(): when the menu closes.
 * In a form: <FormField name="types" label="Select claim types">{(c) => <MultiSelect {...c} onChange={c.onChange} options={…} />}</FormField>
 */
import * as Popover from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { useRef, useState } from "react";
import { SELECT_NO_OPTIONS, SELECT_PLACEHOLDER } from "@/lib/ui-constants";
import { ComboboxMenu, ComboboxTrigger } from "./combobox-menu";
import type { SelectOption } from "./select";
import { Tooltip } from "./tooltip";
import { ChevronDownIcon, CloseIcon } from "./icons";

export interface MultiSelectProps {
  id: string;
  value: readonly string[];
  onChange: (values: string[]) => void;
  options: readonly SelectOption[];
  searchable?: boolean;
  loading?: boolean;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  onBlur?: () => void;
  "aria-describedby"?: string;
}

export function MultiSelect({
  id,
  value,
  onChange,
  options,
  searchable = true,
  loading = false,
  placeholder = SELECT_PLACEHOLDER,
  disabled = false,
  invalid = false,
  onBlur,
  "aria-describedby": describedBy,
}: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const triggerRef = useRef<HTMLButtonElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);

  // Chosen values in the order they were chosen; unknown values (options not loaded yet) show as is.
  const chosen = value.map((v) => options.find((o) => o.value === v) ?? { value: v, label: v });
  const available = options.filter((o) => !value.includes(o.value));

  const add = (v: string) => {
    onChange([...value, v]);
    setSearch("");
  };
  const removeAt = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    // Keep the keyboard in the chip row: the next chip's button, else the trigger.
    requestAnimationFrame(() => {
      const buttons = chipsRef.current?.querySelectorAll<HTMLButtonElement>("button");
      const next = buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : null;
      (next ?? triggerRef.current)?.focus();
    });
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setSearch("");
          onBlur?.();
        }
      }}
    >
      <div
        className={`flex min-h-[2.5rem] w-full flex-wrap items-center gap-1 rounded-md border bg-white px-2 py-1 text-sm shadow-sm ${
          disabled ? "bg-slate-100" : ""
        } ${invalid ? "border-red-500" : "border-slate-300"}`}
      >
        {chosen.length > 0 ? (
          <ul ref={chipsRef} className="flex flex-wrap gap-1" aria-label="Chosen">
            {chosen.map((o, index) => (
              <li key={o.value} className="inline-flex items-center gap-1 rounded bg-brand-50 py-0.5 pl-2 pr-1 text-slate-900">
                <span>{o.label}</span>
                <Tooltip content={`Remove ${o.label}`}>
                  <button
                    type="button"
                    disabled={disabled}
                    aria-label={`Remove ${o.label}`}
                    className="rounded px-1 text-slate-600 hover:bg-brand-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                    onClick={() => removeAt(index)}
                    onKeyDown={(event) => {
                      if (event.key === "Delete" || event.key === "Backspace") {
                        event.preventDefault();
                        removeAt(index);
                      }
                    }}
                  >
                    <CloseIcon size={12} />
                  </button>
                </Tooltip>
              </li>
            ))}
          </ul>
        ) : null}
        <ComboboxTrigger
          ref={triggerRef}
          id={id}
          open={open}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          className="flex min-w-[6rem] flex-1 items-center justify-between gap-2 rounded px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="text-slate-600">{chosen.length === 0 ? placeholder : ""}</span>
          <ChevronDownIcon className="text-slate-500" />
        </ComboboxTrigger>
      </div>
      <ComboboxMenu
        id={id}
        label="Options"
        minWidth="min-w-[14rem]"
        shouldFilter={searchable}
        tabIndex={-1}
        loading={loading}
        search={
          searchable
            ? {
                value: search,
                onValueChange: setSearch,
                label: "Search options",
                placeholder: "Search...",
                onKeyDown: (event) => {
                  if (event.key === "Backspace" && search === "" && value.length > 0) onChange(value.slice(0, -1));
                },
              }
            : undefined
        }
      >
        <Command.Empty className="px-2 py-1.5 text-slate-600">{SELECT_NO_OPTIONS}</Command.Empty>
        {available.map((o) => (
          <Command.Item
            key={o.value}
            value={o.value}
            keywords={[o.label]}
            disabled={o.disabled}
            onSelect={() => add(o.value)}
            className="cursor-default select-none rounded px-2 py-1.5 text-slate-900 data-[disabled=true]:text-slate-400 data-[selected=true]:bg-brand-50"
          >
            {o.label}
          </Command.Item>
        ))}
      </ComboboxMenu>
    </Popover.Root>
  );
}
