/**
 * Feedback while a page is on its way (components/shell/navigation-progress.tsx): a click on a
 * customer in the search results, the server slow to answer (the page's data request held back a
 * second), keeps the results on screen with the progress line along the top, then shows the
 * customer page whole (its account actions, an island whose code loads after a client navigation,
 * there with it: components/ui/deferred-island.tsx) and the line is gone. Keyboard too: Enter on
 * the focused link. Read-only on the documented scenario customers.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

test.use({ role: "team" });

const line = (page: Page) => page.locator("[data-navigation-progress]");

/** Holds every router request (the `rsc` header: a client navigation's data) back `ms` before it goes. */
async function slowRouter(page: Page, ms: number) {
  await page.route("**/*", async (route) => {
    if (route.request().headers()["rsc"] === "1") await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

for (const how of ["mouse", "keyboard"] as const) {
  test(`a slow page: the results stay with the progress line, then the customer page comes whole (${how})`, async ({ page }) => {
    await page.goto("/search?q=scenario");
    const carl = page.getByRole("link", { name: "Carl Cancelled" });
    await expect(carl).toBeVisible();
    await expect(line(page)).toHaveCount(0);
    await slowRouter(page, 1_500);
    if (how === "mouse") await carl.click();
    else {
      await carl.focus();
      await page.keyboard.press("Enter");
    }
    await expect(line(page)).toBeVisible();
    await expect(line(page)).toHaveAttribute("aria-hidden", "true");
    // The page the agent came from stays as it was meanwhile.
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Carl Cancelled" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Reset password" })).toBeVisible();
    await expect(line(page)).toHaveCount(0);
  });
}

test("a jump link within the page starts no progress line", async ({ page }) => {
  await page.goto("/search?q=scenario");
  await page.getByRole("link", { name: "Carl Cancelled" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Carl Cancelled" })).toBeVisible();
  await slowRouter(page, 1_500);
  await page.getByRole("navigation", { name: /on this page|sections/i }).getByRole("link", { name: "Fulfillments" }).click();
  await expect(page).toHaveURL(/#fulfillments$/);
  await page.waitForTimeout(400);
  await expect(line(page)).toHaveCount(0);
});
