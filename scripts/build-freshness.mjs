/**
 * Whether the app's production build is older than its sources: the one rule `npm start`
 * (scripts/start.mjs), the proxy bench and the tests that start real app processes share, so a
 * build one of them made is never rebuilt by another.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What a `next build` is made from, relative to the project root. */
export const BUILD_SOURCES = ["app", "components", "lib", "server", "public", "proxy.ts", "instrumentation.ts", "next.config.mjs", "package.json", "package-lock.json", "tsconfig.json", "tailwind.config.ts", "postcss.config.mjs"];
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
