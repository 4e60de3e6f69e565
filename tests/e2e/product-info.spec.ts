/**
 * Product, pricing and nutrient information (open to any signed-in user): the hub and its four sub-pages for a
 * Team Member and for the unsupported-group account (both allowed), the UnKibble filters in the
 * URL with "showing N of M products", Clear Filters, the pricing model, the CSV download, row
 * selection on Ancillary (shift-click range, ctrl-click toggle, keyboard) and the recipe selector
 * of Nutrient Analysis. axe runs on every page passed through.
 */
import { downloadedCsv } from "./support/csv-download";
import { expectNoA11yViolations } from "./support/axe";
import { ACCOUNTS } from "./support/accounts";
import { expect, test, type Page } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { FRESH_SPEC_COLUMNS, screenHeaders, UNKIBBLE_SPEC_COLUMNS } from "../support/product-info-spec-columns";

const BASE = "/product-pricing-nutrient-info";
const PAGES = [
  { path: `${BASE}/unKibble`, heading: "UnKibble Product Info", table: "UnKibble products" },
  { path: `${BASE}/fresh`, heading: "Fresh Product Info", table: "Fresh products" },
  { path: `${BASE}/ancillary`, heading: "Ancillary Product Info", table: "Ancillary products" },
  { path: `${BASE}/nutrient-analysis`, heading: "Nutrient Analysis", table: "Nutrient analysis of U-B Beef" },
];
/**
 * "of M products": the demo catalogue has 87 UnKibble products, but tests running beside these add
 * products of their own (the claim fixtures' MEAL-U-B-T… meals), so M is matched, not fixed.
 */
const UNKIBBLE_TOTAL = String.raw`(?:8[7-9]|9\d|1\d\d)`;
const count = (shown: string | number) => new RegExp(`^showing ${shown} of ${UNKIBBLE_TOTAL} products$`);
/** Every product shown: the two numbers equal. */
const ALL = new RegExp(`^showing (${UNKIBBLE_TOTAL}) of \\1 products$`);

const showing = (page: Page) => page.getByTestId("showing-count");
const rowOf = (page: Page, code: string) => page.locator("tbody tr").filter({ has: page.locator("td", { hasText: new RegExp(`^${code}$`) }) });

