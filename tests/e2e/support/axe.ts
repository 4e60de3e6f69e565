/**
 * Accessibility check for every page and dialog an end-to-end test opens: axe-core on the live DOM,
 * failing on any serious or critical violation (WCAG 2.x A and AA rules).
 *
 *   await expectNoA11yViolations(page);                       // the whole page
 *   await expectNoA11yViolations(page, { include: "[role=dialog]" }); // an open dialog
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const FAILING_IMPACTS = new Set(["serious", "critical"]);

/** Finite animations and transitions still running (a toast fading in): axe would read their colours mid-way. */
const settled = () =>
  document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity);

export async function expectNoA11yViolations(page: Page, opts: { include?: string } = {}): Promise<void> {
  // Colour contrast of an element still fading in is not its contrast: wait until it has arrived.
  await page.waitForFunction(settled, undefined, { timeout: 5_000 });
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (opts.include) builder = builder.include(opts.include);
  const { violations } = await builder.analyze();
  const failing = violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ""))
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(failing, `axe-core violations on ${page.url()}`).toEqual([]);
}
