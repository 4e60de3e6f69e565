/** Server lists: {next, previous, count, results}, 10 a page, `page` 1-based (00-decisions §3). */
import type { Context } from "hono";
import { z } from "zod";
import { pageCountOf, SERVER_PAGE_SIZE } from "../../../lib/paging";
import { parseWith } from "./validate";

export interface Page<T> {
  next: string | null;
  previous: string | null;
  count: number;
  results: T[];
}

const pageQuery = z.object({ page: z.coerce.number().int("A valid integer is required.").min(1, "Invalid page.").default(1) });

export function pageParams(c: Context) {
  const { page } = parseWith(pageQuery, { page: c.req.query("page") || undefined });
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