async function visitAll(page: Page) {
  await page.goto(BASE);
  await expect(page.getByRole("heading", { name: "Product/Pricing/Nutrient Info" })).toBeVisible();
  await expectNoA11yViolations(page);
  for (const p of PAGES) {
    await page.getByRole("list", { name: "Product information" }).getByRole("link", { name: new RegExp(p.heading) }).click();
    await expect(page).toHaveURL(new RegExp(`${p.path}$`));
    await expect(page.getByRole("heading", { name: p.heading })).toBeVisible();
    await expect(page.getByRole(p.path.endsWith("nutrient-analysis") ? "table" : "grid", { name: p.table })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto(BASE);
  }
}

test.describe("as a Team Member", () => {
  test.use({ role: "team" });

  test("the hub and each sub-page open", async ({ page }) => {
    test.setTimeout(120_000);
    await visitAll(page);
  });

  test("UnKibble: two plan sizes and a recipe filter the table and the URL; pricing model; CSV; Clear Filters", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${BASE}/unKibble`);
    await expect(showing(page)).toHaveText(ALL);

    await page.getByRole("combobox", { name: "Plan Size" }).click();
    // Sorted numerically.
    await expect(page.getByRole("option")).toHaveText(["2100", "2625", "3150", "4200", "5250", "6300"]);
    await page.getByRole("option", { name: "2100" }).click();
    await page.getByRole("option", { name: "4200" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("combobox", { name: "Recipe" }).click();
    await page.getByRole("option", { name: "U-T Turkey" }).click();
    await page.keyboard.press("Escape");

    // The scoops of both sizes and the four turkey meals.
    await expect(showing(page)).toHaveText(count(6));
    const url = new URL(page.url());
    expect(url.searchParams.get("plan")).toBe("2100,4200");
    expect(url.searchParams.get("recipe")).toBe("U-T");
    const grid = page.getByRole("grid", { name: "UnKibble products" });
    await expect(grid.getByRole("columnheader", { name: "Packout Details" })).toBeVisible();
    await expect(grid.getByRole("columnheader", { name: "Pricing", exact: true })).toBeVisible();
    await expect(grid.getByRole("columnheader", { name: "Plan Details (UnKibble)" })).toBeVisible();
    // Spec 02 §2's column order; each group spans adjacent columns of it.
    const headRows = grid.locator("thead tr");
    await expect(headRows.nth(0).getByRole("columnheader").filter({ hasText: /\S/ })).toHaveText(["Packout Details", "Pricing", "Plan Details (UnKibble)"]);
    await expect(headRows.nth(1).getByRole("columnheader")).toHaveText(screenHeaders(UNKIBBLE_SPEC_COLUMNS));

    const meal = rowOf(page, "MEAL-U-T-4200-4W");
    await expect(meal).toContainText("$92.40");
    await expect(meal).toContainText("4 × UT-BAG-1200-V1");
    await expect(meal).toContainText("SCOOP-150-T");
    await page.getByRole("combobox", { name: "Pricing Model" }).click();
    await page.getByRole("option", { name: "LEGACY 2024 PRICING" }).click();
    await expect(meal).toContainText("$83.16");
    await expect(meal).not.toContainText("$92.40");
    expect(new URL(page.url()).searchParams.get("pricing")).toBe("LEGACY 2024 PRICING");
    await expectNoA11yViolations(page);

    // A shared link opens the same view.
    await page.reload();
    await expect(showing(page)).toHaveText(count(6));
    await expect(rowOf(page, "MEAL-U-T-4200-4W")).toContainText("$83.16");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^unkibble_products_\d{4}-\d{2}-\d{2}_\d{2}\.\d{2}\.\d{2}\.csv$/);
    const csv = await downloadedCsv(download);
    expect(csv.trim().split("\n")).toHaveLength(7);
    expect(csv).toContain("MEAL-U-T-4200-4W");
    expect(csv).toContain("$83.16");

    // Row selection by click.
    await meal.click();
    await expect(meal).toHaveAttribute("aria-selected", "true");

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(showing(page)).toHaveText(ALL);
    await expect(page).toHaveURL(new RegExp(`${BASE}/unKibble$`));
  });

  test("UnKibble: the Columns menu hides a column", async ({ page }) => {
    await page.goto(`${BASE}/unKibble`);
    const grid = page.getByRole("grid", { name: "UnKibble products" });
    await expect(grid.getByRole("columnheader", { name: /^Scoop SKU/ })).toBeVisible();
    await page.getByRole("button", { name: /^Columns/ }).click();
    await page.getByRole("checkbox", { name: "Plan Details (UnKibble): Scoop SKU" }).click();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(grid.getByRole("columnheader", { name: /^Scoop SKU/ })).toHaveCount(0);
  });

  test("Fresh: packs per day and per meal, SAMPLE before MEAL, the fixed recipes", async ({ page }) => {
    await page.goto(`${BASE}/fresh?recipe=F-L&plan=3150`);
    await expect(showing(page)).toHaveText(/^showing 2 of \d+ products$/);
    const lamb = rowOf(page, "MEAL-F-L-3150-2W");
    await expect(lamb).toContainText("14 × FL-PACK-225-V1");
    // UnKibble's order with the Fresh columns.
    await expect(page.getByRole("grid", { name: "Fresh products" }).locator("thead tr").nth(1).getByRole("columnheader")).toHaveText(screenHeaders(FRESH_SPEC_COLUMNS));
    await page.getByRole("button", { name: "Clear Filters" }).click();
    const first = page.getByRole("grid", { name: "Fresh products" }).locator("tbody tr").first();
    await expect(first).toContainText("SAMPLE-F-B");
    await page.getByRole("combobox", { name: "Recipe" }).click();
    await expect(page.getByRole("option")).toHaveText(["F-L Lamb", "F-B Beef", "F-T Turkey"]);
    await page.keyboard.press("Escape");
  });

  test("Ancillary: shift-click range, ctrl-click toggle, keyboard selection, pricing model", async ({ page }) => {
    await page.goto(`${BASE}/ancillary`);
    const rows = page.getByRole("grid", { name: "Ancillary products" }).locator("tbody tr");
    const selected = () => page.getByRole("grid", { name: "Ancillary products" }).locator('tbody tr[aria-selected="true"]');
    await rows.nth(1).click();
    await rows.nth(4).click({ modifiers: ["Shift"] });
    await expect(selected()).toHaveCount(4);
    await rows.nth(2).click({ modifiers: ["ControlOrMeta"] });
    await expect(selected()).toHaveCount(3);
    await expect(rows.nth(2)).toHaveAttribute("aria-selected", "false");
    await expect(page.getByText("(3 selected)")).toBeVisible();

    // Keyboard: Space selects the focused row alone, shift+ArrowDown extends.
    await rows.nth(6).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Shift+ArrowDown");
    await expect(selected()).toHaveCount(2);
    await expect(rows.nth(7)).toHaveAttribute("aria-selected", "true");

    const jerky = rowOf(page, "SNACK-JERKY-BEEF");
    await expect(jerky).toContainText("$12.99");
    await expect(jerky).toContainText("1 × Beef jerky bites 170 g (SN-JERKY-170-BEEF)");
    await page.getByRole("combobox", { name: "Pricing Model" }).click();
    await page.getByRole("option", { name: "FRESH LAUNCH PRICING" }).click();
    await expect(jerky).toContainText("$11.04");
  });

  test("Nutrient Analysis: pick a recipe", async ({ page }) => {
    await page.goto(`${BASE}/nutrient-analysis`);
    await expect(page.getByRole("table", { name: "Nutrient analysis of U-B Beef" })).toBeVisible();
    await page.getByRole("combobox", { name: "Recipe" }).click();
    await page.getByRole("option", { name: "F-L Lamb" }).click();
    await expect(page).toHaveURL(/recipe=F-L/);
    const table = page.getByRole("table", { name: "Nutrient analysis of F-L Lamb" });
    await expect(table).toBeVisible();
    await expect(table.locator("tbody tr")).toHaveCount(11);
    await expect(table.locator("tbody tr").first()).toContainText("Guaranteed Analysis");
    await expect(table.getByRole("row").filter({ hasText: "Moisture (max)" })).toContainText("70%");
  });
});

test("the unsupported-group account opens the hub and every sub-page", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.guest);
  await visitAll(page);
  await page.goto(`${BASE}/unKibble?recipe=U-S`);
  await expect(showing(page)).toHaveText(count(20));
});
