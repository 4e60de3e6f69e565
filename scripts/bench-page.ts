/**
 * `npm run bench:page [-- /path …]`: the server render time of pages on the embedded database.
 * Each page is requested with a signed-in session cookie (the Team Member demo account), one
 * request at a time, BENCH_WARMUP times first (default 5, not counted) and then BENCH_SAMPLES
 * times (default 40); the time is from the request to the last byte of the HTML (the server
 * render, its upstream calls included). Prints p50, p95 and mean per page, and the same for the
 * upstream call the customer pages make (GET accounts/{id}) so the render's own share shows.
 *
 * Default pages: the many-orders scenario customer (id 19, 60 past orders + 1 upcoming,
 * docs/demo-data.md): its customer page and the order page of its newest past order; the UnKibble
 * product info page (and its upstream GET product_list) with the whole demo catalogue. Paths given
 * as arguments (or in BENCH_PAGES, comma-separated) are measured too. Every page must answer 200
 * (a redirect or an error stops the bench, so a number is always a real render).
 *
 * Under load (issue 23, "Pages under load"): `npm run bench:page -- --connections 10` (or
 * BENCH_CONNECTIONS=10) measures each page with autocannon instead, N concurrent signed-in staff
 * (the same cookie), BENCH_DURATION seconds a page (default 10) after a BENCH_LOAD_WARMUP-second
 * warm-up (default 5: a server's code is compiled as it runs, and a staff member meets a server
 * that has been serving for hours), every response time recorded (exact percentiles). Pages: the many-orders
 * customer page and its order page, the 3-order scenario customer's page (id 2), the search page
 * (`/search?q=scenario`: three customer searches and a discount lookup, a list of matches), and
 * the upstream GET accounts/19 alone; prints requests/s, p50, p95, p97.5 and p99 per page and
 * whether p95 is within PAGE_P95_BUDGET_MS. BENCH_ROUNDS (default 1) repeats the whole list, pages
 * alternating, so a noisy machine shows as a spread between rounds; BENCH_TIMEOUT (s, default 30)
 * is when a request counts as failed. Each row also gives the CPU time the app and the embedded API
 * spent per request during its load (Linux, /proc; with BENCH_APP_URL, give BENCH_APP_PID and
 * BENCH_API_PID), which says which part of a view is the app's and which the API's, and hardly
 * moves on a shared machine, unlike the response times. `--app-workers N` runs the app as N
 * processes on one port (APP_WORKERS of `npm start`, README "Running several replicas"), so it can
 * use more than one core; the app's CPU is then that of all of them.
 *
 * BENCH_ONLY=<text> loads only the pages whose name holds the text.
 * BENCH_CPU_PROF=<dir>: the app runs with `--cpu-prof` and writes its profile there when the bench
 * stops it (`tsx scripts/cpu-profile-top.ts <file>` lists the top frames).
 *
 * It starts its own embedded API (PGlite in .test-data/bench-page-pglite, SEED_CUSTOMERS default
 * 50 generated customers beside the scenarios) and a `next start` of the build
 * (scripts/bench-servers.ts), or measures running servers: BENCH_APP_URL and BENCH_API_URL.
 */
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import { customerDisplayName } from "../lib/customers/display";
import { customerSegment } from "../lib/customers/segment";
import { pages } from "../lib/pages";
import { log, processCpuMs, signInThroughApp, signInToApi, startServers, stopServers } from "./bench-servers";

/** BENCH_CPU_PROF=<dir>: the app runs with --cpu-prof, its profile written there when it stops (scripts/cpu-profile-top.ts reads it). */
const CPU_PROF = process.env.BENCH_CPU_PROF;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const EMAIL = process.env.BENCH_EMAIL ?? "team+bark@example.com";
const PASSWORD = process.env.BENCH_PASSWORD ?? process.env.SEED_STAFF_PASSWORD ?? "Bark-demo-2026";
/** The many-orders scenario customer (server/backend/seed/scenarios.ts). */
const MANY_ORDERS_CUSTOMER_ID = 19;
/** Issue 14: the UnKibble product info page with the whole demo catalogue (target < 150 ms p50). */
const PRODUCT_INFO_PAGES = [pages.productInfoUnKibble.href()];
/** A scenario customer with 3 past orders (docs/demo-data.md: Carl Cancelled). */
const FEW_ORDERS_CUSTOMER_ID = 2;
/** A search page that lists matches (every scenario customer's email starts with it). */
const SEARCH_QUERY = "scenario";

