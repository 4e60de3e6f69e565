/**
 * Server lists: the paging envelope of lib/contract/paging.ts ({next, previous, count, results},
 * 10 a page or `page_size`, `page` 1-based), built with absolute next/previous links (which keep
 * every other query parameter: filters, page_size, ordering). `orderedBy` turns a validated
 * `ordering` into ORDER BY terms with the id as the tie-breaker, so pages never overlap.
 */
import { asc, desc, type AnyColumn, type SQL } from "drizzle-orm";
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

/**
 * ORDER BY of a list: `ordering` (lib/contract/paging.ts orderingField, already validated) on its
 * column of `columns`, then `id` in the same direction; without one, `fallback`.
 */
export function orderedBy<K extends string>(
  ordering: { key: K; desc: boolean } | undefined,
  columns: Record<K, AnyColumn | SQL>,
  id: AnyColumn,
  fallback: SQL[],
): SQL[] {
  if (!ordering) return fallback;
  const dir = ordering.desc ? desc : asc;
  return [dir(columns[ordering.key]), dir(id)];
}
