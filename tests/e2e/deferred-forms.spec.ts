/**
 * Issue 23, form pages: the form is on screen from the server's HTML, but its code (the form,
 * react-hook-form, zod, Radix) is downloaded only after the page is idle or when the user reaches
 * for the form (components/ui/deferred.tsx). Checked in a real browser, where "first load" is
 * what the browser fetched, next/dynamic preloads and all:
 *   - with idle time withheld (requestIdleCallback never calls back), the page loads, the form's
 *     server HTML is there and stays (same DOM node), its code is not fetched, and the JavaScript
 *     fetched is within the budget of scripts/js-budget.ts (measured the same way);
 *   - clicking into a field fetches the code and the form works;
 *   - what was typed and a submit pressed before the code arrived are handed to the form when it
 *     arrives (no GET with the fields in the URL, no keystroke lost).
 */
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { JS_BUDGET_KB } from "../../scripts/js-budget";
import { ACCOUNTS, TEXT } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/** No idle callbacks: the deferred code may only come when the user reaches for the form. */
async function withholdIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => {};
  });
}

/**
 * Every JavaScript file the page fetches, and their size measured as scripts/js-budget.ts measures
 * a route from the build (gzip level 9, whatever the server's own compression), so the two agree.
 */
function recordScripts(page: Page) {
  const bodies: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body());
  });
  return {
    count: () => bodies.length,
    async gzipBytes() {
      let total = 0;
      for (const body of await Promise.all(bodies)) total += gzipSync(body, { level: 9 }).length;
      return total;
    },
  };
}

const deferredBox = (page: Page) => page.locator("[data-deferred]");

test.describe("deferred form code", () => {
  test("/login: server HTML first, code on the first click, first load within the budget", async ({ page }) => {
    await withholdIdle(page);
    const scripts = recordScripts(page);
    await page.goto("/login");
    await page.waitForLoadState("networkidle");
    const email = page.getByLabel("Email");
    await expect(email).toBeVisible();
    await email.evaluate((node) => ((node as HTMLElement & { __serverNode?: true }).__serverNode = true));
    await expect(deferredBox(page)).toHaveAttribute("data-deferred", "waiting");
    const firstLoad = scripts.count();
    expect(await scripts.gzipBytes()).toBeLessThanOrEqual(JS_BUDGET_KB * 1000);

    // (The email field already has the focus: the server's autofocus. The user clicks into it.)
    await email.click();
    await expect(deferredBox(page)).toHaveAttribute("data-deferred", "loaded");
    expect(scripts.count()).toBeGreaterThan(firstLoad);
    // Hydrated in place: the input the server sent is the one React now drives; nothing was replaced.
    expect(await email.evaluate((node) => (node as HTMLElement & { __serverNode?: true }).__serverNode === true)).toBe(true);
    await expect(page.getByText("Loading sign-in form…")).toHaveCount(0);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("#login-email-error")).toBeVisible();
  });

  test("/login: typing and Sign in before the code arrives are handed over", async ({ page }) => {
    await withholdIdle(page);
    await page.goto("/login");
    await page.waitForLoadState("networkidle");
    // Hold every script fetched from now on (the form's code) until the user has typed and submitted.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Email").fill(ACCOUNTS.admin);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(deferredBox(page)).toHaveAttribute("data-deferred", "waiting");
    // The browser's own submit was held back: no GET with the password in the URL.
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page.getByTestId("login-error")).toHaveText(TEXT.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email")).toHaveValue(ACCOUNTS.admin);
  });
});

test.describe("deferred form code, signed in", () => {
  test.use({ role: "admin" });

  test("/discounts/create-discount: server HTML first, code on pointer down, within the budget", async ({ page }) => {
    await withholdIdle(page);
    const scripts = recordScripts(page);
    await page.goto("/discounts/create-discount");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Create Discount" })).toBeVisible();
    await expect(deferredBox(page)).toHaveAttribute("data-deferred", "waiting");
    expect(await scripts.gzipBytes()).toBeLessThanOrEqual(JS_BUDGET_KB * 1000);
    await page.getByLabel("Description").click();
    await expect(deferredBox(page)).toHaveAttribute("data-deferred", "loaded");
  });
});
