/**
 * A CSV answer as the tests read it. Every CSV the product writes starts with the UTF-8 byte-order
 * mark (lib/csv.ts `CSV_BOM`): `csvText` reads the bytes, fails when the mark is not there, once,
 * and answers the text after it; `csvLines` its lines. (fetch's `text()` would drop the mark
 * unseen: it decodes as the Encoding standard says.)
 */
import { CSV_BOM } from "@/lib/csv";

export async function csvText(res: Response): Promise<string> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  if (!text.startsWith(CSV_BOM)) throw new Error(`the CSV does not start with the UTF-8 byte-order mark: ${JSON.stringify(text.slice(0, 40))}`);
  const rest = text.slice(CSV_BOM.length);
  if (rest.startsWith(CSV_BOM)) throw new Error("the CSV starts with the UTF-8 byte-order mark twice");
  return rest;
}

/** The CSV's lines (header first), the final line break dropped. */
export const csvLines = async (res: Response): Promise<string[]> => (await csvText(res)).trimEnd().split("\n");
