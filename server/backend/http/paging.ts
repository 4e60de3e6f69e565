/**
 * Server lists: the paging envelope of lib/contract/paging.ts ({next, previous, count, results},
 * 10 a page, `page` 1-based), built with absolute next/previous links.
 */
import type { Context } from "hono";
import type { Page } from "../../../lib/contract/paging";
import { pageCountOf, SERVER_PAGE_SIZE } from "../../../lib/paging";

export type { Page };

/** LIMIT/OFFSET of a (validated) 1-based page. */
export function pageWindow(page: number) {
  return { page, limit: SERVER_PAGE_SIZE, offset: (page - 1) * SERVER_PAGE_SIZE };
}

function pageUrl(c: Context, page: number): string {
  const url = new URL(c.req.url);
  if (page <= 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  return url.toString();
}

export function pageOf<T>(c: Context, page: number, count: number, results: T[]): Page<T> {
  const last = pageCountOf(count, SERVER_PAGE_SIZE);
  return {
    next: page < last ? pageUrl(c, page + 1) : null,
    previous: page > 1 ? pageUrl(c, Math.min(page - 1, last)) : null,
    count,
    results,
  };
}
