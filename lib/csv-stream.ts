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
 * The file starts with the UTF-8 byte-order mark (lib/csv.ts `CSV_BOM`, so Excel reads it as UTF-8),
 * then the header row, also when there are no rows. If the source throws, the stream
 * errors (the reader sees a failed download, never a silently short file). Cancelling the stream
 * (the browser went away) ends the source (`return()` on its iterator).
 */
import { stringify } from "csv-stringify/sync";
import { CSV_BOM, neutraliseCsvCell } from "./csv";
import { round2 } from "./money";

export interface CsvColumn<R> {
  key: keyof R & string;
  header: string;
  /**
   * "money": a number written with exactly 2 decimals, rounded to the cent as lib/money.ts rounds
   * (2.5 → "2.50"; spec 02: money is to 2 decimals). Marked on the export's one column list.
   */
  kind?: "money";
}

export const CSV_CAST = {
  string: (value: string) => neutraliseCsvCell(value),
  boolean: (value: boolean) => (value ? "true" : "false"),
  // ISO 8601 in UTC ("2026-01-04T12:00:00.000Z"): unambiguous and sortable as text (docs/assumptions.md).
  date: (value: Date) => value.toISOString(),
  number: (value: number) => String(value),
  bigint: (value: bigint) => String(value),
  object: (value: object) => neutraliseCsvCell(JSON.stringify(value)),
};

/** A money column's number: exactly 2 decimals, rounded to the cent (lib/money.ts round2). */
const moneyCell = (value: number): string => round2(value).toFixed(2);

/** A cell that csv-stringify would quote: it holds the delimiter, the quote or a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell's text as CSV_CAST makes it (null and undefined: empty). */
function castCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  switch (typeof value) {
    case "string":
      return CSV_CAST.string(value);
    case "boolean":
      return CSV_CAST.boolean(value);
    case "number":
      return CSV_CAST.number(value);
    case "bigint":
      return CSV_CAST.bigint(value);
    case "object":
      return value instanceof Date ? CSV_CAST.date(value) : CSV_CAST.object(value);
    default:
      return String(value);
  }
}

/**
 * The CSV text of some rows (no header). Each cell is cast as above (a money column's number by
 * `moneyCell`); csv-stringify decides every quoting; it is only skipped
 * where it has nothing to decide: a row whose cells hold no delimiter, quote or
 * line break is written as its cells joined by commas, which is exactly what csv-stringify writes
 * for it (tests/unit/csv.test.ts compares the two on hostile and random rows). A row with such a
 * cell goes to csv-stringify whole, its cells as cast (strings: csv-stringify only quotes them).
 *
 * Speed (issue 22, `npm run bench:export -- --batch N`): csv-stringify's per-cell work was most of
 * an export's formatting time. The codes of a bulk batch repeat 14 of their 18 cells row after row
 * (the batch read hands the same values on, server/backend/queries/discounts.ts), so each column
 * keeps its last value and text: a value identical to the row before's is not cast or checked again.
 */
export function csvRows<R>(rows: readonly R[], columns: readonly CsvColumn<R>[]): string {
  if (rows.length === 0) return "";
  const keys = columns.map((c) => c.key);
  const money = columns.map((c) => c.kind === "money");
  const n = keys.length;
  const lastValue: unknown[] = new Array(n).fill(Symbol.for("csv-none"));
  const lastText: string[] = new Array(n).fill("");
  const lastPlain: boolean[] = new Array(n).fill(true);
  const lines: string[] = [];
  const cells: string[] = new Array(n);
  for (const row of rows) {
    let plain = true;
    for (let i = 0; i < n; i++) {
      const value = row[keys[i]!];
      if (value !== lastValue[i]) {
        const text = money[i] && typeof value === "number" && Number.isFinite(value) ? moneyCell(value) : castCell(value);
        lastValue[i] = value;
        lastText[i] = text;
        lastPlain[i] = !NEEDS_QUOTES.test(text);
      }
      cells[i] = lastText[i]!;
      plain &&= lastPlain[i]!;
    }
    lines.push(plain ? cells.join(",") + "\n" : stringify([cells], { header: false }));
  }
  return lines.join("");
}

/** The header line. */
export function csvHeader<R>(columns: readonly CsvColumn<R>[]): string {
  return stringify([columns.map((c) => c.header)], { cast: CSV_CAST });
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
          controller.enqueue(encoder.encode(CSV_BOM + csvHeader(columns)));
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
        // Also when only the header was read: a source already started (its first batch read ahead) ends too.
        await (iterator ?? batches[Symbol.asyncIterator]()).return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
