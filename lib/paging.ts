/** Paging constants and the list window's zod-free rules (lib/contract/paging.ts builds its query fields on them). */
export const SERVER_PAGE_SIZE = 10;
export const CLIENT_PAGE_SIZE = 25;
export const PAGE_BUTTONS_PER_BLOCK = 5;

/** The page buttons of the block that holds `page` (1-based), 5 per block. */
export function pageBlock(page: number, pageCount: number, perBlock = PAGE_BUTTONS_PER_BLOCK): number[] {
  if (pageCount <= 0) return [];
  const start = Math.floor((Math.min(Math.max(page, 1), pageCount) - 1) / perBlock) * perBlock + 1;
  const end = Math.min(start + perBlock - 1, pageCount);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export const pageCountOf = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/**
 * The last page of a list whose `page` lies past its end while rows still match (an old bookmark, a
 * hand-edited URL, the last row of the last page deactivated under a status filter), else null (the
 * page holds rows, or the list has none: count 0 is "No results").
 */
export const pastEndLastPage = (count: number, page: number, pageSize: number): number | null => {
  const last = pageCountOf(count, pageSize);
  return count > 0 && page > last ? last : null;
};

/** The page sizes a list offers; the first is the spec's 10. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const isPageSize = (n: number): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n);

/**
 * A calendar day written YYYY-MM-DD that exists (2025-02-30 does not; nor does year 0000, which
 * PostgreSQL refuses): the one rule of every date filter.
 */
export function isCalendarDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v.startsWith("0000")) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
