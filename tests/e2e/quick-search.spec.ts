/**
 * The header's one search box (issue 21): opened with Ctrl K or "/" from any page, by keyboard
 * only; an order number, a fulfillment id, a phone in another format, a full name or a discount
 * code goes straight to its page; a common last name lists the matches (the rest refined in
 * Customer Lookup, the name in its field); recently viewed customers
 * and orders show when the box is empty. Read-only on the documented scenario customers.
 */
import { SCENARIO_FULFILLMENT_IDS, SCENARIO_MANY_COUNT, SCENARIO_MANY_LAST_NAME, SCENARIO_ORDER_IDS } from "../../server/backend/seed/scenario-emails";
import { QUICK_SEARCH_MESSAGES } from "../../lib/search/messages";
import { expectNoA11yViolations } from "./support/axe";
import { expect, test, type Page } from "./support/fixtures";

test.use({ role: "team" });

const box = (page: Page) => page.getByRole("combobox", { name: "Search customers, orders and discounts" });

/**
 * A shortcut pressed until the box has the focus: the shortcut's listener is the header's, live once
 * the page has hydrated (a press before that is the browser's own); pressing it again only opens.
 */
async function openWith(page: Page, key: "Control+k" | "/") {
  await expect(async () => {
    if (!(await box(page).isVisible())) await page.keyboard.press(key);
    await expect(box(page)).toBeFocused({ timeout: 1_000 });
  }).toPass();
}

/** Ctrl K, the query, Enter: all from the keyboard. */
async function quickSearch(page: Page, query: string) {
  await openWith(page, "Control+k");
  await page.keyboard.type(query);
  await expect(page.getByRole("option", { name: new RegExp(`^Search for “${query.replace(/[()]/g, "\\$&")}”`) })).toBeVisible();
  await page.keyboard.press("Enter");
}

test("Ctrl K from any page to an order in one step, by its number or a fulfillment's id", async ({ page }) => {
  await page.goto("/discount-lookup");
  await quickSearch(page, SCENARIO_ORDER_IDS.complete);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${SCENARIO_ORDER_IDS.complete}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/customer-lookup/\\d+__Connie_Complete/order/${SCENARIO_ORDER_IDS.complete}$`));

  await quickSearch(page, SCENARIO_ORDER_IDS.nonRefundableShop.toLowerCase());
  await expect(page.getByRole("heading", { level: 1, name: `Order ${SCENARIO_ORDER_IDS.nonRefundableShop}` })).toBeVisible();

  await quickSearch(page, SCENARIO_FULFILLMENT_IDS.alreadySplitChild);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${SCENARIO_ORDER_IDS.alreadySplit}` })).toBeVisible();
});

test("a phone as the app shows it, a full name and a discount code each open their page", async ({ page }) => {
  await page.goto("/");
  await openWith(page, "/");
  await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");

  await quickSearch(page, "(212) 555-0147");
  await expect(page.getByRole("heading", { level: 1, name: "Phil Phone" })).toBeVisible();

  await quickSearch(page, "connie complete");
  await expect(page.getByRole("heading", { level: 1, name: "Connie Complete" })).toBeVisible();

  await quickSearch(page, "holiday-gift");
  await expect(page).toHaveURL(/\/discount-lookup\/\d+$/);
  await expect(page.getByText("HOLIDAY-GIFT").first()).toBeVisible();
});

test("a common last name lists the matches, and nothing found says what to try", async ({ page }) => {
  await page.goto("/");
  await quickSearch(page, SCENARIO_MANY_LAST_NAME);
  await expect(page).toHaveURL(/\/search\?q=/);
  const customers = page.getByRole("region", { name: "Customers" });
  await expect(customers.getByRole("link")).toHaveCount(10);
  await expect(page.getByText(`${SCENARIO_MANY_COUNT - 10} more customers match`)).toBeVisible();
  // The link opens Customer Lookup with the name in its field, to refine it (issue 21).
  await page.getByRole("link", { name: QUICK_SEARCH_MESSAGES.refineInLookup }).click();
  await expect(page.getByLabel("Last Name")).toHaveValue(SCENARIO_MANY_LAST_NAME);
  await expect(page.getByRole("region", { name: "Search results" }).getByRole("link", { name: new RegExp(SCENARIO_MANY_LAST_NAME) }).first()).toBeVisible();
  await page.goBack();
  await customers.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(SCENARIO_MANY_LAST_NAME);
  await page.goBack();
  await expect(customers.getByRole("link")).toHaveCount(10);

  await page.getByRole("searchbox", { name: "Search customers, orders and discounts" }).fill("zzqx nobody");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Nothing found for “zzqx nobody”. Check the spelling, or use Customer Lookup to search by address.");
  // A long query without spaces wraps: the page never scrolls sideways.
  await page.goto(`/search?q=${"zzqx".repeat(60)}`);
  await expect(page.getByRole("status")).toContainText("Nothing found for");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("the empty box lists the customers and orders just viewed, newest first", async ({ page }) => {
  await page.goto("/");
  await quickSearch(page, "(212) 555-0147");
  await expect(page.getByRole("heading", { level: 1, name: "Phil Phone" })).toBeVisible();
  await quickSearch(page, SCENARIO_ORDER_IDS.complete);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${SCENARIO_ORDER_IDS.complete}` })).toBeVisible();

  await page.getByRole("button", { name: /Find a customer, order or discount/ }).click();
  const recent = page.getByRole("group", { name: "Recently viewed" });
  await expect(recent.getByRole("option")).toHaveText([/^Order 1000005\s*Connie Complete$/, /^Phil Phone/]);
  await expectNoA11yViolations(page);
  await page.keyboard.press("ArrowDown");
  await expect(recent.getByRole("option").nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Phil Phone" })).toBeVisible();
});
