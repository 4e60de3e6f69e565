"use client";
/**
 * PageSizeSelect: "Rows per page" (10, 25, 50, 100: lib/contract/paging PAGE_SIZES) of a server
 * list, kept in the URL's `page_size` (10 left out) with `page` dropped, a history entry and a server
 * round trip, like the search box (lib/list-params LIST_URL_OPTIONS). DataTable's server mode shows
 * it beside the pager when `server.pageSizeChoice` is set; a client table whose page is in the URL
 * (`paging.sizeChoice`, ./url-page.ts) under its own keys, default and URL options (shallow).
 */
import { useQueryStates } from "nuqs";
import { useId } from "react";
import { LIST_URL_OPTIONS, PAGE_SIZES, parseAsPage, parseAsPageSize } from "@/lib/list-params";
import { SERVER_PAGE_SIZE } from "@/lib/paging";
import { Select } from "../select";

export const ROWS_PER_PAGE_LABEL = "Rows per page";
const OPTIONS = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));

/** Where a table keeps its rows per page: the URL keys of the size and of the page, the size left out of the URL, and how the URL changes. */
export interface PageSizeKeys {
  sizeKey: string;
  pageKey: string;
  defaultSize: number;
  urlOptions: { history: "push" | "replace"; shallow: boolean; scroll: boolean };
}
/** A list screen's: `page_size` and `page`, 10 left out, a history entry and a server round trip. */
export const LIST_PAGE_SIZE: PageSizeKeys = { sizeKey: "page_size", pageKey: "page", defaultSize: SERVER_PAGE_SIZE, urlOptions: LIST_URL_OPTIONS };

export function PageSizeSelect({ keys = LIST_PAGE_SIZE }: { keys?: PageSizeKeys }) {
  const [{ page_size }, set] = useQueryStates(
    { page_size: parseAsPageSize.withDefault(keys.defaultSize), page: parseAsPage },
    { ...keys.urlOptions, urlKeys: { page_size: keys.sizeKey, page: keys.pageKey } },
  );
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id}>{ROWS_PER_PAGE_LABEL}</label>
      <div className="w-20">
        <Select
          id={id}
          value={String(page_size)}
          options={OPTIONS}
          onValueChange={(v) => void set({ page_size: Number(v) === keys.defaultSize ? null : Number(v), page: null })}
        />
      </div>
    </div>
  );
}
