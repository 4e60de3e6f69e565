/**
 * Screen layout in Chromium (what the component tests cannot measure): the customer page lines up
 * with the header and never scrolls sideways, at 1024, 1280, 1440 and 1920 px wide.
 */
import { expect, openCustomer, test, type Page } from "./support/fixtures";

test.use({ role: "all" });

/** Left and right edges (px) of the header row's content and of the page's content (inside their padding). */
const edges = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      const s = getComputedStyle(el!);
      return { left: Math.round(r.left + parseFloat(s.paddingLeft)), right: Math.round(r.right - parseFloat(s.paddingRight)) };
    };
    return {
      header: box(document.querySelector("body header > div")),
      content: box(document.querySelector("main#main")),
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    };
  });

for (const width of [1024, 1280, 1440, 1920]) {
  test(`the customer page lines up with the header and does not scroll sideways at ${width} px`, async ({ page, api }) => {
    await page.setViewportSize({ width, height: 900 });
    // Every status and type (the widest badges and rows), then 61 orders.
    for (const key of ["coverage", "manyOrders"] as const) {
      const customer = await api.scenario(key);
      await openCustomer(page, customer);
      await expect(page.getByRole("table", { name: "Fulfillments" })).toBeVisible();
      const e = await edges(page);
      expect(e.scrollWidth, "horizontal overflow").toBeLessThanOrEqual(e.clientWidth);
      // The header's content row and the page's content start and end at the same x (±1 px).
      expect(Math.abs(e.content.left - e.header.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(e.content.right - e.header.right)).toBeLessThanOrEqual(1);
    }
  });
}
