/**
 * The paging envelope of every server list: `{next, previous, count, results}`,
 * 10 a page, `page` 1-based. One generic schema, used by the embedded API and by the callers.
 */
import { z } from "zod";
import { intNumber, plainIntegerText } from "./bounds";

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