/**
 * `--connections N` (or `-c N`, or BENCH_CONNECTIONS): measure under load; 0 = one request at a time.
 * `--app-workers N` (or BENCH_APP_WORKERS, default 1): the app as N `next start` processes on one
 * port, as `APP_WORKERS` runs it (scripts/app-workers.mjs), on the Redis of REDIS_URL (default
 * redis://127.0.0.1:6379, a key prefix of this run's own).
 */
function options(argv: string[]): { connections: number; appWorkers: number; rest: string[] } {
  const rest: string[] = [];
  let connections = Number(process.env.BENCH_CONNECTIONS ?? 0);
  let appWorkers = Number(process.env.BENCH_APP_WORKERS ?? 1);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const inline = /^--(connections|app-workers)=(\d+)$/.exec(a);
    if (inline?.[1] === "connections") connections = Number(inline[2]);
    else if (inline) appWorkers = Number(inline[2]);
    else if (a === "--connections" || a === "-c") connections = Number(argv[++i]);
    else if (a === "--app-workers") appWorkers = Number(argv[++i]);
    else rest.push(a);
  }
  if (!Number.isInteger(connections) || connections < 0) throw new Error("--connections takes a whole number");
  if (!Number.isInteger(appWorkers) || appWorkers < 1) throw new Error("--app-workers takes a whole number ≥ 1");
  return { connections, appWorkers, rest };
}
const { connections: CONNECTIONS, appWorkers: APP_WORKERS, rest: ARGS } = options(process.argv.slice(2));

