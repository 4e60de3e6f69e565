/** Paging constants. */
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
