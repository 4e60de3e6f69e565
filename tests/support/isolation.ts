/**
 * Which test files share one module graph and which need one of their own (vitest.config.ts; the
 * suite's time on a 2-core machine).
 *
 * Vitest isolates every file by default: each file imports the whole module graph again (for an
 * integration file, the embedded API, the BFF and their schemas: 3 to 4 s a file, most of the
 * integration stages' time). Files of the unit and integration projects share one graph
 * (`isolate: false`) unless they change what other files would import: module mocks
 * (`vi.mock`, which would stay in place for the files after them), stubbed globals or environment,
 * a reset module registry, or the process's environment (the BFF reads its configuration once, at
 * first use). Those run in a project of their own with isolation ("unit-isolated",
 * "integration-isolated"). The rule reads each file's text, so a new test file lands on the right
 * side by itself. Component files always run isolated: they share a DOM (tests/component).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** What in a test file's text changes the module graph or the process for the files after it. */
const CHANGES_SHARED_STATE = [
  /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(/,
  /Object\.assign\(\s*process\.env\b/,
  /\bprocess\.env(\.[A-Za-z_$][\w$]*|\[[^\]]+\])?\s*=(?!=)/,
  /\bdelete\s+process\.env\b/,
];

/** True when the file (its source text) must not share its module graph with other files. */
export function needsOwnModules(source: string): boolean {
  return CHANGES_SHARED_STATE.some((pattern) => pattern.test(source));
}

/**
 * The `*.test.ts` files below `dir` (relative to `root`, as vitest's include globs take them), split
 * into those that can share a module graph and those that need their own.
 */
export function splitByIsolation(root: string, dir: string): { shared: string[]; own: string[] } {
  const shared: string[] = [];
  const own: string[] = [];
  const names = readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" });
  for (const name of names.sort()) {
    if (!name.endsWith(".test.ts")) continue;
    const file = `${dir}/${name.split(path.sep).join("/")}`;
    (needsOwnModules(readFileSync(path.join(root, file), "utf8")) ? own : shared).push(file);
  }
  return { shared, own };
}
