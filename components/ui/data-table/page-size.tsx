"use client";
/**
 * PageSizeSelect: "Rows per page" (10, 25, 50, 100: lib/contract/paging PAGE_SIZES) showing `size`
 * and handing the agent's choice to `onSizeChange`. DataTable shows it beside the pager:
 *
 * - a client table whose page is in the URL (`paging.sizeChoice`, ./url-page.ts): the size comes
 *   from the table's `paging` (the caller's one read of the URL, issue 23: no read of its own), the
 *   choice goes to `paging.sizeChoice.onSizeChange` (the size under the table's own key, its default
 *   left out, the page dropped, shallow);
 * - a server list (`server.pageSizeChoice`): <ListPageSizeSelect>, kept in the URL's `page_size`
 *   (10 left out) with `page` dropped, a history entry and a server round trip, like the search box
 *   (lib/list-params LIST_URL_OPTIONS).
 */
import { useQueryStates } from "nuqs";
import { useId } from "react";
import { LIST_URL_OPTIONS, PAGE_SIZES, parseAsPage, parseAsPageSize } from "@/lib/list-params";
import { SERVER_PAGE_SIZE } from "@/lib/paging";
import { Select } from "../select";

export const ROWS_PER_PAGE_LABEL = "Rows per page";
const OPTIONS = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));

export function PageSizeSelect({ size, onSizeChange }: { size: number; onSizeChange: (size: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id}>{ROWS_PER_PAGE_LABEL}</label>
      <div className="w-20">
        <Select id={id} value={String(size)} options={OPTIONS} onValueChange={(v) => onSizeChange(Number(v))} />
      </div>
    </div>
  );
}

/** A server list's "Rows per page": the URL's `page_size` (10 left out), `page` dropped. */
export function ListPageSizeSelect() {
  const [{ page_size }, set] = useQueryStates({ page_size: parseAsPageSize.withDefault(SERVER_PAGE_SIZE), page: parseAsPage }, LIST_URL_OPTIONS);
  return <PageSizeSelect size={page_size} onSizeChange={(next) => void set({ page_size: next === SERVER_PAGE_SIZE ? null : next, page: null })} />;
}
