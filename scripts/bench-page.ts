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
 * It starts its own embedded API (PGlite in .test-data/bench-page-pglite, SEED_CUSTOMERS default
 * 50 generated customers beside the scenarios) and a `next start` of the build
 * (scripts/bench-servers.ts), or measures running servers: BENCH_APP_URL and BENCH_API_URL.
 */
import { availableParallelism, loadavg } from "node:os";
import { customerDisplayName } from "../lib/customers/display";
import { customerSegment } from "../lib/customers/segment";
import { pages } from "../lib/pages";
import { log, signInThroughApp, signInToApi, startServers, stopServers } from "./bench-servers";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const EMAIL = process.env.BENCH_EMAIL ?? "team+bark@example.com";
const PASSWORD = process.env.BENCH_PASSWORD ?? process.env.SEED_STAFF_PASSWORD ?? "Bark-demo-2026";
/** The many-orders scenario customer (server/backend/seed/scenarios.ts). */
const MANY_ORDERS_CUSTOMER_ID = 19;
/** Issue 14: the UnKibble product info page with the whole demo catalogue (target < 150 ms p50). */
const PRODUCT_INFO_PAGES = [pages.productInfoUnKibble.href()];

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

interface AccountAnswer {
  id: number;
  first_name: string | null;
  last_name: string | null;
  orders: Record<"upcoming" | "processing" | "past", { id: string }[]>;
}

async function main(): Promise<void> {
  const given = process.env.BENCH_APP_URL && process.env.BENCH_API_URL;
  const { api, app } = given
    ? { api: process.env.BENCH_API_URL!, app: process.env.BENCH_APP_URL! }
    : await startServers({ dataDir: "bench-page-pglite", customers: process.env.SEED_CUSTOMERS ?? "50" });
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

  const extra = [...process.argv.slice(2), ...(process.env.BENCH_PAGES ?? "").split(",")].map((p) => p.trim()).filter(Boolean);
  const targets = [
    pages.customer.href({ customerSegment: segment }),
    pages.order.href({ customerSegment: segment, orderId: newestPast }),
    ...PRODUCT_INFO_PAGES,
    ...extra,
  ];

  log(`${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}; as ${EMAIL}`);
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
