#!/usr/bin/env node
/**
 * `node scripts/app-workers.mjs <port> <workers> [next start options…]`: the app as <workers> `next start` processes on one
 * port (issue 23), so a machine's every core serves pages: node:cluster, whose primary hands each
 * new connection to the workers in turn. `npm start` runs it when APP_WORKERS > 1
 * (scripts/start.mjs); the bench runs it with `--app-workers` (scripts/bench-servers.ts).
 *
 * The workers are replicas (README "Running several replicas"): the configuration check refuses
 * APP_WORKERS > 1 without REDIS_URL (server/bff/config/config-core.ts), so they share the sign-in
 * throttle and the logged-out sessions; everything else a replica holds is its own cache.
 *
 * When a worker stops on its own, the others are stopped and this process exits with its code (so
 * start.mjs stops the embedded API too, as it does for a single app). SIGINT/SIGTERM: passed on to the
 * workers; the exit follows theirs.
 */
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NEXT_BIN = path.join(root, "node_modules", "next", "dist", "bin", "next");

const [port, count, ...startOptions] = process.argv.slice(2);
const workers = Number(count);
if (!port || !Number.isInteger(workers) || workers < 1) {
  console.error("usage: node scripts/app-workers.mjs <port> <workers> [next start options…]");
  process.exit(2);
}

// Round-robin on every platform (Windows defaults to the OS's choice, which favours one worker).
cluster.schedulingPolicy = cluster.SCHED_RR;
cluster.setupPrimary({ exec: NEXT_BIN, args: ["start", "-p", port, ...startOptions], cwd: root });

let stopping = false;
let exitCode = 0;

function stopAll(signal) {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
}

cluster.on("exit", (worker, code, signal) => {
  if (!stopping) {
    console.error(`[app] worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    exitCode = code && code !== 0 ? code : 1;
    stopAll("SIGTERM");
  }
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
});

for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stopAll("SIGTERM"));

for (let i = 0; i < workers; i++) cluster.fork();
console.log(`[app] ${workers} next start processes on port ${port} (pid ${process.pid})`);
