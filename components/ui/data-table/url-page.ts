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
 */
import { useQueryState } from "nuqs";
import { parseAsPage } from "@/lib/list-params";

const URL_PAGE = parseAsPage.withOptions({ history: "replace", scroll: false, shallow: true });

export function useUrlPage(key: string): { page: number; onPageChange: (page: number) => void } {
  const [page, setPage] = useQueryState(key, URL_PAGE);
  return { page, onPageChange: (next: number) => void setPage(next <= 1 ? null : next) };
}
