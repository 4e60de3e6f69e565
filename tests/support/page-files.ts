/** Every page.tsx below `dir` (the app's pages, for the tests that check each page has something). */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageFiles(full);
    return name === "page.tsx" ? [full] : [];
  });
}
