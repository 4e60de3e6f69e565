"use client";
/**
 * useUrlPage(key): a client table's page kept in the URL's `key` query parameter (lib/list-params
 * parseAsPage: 1-based, bad input reads as 1, page 1 left out), for DataTable's `paging` prop:
 *
 *   const paging = useUrlPage("pastPage");
 *   <DataTable … paging={paging} />
 *
 * The URL is replaced, not pushed (paging through a table is not a step Back should walk through),
 * shallow (the rows are already on the client) and without scrolling; so Back from a row's page
 * returns to the page of the table the agent left. Needs nuqs's adapter (app/layout.tsx).
 *
 * With `sizeChoice` (the URL key of its rows per page and the default), the table also offers
 * "Rows per page" (./page-size.tsx) beside its pager, kept in the URL the same way:
 *
 *   const paging = useUrlPage("pastPage", { sizeKey: "pastPageSize", defaultSize: 25 });
 *   <DataTable … pageSize={paging.pageSize} paging={paging} />
 */
import { useQueryStates } from "nuqs";
import { parseAsPage, parseAsPageSize } from "@/lib/list-params";
import type { PageSizeKeys } from "./page-size";

/** How a client table's URL state changes: replaced, shallow, no scrolling. */
export const URL_TABLE_OPTIONS = { history: "replace", scroll: false, shallow: true } as const;

export interface UrlPaging {
  page: number;
  onPageChange: (page: number) => void;
  /** The URL's rows per page (with `sizeChoice`). */
  pageSize?: number;
  /** "Rows per page" beside the pager. */
  sizeChoice?: PageSizeKeys;
}

export function useUrlPage(key: string, sizeChoice?: { sizeKey: string; defaultSize: number }): UrlPaging {
  const sizeKey = sizeChoice?.sizeKey ?? `${key}Size`;
  const [{ page, size }, set] = useQueryStates(
    { page: parseAsPage, size: parseAsPageSize.withDefault(sizeChoice?.defaultSize ?? 0) },
    { ...URL_TABLE_OPTIONS, urlKeys: { page: key, size: sizeKey } },
  );
  return {
    page,
    onPageChange: (next: number) => void set({ page: next <= 1 ? null : next }),
    ...(sizeChoice ? { pageSize: size, sizeChoice: { sizeKey, pageKey: key, defaultSize: sizeChoice.defaultSize, urlOptions: URL_TABLE_OPTIONS } } : {}),
  };
}
