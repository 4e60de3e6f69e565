/** DataTable's class names, shared by its parts. */
export const CHECKBOX = "size-4 rounded border-slate-400 accent-brand-600";
export const FILTER_INPUT =
  "block w-full min-w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-normal text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-500";
/** The Columns menu's button (./columns-menu.tsx). */
export const COLUMNS_BUTTON =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600";
