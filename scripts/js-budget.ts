/**
 * `npm run check:js-budget`: the JavaScript a browser downloads to open each page of lib/pages.ts
 * (its first load), gzip, from the production build in .next (built first when missing or older
 * than the sources, as `npm start` does). Prints route → kB gzip and chunk count, and exits 1 when a
 * route is over its limit: JS_BUDGET_KB, or for a route not yet within it its ceiling in
 * OVER_BUDGET_CEILINGS_KB (issue 23). `npm test` runs it after the end-to-end stage, on that build.
 * A size, not a timing: the same build always measures the same.
 *
 * First load = the framework's root chunks (build-manifest.json `rootMainFiles`) + every chunk the
 * page's client reference manifest lists for its entries (the root and group layouts, the error
 * and not-found boundaries above it, the page itself); `global-error` loads only when the root
 * layout fails. Chunks loaded later (next/dynamic, React.lazy: a dialog opened) are not counted.
 *
 *   npm run check:js-budget              the table; exit 1 over budget
 *   npm run check:js-budget -- --chunks  also each chunk of the heaviest route with its size
 *   npm run check:js-budget -- --chunks /search   … of that route (a pattern of lib/pages.ts)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { ALL_PAGES } from "../lib/pages";

/** The budget of every route's first-load JavaScript, kB (1000 bytes) gzip. */
export const JS_BUDGET_KB = 170;

/**
 * Routes not yet within JS_BUDGET_KB (issue 23 is open for them): each may not grow past its ceiling
 * (kB gzip, its size when the check entered `npm test`, rounded up to the next kB), so the list only
 * shrinks. A route not listed here has JS_BUDGET_KB. When a listed route gets within the budget the
 * check says so: remove its row then.
 */
export const OVER_BUDGET_CEILINGS_KB: Readonly<Record<string, number>> = {};

/** A route's limit, kB gzip: its ceiling while it is listed above, else the budget. */
export function limitOf(route: string, ceilings: Readonly<Record<string, number>> = OVER_BUDGET_CEILINGS_KB): number {
  return ceilings[route] ?? JS_BUDGET_KB;
}

export interface RouteSize {
  route: string;
  bytes: number;
}

/** The check's verdict: routes over their limit (a failure), and listed routes now within the budget (to unlist). */
export function budgetVerdict(rows: readonly RouteSize[], ceilings: Readonly<Record<string, number>> = OVER_BUDGET_CEILINGS_KB) {
  return {
    over: rows.filter((r) => r.bytes > limitOf(r.route, ceilings) * 1000),
    withinNow: rows.filter((r) => r.route in ceilings && r.bytes <= JS_BUDGET_KB * 1000),
    unknownCeilings: Object.keys(ceilings).filter((route) => !rows.some((r) => r.route === route)),
  };
}

const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, ".next");

/** Entries of a page's client manifest that are not part of its first load. */
const NOT_FIRST_LOAD = new Set(["[project]/app/global-error"]);

/** The chunk files (relative to .next) of a page's first load. */
export function firstLoadFiles(rootMainFiles: readonly string[], entryJSFiles: Record<string, readonly string[]>): string[] {
  const files = new Set(rootMainFiles);
  for (const [entry, chunks] of Object.entries(entryJSFiles)) {
    if (NOT_FIRST_LOAD.has(entry)) continue;
    for (const chunk of chunks) files.add(chunk);
  }
  return [...files];
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(next, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The build (scripts/build-app.mjs: only when the sources changed, under the checkout's build lock). */
function ensureBuild() {
  const build = spawnSync(process.execPath, [path.join(root, "scripts", "build-app.mjs")], { cwd: root, stdio: "inherit", env: process.env });
  if (build.status !== 0) {
    console.error("check:js-budget: next build failed");
    process.exit(build.status ?? 1);
  }
}

function entryFilesOf(appPath: string): Record<string, string[]> {
  const file = path.join(next, "server", "app", `${appPath}_client-reference-manifest.js`);
  if (!existsSync(file)) throw new Error(`no client reference manifest for ${appPath} (${file})`);
  const g = globalThis as { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> };
  g.__RSC_MANIFEST = {};
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST[<app path>].
  new Function(readFileSync(file, "utf8"))();
  const manifest = g.__RSC_MANIFEST[appPath];
  if (!manifest?.entryJSFiles) throw new Error(`${file} has no entryJSFiles for ${appPath}`);
  return manifest.entryJSFiles;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function main() {
  ensureBuild();
  const buildManifest = JSON.parse(readFileSync(path.join(next, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const appPaths = JSON.parse(readFileSync(path.join(next, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
  const appPathOf = new Map(Object.entries(appPaths).map(([appPath, route]) => [route, appPath]));

  const rows = ALL_PAGES.map((page) => {
    const appPath = appPathOf.get(page.pattern);
    if (!appPath) throw new Error(`lib/pages.ts ${page.pattern}: no page of that route in the build`);
    const files = firstLoadFiles(buildManifest.rootMainFiles, entryFilesOf(appPath));
    const bytes = files.reduce((sum, f) => sum + gzipBytes(f), 0);
    return { route: page.pattern, files, bytes };
  });

  const framework = buildManifest.rootMainFiles.reduce((sum, f) => sum + gzipBytes(f), 0);
  const width = Math.max(...rows.map((r) => r.route.length));
  console.log(`\nFirst-load JavaScript per route, kB gzip (budget ${JS_BUDGET_KB} kB; framework root chunks ${kB(framework)} kB in ${buildManifest.rootMainFiles.length})\n`);
  console.log(`${"route".padEnd(width)}  ${"kB gzip".padStart(8)}  chunks`);
  const { over, withinNow, unknownCeilings } = budgetVerdict(rows);
  for (const r of rows) {
    const limit = limitOf(r.route);
    const mark = over.includes(r) ? `  OVER its limit of ${limit} kB` : limit > JS_BUDGET_KB ? `  over the budget (ceiling ${limit} kB, issue 23)` : "";
    console.log(`${r.route.padEnd(width)}  ${kB(r.bytes).padStart(8)}  ${String(r.files.length).padStart(6)}${mark}`);
  }

  const chunksArg = process.argv.indexOf("--chunks");
  if (chunksArg >= 0) {
    const wanted = process.argv[chunksArg + 1];
    const heaviest = rows.find((r) => r.route === wanted) ?? rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(`\nchunks of ${heaviest.route}:`);
    for (const f of [...heaviest.files].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
      const shared = rows.filter((r) => r.files.includes(f)).length;
      console.log(`  ${kB(gzipBytes(f)).padStart(6)} kB  ${f}  (in ${shared} of ${rows.length} routes)`);
    }
  }

  for (const r of withinNow) console.log(`\n${r.route} is within ${JS_BUDGET_KB} kB now (${kB(r.bytes)} kB): remove its row from OVER_BUDGET_CEILINGS_KB`);
  if (unknownCeilings.length > 0) {
    console.error(`\nOVER_BUDGET_CEILINGS_KB names routes lib/pages.ts does not have: ${unknownCeilings.join(", ")}`);
    process.exit(1);
  }
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over their limit: ${over.map((r) => `${r.route} ${kB(r.bytes)} kB > ${limitOf(r.route)} kB`).join(", ")}`);
    process.exit(1);
  }
  const listed = rows.filter((r) => limitOf(r.route) > JS_BUDGET_KB).length;
  console.log(`\nevery route within its limit: ${rows.length - listed} within ${JS_BUDGET_KB} kB gzip, ${listed} still over it and none grown past its ceiling`);
}

// Run as a script (npm run check:js-budget); imported (the e2e check of deferred forms), only the budget.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
