/**
 * Server lists: the paging envelope of lib/contract/paging.ts ({next, previous, count, results},
 * 10 a page or `page_size`, `page` 1-based), built with absolute next/previous links (which keep
 * every other query parameter: filters, page_size, ordering). A list's order (a validated
 * `ordering` or its default, the id as the tie-breaker, so pages never overlap) is its
 * `listOrder` (./list-order.ts), shared with its export.
 */
import type { Context } from "hono";
import type { Page } from "../../../lib/contract/paging";
import { pageCountOf, SERVER_PAGE_SIZE } from "../../../lib/paging";

export type { Page };

/** LIMIT/OFFSET of a (validated) 1-based page of `pageSize` rows (the optional `page_size` extension; default 10). */
export function pageWindow(page: number, pageSize: number = SERVER_PAGE_SIZE) {
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

function pageUrl(c: Context, page: number): string {
  const url = new URL(c.req.url);
  if (page <= 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  return url.toString();
}

export function pageOf<T>(c: Context, page: number, count: number, results: T[], pageSize: number = SERVER_PAGE_SIZE): Page<T> {
  const last = pageCountOf(count, pageSize);
  return {
    next: page < last ? pageUrl(c, page + 1) : null,
    previous: page > 1 ? pageUrl(c, Math.min(page - 1, last)) : null,
    count,
    results,
  };
}
