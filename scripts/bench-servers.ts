/**
 * What the benchmark scripts (bench:proxy, bench:page) share: start the embedded API on its own
 * PGlite directory (.test-data/{dataDir}, seeded on first start: the demo staff, the scenario
 * customers and SEED_CUSTOMERS generated ones) and a `next start` of the app's build (.next, built
 * first when missing or older than the sources, by scripts/build-app.mjs), both on free ports (or BENCH_API_PORT / BENCH_APP_PORT); stop them; sign in through the app.
 * `appEnv`: extra variables of the app process only (bench:proxy turns its bare handler on);
 * `appNodeArgs`: node options of the app process (e.g. --cpu-prof; the profile is written when it stops).
 * `appWorkers` > 1: the app as that many `next start` processes on its port (scripts/app-workers.mjs,
 * as `APP_WORKERS` does for `npm start`), sharing the Redis of `appEnv.REDIS_URL`.
 */
import { spawn, type ChildProcess } from "node:child_process";

import path from "node:path";
import { descendants, ownCpuMs } from "./proc-stat";
import { ensureNextBuild, freePort } from "../tests/support/next-app";
import { APP_NODE_FLAGS } from "./app-node-flags.mjs";

const root = path.resolve(import.meta.dirname, "..");
const children: ChildProcess[] = [];
export const log = (m: string) => console.log(`[bench] ${m}`);

// A bench that ends any other way than through stopServers() (an error, Ctrl C, `timeout`, its
// output piped into `head`) still takes its servers with it: a server left running skews every
// measurement after it (one was found spinning at 75 % of a core).
process.once("exit", () => {
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    // The app's workers (--app-workers) would outlive their primary.
    for (const pid of descendants(c.pid)) killQuietly(pid);
    c.kill("SIGKILL");
  }
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, () => process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1)));

async function waitFor(url: string, timeoutMs: number, proc?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.exitCode !== null) throw new Error(`${url}: the process exited (${proc.exitCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: "manual" });
      if (res.status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts the embedded API (PGlite in .test-data/{dataDir}, `customers` generated on first start) and
 * the app, on the given ports, else BENCH_API_PORT / BENCH_APP_PORT (a shared machine where each user
 * has its own), else free ones.
 */
export async function startServers(opts: { dataDir: string; customers: string; apiPort?: number; appPort?: number; appEnv?: Record<string, string>; appNodeArgs?: string[]; appWorkers?: number }): Promise<{ api: string; app: string; apiPid?: number; appPid?: number }> {
  const apiPort = opts.apiPort ?? (Number(process.env.BENCH_API_PORT) || (await freePort()));
  const appPort = opts.appPort ?? (Number(process.env.BENCH_APP_PORT) || (await freePort()));
  const env = { ...process.env, BACKEND_HOST: "127.0.0.1", BACKEND_PORT: String(apiPort), NEXT_TELEMETRY_DISABLED: "1" };
  log(`starting the embedded API on :${apiPort} …`);
  // One process (tsx as a loader, not its CLI, which runs the server in a child of its own): the
  // exit handler above reaches the server itself.
  const api = spawn(process.execPath, ["--import", "tsx", "server/backend/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, BACKEND_DATA_DIR: path.join(root, ".test-data", opts.dataDir), SEED_CUSTOMERS: opts.customers },
  });
  children.push(api);
  await waitFor(`http://127.0.0.1:${apiPort}/health`, 300_000, api);
  ensureNextBuild();
  log(`starting the app (next start) on :${appPort} …`);
  const workers = opts.appWorkers ?? 1;
  const appMain = workers > 1 ? [path.join(root, "scripts/app-workers.mjs"), String(appPort), String(workers)] : [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(appPort)];
  // As `npm start` runs it: the app's Node flags (scripts/app-node-flags.mjs), then the bench's own.
  const app = spawn(process.execPath, [...APP_NODE_FLAGS, ...(opts.appNodeArgs ?? []), ...appMain], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, ...opts.appEnv, NODE_ENV: "production" },
  });
  children.push(app);
  await waitFor(`http://localhost:${appPort}/login`, 120_000, app);
  return { api: `http://127.0.0.1:${apiPort}`, app: `http://localhost:${appPort}`, apiPid: api.pid, appPid: app.pid };
}

/**
 * The CPU time (user + system, ms) a process has used so far, from /proc/{pid}/stat (Linux; the
 * clock ticks at 100 Hz there, `getconf CLK_TCK`), or null where it cannot be read. The difference of
 * two readings around a load, divided by its requests, is the process's CPU per request: unlike a
 * response time, it hardly moves when the machine is shared.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (!pid || process.platform !== "linux") return null;
  try {
    // With its live child processes (the app's workers of --app-workers).
    return descendants(pid).reduce((sum, child) => {
      try {
        return sum + ownCpuMs(child);
      } catch {
        return sum; // it ended meanwhile
      }
    }, ownCpuMs(pid));
  } catch {
    return null;
  }
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Stops the servers; resolves when they have exited (at most 15 s: a --cpu-prof profile is written on exit). */
export async function stopServers(): Promise<void> {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  const exited = running.map((c) => new Promise<void>((resolve) => c.once("exit", () => resolve())));
  for (const c of running) c.kill("SIGTERM");
  await Promise.race([Promise.all(exited), new Promise((r) => setTimeout(r, 15_000).unref())]);
}

/** Signs in through the app's /api/auth/login; answers the `bark_session=…` cookie pair. */
export async function signInThroughApp(app: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${app}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("bark_session="));
  if (!res.ok || !cookie) throw new Error(`sign-in through the app failed: ${res.status}`);
  return cookie.split(";")[0]!;
}

/** Signs in directly at the embedded API's /auth/login; answers the API token. */
export async function signInToApi(api: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${api}/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  const data = (await res.json()) as { token?: string };
  if (!res.ok || !data.token) throw new Error(`direct sign-in failed: ${res.status}`);
  return data.token;
}
