/**
 * The one width of the signed-in shell's content column, shared by the header's row
 * (components/shell/app-header.tsx) and <main> (app/(app)/layout.tsx) so both start and end at the
 * same x: 80rem (max-w-7xl), and 120rem when the page marks itself wide (`{...WIDE_PAGE}` on an
 * element of the page: the customer page, and the list pages of wide tables, ListPage's `wide`:
 * Manage Discounts, the UnKibble and Fresh product information) — the header widens with it. Needs
 * the `group/shell` class on an element holding both (the layout's outer <div>).
 */
export const SHELL_GROUP = "group/shell";
export const SHELL_COLUMN = "mx-auto w-full max-w-7xl px-4 group-has-[[data-page-width=wide]]/shell:max-w-[120rem]";
/** The attribute a page spreads on one of its elements to take the wide column (SHELL_COLUMN's selector). */
export const WIDE_PAGE = { "data-page-width": "wide" } as const;
