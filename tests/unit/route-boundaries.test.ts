/**
 * Entity pages answer a real HTTP 404 (docs/architecture.md "Status codes of entity pages"): a
 * route-level loading.tsx starts streaming with status 200 before a page below it can call
 * notFound(), so no loading.tsx may sit at or above a dynamic segment (`[customerSegment]`, later
 * `[orderId]`, `[productId]`, `[claimId]`). Loading UI goes into <Suspense> inside the page, below
 * the entity load.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP_DIR = path.resolve(__dirname, "../../app");
const LOADING_FILE = /^loading\.(?:tsx|ts|jsx|js)$/;

function walk(dir: string): { loading: string[]; dynamic: string[] } {
  const found = { loading: [] as string[], dynamic: [] as string[] };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith("[")) found.dynamic.push(full);
      const sub = walk(full);
      found.loading.push(...sub.loading);
      found.dynamic.push(...sub.dynamic);
    } else if (LOADING_FILE.test(entry.name)) {
      found.loading.push(full);
    }
  }
  return found;
}

/** The loading files whose Suspense boundary would wrap a dynamic (entity) segment. */
function loadingFilesAboveEntityPages(appDir: string): string[] {
  const { loading, dynamic } = walk(appDir);
  return loading
    .filter((file) => dynamic.some((d) => d.startsWith(path.dirname(file) + path.sep)))
    .map((file) => path.relative(appDir, file));
}

describe("route-level loading boundaries", () => {
  it("no loading.tsx wraps an entity page (it would fix the status at 200 before notFound())", () => {
    expect(loadingFilesAboveEntityPages(APP_DIR)).toEqual([]);
  });

  it("the check flags a loading.tsx above a dynamic segment and allows one beside it", () => {
    const root = mkdtempSync(path.join(tmpdir(), "bark-app-"));
    try {
      const touch = (rel: string) => {
        mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        writeFileSync(path.join(root, rel), "");
      };
      touch("(app)/loading.tsx");
      touch("(app)/orders/[orderId]/page.tsx");
      touch("(app)/reports/loading.tsx");
      touch("(app)/reports/page.tsx");
      expect(loadingFilesAboveEntityPages(root)).toEqual([path.join("(app)", "loading.tsx")]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
