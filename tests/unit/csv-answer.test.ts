/**
 * The embedded API's streamed export answer (server/backend/http/csv.ts csvAnswer): it reads the
 * first batch before it answers, so a first read that fails is an error answer (the BFF then serves
 * no file and records no export), not a 200 whose file breaks after its header line; a later failure
 * still errors the stream; cancelling the download ends the source.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "@/server/backend/http/csv";
import { CSV_BOM } from "@/lib/csv";

/** The file's text with its byte-order mark (Response.text() drops it). */
const fileText = async (res: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());

type Row = { sku: string };
const COLUMNS = [{ key: "sku" as const, header: "sku" }];

function source(batches: (Row[] | Error)[], log: string[] = []): AsyncIterable<Row[]> {
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for (const b of batches) {
          log.push("read");
          if (b instanceof Error) throw b;
          yield b;
        }
      } finally {
        log.push("ended");
      }
    },
  };
}

describe("csvAnswer", () => {
  it("answers the whole file, header first, once the first batch is read", async () => {
    const log: string[] = [];
    const answer = csvAnswer(source([[{ sku: "A" }], [{ sku: "B" }]], log), COLUMNS);
    // Read before anything is answered.
    await Promise.resolve();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(await fileText(res)).toBe(`${CSV_BOM}sku\nA\nB\n`);
    expect(log).toEqual(["read", "read", "ended"]);
  });

  it("no rows: the header alone", async () => {
    expect(await fileText(await csvAnswer(source([]), COLUMNS))).toBe(`${CSV_BOM}sku\n`);
  });

  it("a first read that fails is thrown to the handler, no 200 (was: a 200 whose file broke after its header)", async () => {
    await expect(csvAnswer(source([new Error("database down")]), COLUMNS)).rejects.toThrow("database down");
  });

  it("a later batch that fails errors the stream (never a short file)", async () => {
    const res = await csvAnswer(source([[{ sku: "A" }], new Error("database down")]), COLUMNS);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow("database down");
  });

  it("cancelling the download ends the source, also after the header alone (the first batch was read ahead)", async () => {
    const log: string[] = [];
    const res = await csvAnswer(source([[{ sku: "A" }], [{ sku: "B" }], [{ sku: "C" }]], log), COLUMNS);
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(log.at(-1)).toBe("ended");
  });
});
