/**
 * What Lighthouse's accessibility and best-practices audits read on the pages `npm run
 * bench:lighthouse` audits (issue 23), checked without Lighthouse (no timing here): the login page
 * signed out, the many-orders customer's page and one of its order pages signed in. Each page loads
 * without a Content-Security-Policy violation (zod's eval probe was one on every page:
 * instrumentation-client.ts), without a console error or an uncaught exception, with a language and
 * a description; and the header's search button has its visible text in its name (axe's
 * label-content-name-mismatch, which Lighthouse runs and the suite's axe check, WCAG tags only,
 * does not).
 */
import type { Page } from "@playwright/test";
import type { AccountDto } from "@/lib/contract/customers";
import { customerPath } from "@/lib/customers/paths";
import { expect, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";

/**
 * Records CSP violations, console errors and uncaught exceptions from before each page's first
 * script. The answered function takes what was recorded once the page is hydrated (React has
 * attached its props to `hydratedSelector`'s element, so the first-load client modules, zod among
 * them, have run).
 */
async function watchBrowserProblems(page: Page): Promise<(hydratedSelector: string) => Promise<string[]>> {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__cspViolations.push(`CSP ${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
  });
  return async (hydratedSelector) => {
    await page.waitForLoadState("load");
    await page.waitForFunction((selector) => {
      const el = document.querySelector(selector);
      return el !== null && Object.keys(el).some((k) => k.startsWith("__reactProps"));
    }, hydratedSelector);
    const csp = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    return [...problems.splice(0), ...csp];
  };
}

async function expectLighthouseBasics(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
}

test("the login page loads without a CSP violation or a console error, with a description", async ({ page }) => {
  const problems = await watchBrowserProblems(page);
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(await problems("button[type=submit]")).toEqual([]);
  await expectLighthouseBasics(page);
});

test.describe("signed in", () => {
  test.use({ role: "all" });

  const PAGES = {
    "the customer page": (c: AccountDto) => customerPath(c),
    "an order page": (c: AccountDto) => `${customerPath(c)}/order/${c.orders.past[0]!.id}`,
  };
  for (const [name, pathOf] of Object.entries(PAGES)) {
    test(`${name} of the many-orders customer loads clean, and the search button's name holds its visible text`, async ({ page, api }) => {
      // The 61-order customer's pages are the suite's largest (about 1,700 elements): axe after the test reads them all.
      test.slow();
      const path = pathOf(await api.scenario("manyOrders"));
      const problems = await watchBrowserProblems(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await problems("button[aria-keyshortcuts]")).toEqual([]);
      await expectLighthouseBasics(page);

      const opener = page.getByRole("button", { name: "Find a customer, order or discount (Ctrl K)" });
      await expect(opener).toHaveText("Find");
      const violations = await axeViolations(page, { rules: ["label-content-name-mismatch"] });
      expect(violations.map((v) => `${v.id}: ${v.targets.join(", ")}`)).toEqual([]);
    });
  }
});
