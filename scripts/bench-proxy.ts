/**
 * `npm run bench:proxy`: the guarded proxy against a bare route handler, in ONE run against ONE
 * server build (issue 23). The same authenticated GET (the staff-user list, `bark_user/?page=1`, as
 * the Admin demo account, one session cookie) is measured
 *   - through the product's proxy: `/api/upstream/bark_user/?page=1` (host, method, session,
 *     revocation list, table, role, query schema, paging links, log line), and
 *   - through the bare handler of the same build: `/api/bench-bare/bark_user/?page=1`
 *     (server/bff/proxy/bench-bare.ts: opens the same iron-session cookie and pipes `fetch` of the
 *     same upstream; it answers only because this script starts the app with BARK_BENCH_BARE_HANDLER=1),
 * with autocannon at 10 connections, in alternating rounds (product, bare, bare, product, …: three
 * rounds each by default, 8 s a round, after a warm-up of each). Prints every round, the median
 * requests/s of each, latencies over all rounds (p50, p97.5, p99, mean; every response time is
 * recorded, so percentiles are exact), and the ratio product / bare (the median of the per-pair
 * ratios and the ratio of the medians). The goal: ≥ 1.0×. Then one round directly against the
 * embedded API (`Authorization: Token …`) for context (BENCH_DIRECT=0 skips it).
 *
 * By default it starts its own embedded API (PGlite in .test-data/bench-pglite, 50 customers) and
 * its own `next start` of the app's build (.next, built first when missing or older than the
 * sources, by scripts/build-app.mjs), on free ports or BENCH_API_PORT /
 * BENCH_APP_PORT, and stops them afterwards. BENCH_CPU_PROF=<dir>: the app runs with --cpu-prof
 * and writes its profile there when it stops (read it with `tsx scripts/cpu-profile-top.ts <file>`).
 * To measure running servers instead: BENCH_APP_URL=http://localhost:3000
 * BENCH_API_URL=http://127.0.0.1:4000 (the app started with BARK_BENCH_BARE_HANDLER=1).
 * BENCH_DURATION (s a round, default 8), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 10),
 * BENCH_WARMUP (s, default 3).
 */
import path from "node:path";
import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";
import { staffEndpoints } from "../lib/contract/staff";
import { BENCH_BARE_HANDLER_ENV, BENCH_BARE_PREFIX } from "../server/bff/proxy/bench-bare-flag";
import { log, signInThroughApp, startServers, stopServers } from "./bench-servers";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const DIRECT = process.env.BENCH_DIRECT !== "0";
const CPU_PROF = process.env.BENCH_CPU_PROF;
const EMAIL = process.env.BENCH_EMAIL ?? "admin+bark@example.com";
const PASSWORD = process.env.BENCH_PASSWORD ?? process.env.SEED_STAFF_PASSWORD ?? "Bark-demo-2026";
/** The descriptor's own spelling (`bark_user/`), so the proxy and the bare handler send the upstream the same GET. */
const UPSTREAM_PATH = `${staffEndpoints.listStaffUsers.path}?page=1`;

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

