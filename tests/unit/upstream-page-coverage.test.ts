/**
 * Issue 19 finding 9: every page of the signed-in app reads as a sentence and Try again when the
 * back office is slow or down (server/bff/upstream/upstream-page.ts `upstreamPage`), never an error boundary's
 * 500. A page is covered when its default export is wrapped, or when the server component it renders
 * (imported from components/) is.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageFiles } from "../support/page-files";

const root = path.resolve(__dirname, "../..");

const wraps = (source: string) => /\bupstreamPage\(/.test(source);

function covered(file: string): boolean {
  const source = readFileSync(file, "utf8");
  if (wraps(source)) return true;
  for (const [, spec] of source.matchAll(/from "@\/(components\/[^"]+)"/g)) {
    const base = path.join(root, spec!);
    for (const candidate of [`${base}.tsx`, `${base}.ts`]) {
      try {
        if (wraps(readFileSync(candidate, "utf8"))) return true;
      } catch {
        /* not this extension */
      }
    }
  }
  return false;
}

describe("pages of the signed-in app", () => {
  const pages = pageFiles(path.join(root, "app", "(app)"));

  it("are found", () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it("each shows the upstream-unavailable sentence instead of an error boundary (upstreamPage)", () => {
    const bare = pages.filter((p) => !covered(p)).map((p) => path.relative(root, p));
    expect(bare).toEqual([]);
  });
});
