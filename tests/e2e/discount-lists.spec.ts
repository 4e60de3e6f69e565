/**
 * Lists at scale (issue 22) as an Admin would use Manage Discounts: filter by status with the filter
 * bar, choose 25 rows per page, the view kept in the URL (a reload, as a bookmark, keeps it), and
 * "Export this view" downloads exactly the filtered codes, in the list's order; a range of days given
 * backwards is said, never searched. (The batch page is walked in
 * discounts.spec.ts's bulk creation test, which makes the batch.)
 */
import { downloadedCsvLines } from "./support/csv-download";
import type { Page } from "@playwright/test";
import { DAY_RANGE_ORDER_MESSAGE } from "@/lib/day-range";
import { expect, test } from "./support/fixtures";
import { expectNoA11yViolations } from "./support/axe";
import { pastEndText } from "@/lib/ui-constants";

test.use({ role: "admin" });

test("filter by status and rows per page in the URL; a reload keeps the view; export this view", async ({ page }) => {
  await page.goto("/discounts");
  await page.getByRole("combobox", { name: "Rows per page" }).click();
  await page.getByRole("option", { name: "25", exact: true }).click();
  await expect(page).toHaveURL(/[?&]page_size=25/);
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Inactive", exact: true }).click();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]status=INACTIVE/);
  await expect(page).toHaveURL(/[?&]page_size=25/);
  // A bookmark of this view: the filter and the page size survive a reload.
  await page.reload();
  await expect(page).toHaveURL(/[?&]status=INACTIVE.*page_size=25|page_size=25.*status=INACTIVE/);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveText("Inactive");
  await expect(page.getByRole("combobox", { name: "Rows per page" })).toHaveText("25");
  const table = page.getByRole("table");
  const statuses = table.locator("tbody tr td:nth-child(3)");
  const shown = await statuses.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(25);
  for (const text of await statuses.allTextContents()) expect(text).toContain("Inactive");

  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export this view" }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^discounts_\d{4}-\d{2}-\d{2}_\d{2}\.\d{2}\.\d{2}\.csv$/);
  const lines = await downloadedCsvLines(file);
  expect(lines[0]).toMatch(/^id,code,description,is_active,/);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).some((l) => /^\d+,HOLIDAY-GIFT,/.test(l))).toBe(true);
  // Every exported code is inactive: the is_active column (no commas in the seeded descriptions).
  expect(lines.slice(1).every((l) => /,false,(PERCENTAGE|AMOUNT),/.test(l))).toBe(true);
});

/** The codes of the discount table on screen, top to bottom (once its rows are there). */
async function codesOnScreen(page: Page) {
  const cells = page.getByRole("table").locator("tbody tr td:nth-child(1)");
  await expect(cells.first()).toBeVisible();
  return (await cells.allTextContents()).map((t) => t.trim());
}

/**
 * Seeded codes only (created more than a year ago): a code another test makes today (a generated
 * WB-CX-… winback code) would change the list between the screen and the file.
 */
const seededOnly = () => `created_to=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`;

/** The codes of the file "Export this view" downloads, top to bottom (the second column: the id comes first). */
async function exportedCodes(page: Page) {
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export this view" }).click();
  const file = await downloaded;
  return (await downloadedCsvLines(file)).slice(1).map((l) => l.split(",")[1]);
}

test("Export this view keeps the list's order: the order chosen by the address, and the default order (newest first)", async ({ page }) => {
  await page.goto(`/discounts?ordering=code&search=WB&page_size=100&${seededOnly()}`);
  const sorted = await codesOnScreen(page);
  expect(sorted.length).toBeGreaterThan(1);
  expect(sorted).toEqual([...sorted].sort());
  expect(await exportedCodes(page)).toEqual(sorted);

  await page.goto(`/discounts?search=WB&page_size=100&${seededOnly()}`);
  const newestFirst = await codesOnScreen(page);
  expect(newestFirst).not.toEqual(sorted);
  expect(await exportedCodes(page)).toEqual(newestFirst);
});

test("a range of days given backwards is said under the date fields, Apply runs no search, and an address carrying one says the same", async ({ page }) => {
  await page.goto("/discounts?search=WB");
  await page.getByLabel("Created from").fill("2026-12-01");
  await page.getByLabel("Created to").fill("2026-01-01");
  await page.getByRole("button", { name: "Apply filters" }).click();
  const filters = page.getByRole("form", { name: "Filters" });
  await expect(filters.getByRole("alert")).toHaveText(DAY_RANGE_ORDER_MESSAGE);
  await expect(page.getByLabel("Created to")).toBeFocused();
  await expect(page).toHaveURL(/\/discounts\?search=WB$/);
  await expect(page.getByRole("table")).toBeVisible();

  // Typed or bookmarked: the sentence instead of a silent "No results", and nothing to export.
  await page.goto("/discounts?search=WB&created_from=2026-12-01&created_to=2026-01-01");
  await expect(page.getByRole("region", { name: "Manage Discounts results" }).getByRole("status")).toContainText(DAY_RANGE_ORDER_MESSAGE);
  await expect(page.getByRole("form", { name: "Filters" }).getByRole("alert")).toHaveText(DAY_RANGE_ORDER_MESSAGE);
  await expect(page.getByText("No results")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Export this view" })).toHaveCount(0);
});

test("a page past the end of the list says so and links to the last page, keeping the view (axe on it)", async ({ page }) => {
  await page.goto("/discounts?status=INACTIVE&page=999");
  await expect(page.getByText(pastEndText(999))).toBeVisible();
  await expect(page.getByText("No results")).toHaveCount(0);
  await expectNoA11yViolations(page);
  const last = page.getByRole("link", { name: /^Go to page \d+$/ });
  const href = (await last.getAttribute("href"))!;
  // The view's other keys stay; page 1 is written as no page at all.
  expect(href).toMatch(/^\/discounts\?status=INACTIVE(&page=\d+)?$/);
  await last.click();
  await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
  await expect(page).toHaveURL(/status=INACTIVE/);
});