/** The Redis several app processes share (they are replicas); stops the bench, saying so, when it does not answer. */
async function workersRedis(): Promise<Record<string, string>> {
  const url = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    throw new Error(`--app-workers ${APP_WORKERS} needs a Redis the app processes share: ${url} does not answer (set REDIS_URL)`);
  } finally {
    redis.disconnect();
  }
  return { REDIS_URL: url, REDIS_KEY_PREFIX: `bench-page-${process.pid}:` };
}
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const LOAD_WARMUP = Number(process.env.BENCH_LOAD_WARMUP ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/** Seconds before autocannon gives a request up (a loaded machine answers slowly; a timeout counts as failed). */
const TIMEOUT = Number(process.env.BENCH_TIMEOUT ?? 30);
/** Issue 23: each page at p95 ≤ 150 ms with 10 concurrent staff. */
const PAGE_P95_BUDGET_MS = 150;

interface Stats {
  name: string;
  p50: number;
  p95: number;
  mean: number;
  samples: number;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

async function timeOnce(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers, redirect: "manual" });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}${res.headers.get("location") ? ` → ${res.headers.get("location")}` : ""}: ${body.slice(0, 200)}`);
  return ms;
}

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Stats> {
  for (let i = 0; i < WARMUP; i++) await timeOnce(url, headers);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await timeOnce(url, headers));
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), mean: times.reduce((a, b) => a + b, 0) / times.length, samples: times.length };
}

interface LoadStats {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  requests: number;
  failed: number;
  /** CPU (ms) the app and the embedded API spent per request during the load; null where not readable. */
  appCpu: number | null;
  apiCpu: number | null;
}

/** The servers' process ids, for their CPU per request (started here, or BENCH_APP_PID / BENCH_API_PID). */
const pids: { app?: number; api?: number } = {};

/** CPU ms per request of `pid` between two readings. */
const perRequest = (before: number | null, after: number | null, requests: number) => (before === null || after === null || requests === 0 ? null : (after - before) / requests);

/** One page under load: autocannon, CONNECTIONS connections, `seconds` s; every response time recorded. */
async function load(name: string, url: string, headers: Record<string, string>, seconds: number): Promise<LoadStats> {
  const times: number[] = [];
  const cpuBefore = { app: processCpuMs(pids.app), api: processCpuMs(pids.api) };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: TIMEOUT,
    headers,
    setupClient(client) {
      client.on("response", (_status: number, _bytes: number, responseTime: number) => times.push(responseTime));
    },
  });
  const cpuAfter = { app: processCpuMs(pids.app), api: processCpuMs(pids.api) };
  times.sort((a, b) => a - b);
  const at = (p: number) => (times.length ? percentile(times, p) : NaN);
  return {
    name,
    rps: result.requests.total / seconds,
    p50: at(50),
    p95: at(95),
    p975: at(97.5),
    p99: at(99),
    requests: result.requests.total,
    // A redirect or an error is no render: counted, and named below the table.
    failed: result.non2xx + result.errors + result.timeouts,
    appCpu: perRequest(cpuBefore.app, cpuAfter.app, times.length),
    apiCpu: perRequest(cpuBefore.api, cpuAfter.api, times.length),
  };
}

interface AccountAnswer {
  id: number;
  first_name: string | null;
  last_name: string | null;
  orders: Record<"upcoming" | "processing" | "past", { id: string }[]>;
}

/** A CPU-per-request cell: ms to one decimal, or "—" where the process could not be read. */
const cpuCell = (ms: number | null) => (ms === null ? "—" : ms.toFixed(1)).padStart(7);

async function main(): Promise<void> {
  const given = process.env.BENCH_APP_URL && process.env.BENCH_API_URL;
  const { api, app, appPid, apiPid } = given
    ? { api: process.env.BENCH_API_URL!, app: process.env.BENCH_APP_URL!, appPid: Number(process.env.BENCH_APP_PID) || undefined, apiPid: Number(process.env.BENCH_API_PID) || undefined }
    : await startServers({
        dataDir: "bench-page-pglite",
        customers: process.env.SEED_CUSTOMERS ?? "50",
        ...(APP_WORKERS > 1 ? { appWorkers: APP_WORKERS, appEnv: await workersRedis() } : {}),
        ...(CPU_PROF ? { appNodeArgs: ["--cpu-prof", "--cpu-prof-dir", path.resolve(CPU_PROF)] } : {}),
      });
  pids.app = appPid;
  pids.api = apiPid;
  const token = await signInToApi(api, EMAIL, PASSWORD);
  const cookie = await signInThroughApp(app, EMAIL, PASSWORD);
  const apiHeaders = { authorization: `Token ${token}`, "x-application": "bark-backoffice" };

  const accountUrl = `${api}/api/accounts/${MANY_ORDERS_CUSTOMER_ID}`;
  const res = await fetch(accountUrl, { headers: apiHeaders });
  if (!res.ok) throw new Error(`GET accounts/${MANY_ORDERS_CUSTOMER_ID} answered ${res.status}`);
  const account = (await res.json()) as AccountAnswer;
  const orderCount = account.orders.upcoming.length + account.orders.processing.length + account.orders.past.length;
  const newestPast = account.orders.past[0]?.id;
  if (!newestPast) throw new Error(`customer ${MANY_ORDERS_CUSTOMER_ID} has no past order`);
  const segment = customerSegment(account.id, customerDisplayName(account));

  const extra = [...ARGS, ...(process.env.BENCH_PAGES ?? "").split(",")].map((p) => p.trim()).filter(Boolean);
  const targets = [
    pages.customer.href({ customerSegment: segment }),
    pages.order.href({ customerSegment: segment, orderId: newestPast }),
    ...PRODUCT_INFO_PAGES,
    ...extra,
  ];

  log(`${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}; as ${EMAIL}${given ? "" : `; the app as ${APP_WORKERS} process(es)`}`);
  if (CONNECTIONS > 0) {
    const few = await fetch(`${api}/api/accounts/${FEW_ORDERS_CUSTOMER_ID}`, { headers: apiHeaders });
    if (!few.ok) throw new Error(`GET accounts/${FEW_ORDERS_CUSTOMER_ID} answered ${few.status}`);
    const fewAccount = (await few.json()) as AccountAnswer;
    const loadTargets: { name: string; url: string; headers: Record<string, string> }[] = [
      { name: `upstream GET accounts/${MANY_ORDERS_CUSTOMER_ID}`, url: accountUrl, headers: apiHeaders },
      { name: `customer page (${orderCount} orders)`, url: `${app}${targets[0]}`, headers: { cookie } },
      { name: "order page", url: `${app}${targets[1]}`, headers: { cookie } },
      { name: "customer page (3 orders)", url: `${app}${pages.customer.href({ customerSegment: customerSegment(fewAccount.id, customerDisplayName(fewAccount)) })}`, headers: { cookie } },
      { name: "search page", url: `${app}${pages.search.href()}?q=${SEARCH_QUERY}`, headers: { cookie } },
      ...extra.map((page) => ({ name: page, url: `${app}${page}`, headers: { cookie } })),
    ];
    // BENCH_ONLY=<text>: only the pages whose name holds it (e.g. one page under a profiler).
    const only = process.env.BENCH_ONLY;
    if (only) loadTargets.splice(0, loadTargets.length, ...loadTargets.filter((t) => t.name.includes(only)));
    // Every page must render (200) before it is loaded.
    for (const t of loadTargets) await timeOnce(t.url, t.headers);
    log(`${CONNECTIONS} connections, ${DURATION} s a page after a ${LOAD_WARMUP} s warm-up, ${ROUNDS} round(s)`);
    const measured: LoadStats[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const t of loadTargets) {
        if (LOAD_WARMUP > 0) await load(t.name, t.url, t.headers, LOAD_WARMUP);
        const m = await load(ROUNDS > 1 ? `${t.name} #${round}` : t.name, t.url, t.headers, DURATION);
        measured.push(m);
        log(`${m.name}: ${m.rps.toFixed(1)} req/s, p50 ${m.p50.toFixed(0)} ms, p95 ${m.p95.toFixed(0)} ms, CPU per request app ${cpuCell(m.appCpu).trim()} ms, API ${cpuCell(m.apiCpu).trim()} ms (load average ${loadavg()[0]!.toFixed(1)})`);
      }
    }
    const width = Math.max(...measured.map((r) => r.name.length), 10);
    console.log("");
    console.log(`${"page".padEnd(width)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"p97.5".padStart(7)} ${"p99 ms".padStart(7)} ${"requests".padStart(8)} ${"failed".padStart(6)} ${"app CPU".padStart(7)} ${"API CPU".padStart(7)}  p95 ≤ ${PAGE_P95_BUDGET_MS} ms`);
    for (const r of measured) {
      const cells = [r.rps.toFixed(1), r.p50.toFixed(0), r.p95.toFixed(0), r.p975.toFixed(0), r.p99.toFixed(0)].map((c) => c.padStart(7)).join(" ");
      console.log(`${r.name.padEnd(width)} ${cells} ${String(r.requests).padStart(8)} ${String(r.failed).padStart(6)} ${cpuCell(r.appCpu)} ${cpuCell(r.apiCpu)}  ${r.p95 <= PAGE_P95_BUDGET_MS ? "yes" : "NO"}`);
    }
    console.log("app CPU, API CPU: ms of CPU time each process spent per request during the load (which part of a view is the app and which the API)");
    const failed = measured.reduce((n, r) => n + r.failed, 0);
    if (failed > 0) console.log(`WARNING: ${failed} requests did not answer 2xx; the numbers above include them`);
    return;
  }
  log(`customer ${MANY_ORDERS_CUSTOMER_ID}: ${orderCount} orders; ${WARMUP} warm-up + ${SAMPLES} samples per page, one at a time`);
  const results: Stats[] = [await measure(`upstream GET accounts/${MANY_ORDERS_CUSTOMER_ID}`, accountUrl, apiHeaders)];
  results.push(await measure("upstream GET product_list?meal_type=UNKIBBLE", `${api}/api/product_list?meal_type=UNKIBBLE`, apiHeaders));
  for (const page of targets) results.push(await measure(page, `${app}${page}`, { cookie }));

  const width = Math.max(...results.map((r) => r.name.length), 10);
  console.log("");
  console.log(`${"page".padEnd(width)} ${"p50 ms".padStart(9)} ${"p95 ms".padStart(9)} ${"mean ms".padStart(9)} ${"samples".padStart(8)}`);
  for (const r of results) {
    console.log(`${r.name.padEnd(width)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(9)} ${r.mean.toFixed(1).padStart(9)} ${String(r.samples).padStart(8)}`);
  }
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(stopServers);
