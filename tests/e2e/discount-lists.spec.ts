/**
 * Lists at scale (issue 22) as an Admin would use Manage Discounts: filter by status with the filter
 * bar, choose 25 rows per page, the view kept in the URL (a reload, as a bookmark, keeps it), and
 * "Export this view" downloads exactly the filtered codes. (The batch page is walked in
 * discounts.spec.ts's bulk creation test, which makes the batch.)
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "./support/fixtures";

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
  const lines = (await readFile((await file.path())!, "utf8")).trimEnd().split("\n");
  expect(lines[0]).toMatch(/^code,description,is_active,/);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).some((l) => l.startsWith("HOLIDAY-GIFT,"))).toBe(true);
  // Every exported code is inactive: the is_active column (no commas in the seeded descriptions).
  expect(lines.slice(1).every((l) => /,false,(PERCENTAGE|AMOUNT),/.test(l))).toBe(true);
});
