/**
 * The streaming CSV writer (csv-stringify): rows come in batches from an async source (e.g. the
 * database, a page at a time) and leave as a web ReadableStream of UTF-8 bytes, one batch at a
 * time and only when the reader asks for more (pull-based, high-water mark 0), so a table of any
 * size is never held in memory: at most one batch and its text. Every string cell goes through
 * `neutraliseCsvCell` (lib/csv.ts). Used by the embedded API's exports and by the BFF's own CSV
 * downloads; Node and browsers alike (csv-stringify's sync writer per batch).
 *
 *   const body = csvStream(batches, [{ key: "sku", header: "sku" }, { key: "name", header: "name" }]);
 *   return new Response(body, { headers: { "content-type": CSV_CONTENT_TYPE } });
 *
 * The header row is written first, also when there are no rows. If the source throws, the stream
 * errors (the reader sees a failed download, never a silently short file). Cancelling the stream
 * (the browser went away) ends the source (`return()` on its iterator).
 */
import { stringify } from "csv-stringify/sync";
import { neutraliseCsvCell } from "./csv";

export interface CsvColumn<R> {
  key: keyof R & string;
  header: string;
}

const CAST = {
  string: (value: string) => neutraliseCsvCell(value),
  boolean: (value: boolean) => (value ? "true" : "false"),
  date: (value: Date) => value.toISOString(),
  number: (value: number) => String(value),
  bigint: (value: bigint) => String(value),
  object: (value: object) => neutraliseCsvCell(JSON.stringify(value)),
};

/**
 * The CSV text of some rows (no header). Each row goes to csv-stringify as the array of its
 * columns' values: with object records and `columns` it looks each cell up by a lodash-style path
 * (two regular expressions a cell), a third of an export's formatting time.
 */
export function csvRows<R>(rows: readonly R[], columns: readonly CsvColumn<R>[]): string {
  if (rows.length === 0) return "";
  const keys = columns.map((c) => c.key);
  const records = rows.map((row) => keys.map((k) => row[k]));
  return stringify(records, { header: false, cast: CAST });
}

/** The header line. */
export function csvHeader<R>(columns: readonly CsvColumn<R>[]): string {
  return stringify([columns.map((c) => c.header)], { cast: CAST });
}

export function csvStream<R>(batches: AsyncIterable<readonly R[]>, columns: readonly CsvColumn<R>[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let iterator: AsyncIterator<readonly R[]> | undefined;
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(csvHeader(columns)));
          return;
        }
        iterator ??= batches[Symbol.asyncIterator]();
        // Skip empty batches without answering an empty chunk.
        for (;;) {
          const next = await iterator.next();
          if (next.done) {
            controller.close();
            return;
          }
          const text = csvRows(next.value, columns);
          if (text !== "") {
            controller.enqueue(encoder.encode(text));
            return;
          }
        }
      },
      async cancel() {
        await iterator?.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
