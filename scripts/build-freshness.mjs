/**
 * Whether the app's production build is older than its sources: the one rule `npm start`
 * (scripts/start.mjs), the proxy bench and the tests that start real app processes share, so a
 * build one of them made is never rebuilt by another.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What a `next build` is made from, relative to the project root. */
export const BUILD_SOURCES = ["app", "components", "lib", "server", "public", "proxy.ts", "instrumentation.ts", "instrumentation-client.ts", "next.config.mjs", "package.json", "package-lock.json", "tsconfig.json", "tailwind.config.ts", "postcss.config.mjs"];
const SKIP_DIRS = new Set(["node_modules", ".next", ".data", ".test-data", "migrations"]);

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** Why the build in `distDir` must be made again, or null when it is newer than every source. */
export function buildReason(root, distDir = ".next") {
  const buildId = path.join(root, distDir, "BUILD_ID");
  if (!existsSync(buildId)) return "no build yet";
  const built = statSync(buildId).mtimeMs;
  const newest = Math.max(...BUILD_SOURCES.map((s) => newestMtime(path.join(root, s))));
  return newest > built ? "sources changed since the last build" : null;
}

/**
 * `env` without libfaketime (`npm test` runs some stages with the clock moved ahead, and the whole
 * suite may be run that way): Turbopack's `next build` hangs under it, and what a build writes does
 * not depend on the date. Used for every `next build` the scripts and tests start.
 */
export function withoutFaketime(env) {
  const out = {};
  for (const [key, value] of Object.entries(env)) {
    if (key === "FAKETIME" || key.startsWith("FAKETIME_")) continue;
    if (key === "LD_PRELOAD" && value) {
      const kept = value.split(/[: ]/).filter((lib) => lib && !lib.includes("faketime"));
      if (kept.length) out[key] = kept.join(":");
      continue;
    }
    out[key] = value;
  }
  return out;
}
