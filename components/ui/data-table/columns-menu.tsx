"use client";
/** DataTable's "Columns" menu (the `columnVisibility` prop), loaded by ./index.tsx only for a table that offers it. */
import * as Popover from "@radix-ui/react-popover";
import { CHECKBOX, COLUMNS_BUTTON } from "./styles";
import { ChevronDownIcon } from "../icons";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any column of any table
export type HideableColumn = { id: string; columnDef: { header?: unknown }; getIsVisible: () => boolean; toggleVisibility: (value?: boolean) => void; parent?: any };

/** The "Columns" menu: a checkbox per hideable leaf column (grouped columns named "Group: Column"). */
export function ColumnsMenu({ columns, label }: { columns: HideableColumn[]; label: string }) {
  const name = (c: HideableColumn): string => {
    const own = typeof c.columnDef.header === "string" ? c.columnDef.header : c.id;
    const group = c.parent && typeof c.parent.columnDef?.header === "string" ? c.parent.columnDef.header : null;
    return group ? `${group}: ${own}` : own;
  };
  const visible = columns.filter((c) => c.getIsVisible()).length;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          className={COLUMNS_BUTTON}
        >
          Columns ({visible} of {columns.length})<ChevronDownIcon />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={4} className="z-50 max-h-[24rem] w-72 overflow-y-auto rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg">
          <fieldset>
            <legend className="mb-1 px-1 font-semibold text-slate-800">{label}</legend>
            {columns.map((c) => (
              <label key={c.id} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-slate-50">
                <input type="checkbox" className={CHECKBOX} checked={c.getIsVisible()} onChange={(e) => c.toggleVisibility(e.target.checked)} />
                <span>{name(c)}</span>
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
