/**
 * The paging envelope of every server list: `{next, previous, count, results}`,
 * 10 a page, `page` 1-based. One generic schema, used by the embedded API and by the callers.
 */
import { z } from "zod";
import { intNumber, plainIntegerText } from "./bounds";
import { safeString } from "./strings";
import { isCalendarDay, isPageSize, PAGE_SIZES } from "../paging";
import { DAY_RANGE_ORDER_MESSAGE, reversedDayRanges } from "../day-range";

/** The envelope of a list of `item`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    next: z.string().nullable(),
    previous: z.string().nullable(),
    count: z.number().int().min(0),
    results: z.array(item),
  });

export type Page<T> = { next: string | null; previous: string | null; count: number; results: T[] };

export const INVALID_PAGE_MESSAGE = "Invalid page.";

/** `?page=`: a positive integer in plain decimal digits ("0x10", " 3 " refused), 1 when absent or blank. */
export const pageField = z.preprocess(plainIntegerText, intNumber({ min: 1, minMessage: INVALID_PAGE_MESSAGE }).default(1));
export const pageQuerySchema = z.object({ page: pageField });

/** An empty page (a page past the end shown as no results). */
export const emptyPage = <T>(): Page<T> => ({ next: null, previous: null, count: 0, results: [] });

/** Whether a response schema is a paging envelope (pageSchema): its `next`/`previous` links are the upstream's addresses. */
export function isPageSchema(schema: z.ZodType | undefined): boolean {
  if (!(schema instanceof z.ZodObject)) return false;
  const shape = schema.shape as Record<string, unknown>;
  return "next" in shape && "previous" in shape && "results" in shape && "count" in shape;
}

// ───────────────────────── List extensions (issue 22) ─────────────────────────
// Optional parameters beyond the upstream's `page`/`search` (docs/backend.md "Lists at scale"): a
// client that sends none gets the spec's list (10 a page, the list's default order).

// The page sizes and the calendar-day rule are zod-free (lib/paging.ts), so the client's list kit reads them without zod.
export { PAGE_SIZES, isPageSize, isCalendarDay, type PageSize } from "../paging";
export const INVALID_PAGE_SIZE_MESSAGE = `Choose a page size of ${PAGE_SIZES.slice(0, -1).join(", ")} or ${PAGE_SIZES.at(-1)}.`;

/** `?page_size=`: one of PAGE_SIZES; absent → the server's 10. */
export const pageSizeField = z
  .preprocess(plainIntegerText, intNumber({ min: 1, message: INVALID_PAGE_SIZE_MESSAGE, minMessage: INVALID_PAGE_SIZE_MESSAGE }).optional())
  .refine((n) => n === undefined || isPageSize(n), INVALID_PAGE_SIZE_MESSAGE);

export const invalidOrderingMessage = (keys: readonly string[]) => `Sort by one of: ${keys.join(", ")} (prefix "-" for descending).`;

/** `?ordering=key` or `-key` (Django REST framework's spelling), `key` one of `keys`; absent → the list's default order. */
export const orderingField = <const K extends string>(keys: readonly K[]) =>
  safeString()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const desc = v.startsWith("-");
      const key = (desc ? v.slice(1) : v) as K;
      if (!keys.includes(key)) {
        ctx.addIssue({ code: "custom", message: invalidOrderingMessage(keys) });
        return z.NEVER;
      }
      return { key, desc };
    });
export type Ordering<K extends string> = { key: K; desc: boolean };

/**
 * `ordering` of a list that sorts by `keys`: its list call's and its export's (the CSV of "Export
 * this view" in the order the list shows, the same keys and the same default order).
 */
export const listOrderShape = <const K extends string>(keys: readonly K[]) => ({ ordering: orderingField(keys) });

/** page, page_size and ordering of a list that sorts by `keys`. */
export const listWindowShape = <const K extends string>(keys: readonly K[]) => ({ page: pageField, page_size: pageSizeField, ...listOrderShape(keys) });

export const INVALID_DATE_MESSAGE = "Enter a date as YYYY-MM-DD.";

/**
 * A query's ranges of days in order (lib/day-range.ts: `x_from` on or before `x_to`): a range given
 * backwards is a 400 on its "to" with the rule's sentence. `schema.superRefine(dayRangesInOrder)`.
 */
export function dayRangesInOrder(query: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const range of reversedDayRanges(query)) ctx.addIssue({ code: "custom", path: [range.to], message: DAY_RANGE_ORDER_MESSAGE });
}
/** A calendar day `YYYY-MM-DD` (a list filter; the API reads it in the business time zone). Blank → absent. */
export const dayField = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.string().refine(isCalendarDay, INVALID_DATE_MESSAGE).optional(),
);