interface Round {
  name: string;
  rps: number;
  times: number[];
  requests: number;
  failed: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

async function measure(t: Target, seconds: number): Promise<Round> {
  const times: number[] = [];
  const result = await autocannon({
    url: t.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: t.headers,
    setupClient(client) {
      client.on("response", (_status: number, _bytes: number, responseTime: number) => times.push(responseTime));
    },
  });
  return { name: t.name, rps: result.requests.average, times, requests: result.requests.total, failed: result.non2xx + result.errors };
}

async function signInDirect(api: string): Promise<string> {
  const res = await fetch(`${api}/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const data = (await res.json()) as { token?: string };
  if (!res.ok || !data.token) throw new Error(`direct sign-in failed: ${res.status}`);
  return data.token;
}

async function expectList(t: Target): Promise<void> {
  const res = await fetch(t.url, { headers: t.headers });
  const body = await res.text();
  if (res.status === 404 && t.url.includes(BENCH_BARE_PREFIX)) throw new Error(`${t.url} answered 404: start the app with ${BENCH_BARE_HANDLER_ENV}=1 (and a local host)`);
  if (res.status !== 200 || !body.includes('"results"')) throw new Error(`${t.url} answered ${res.status}: ${body.slice(0, 200)}`);
}

async function main(): Promise<void> {
  const given = process.env.BENCH_APP_URL && process.env.BENCH_API_URL;
  const { api, app } = given
    ? { api: process.env.BENCH_API_URL!, app: process.env.BENCH_APP_URL! }
    : await startServers({
        dataDir: "bench-pglite",
        customers: process.env.SEED_CUSTOMERS ?? "50",
        appEnv: { [BENCH_BARE_HANDLER_ENV]: "1" },
        appNodeArgs: CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(CPU_PROF)] : [],
      });
  const cookie = await signInThroughApp(app, EMAIL, PASSWORD);
  const product: Target = { name: "product proxy", url: `${app}/api/upstream/${UPSTREAM_PATH}`, headers: { cookie } };
  const bare: Target = { name: "bare handler", url: `${app}${BENCH_BARE_PREFIX}${UPSTREAM_PATH}`, headers: { cookie } };
  for (const t of [product, bare]) await expectList(t);

  log(`GET ${UPSTREAM_PATH} as ${EMAIL}; ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  log(`${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s each, after a ${WARMUP} s warm-up of each`);
  await measure(product, WARMUP);
  await measure(bare, WARMUP);

  const rounds: { product: Round; bare: Round }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Alternating order (P B, B P, P B, …): a drift of the machine's load hits both alike.
    const order = i % 2 === 0 ? [product, bare] : [bare, product];
    const got: Record<string, Round> = {};
    for (const t of order) got[t.name] = await measure(t, DURATION);
    const pair = { product: got[product.name]!, bare: got[bare.name]! };
    rounds.push(pair);
    log(`round ${i + 1} (${order.map((t) => t.name).join(" then ")}): product ${pair.product.rps.toFixed(0)} req/s, bare ${pair.bare.rps.toFixed(0)} req/s, ratio ${(pair.product.rps / pair.bare.rps).toFixed(3)}×`);
  }

  let direct: Round | null = null;
  if (DIRECT) {
    const token = await signInDirect(api);
    const t: Target = { name: "direct (embedded API)", url: `${api}/api/${UPSTREAM_PATH}`, headers: { authorization: `Token ${token}`, "x-application": "bark-backoffice" } };
    await expectList(t);
    direct = await measure(t, DURATION);
  }

  const summary = (name: string, list: Round[]) => {
    const times = list.flatMap((r) => r.times).sort((a, b) => a - b);
    const mean = times.reduce((s, v) => s + v, 0) / times.length;
    return { name, rps: median(list.map((r) => r.rps)), p50: percentile(times, 50), p975: percentile(times, 97.5), p99: percentile(times, 99), mean, requests: list.reduce((s, r) => s + r.requests, 0), failed: list.reduce((s, r) => s + r.failed, 0), rounds: list.map((r) => r.rps.toFixed(0)).join(" / ") };
  };
  const rows = [summary("product proxy", rounds.map((r) => r.product)), summary("bare handler", rounds.map((r) => r.bare))];
  if (direct) rows.push({ ...summary("direct API (1 round)", [direct]) });
  console.log("");
  console.log(`${"".padEnd(22)} ${"req/s med".padStart(9)} ${"p50 ms".padStart(8)} ${"p97.5 ms".padStart(9)} ${"p99 ms".padStart(8)} ${"mean ms".padStart(8)} ${"requests".padStart(9)} ${"failed".padStart(7)}  rounds req/s`);
  for (const m of rows) {
    console.log(
      `${m.name.padEnd(22)} ${m.rps.toFixed(0).padStart(9)} ${m.p50.toFixed(2).padStart(8)} ${m.p975.toFixed(2).padStart(9)} ${m.p99.toFixed(2).padStart(8)} ${m.mean.toFixed(2).padStart(8)} ${String(m.requests).padStart(9)} ${String(m.failed).padStart(7)}  ${m.rounds}`,
    );
  }
  const pairRatios = rounds.map((r) => r.product.rps / r.bare.rps);
  console.log("");
  console.log(`ratio product / bare at ${CONNECTIONS} connections: ${(rows[0]!.rps / rows[1]!.rps).toFixed(3)}× (medians); per round ${pairRatios.map((r) => r.toFixed(3)).join(", ")}; median ${median(pairRatios).toFixed(3)}× (goal ≥ 1.0×)`);
  const failed = rows.reduce((n, m) => n + m.failed, 0);
  if (failed > 0) console.log(`WARNING: ${failed} requests failed or answered non-2xx; the numbers above include them`);
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(stopServers);
