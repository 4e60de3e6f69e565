"use client";
/**
 * The parts the kit's cmdk comboboxes (MultiSelect, ProductPicker) share, on Radix Popover + cmdk:
 *   ComboboxTrigger: the Popover trigger, a button with role "combobox" that controls the menu
 *     (`${id}-menu`). Props: id; open; a <button>'s (className, disabled, ref, aria-…); children.
 *   ComboboxMenu: the menu in a Popover portal: the search box (when `search` is given; focused on
 *     open, else the menu itself so the arrows work at once), PageUp/PageDown moving the highlight
 *     by SELECT_PAGE_SIZE (cmdk handles the arrows, Enter and Escape), the list between
 *     SELECT_MENU_MIN_HEIGHT_PX and SELECT_MENU_MAX_HEIGHT_PX high showing "Loading..." while
 *     `loading`, else `children` (the options).
 *     Props: id (the trigger's); label (the menu's and the list's name); ariaLabel? (the popover's);
 *     minWidth (a Tailwind min-w class); shouldFilter; tabIndex?; loading; search?: { value,
 *     onValueChange, label, placeholder, onKeyDown? }; children.
 */
import * as Popover from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { useState, type ComponentProps, type KeyboardEvent, type ReactNode } from "react";
import { SELECT_LOADING, SELECT_MENU_MAX_HEIGHT_PX, SELECT_MENU_MIN_HEIGHT_PX, SELECT_PAGE_SIZE } from "@/lib/ui-constants";

/** PageUp / PageDown: the option SELECT_PAGE_SIZE before / after the highlighted one (cmdk handles the arrows). */
function pageTarget(event: KeyboardEvent<HTMLElement>, active: string): string | null {
  if (event.key !== "PageDown" && event.key !== "PageUp") return null;
  const root = event.currentTarget;
  const items = Array.from(root.querySelectorAll<HTMLElement>("[cmdk-item]:not([aria-disabled=true])"));
  if (items.length === 0) return null;
  const current = Math.max(0, items.findIndex((item) => item.getAttribute("data-value") === active));
  const next = Math.min(items.length - 1, Math.max(0, current + (event.key === "PageDown" ? SELECT_PAGE_SIZE : -SELECT_PAGE_SIZE)));
  return items[next]!.getAttribute("data-value");
}

const menuIdOf = (id: string) => `${id}-menu`;

export function ComboboxTrigger({ id, open, children, ...button }: Omit<ComponentProps<"button">, "id" | "type" | "role"> & { id: string; open: boolean }) {
  return (
    <Popover.Trigger asChild>
      <button
        id={id}
        type="button"
        role="combobox"
        aria-expanded={open}
        aria-controls={menuIdOf(id)}
        aria-haspopup="listbox"
        {...button}
        onKeyDown={(event) => {
          button.onKeyDown?.(event);
          // The combobox pattern's keys: the arrows open the menu too, as Enter and Space do (and as the kit's Select does).
          if (!event.defaultPrevented && !open && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
            event.preventDefault();
            event.currentTarget.click();
          }
        }}
      >
        {children}
      </button>
    </Popover.Trigger>
  );
}

export interface ComboboxMenuProps {
  id: string;
  label: string;
  ariaLabel?: string;
  minWidth: string;
  shouldFilter: boolean;
  tabIndex?: number;
  loading: boolean;
  search?: { value: string; onValueChange: (value: string) => void; label: string; placeholder: string; onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void };
  children: ReactNode;
}

export function ComboboxMenu({ id, label, ariaLabel, minWidth, shouldFilter, tabIndex, loading, search, children }: ComboboxMenuProps) {
  // The highlighted option (cmdk's value), held here so PageUp/PageDown can move it.
  const [active, setActive] = useState("");
  return (
    <Popover.Portal>
      <Popover.Content
        align="start"
        sideOffset={4}
        aria-label={ariaLabel}
        className={`z-50 w-[var(--radix-popover-trigger-width)] ${minWidth} rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg`}
        onOpenAutoFocus={(event) => {
          // Focus the search box, or (no search box) the menu itself so the arrows work at once.
          event.preventDefault();
          const content = event.currentTarget as HTMLElement;
          (content.querySelector<HTMLElement>("[cmdk-input]") ?? content.querySelector<HTMLElement>("[cmdk-root]"))?.focus();
        }}
      >
        <Command
          id={menuIdOf(id)}
          shouldFilter={shouldFilter}
          loop
          tabIndex={tabIndex}
          value={active}
          onValueChange={setActive}
          onKeyDown={(event) => {
            const target = pageTarget(event, active);
            if (target === null) return;
            event.preventDefault();
            setActive(target);
          }}
          className="outline-none"
          label={label}
        >
          {search ? (
            <Command.Input
              value={search.value}
              onValueChange={search.onValueChange}
              aria-label={search.label}
              placeholder={search.placeholder}
              onKeyDown={search.onKeyDown}
              className="mb-1 block w-full rounded border border-slate-300 px-2 py-1.5 text-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-500"
            />
          ) : null}
          <Command.List label={label} style={{ maxHeight: SELECT_MENU_MAX_HEIGHT_PX, minHeight: SELECT_MENU_MIN_HEIGHT_PX }} className="overflow-y-auto">
            {loading ? (
              <Command.Loading label={SELECT_LOADING}>
                <p className="px-2 py-1.5 text-slate-600">{SELECT_LOADING}</p>
              </Command.Loading>
            ) : (
              children
            )}
          </Command.List>
        </Command>
      </Popover.Content>
    </Popover.Portal>
  );
}
