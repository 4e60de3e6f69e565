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
 * "Rows per page" (./page-size.tsx) beside its pager, its size read in the same one read of the URL
 * and the choice kept in the URL the same way (the default left out, the page dropped):
 *
 *   const paging = useUrlPage("pastPage", { sizeKey: "pastPageSize", defaultSize: 25 });
 *   <DataTable … paging={paging} />
 */
import { useQueryStates } from "nuqs";
import { parseAsPage, parseAsPageSize } from "@/lib/list-params";

/** How a client table's URL state changes: replaced, shallow, no scrolling. */
export const URL_TABLE_OPTIONS = { history: "replace", scroll: false, shallow: true } as const;

export interface UrlPaging {
  page: number;
  onPageChange: (page: number) => void;
  /** The URL's rows per page (with `sizeChoice`); the table's page size. */
  pageSize?: number;
  /** "Rows per page" beside the pager: the size left out of the URL, and the step that keeps the agent's choice (and drops the page). */
  sizeChoice?: { defaultSize: number; onSizeChange: (size: number) => void };
}

export function useUrlPage(key: string, sizeChoice?: { sizeKey: string; defaultSize: number }): UrlPaging {
  const [{ page, size }, set] = useQueryStates(
    { page: parseAsPage, size: parseAsPageSize.withDefault(sizeChoice?.defaultSize ?? 0) },
    { ...URL_TABLE_OPTIONS, urlKeys: { page: key, size: sizeChoice?.sizeKey ?? `${key}Size` } },
  );
  return {
    page,
    onPageChange: (next: number) => void set({ page: next <= 1 ? null : next }),
    ...(sizeChoice
      ? {
          pageSize: size,
          sizeChoice: {
            defaultSize: sizeChoice.defaultSize,
            onSizeChange: (next: number) => void set({ size: next === sizeChoice.defaultSize ? null : next, page: null }),
          },
        }
      : {}),
  };
}
