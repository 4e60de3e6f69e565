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

/** The streamed CSV answer of an export. */
export function csvAnswer<R>(batches: AsyncIterable<readonly R[]>, columns: readonly CsvColumn<R>[]): Response {
  return new Response(csvStream(batches, columns), { status: 200, headers: { "content-type": CSV_CONTENT_TYPE } });
}

/** A text-array column as one CSV cell: its values joined by "; " (e.g. a user's groups). */
export const listCell = (column: AnyColumn): SQL<string> => sql<string>`array_to_string(${column}, '; ')`;
