"use client";
/**
 * PageSizeSelect: "Rows per page" (10, 25, 50, 100: lib/contract/paging PAGE_SIZES) of a server
 * list, kept in the URL's `page_size` (10 left out) with `page` dropped, a history entry and a server
 * round trip, like the search box (lib/list-params LIST_URL_OPTIONS). DataTable's server mode shows
 * it beside the pager when `server.pageSizeChoice` is set.
 */
import { useQueryStates } from "nuqs";
import { useId } from "react";
import { LIST_URL_OPTIONS, PAGE_SIZES, parseAsPage, parseAsPageSize } from "@/lib/list-params";
import { SERVER_PAGE_SIZE } from "@/lib/paging";
import { Select } from "../select";

export const ROWS_PER_PAGE_LABEL = "Rows per page";
const OPTIONS = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));

export function PageSizeSelect() {
  const [{ page_size }, set] = useQueryStates({ page_size: parseAsPageSize, page: parseAsPage }, LIST_URL_OPTIONS);
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id}>{ROWS_PER_PAGE_LABEL}</label>
      <div className="w-20">
        <Select
          id={id}
          value={String(page_size)}
          options={OPTIONS}
          onValueChange={(v) => void set({ page_size: Number(v) === SERVER_PAGE_SIZE ? null : Number(v), page: null })}
        />
      </div>
    </div>
  );
}
