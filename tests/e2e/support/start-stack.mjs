#!/usr/bin/env node
/**
 * Playwright's web server for the end-to-end run: wipes the run's PGlite directory (given in
 * BACKEND_DATA_DIR, under .test-data/e2e), then runs `node scripts/start.mjs` (embedded API + app)
 * with the environment playwright.config.ts set. Playwright starts its web server before global
 * setup, so the wipe lives here. Signals are passed on; the exit code is the child's.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const dataDir = process.env.BACKEND_DATA_DIR;
if (!dataDir || !dataDir.includes(`${path.sep}.test-data${path.sep}e2e`)) {
  console.error(`start-stack: refusing to wipe BACKEND_DATA_DIR=${dataDir ?? "(unset)"} (must be under .test-data/e2e)`);
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
// The run never touches a developer's database or .env: PGlite in the wiped directory, nothing else.
delete process.env.DATABASE_URL;
process.env.BARK_NO_ENV_FILE = "1";
mkdirSync(path.dirname(dataDir), { recursive: true });

const child = spawn(process.execPath, ["scripts/start.mjs", ...process.argv.slice(2)], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
