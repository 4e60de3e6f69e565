/**
 * `npm run bench:proxy`: the cost of the BFF proxy. The same authenticated GET (the staff-user list,
 * `bark_user?page=1`, as the Admin demo account) is measured
 *   1. directly against the embedded API (`Authorization: Token …`), and
 *   2. through the app's guarded proxy (`/api/upstream/bark_user?page=1` with the session cookie),
 * each with autocannon, 10 connections, 10 s, after a warm-up. Prints requests/s, p50 and p99 for
 * both and the added latency. Every response time is recorded, so percentiles are exact (not
 * rounded to whole milliseconds).
 *
 * By default it starts its own embedded API (PGlite in .test-data/bench-pglite, 50 customers) and
 * its own `next start` of the app's build (.next, built first when missing or older than the
 * sources, under `flock /tmp/next-build.lock` where flock exists), both on free ports, and stops
 * them afterwards. To measure running
 * servers instead: BENCH_APP_URL=http://localhost:3000 BENCH_API_URL=http://127.0.0.1:4000.
 * BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10), BENCH_WARMUP (s, default 3).
 */
import { availableParallelism, loadavg } from "node:os";
import { log, signInThroughApp, startServers, stopServers } from "./bench-servers";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const EMAIL = process.env.BENCH_EMAIL ?? "admin+bark@example.com";
const PASSWORD = process.env.BENCH_PASSWORD ?? process.env.SEED_STAFF_PASSWORD ?? "Bark-demo-2026";
const UPSTREAM_PATH = "bark_user?page=1";

async function signInDirect(api: string): Promise<string> {
  const res = await fetch(`${api}/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const data = (await res.json()) as { token?: string };
  if (!res.ok || !data.token) throw new Error(`direct sign-in failed: ${res.status}`);
  return data.token;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

async function measure(name: string, url: string, headers: Record<string, string>, seconds: number, connections = CONNECTIONS): Promise<Measured> {
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    setupClient(client) {
      client.on("response", (_status: number, _bytes: number, responseTime: number) => times.push(responseTime));
    },
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const given = process.env.BENCH_APP_URL && process.env.BENCH_API_URL;
  const { api, app } = given ? { api: process.env.BENCH_API_URL!, app: process.env.BENCH_APP_URL! } : await startServers({ dataDir: "bench-pglite", customers: process.env.SEED_CUSTOMERS ?? "50" });
  const token = await signInDirect(api);
  const cookie = await signInThroughApp(app, EMAIL, PASSWORD);
  const direct = { url: `${api}/api/${UPSTREAM_PATH}`, headers: { authorization: `Token ${token}`, "x-application": "bark-backoffice" } };
  const proxied = { url: `${app}/api/upstream/${UPSTREAM_PATH}`, headers: { cookie } };

  for (const t of [direct, proxied]) {
    const res = await fetch(t.url, { headers: t.headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${t.url} answered ${res.status}: ${body.slice(0, 200)}`);
  }
  // The BFF alone: same cookie, a path the table does not list → 404 from the handler, no upstream call.
  const bffOnly = { url: `${app}/api/upstream/bench-unlisted`, headers: { cookie } };

  log(`GET ${UPSTREAM_PATH} as ${EMAIL}; ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  log(`${CONNECTIONS} connections, ${DURATION} s each, after a ${WARMUP} s warm-up`);
  await measure("warm-up", direct.url, direct.headers, WARMUP);
  await measure("warm-up", proxied.url, proxied.headers, WARMUP);
  await measure("warm-up", bffOnly.url, bffOnly.headers, WARMUP);
  const a = await measure("direct (embedded API)", direct.url, direct.headers, DURATION);
  const b = await measure("through the BFF proxy", proxied.url, proxied.headers, DURATION);
  const c = await measure("BFF alone (404, no call)", bffOnly.url, bffOnly.headers, DURATION);
  // The same with one connection: latency without queueing behind a saturated upstream.
  const a1 = await measure("direct, 1 connection", direct.url, direct.headers, DURATION, 1);
  const b1 = await measure("proxy, 1 connection", proxied.url, proxied.headers, DURATION, 1);
  const c1 = await measure("BFF alone, 1 connection", bffOnly.url, bffOnly.headers, DURATION, 1);

  const row = (m: Measured) =>
    `${m.name.padEnd(26)} ${m.rps.toFixed(0).padStart(8)} ${m.p50.toFixed(2).padStart(9)} ${m.p99.toFixed(2).padStart(9)} ${String(m.requests).padStart(9)} ${String(m.errors).padStart(7)}`;
  console.log("");
  console.log(`${"".padEnd(26)} ${"req/s".padStart(8)} ${"p50 ms".padStart(9)} ${"p99 ms".padStart(9)} ${"requests".padStart(9)} ${"errors".padStart(7)}`);
  for (const m of [a, b, c, a1, b1, c1]) console.log(row(m));
  console.log("");
  console.log(`added latency (${CONNECTIONS} connections): p50 +${(b.p50 - a.p50).toFixed(2)} ms, p99 +${(b.p99 - a.p99).toFixed(2)} ms (goal: at most 2 ms at p50)`);
  console.log(`added latency (1 connection):  p50 +${(b1.p50 - a1.p50).toFixed(2)} ms, p99 +${(b1.p99 - a1.p99).toFixed(2)} ms`);
  console.log(`the app's own time per request (Next + proxy.ts + guard + table, no upstream call): p50 ${c1.p50.toFixed(2)} ms (1 connection)`);
  const failed = [a, b, a1, b1].reduce((n, m) => n + m.non2xx + m.errors, 0) + c.errors + c1.errors;
  if (failed > 0) console.log(`WARNING: ${failed} requests failed; the numbers above include them`);
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(stopServers);
