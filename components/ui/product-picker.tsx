"use client";
/**
 * ProductPicker: a searchable product combobox to add a product to a list of rows, on the kit's
 * ComboboxMenu like MultiSelect (same menu constants of spec 01 §9: "Select...", "No options", "Loading...",
 * menu max height 300 px, min height 140 px, PageUp/PageDown by 5; the arrows, Enter and Escape).
 * The search matches every word typed against the name or the code ("jerky" finds the jerky snacks);
 * the options are grouped by product type (lib/orders/rules.ts productGroupsOf) and show the name,
 * the code and the price. Picking calls onPick(value) (the code unless the option has a value) and
 * closes the menu; the chosen products (`chosen`) leave the menu. The picker holds no value: the form adds a row for the pick.
 * Props:
 *   id: the trigger's id (for its <label>); products: { code, name, product_type, price, value? }[]
 *   (null: loading; `value`, default the code: the option's identity when one code may be offered
 *   twice, e.g. an order's lines for two dogs); chosen: values already in the rows; onPick(value);
 *   placeholder? (default "Select..."); disabled?; aria-describedby?.
 */
import * as Popover from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { useState } from "react";
import type { ItemKind } from "@/lib/enums";
import { formatMoney } from "@/lib/money";
import { productGroupsOf, productMatches } from "@/lib/orders/rules";
import { SELECT_NO_OPTIONS, SELECT_PLACEHOLDER } from "@/lib/ui-constants";
import { ComboboxMenu, ComboboxTrigger } from "./combobox-menu";

export interface PickerProduct {
  code: string;
  name: string;
  product_type: ItemKind;
  price: number;
  /** The option's identity, passed to onPick and matched against `chosen` (default: the code). */
  value?: string;
}

const valueOf = (p: PickerProduct) => p.value ?? p.code;

export interface ProductPickerProps {
  id: string;
  products: readonly PickerProduct[] | null;
  chosen?: readonly string[];
  onPick: (code: string) => void;
  placeholder?: string;
  disabled?: boolean;
  "aria-describedby"?: string;
}

export function ProductPicker({ id, products, chosen = [], onPick, placeholder = SELECT_PLACEHOLDER, disabled = false, "aria-describedby": describedBy }: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const available = (products ?? []).filter((p) => !chosen.includes(valueOf(p)) && productMatches(p, search));
  const groups = productGroupsOf(available);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setSearch("");
  };

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <ComboboxTrigger
        id={id}
        open={open}
        aria-describedby={describedBy}
        disabled={disabled}
        className="flex min-h-[2.5rem] w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100"
      >
        <span className="text-slate-600">{placeholder}</span>
        <span aria-hidden="true" className="text-slate-500">
          ▾
        </span>
      </ComboboxTrigger>
      <ComboboxMenu
        id={id}
        label="Products"
        ariaLabel="Products"
        minWidth="min-w-[18rem]"
        shouldFilter={false}
        loading={products === null}
        search={{ value: search, onValueChange: setSearch, label: "Search products by name or code", placeholder: "Search by name or code..." }}
      >
        {groups.length === 0 ? (
          <p className="px-2 py-1.5 text-slate-600">{SELECT_NO_OPTIONS}</p>
        ) : (
          groups.map((g) => (
            <Command.Group
              key={g.type}
              heading={g.label}
              className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:text-slate-600"
            >
              {g.products.map((p) => (
                <Command.Item
                  key={valueOf(p)}
                  value={valueOf(p)}
                  onSelect={() => {
                    onPick(valueOf(p));
                    openChange(false);
                  }}
                  className="flex cursor-default select-none items-baseline justify-between gap-3 rounded px-2 py-1.5 text-slate-900 data-[selected=true]:bg-brand-50"
                >
                  <span>
                    <span className="font-medium">{p.name}</span> <span className="text-xs text-slate-600">{p.code}</span>
                  </span>
                  <span className="tabular-nums text-slate-700">{formatMoney(p.price)}</span>
                </Command.Item>
              ))}
            </Command.Group>
          ))
        )}
      </ComboboxMenu>
    </Popover.Root>
  );
}
