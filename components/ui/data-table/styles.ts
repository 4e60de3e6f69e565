/** DataTable's class names, shared by its parts. */
export const CHECKBOX = "size-4 rounded border-slate-400 accent-brand-600";
export const FILTER_INPUT =
  "block w-full min-w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-normal text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-500";
