/**
 * The app's production build (`next build`, made when missing or older than the sources, by
 * scripts/build-app.mjs as `npm start` makes it) and `next start` processes of it on free ports,
 * for tests that need real app processes (several replicas).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { buildReason } from "../../scripts/build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const NEXT_BIN = path.join(root, "node_modules", "next", "dist", "bin", "next");
const APP_WORKERS_SCRIPT = path.join(root, "scripts", "app-workers.mjs");
const BUILD_APP_SCRIPT = path.join(root, "scripts", "build-app.mjs");
/**
 * Builds the app unless .next/BUILD_ID is newer than every source (scripts/build-app.mjs: the check
 * and the build under one lock). A failed build's output ends the error, so a CI log shows why.
 */
export function ensureNextBuild(): void {
  if (buildReason(root) === null) return;
  console.log("[next-app] building the app (next build) …");
  const r = spawnSync(process.execPath, [BUILD_APP_SCRIPT], { cwd: root, encoding: "utf8", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    const output = `${r.stdout ?? ""}${r.stderr ?? ""}`.trimEnd().split("\n").slice(-60).join("\n");
    throw new Error(`next build failed (${r.signal ?? `exit code ${r.status}`}); its last lines:\n${output}`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface NextApp {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The process started (with `workers`, the cluster's primary). */
  pid: number;
  /** Everything the process wrote to stderr (for failure messages). */
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * `next start` of the build on a free port with `env` (the whole app configuration); waits for /login.
 * `workers` > 1: that many on the port, as APP_WORKERS runs them (scripts/app-workers.mjs).
 */
export async function startNextApp(env: Record<string, string>, timeoutMs = 60_000, { workers = 1 }: { workers?: number } = {}): Promise<NextApp> {
  const port = await freePort();
  const main = workers > 1 ? [APP_WORKERS_SCRIPT, String(port), String(workers)] : [NEXT_BIN, "start", "-p", String(port)];
  const child: ChildProcess = spawn(process.execPath, [...main, "-H", "127.0.0.1"], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    // Only what is given (plus PATH/HOME): a developer's .env or shell settings do not leak in.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  let err = "";
  child.stderr?.on("data", (c: Buffer) => {
    err += String(c);
  });
  const url = `http://127.0.0.1:${port}`;
  const app: NextApp = {
    url,
    pid: child.pid!,
    stderr: () => err,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}): ${err.slice(-2000)}`);
    try {
      const res = await fetch(`${url}/login`, { signal: AbortSignal.timeout(2_000), redirect: "manual" });
      if (res.status === 200) return app;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await app.stop();
  throw new Error(`next start on :${port} did not answer /login within ${timeoutMs} ms: ${err.slice(-2000)}`);
}
