/**
 * Screen layout in Chromium (what the component tests cannot measure):
 *   - the customer page lines up with the header and never scrolls sideways, at 1024, 1280, 1440
 *     and 1920 px wide; a past order's Products table (eleven columns) fits at 1024 px;
 *   - the customer changelog's entries are never cut off at the 400 px panel's edge without a
 *     visible sign that the list goes on (a shadow at the scrolled edge), and the last entry can be
 *     scrolled fully into view;
 *   - the Refund Order table keeps its column widths when a line is ticked or its amount is refused;
 *   - a discount whose description is one 300-character word wraps it inside its card: its page
 *     and Discount Lookup's result never scroll sideways;
 *   - View Promotion, reached by a client navigation, has its status switch (or a placeholder of
 *     its size) with the page's first paint: nothing below it moves when the switch's code arrives.
 */
import { SCENARIO_ORDER_IDS as OID } from "../../server/backend/seed/scenario-emails";
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

test("a past order's Products table shows every column without scrolling sideways at 1024 px", async ({ page, api }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  const shelly = await api.scenario("shipped");
  await openCustomer(page, shelly);
  await page.goto(`${page.url()}/order/${OID.shipped}`);
  const table = page.getByRole("region", { name: "Products" }).getByRole("table");
  await expect(table.getByRole("columnheader", { name: /Refunded/ })).toBeVisible();
  const box = await table.evaluate((t) => ({ scrollWidth: t.parentElement!.scrollWidth, clientWidth: t.parentElement!.clientWidth }));
  expect(box.scrollWidth, "the table's scroll area overflows").toBeLessThanOrEqual(box.clientWidth);
});

test("the customer changelog shows where its scrolling list is cut, and each entry can be read whole", async ({ page, api }) => {
  const customer = await api.scenario("coverage");
  await page.goto(`/customer-lookup/${customer.id}/changelog`);
  const panel = page.getByTestId("changelog-panel");
  await expect(panel.getByTestId("changelog-entry").first()).toBeVisible();
  const measure = () =>
    panel.evaluate((el) => {
      const style = getComputedStyle(el);
      return { overflows: el.scrollHeight > el.clientHeight + 1, maxHeight: style.maxHeight, overflowY: style.overflowY, shadows: style.backgroundImage };
    });
  // The pet filter's label on one line (it wrapped beside a select as wide as the page).
  const filterLabel = await page.getByText("Filter by pet", { exact: true }).boundingBox();
  expect(filterLabel!.height).toBeLessThan(24);
  const m = await measure();
  // The spec's 400 px on the customer changelog (02 §"changelog panel"), scrolling.
  expect(m.maxHeight).toBe("400px");
  expect(m.overflowY).toBe("auto");
  expect(m.overflows, "the scenario customer's changelog is longer than the panel").toBe(true);
  // The cut edge is drawn: a scroll shadow (gradients kept at the panel's edges while the list scrolls under them).
  expect(m.shadows).toContain("gradient");
  // The last entry scrolls fully into the panel.
  const last = panel.getByTestId("changelog-entry").last();
  await last.scrollIntoViewIfNeeded();
  const [p, l] = await Promise.all([panel.boundingBox(), last.boundingBox()]);
  expect(l!.y + l!.height).toBeLessThanOrEqual(p!.y + p!.height + 1);
  expect(l!.y).toBeGreaterThanOrEqual(p!.y - 1);
});

test("the Refund Order table keeps its column widths when a line is ticked and its amount refused", async ({ page, api }) => {
  const rita = await api.scenario("refundable");
  await page.goto(`/customer-lookup/${rita.id}/order/${OID.refundable}/refund`);
  const table = page.getByRole("form", { name: "Refund" }).getByRole("table");
  await expect(table).toBeVisible();
  // The form's code is there (components/ui/deferred.tsx): a tick acts at once, not on its replay.
  await expect(page.locator("[data-deferred]")).toHaveAttribute("data-deferred", "loaded");
  const widths = () => table.locator("thead th").evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().width)));
  const before = await widths();
  const boxes = table.getByRole("checkbox");
  await boxes.first().check();
  expect(await widths()).toEqual(before);
  // A refused amount's message under the input does not widen its column either.
  await table.getByRole("spinbutton").first().fill("99999");
  await expect(table.getByText(/cannot exceed/)).toBeVisible();
  expect(await widths()).toEqual(before);
  await boxes.nth(1).check();
  expect(await widths()).toEqual(before);
});

test("View Promotion after a client navigation: the status switch's place is there at the first paint, nothing below it moves", async ({ page }) => {
  await page.goto("/promotions");
  const link = page.getByRole("link", { name: "Free Bandana with Fresh" });
  await expect(link).toBeVisible();
  // The page's scripts, from now on, come 400 ms late: the switch's own code would arrive after the page's first paint.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await link.click();
  // Read in the first frame that shows the promotion's heading.
  const first = await page.waitForFunction(
    () => {
      const h1 = [...document.querySelectorAll("h1")].find((h) => h.textContent?.includes("Free Bandana with Fresh"));
      if (!h1) return null;
      const creator = [...document.querySelectorAll("dt")].find((d) => d.textContent === "Creator");
      const status = [...document.querySelectorAll("dt")].find((d) => d.textContent === "Status")?.nextElementSibling;
      return { creatorTop: creator!.getBoundingClientRect().top, statusHeight: status!.getBoundingClientRect().height, placeholder: !!status!.querySelector('[role="switch"], [data-skeleton]') };
    },
    undefined,
    { polling: "raf" },
  );
  const atFirstPaint = (await first.jsonValue())!;
  expect(atFirstPaint.placeholder, "the switch or its placeholder at the first paint").toBe(true);
  const toggle = page.getByRole("switch", { name: "Promotion active" });
  await expect(toggle).toBeVisible();
  const later = await page.evaluate(() => {
    const creator = [...document.querySelectorAll("dt")].find((d) => d.textContent === "Creator");
    const status = [...document.querySelectorAll("dt")].find((d) => d.textContent === "Status")?.nextElementSibling;
    return { creatorTop: creator!.getBoundingClientRect().top, statusHeight: status!.getBoundingClientRect().height };
  });
  expect(later.creatorTop).toBe(atFirstPaint.creatorTop);
  expect(later.statusHeight).toBe(atFirstPaint.statusHeight);
});

test("a 300-character word in a discount's description wraps inside the card: the page never scrolls sideways", async ({ page, api }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const code = `LONGWORD${Date.now().toString(36).toUpperCase()}`;
  const d = await api.createDiscount({ code, description: `Review long ${"x".repeat(300)}`, discount_type: "AMOUNT", value: 7, limit_type: "UNLIMITED", order_onetime: true });
  for (const path of [`/discounts/${d.id}`, `/discount-lookup/${d.id}`]) {
    await page.goto(path);
    await expect(page.getByText(/Review long x+/)).toBeVisible();
    const { scrollWidth, clientWidth } = await edges(page);
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
