/**
 * A CSV file the browser downloaded, as the specs read it. Every CSV the product writes starts with
 * the UTF-8 byte-order mark (lib/csv.ts `CSV_BOM`, so Excel reads it as UTF-8); Node's
 * `readFile(…, "utf8")` keeps the mark, so `downloadedCsv` checks it is there and answers the text
 * after it, `downloadedCsvLines` its lines (header first, the final line break dropped).
 */
import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";
import { CSV_BOM } from "../../../lib/csv";

export async function downloadedCsv(download: Download): Promise<string> {
  const text = await readFile((await download.path())!, "utf8");
  if (!text.startsWith(CSV_BOM)) throw new Error(`${download.suggestedFilename()} does not start with the UTF-8 byte-order mark`);
  return text.slice(CSV_BOM.length);
}

export const downloadedCsvLines = async (download: Download): Promise<string[]> => (await downloadedCsv(download)).trimEnd().split("\n");
