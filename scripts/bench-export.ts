/**
 * `npm run bench:export [-- --items N] [-- --batch N]`: the items CSV export of N items (default
 * 100,000) through the app's route handler (app/api/exports/items → csvDownloadRoute) in front of
 * the embedded API, both in this process, on an in-memory PGlite (or a throw-away PostgreSQL
 * database with TEST_DB_DRIVER=postgres). Prints the lines, bytes, time, and the resident memory
 * before and at its peak during the download (issue 13: growth < 50 MB). Same measurement as
 * tests/integration/export-memory.test.ts.
 *
 * With `--batch N` (issue 22), also a bulk batch of N discount codes (half active): the discount
 * list's times (p50/p95 of 20 calls of GET discounts/ with a status filter, on its first and a deep
 * page, and the batch's codes by status at 100 a page) and the batch's CSV export through
 * app/api/exports/discounts (the same route handler), with the same memory limit.
 */
import { endpoints } from "@/lib/contract/endpoints";
import { createTestBackend, measureBatchExport, measureItemsExport, seedDiscountBatch, seedItems, type ExportMeasurement } from "../tests/support/export-memory";
import { TEST_DB_DRIVER } from "../tests/support/test-db";

function countArg(name: string, fallback: number | null): number | null {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} takes a positive whole number`);
  return n;
}
const items = countArg("--items", 100_000)!;
const batch = countArg("--batch", null);
const LIMIT_MB = 50;

const report = (what: string, m: ExportMeasurement) =>
  console.log(
    `${what}: ${m.lines} lines, ${(m.bytes / 1024 / 1024).toFixed(1)} MB in ${m.seconds.toFixed(1)} s (first bytes after ${m.firstChunkMs.toFixed(0)} ms)\n` +
      `  resident memory: ${m.baselineRssMb.toFixed(1)} MB before, ${m.peakRssMb.toFixed(1)} MB at the peak: growth ${m.growthMb.toFixed(1)} MB (limit ${LIMIT_MB} MB)`,
  );

const be = await createTestBackend();
let ok = true;
try {
  const t0 = performance.now();
  await seedItems(be, items);
  console.log(`database: ${TEST_DB_DRIVER}; ${items} items written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const m = await measureItemsExport(be, items);
  report("items export", m);
  ok &&= m.growthMb < LIMIT_MB;

  if (batch) {
    const t1 = performance.now();
    const batchId = await seedDiscountBatch(be, batch);
    console.log(`bulk batch ${batchId}: ${batch} codes written in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
    // The exports first, in the state the items export was measured in (the list's sorts grow PGlite's heap).
    const half = Math.floor(batch / 2);
    const e = await measureBatchExport(be, batchId, batch);
    report(`batch export (${batch} codes)`, e);
    const f = await measureBatchExport(be, batchId, half, "status=ACTIVE");
    report(`batch export, status=ACTIVE (${half} codes)`, f);
    const admin = be.as("admin");
    const deep = Math.max(1, Math.floor(half / 10 / 2));
    const cases: [string, Parameters<typeof admin.call<typeof endpoints.listDiscounts>>[1]][] = [
      ["no filter, page 1", { query: {} }],
      ["status=INACTIVE, page 1", { query: { status: "INACTIVE" } }],
      [`status=INACTIVE, page ${deep}`, { query: { status: "INACTIVE", page: deep } }],
      ["batch + status=ACTIVE, 100 a page, by code", { query: { batch: batchId, status: "ACTIVE", page_size: 100, ordering: "code" } }],
    ];
    for (const [label, input] of cases) {
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < 20; i++) {
        const s = performance.now();
        const res = await admin.call(endpoints.listDiscounts, input);
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
        count = ((await res.json()) as { count: number }).count;
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      console.log(`discount list, ${label}: count ${count}; p50 ${times[9]!.toFixed(1)} ms, p95 ${times[18]!.toFixed(1)} ms`);
    }
    ok &&= e.growthMb < LIMIT_MB && f.growthMb < LIMIT_MB;
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await be.close();
}
