/**
 * `npm run bench:export [-- --items N]`: the items CSV export of N items (default 100,000) through
 * the app's route handler (app/api/exports/items → csvDownloadRoute) in front of the embedded API,
 * both in this process, on an in-memory PGlite (or a throw-away PostgreSQL database with
 * TEST_DB_DRIVER=postgres). Prints the lines, bytes, time, and the resident memory before and at
 * its peak during the download (issue 13: growth < 50 MB). Same measurement as
 * tests/integration/export-memory.test.ts.
 */
import { createTestBackend, measureItemsExport, seedItems } from "../tests/support/export-memory";
import { TEST_DB_DRIVER } from "../tests/support/test-db";

const arg = process.argv.indexOf("--items");
const items = arg > 0 ? Number(process.argv[arg + 1]) : 100_000;
if (!Number.isInteger(items) || items < 1) throw new Error("--items takes a positive whole number");

const be = await createTestBackend();
try {
  const t0 = performance.now();
  await seedItems(be, items);
  console.log(`database: ${TEST_DB_DRIVER}; ${items} items written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const m = await measureItemsExport(be, items);
  console.log(
    `export: ${m.lines} lines, ${(m.bytes / 1024 / 1024).toFixed(1)} MB in ${m.seconds.toFixed(1)} s (first bytes after ${m.firstChunkMs.toFixed(0)} ms)\n` +
      `resident memory: ${m.baselineRssMb.toFixed(1)} MB before, ${m.peakRssMb.toFixed(1)} MB at the peak: growth ${m.growthMb.toFixed(1)} MB (limit 50 MB)`,
  );
  process.exitCode = m.growthMb < 50 ? 0 : 1;
} finally {
  await be.close();
}
