/**
 * Issue 23 in a real browser: which libraries a page has fetched so far, and a page without idle
 * time (deferred forms then load their code only when the user reaches for them).
 */
import type { Page } from "@playwright/test";

/** A string each library's minified code keeps (an API name or an error code). */
export const LIBRARIES = { "TanStack Table": "getToggleSortingHandler", zod: "invalid_type", "react-hook-form": "shouldUnregister" } as const;

/** The libraries among the JavaScript the page has fetched so far. */
export async function librariesFetched(page: Page): Promise<string[]> {
  return page.evaluate(async (libraries) => {
    const scripts = performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((url) => new URL(url).pathname.endsWith(".js"));
    const texts = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())));
    return Object.entries(libraries)
      .filter(([, marker]) => texts.some((t) => t.includes(marker)))
      .map(([name]) => name);
  }, LIBRARIES);
}

/** No idle callbacks on the next loads of `page`: deferred code comes only on reach. */
export async function withholdIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => {};
  });
}
