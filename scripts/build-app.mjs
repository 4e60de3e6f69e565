#!/usr/bin/env node
/**
 * The app's production build, made only when it is missing or older than its sources
 * (build-freshness.mjs): the one way `npm start`, `npm test`, the benches and the tests that start
 * real app processes build it.
 *
 * The check and the build run together under an exclusive lock (`flock` on a lock file of this
 * checkout's, where flock exists): a second caller waits for the first one's build and then finds it fresh,
 * instead of building again over the `.next` that the first caller's servers are already running
 * from. Without libfaketime (Turbopack's build hangs under it; what a build writes does not depend
 * on the date). Exit code: next build's, or 0 when the build was already fresh.
 *
 *   node scripts/build-app.mjs            prints why it builds (or nothing), then next build's output
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildReason, withoutFaketime } from "./build-freshness.mjs";

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), "..");
// One lock per checkout: two checkouts build side by side; two callers in one checkout never do.
const LOCK = path.join(tmpdir(), `bark-next-build-${createHash("sha256").update(root).digest("hex").slice(0, 12)}.lock`);
const LOCKED = "BARK_BUILD_LOCK_HELD";

const env = { ...withoutFaketime(process.env), NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };

if (process.env[LOCKED] !== "1" && spawnSync("flock", ["--version"], { stdio: "ignore" }).status === 0) {
  // Again, under the lock: the check below then sees what a build that held it made.
  const r = spawnSync("flock", [LOCK, process.execPath, self], { stdio: "inherit", env: { ...env, [LOCKED]: "1" } });
  process.exit(r.status ?? 1);
}

const reason = buildReason(root);
if (reason === null) process.exit(0);
console.log(`[build] building the app (${reason}) …`);
const build = spawnSync(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], { cwd: root, stdio: "inherit", env });
if (build.status !== 0) console.error(`[build] next build failed (${build.signal ?? `exit code ${build.status}`})`);
process.exit(build.status ?? 1);
