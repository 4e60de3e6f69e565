/**
 * The client modules a list page's server component (components/ui/list-page.tsx)
 * imports statically are that page's first load (scripts/js-budget.ts). None of them may reach zod or
 * nuqs/server: the list pages were 160.6 kB gzip (docs/assumptions.md), the JS budget is 170 kB.
 * A static walk of the import graph (type-only imports and dynamic import() are not first load).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const EXTS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (base === null) return null;
  for (const ext of EXTS) if (existsSync(base + ext) && !base.endsWith("/") && (ext !== "" || /\.(tsx?|mjs|js)$/.test(base))) return base + ext;
  return null;
}

/** Static, value (non-type) imports and re-exports of a module. */
function importsOf(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const specs: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;
  for (const m of src.matchAll(re)) {
    if (m[5]) specs.push(m[5]);
    else if (!m[2]) specs.push(m[4]!);
  }
  return specs;
}

const isClient = (file: string) => /^\s*(\/\/[^\n]*\n|\s)*["']use client["']/.test(readFileSync(file, "utf8"));

/** Every bare package a client module reaches through static imports. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importsOf(file)) {
      const next = resolve(file, spec);
      if (next) walk(next, [...chain, path.relative(root, next)]);
      else if (!spec.startsWith(".") && !spec.startsWith("@/") && !reached.has(spec)) reached.set(spec, chain);
    }
  };
  walk(entry, [path.relative(root, entry)]);
  return reached;
}

describe("list pages' first load", () => {
  it("ListPage's client imports reach neither zod nor nuqs/server", () => {
    const listPage = path.join(root, "components/ui/list-page.tsx");
    const clientImports = importsOf(listPage)
      .map((s) => resolve(listPage, s))
      .filter((f): f is string => f !== null && isClient(f));
    const offending: string[] = [];
    for (const entry of clientImports) {
      for (const [pkg, chain] of packagesReached(entry)) if (pkg === "zod" || pkg.startsWith("zod/") || pkg === "nuqs/server") offending.push(`${pkg} via ${chain.join(" → ")}`);
    }
    expect(offending).toEqual([]);
  });
});
