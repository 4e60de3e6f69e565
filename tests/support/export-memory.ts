/**
 * The export memory measurement (issue 13: "an export of 100,000 items streams with the app's
 * resident memory growing by less than 50 MB"), shared by the integration test and
 * `npm run bench:export`: N items written into the test database, the embedded API listening, the
 * app's route handler (csvDownloadRoute of app/api/exports/items) in front of it in this process,
 * the download read to the end while the process's RSS is sampled. Growth = peak RSS during the
 * download − RSS just before it (after a small warm-up export and a full GC).
 */
import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import { endpoints } from "@/lib/contract/endpoints";
import { csvDownloadRoute } from "@/server/bff/pages/csv-download";
import { ACCOUNTS, captureLogger, sessionCookie, testConfig } from "./bff";
import { createTestBackend, type TestBackend } from "./backend";

export interface ExportMeasurement {
  items: number;
  lines: number;
  bytes: number;
  seconds: number;
  baselineRssMb: number;
  peakRssMb: number;
  growthMb: number;
  firstChunkMs: number;
}

const MB = 1024 * 1024;

/** V8's gc(), exposed at run time when the process was not started with --expose-gc. */
function exposedGc(): () => void {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

export async function seedItems(be: TestBackend, n: number): Promise<void> {
  await be.db.execute(
    sql`insert into items (sku, name, weight_oz, volume, recipe_id)
        select 'BENCH-' || lpad(g::text, 7, '0') || '-V1', 'Bench item number ' || g || ', "quoted", =1+1', (g % 1000) / 10.0, (g % 500) / 5.0, null
        from generate_series(1, ${n}) as g`,
  );
  // As autovacuum would on a real database: the planner then reads batches by the primary key.
  await be.db.execute(sql`analyze items`);
}

export const measureItemsExport = (be: TestBackend, expectedItems: number) =>
  measureCsvExport(be, { endpoint: endpoints.exportItems, filePrefix: "items", path: "/api/exports/items", warmQuery: "search=BENCH-0000", query: "", expectedRows: expectedItems });

/**
 * A bulk batch of `n` codes written straight into the database (as the runner would have made them,
 * every other one active), for the discount list and export measurements. Answers the batch's id.
 */
export async function seedDiscountBatch(be: TestBackend, n: number, prefix = "BENCH"): Promise<number> {
  const res = await be.db.execute(
    sql`insert into discount_bulk_jobs (prefix, number_of_codes, created_count, status, template, created_by, finished)
        values (${prefix}, ${n}, ${n}, 'DONE', '{}'::jsonb, 'all+bark@example.com', now()) returning id`,
  );
  const id = Number((res as unknown as { rows: { id: number }[] }).rows[0]!.id);
  await be.db.execute(
    sql`insert into discounts (code, description, is_active, created_by, discount_type, value, limit_type, limit_value, order_subscription, bulk_prefix, bulk_job_id, created)
        select ${prefix} || '-' || lpad(g::text, 7, '0'), 'Bench batch code', g % 2 = 0, 'all+bark@example.com', 'PERCENTAGE', 10, 'X_CUSTOMERS', 1, true, ${prefix}, ${id},
          now() - (g || ' seconds')::interval
        from generate_series(1, ${n}) as g`,
  );
  await be.db.execute(sql`analyze discounts`);
  return id;
}

/** The discounts CSV of a bulk batch through app/api/exports/discounts (csvDownloadRoute), as the batch page's "Export this view". */
export const measureBatchExport = (be: TestBackend, batchId: number, expectedRows: number, filter = "") =>
  measureCsvExport(be, {
    endpoint: endpoints.exportDiscounts,
    filePrefix: "discounts",
    path: "/api/exports/discounts",
    // Like the items warm-up: one batch of 999 rows (codes BENCH-0000001 … BENCH-0000999).
    warmQuery: "prefix=BENCH-0000",
    query: `batch=${batchId}${filter ? `&${filter}` : ""}`,
    expectedRows,
  });

/**
 * One CSV download through the app's one export path (csvDownloadRoute) in front of the embedded
 * API, read to the end while RSS is sampled.
 */
export async function measureCsvExport(
  be: TestBackend,
  o: { endpoint: typeof endpoints.exportItems | typeof endpoints.exportDiscounts; filePrefix: string; path: string; warmQuery: string; query: string; expectedRows: number },
): Promise<ExportMeasurement> {
  const expectedItems = o.expectedRows;
  const server = await be.listen();
  const config = testConfig(server.url.replace(/\/$/, ""), { UPSTREAM_TIMEOUT_MS: "30000" });
  const token = await be.tokenFor("admin+bark@example.com");
  const cookie = await sessionCookie(config, { token, account: ACCOUNTS.admin });
  const route = csvDownloadRoute(o.endpoint, { filePrefix: o.filePrefix, deps: () => ({ config, logger: captureLogger("error").logger }) });

  // Warm-up: a small export loads the code paths and the connections once,
  // so the measured growth is what the table's size adds, not the first call's.
  const warm = await route(new Request(`http://localhost:3000${o.path}?${o.warmQuery}`, { headers: { host: "localhost:3000", cookie } }), { params: Promise.resolve({}) });
  await warm.text();
  const gc = exposedGc();
  gc();
  await new Promise((r) => setTimeout(r, 50));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);

  const started = performance.now();
  const res = await route(new Request(`http://localhost:3000${o.path}${o.query ? `?${o.query}` : ""}`, { headers: { host: "localhost:3000", cookie } }), { params: Promise.resolve({}) });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  const reader = res.body.getReader();
  let bytes = 0;
  let lines = 0;
  let firstChunkMs = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (firstChunkMs < 0) firstChunkMs = performance.now() - started;
    bytes += value.byteLength;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  if (process.env.EXPORT_MEMORY_DEBUG) console.info(process.memoryUsage());
  const seconds = (performance.now() - started) / 1000;
  if (lines !== expectedItems + 1) throw new Error(`expected ${expectedItems + 1} lines, got ${lines}`);
  return {
    items: expectedItems,
    lines,
    bytes,
    seconds,
    baselineRssMb: baseline / MB,
    peakRssMb: peak / MB,
    growthMb: (peak - baseline) / MB,
    firstChunkMs,
  };
}

export { createTestBackend };
