/**
 * The staff audit log as the highest tier uses it (issue 22): All Module Access downloads the items
 * list (an export, a privileged action), opens Audit Log from its home tile, finds the entry (who,
 * what, the request id), filters by action and staff (the filters land in the URL), and downloads
 * exactly that view as CSV. axe on the filtered page (automatic at the end) and on the first view.
 */
import { expect, test } from "./support/fixtures";
import { downloadedCsvLines } from "./support/csv-download";
import { expectNoA11yViolations } from "./support/axe";
import { librariesFetched, withholdIdle } from "./support/first-load";
import { ROLE_EMAILS } from "./support/roles";
import { AUDIT_LOG_EMPTY_TEXTS } from "@/lib/audit-log";

test.use({ role: "all" });

test("All Module Access finds an export in the audit log from the home tile, filters it and exports the view", async ({ page }) => {
  // The action: a CSV download of the items list.
  await page.goto("/items");
  const items = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  await items;

  await page.goto("/");
  await page.getByRole("list", { name: "Modules" }).getByRole("link", { name: "Audit Log" }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  const table = page.getByRole("table", { name: "Audit log entries" });
  const entry = table.getByRole("row").filter({ hasText: "Export items" }).filter({ hasText: ROLE_EMAILS.all }).first();
  await expect(entry).toBeVisible();
  await expect(entry.getByRole("cell").last()).toHaveText(/^[\w.-]{8,}$/);
  await expectNoA11yViolations(page);

  // Filter: the action and the staff member, by keyboard where a person would type.
  await page.getByLabel("Staff email").fill(ROLE_EMAILS.all);
  await page.getByRole("combobox", { name: "Action" }).click();
  await page.getByRole("option", { name: "Export", exact: true }).click();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/action=export/);
  await expect(page).toHaveURL(/staff=all%2Bbark%40example\.com|staff=all\+bark%40example\.com|staff=all%2Bbark@example\.com/);
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toContainText("Export");
  for (const text of await rows.allInnerTexts()) expect(text).toContain(ROLE_EMAILS.all);

  // Export exactly this view.
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^audit_log_\d{4}-\d{2}-\d{2}_\d{2}\.\d{2}\.\d{2}\.csv$/);
  const lines = await downloadedCsvLines(file);
  expect(lines[0]).toBe("ID,When,Staff,Action,Action label,Customer ID,Object type,Object ID,Details,Request ID");
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(`${ROLE_EMAILS.all},export,Export`);
});

test("issue 23: the audit log opens with neither the filters' nor the table's code; the first click on Action counts", async ({ page }) => {
  // An entry to show: a CSV download of the items list.
  await page.goto("/items");
  const items = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  await items;

  await withholdIdle(page);
  await page.goto("/audit-log");
  await page.waitForLoadState("networkidle");
  // The server HTML: the filters and the entries.
  await expect(page.getByRole("search", { name: "Filter the audit log" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit log entries" }).getByRole("row").nth(1)).toBeVisible();
  expect(await librariesFetched(page)).toEqual([]);

  // The Action select pressed before its code is here: held, then replayed on the live form.
  await page.getByRole("combobox", { name: "Action" }).click();
  await page.getByRole("option", { name: "Export", exact: true }).click();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/action=export/);
  await expect.poll(() => librariesFetched(page)).toEqual(expect.arrayContaining(["react-hook-form", "TanStack Table"]));
});

test("filters that match nothing say so, and Clear brings the entries back", async ({ page }) => {
  await page.goto(`/audit-log?staff=${encodeURIComponent("nobody+bark@example.com")}`);
  await expect(page.getByRole("region", { name: "Audit Log results" }).getByRole("status")).toHaveText(AUDIT_LOG_EMPTY_TEXTS.noMatch);
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByRole("region", { name: "Audit Log results" }).getByText(AUDIT_LOG_EMPTY_TEXTS.noMatch)).toHaveCount(0);
});
