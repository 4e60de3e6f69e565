/** DataTable's class names, shared by its parts (and, for the table itself, by SimpleTable: ../simple-table.tsx). */
/**
 * The table's frame, the table, its head and its body: one look for DataTable and SimpleTable, so a
 * small static table and a list read as one product. The look of the cells and of a shown caption
 * is the table's class `data-table` (./data-table.css).
 */
export const TABLE_FRAME = "overflow-x-auto rounded-lg border border-slate-200 bg-white";
export const TABLE = "data-table min-w-full divide-y divide-slate-200 text-sm";
export const TABLE_HEAD = "bg-slate-50";
export const TABLE_BODY = "divide-y divide-slate-100";
export const CHECKBOX = "size-4 rounded border-slate-400 accent-brand-600";
export const FILTER_INPUT =
  "block w-full min-w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-normal text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-500";
/** The Columns menu's button (./columns-menu.tsx). */
export const COLUMNS_BUTTON =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600";
/** A body cell of an identifier column (`meta: { identifier: true }`, ./columns.ts DataTableColumnMeta): on one line. */
export const IDENTIFIER_CELL = "whitespace-nowrap";
