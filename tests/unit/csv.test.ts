/**
 * The CSV rules (lib/csv.ts) and the streaming writer (lib/csv-stream.ts): formula cells
 * neutralised, the spec's file-name timestamp, quoting by csv-stringify, one batch per read
 * (pull-based: the source is read only as far as the reader asks), cancel ends the source.
 */
import { describe, expect, it } from "vitest";
import { attachmentDisposition, CSV_BOM, csvFileName, csvTimestamp, EXPORT_ROUTES, EXPORT_VIEW_LABEL, neutraliseCsvCell, specDownloads } from "@/lib/csv";
import { stringify } from "csv-stringify/sync";
import { CSV_CAST, csvRows, csvStream, type CsvColumn } from "@/lib/csv-stream";
import { keysetBatches } from "@/server/backend/http/csv";

const NY = "America/New_York";

/** The stream's text (fetch's text() drops the leading byte-order mark; "starts with the UTF-8 BOM" reads the bytes). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("neutraliseCsvCell", () => {
  it("prefixes a quote to cells beginning with = + - @ tab or carriage return", () => {
    expect(neutraliseCsvCell('=HYPERLINK("http://evil.example","x")')).toBe(`'=HYPERLINK("http://evil.example","x")`);
    for (const c of ["+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) expect(neutraliseCsvCell(c)).toBe(`'${c}`);
  });
  it("leaves other cells alone", () => {
    for (const c of ["", "UB-BAG-1200-V1", "a=b", "a;=1", "'quoted", " ", ";;", "２＝１", "Beef & lamb"]) expect(neutraliseCsvCell(c)).toBe(c);
  });
  it("also after leading whitespace or separators, and for full-width and small signs (issue 19)", () => {
    for (const c of [";=1", " =1", "  +1", "\n=1", ",=1", "|=1", "; ;@SUM(A1)", "\u00a0=1", "\u3000=1", "\u200b=1", "\ufeff=1"]) {
      expect(neutraliseCsvCell(c), JSON.stringify(c)).toBe(`'${c}`);
    }
    for (const c of ["＝1+1", "＋1", "－2", "＠SUM(A1)", ";＝1", "﹦1", "﹢1", "﹣1", "﹫x", "−1"]) expect(neutraliseCsvCell(c), c).toBe(`'${c}`);
  });
});

describe("the download file name", () => {
  it("is {prefix}_{yyyy-MM-dd_hh.mm.ss}.csv in the business time zone (hh: 12-hour clock)", () => {
    // 18:05:09 UTC = 13:05:09 in New York (EST) → 01
    expect(csvTimestamp(new Date("2026-11-23T18:05:09Z"), NY)).toBe("2026-11-23_01.05.09");
    // midnight in New York → 12
    expect(csvTimestamp(new Date("2026-11-23T05:00:00Z"), NY)).toBe("2026-11-23_12.00.00");
    expect(csvTimestamp(new Date("2026-07-04T03:07:01Z"), "UTC")).toBe("2026-07-04_03.07.01");
    expect(csvFileName("items", new Date("2026-11-23T18:05:09Z"), NY)).toBe("items_2026-11-23_01.05.09.csv");
    expect(csvFileName("productitems", new Date("2026-11-23T18:05:09Z"), NY)).toMatch(/^productitems_\d{4}-\d{2}-\d{2}_\d{2}\.\d{2}\.\d{2}\.csv$/);
    expect(attachmentDisposition("items_2026-11-23_01.05.09.csv")).toBe('attachment; filename="items_2026-11-23_01.05.09.csv"');
  });
});

describe("specDownloads", () => {
  it("counts Items' Download (a row per item listed), never Product Items' (the list counts products, the file has a row per product and item)", () => {
    expect(specDownloads(EXPORT_ROUTES.items, { search: "bag" })).toEqual([{ href: `${EXPORT_ROUTES.items}?search=bag` }]);
    expect(specDownloads(EXPORT_ROUTES.productItems, { search: "bag" })).toEqual([{ href: `${EXPORT_ROUTES.productItems}?search=bag`, counted: false }]);
    expect(specDownloads(EXPORT_ROUTES.productItems, { search: "", status: "INACTIVE" })).toEqual([
      { href: EXPORT_ROUTES.productItems, counted: false },
      { href: `${EXPORT_ROUTES.productItems}?status=INACTIVE`, label: EXPORT_VIEW_LABEL, counted: false },
    ]);
  });
});

describe("csvStream", () => {
  type Row = { sku: string; name: string; weight: number; note: string | null };
  const columns = [
    { key: "sku", header: "sku" },
    { key: "name", header: "name" },
    { key: "weight", header: "weight_oz" },
    { key: "note", header: "note" },
  ] as const;

  async function* from(batches: Row[][]) {
    for (const b of batches) yield b;
  }

  it("writes the header, then every batch, quoted where needed and neutralised", async () => {
    const text = await readAll(
      csvStream(
        from([
          [{ sku: "A-1", name: 'Bag, "big"', weight: 1.5, note: null }],
          [],
          [{ sku: "B-2", name: "=HYPERLINK(\"http://x\")", weight: -3, note: "line\nbreak" }],
        ]),
        columns,
      ),
    );
    expect(text).toBe(`sku,name,weight_oz,note\nA-1,"Bag, ""big""",1.5,\nB-2,"'=HYPERLINK(""http://x"")",-3,"line\nbreak"\n`);
  });

  it("starts with the UTF-8 byte-order mark, once, before the header (Excel then reads it as UTF-8)", async () => {
    const bytes = new Uint8Array(await new Response(csvStream(from([[{ sku: "A-1", name: "2 × Bœuf — ragoût", weight: 1, note: null }]]), columns)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(`${CSV_BOM}sku,name,weight_oz,note\nA-1,2 × Bœuf — ragoût,1,\n`);
    const empty = new Uint8Array(await new Response(csvStream(from([]), columns)).arrayBuffer());
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(empty)).toBe(`${CSV_BOM}sku,name,weight_oz,note\n`);
  });

  it("writes the header alone when there are no rows", async () => {
    expect(await readAll(csvStream(from([]), columns))).toBe("sku,name,weight_oz,note\n");
  });

  it("reads one batch per read (never ahead), and a cancel ends the source", async () => {
    let produced = 0;
    let finished = false;
    async function* source() {
      try {
        for (let i = 0; i < 1000; i++) {
          produced++;
          yield [{ sku: `S-${i}`, name: "n", weight: 1, note: null }];
        }
      } finally {
        finished = true;
      }
    }
    const reader = csvStream(source(), columns).getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe("sku,name,weight_oz,note\n");
    expect(produced).toBe(0);
    expect(decoder.decode((await reader.read()).value)).toBe("S-0,n,1,\n");
    await reader.read();
    expect(produced).toBe(2);
    await reader.cancel();
    expect(finished).toBe(true);
    expect(produced).toBe(2);
  });

  it("errors the stream when the source fails (never a silently short file)", async () => {
    async function* failing() {
      yield [{ sku: "A", name: "n", weight: 1, note: null }];
      throw new Error("database went away");
    }
    await expect(readAll(csvStream(failing(), columns))).rejects.toThrow("database went away");
  });
});

describe("keysetBatches", () => {
  it("reads by key after the last row, a batch at a time, and stops at a short batch", async () => {
    const ids = Array.from({ length: 25 }, (_, i) => i + 1);
    const calls: [number | null, number][] = [];
    const batches: number[][] = [];
    for await (const b of keysetBatches(
      async (after: number | null, limit) => {
        calls.push([after, limit]);
        return ids.filter((id) => id > (after ?? 0)).slice(0, limit).map((id) => ({ id }));
      },
      (r) => r.id,
      10,
    )) {
      batches.push(b.map((r) => r.id));
    }
    expect(calls).toEqual([[null, 10], [10, 10], [20, 10]]);
    expect(batches.map((b) => b.length)).toEqual([10, 10, 5]);
  });
});

describe("csvRows (the plain-row fast path and the per-column memo)", () => {
  // What csv-stringify alone writes for the same rows: the reference every row must match.
  const reference = (rows: Record<string, unknown>[], keys: string[]) => stringify(rows.map((r) => keys.map((k) => r[k])), { header: false, cast: CSV_CAST });
  const date = new Date("2026-11-26T05:00:00.000Z");
  const POOL: unknown[] = [
    "", "plain", "two words", "a,b", 'say "hi"', '"', "line\nbreak", "cr\rhere", "=1+1", "+1", "-1", "@x", " =1", ";=1", "\t=1", "＝1", "ümlaut", "  padded  ",
    0, 1.5, -3, 1e21, Number.NaN, true, false, null, undefined, date, new Date(0), ["a", "b"], { k: "v, w" }, 12n,
  ];
  const keys = ["a", "b", "c", "d", "e"];
  const columns = keys.map((k) => ({ key: k, header: k }));

  it("writes exactly what csv-stringify writes, on hostile and random rows with repeats", () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 50; round++) {
      const rows: Record<string, unknown>[] = [];
      let previous: Record<string, unknown> | null = null;
      for (let i = 0; i < 40; i++) {
        // Half the cells repeat the row before's value (as a bulk batch's template does).
        const row: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, previous && random() < 0.5 ? previous[k] : POOL[Math.floor(random() * POOL.length)]]));
        rows.push(row);
        previous = row;
      }
      expect(csvRows(rows, columns)).toBe(reference(rows, keys));
    }
  });

  it("writes a money column's numbers with exactly 2 decimals, rounded to the cent, also in a row csv-stringify quotes", () => {
    type Priced = { a: string; m: number | null; n: number | null };
    const money: CsvColumn<Priced>[] = [{ key: "a", header: "a" }, { key: "m", header: "m", kind: "money" }, { key: "n", header: "n" }];
    const rows: Priced[] = [
      { a: "x", m: 2.5, n: 2.5 },
      { a: "x,y", m: 13, n: 13 },
      { a: "z", m: 1.005, n: 1.005 },
      { a: "z", m: -2.5, n: null },
      { a: "z", m: null, n: 0 },
    ];
    expect(csvRows(rows, money)).toBe('x,2.50,2.5\n"x,y",13.00,13\nz,1.01,1.005\nz,-2.50,\nz,,0\n');
  });

  it("a repeated value that needs quotes stays quoted, and a changed one is written anew", () => {
    const rows = [
      { a: "x,y", b: 1 },
      { a: "x,y", b: 2 },
      { a: "z", b: 2 },
    ];
    expect(csvRows(rows, [{ key: "a", header: "a" }, { key: "b", header: "b" }])).toBe('"x,y",1\n"x,y",2\nz,2\n');
  });
});
