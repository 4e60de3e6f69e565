/**
 * The embedded API's CSV exports:
 * rows read from the database in keyset batches in the list's order (`WHERE (sort, id) > last
 * ORDER BY sort, id LIMIT n`, ./list-order.ts; each batch only when the client has read the previous one) and written with lib/csv-stream.ts, so an export
 * never holds the table in memory, whatever its size. The handler returns `csvAnswer(...)`
 * (a `Response`; register() sends it as it is; the descriptor's response is
 * lib/contract/streamed.ts `streamedAnswerSchema`).
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { CSV_CONTENT_TYPE } from "../../../lib/csv";
import { csvStream, type CsvColumn } from "../../../lib/csv-stream";

/** Rows per database read of an export. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Batches of rows in key order: `fetchBatch(after, limit)` answers up to `limit` rows that come
 * after the key `after` (null: from the start), in that order (a list's order: ./list-order.ts
 * `sortKeyOf`). Stops at the first short batch.
 */
export async function* keysetBatches<R, K>(
  fetchBatch: (after: K | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<R[]> {
  let after: K | null = null;
  for (;;) {
    const rows = await fetchBatch(after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/**
 * The streamed CSV answer of an export, once its first batch has been read: a first read that fails
 * (the database) is the handler's error answer, not a 200 whose file breaks after its header line (a
 * download the BFF would already have recorded in the audit log as served). A later batch that fails
 * still errors the stream (the browser sees a failed download, never a short file: lib/csv-stream.ts).
 */
export async function csvAnswer<R>(batches: AsyncIterable<readonly R[]>, columns: readonly CsvColumn<R>[]): Promise<Response> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return new Response(csvStream(resumed(first, iterator), columns), { status: 200, headers: { "content-type": CSV_CONTENT_TYPE } });
}

/** The batches again, starting with the one already read; ending the stream early (a cancelled download) ends the source. */
function resumed<T>(first: IteratorResult<T>, rest: AsyncIterator<T>): AsyncIterable<T> {
  let held: IteratorResult<T> | null = first;
  const iterator: AsyncIterator<T> = {
    next: async () => {
      const answer = held ?? (await rest.next());
      held = null;
      return answer;
    },
    return: async () => {
      held = null;
      await rest.return?.();
      return { done: true, value: undefined };
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}

/** A text-array column as one CSV cell: its values joined by "; " (e.g. a user's groups). */
export const listCell = (column: AnyColumn): SQL<string> => sql<string>`array_to_string(${column}, '; ')`;
