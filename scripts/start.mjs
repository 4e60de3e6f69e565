#!/usr/bin/env node
/**
 * `npm start` (production mode) and `npm run dev` (`--dev`): the whole product in one command.
 *
 * 1. loads .env.local / .env (without overriding the environment) and validates the configuration;
 * 2. (start only) builds the app with `next build` when there is no build or a source file is newer;
 * 3. starts the embedded back-office API (`tsx server/backend/main.ts`) and waits for its /health;
 * 4. starts `next start -p APP_PORT` (or `next dev`), output forwarded; with APP_WORKERS > 1 (start
 *    only), that many `next start` processes on the port (scripts/app-workers.mjs);
 * 5. one Ctrl-C (SIGINT/SIGTERM) stops both; if either stops on its own, the other is stopped too.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { APP_NODE_FLAGS } from "./app-node-flags.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const node = process.execPath;
const NEXT_BIN = path.join(root, "node_modules", "next", "dist", "bin", "next");
const TSX_BIN = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const BACKEND_MAIN = path.join(root, "server", "backend", "main.ts");

const say = (msg) => console.log(`[start] ${msg}`);

// 1. configuration ------------------------------------------------------------------------------
// BARK_NO_ENV_FILE=1 (the end-to-end run): the environment given is the whole configuration.
for (const file of process.env.BARK_NO_ENV_FILE === "1" ? [] : [".env.local", ".env"]) {
  const full = path.join(root, file);
  if (!existsSync(full)) continue;
  for (const [k, v] of Object.entries(parseEnv(readFileSync(full, "utf8")))) if (process.env[k] === undefined) process.env[k] = v;
}
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
// The bench's bare route handler (server/bff/proxy/bench-bare.ts) is never on in a normal start.
delete process.env.BARK_BENCH_BARE_HANDLER;
const appPort = process.env.APP_PORT || "3000";
// Validated below (scripts/check-config.ts: a whole number ≥ 1, and REDIS_URL when more than one).
const appWorkers = Number(process.env.APP_WORKERS || "1");
const APP_WORKERS_SCRIPT = path.join(root, "scripts", "app-workers.mjs");
const backendHost = process.env.BACKEND_HOST || "127.0.0.1";
const backendPort = process.env.BACKEND_PORT || "4000";

const check = spawnSync(node, [TSX_BIN, path.join(root, "scripts", "check-config.ts")], { cwd: root, stdio: "inherit", env: process.env });
if (check.status !== 0) process.exit(check.status ?? 1);

// 2. build when needed ----------------------------------------------------------------------------
// scripts/build-app.mjs: the check and the build under one lock (several starts at once build once).
if (!dev) {
  const build = spawnSync(node, [path.join(root, "scripts", "build-app.mjs")], { cwd: root, stdio: "inherit", env: process.env });
  if (build.status !== 0) {
    console.error("[start] next build failed");
    process.exit(build.status ?? 1);
  }
}

// 3./4. the two processes -------------------------------------------------------------------------
if (!existsSync(BACKEND_MAIN)) {
  console.error(`[start] the embedded API is missing: ${path.relative(root, BACKEND_MAIN)}`);
  process.exit(1);
}

/** @type {Map<string, import("node:child_process").ChildProcess>} */
const children = new Map();
let stopping = false;
let exitCode = 0;

function launch(name, args, env) {
  const child = spawn(node, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  children.set(name, child);
  child.on("exit", (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
      exitCode = code && code !== 0 ? code : 1;
      stopAll("SIGTERM");
    }
    if (children.size === 0) process.exit(exitCode);
  });
  return child;
}

function stopAll(signal) {
  stopping = true;
  for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  if (children.size === 0) process.exit(exitCode);
}

let signals = 0;
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    signals++;
    if (signals > 1) {
      say("forcing the stop");
      for (const child of children.values()) child.kill("SIGKILL");
      process.exit(130);
    }
    say(`${sig}: stopping the app and the embedded API …`);
    stopAll("SIGTERM");
  });
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping || !children.has("embedded API")) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

say(`starting the embedded API on http://${backendHost}:${backendPort} …`);
launch("embedded API", [TSX_BIN, BACKEND_MAIN], { BACKEND_HOST: backendHost, BACKEND_PORT: backendPort });
const healthy = await waitForHealth(`http://${backendHost.includes(":") ? `[${backendHost}]` : backendHost}:${backendPort}/health`, 300_000);
if (!healthy) {
  if (!stopping) {
    console.error("[start] the embedded API did not become healthy");
    exitCode = 1;
    stopAll("SIGTERM");
  }
} else {
  say(`embedded API ready; starting the app (${dev ? "development" : "production"}) on http://localhost:${appPort}`);
  const env = { BACKEND_HOST: backendHost, BACKEND_PORT: backendPort, ...(dev ? {} : { NODE_ENV: "production" }) };
  if (dev && appWorkers > 1) say("APP_WORKERS applies to npm start only: one development server");
  // The production server's Node flags (scripts/app-node-flags.mjs); the workers inherit them.
  if (!dev && appWorkers > 1) launch("app", [...APP_NODE_FLAGS, APP_WORKERS_SCRIPT, appPort, String(appWorkers)], env);
  else launch("app", [...(dev ? [] : APP_NODE_FLAGS), NEXT_BIN, dev ? "dev" : "start", "-p", appPort], env);
}
