/**
 * "Export this view" of the customer page's order tables (issue 22) as a Team Member would use it:
 * choose a status in the Past orders table, click its Export this view, and the downloaded file
 * holds exactly the past orders of that status (every page), with the table's columns; sorted by
 * a header, the file follows the table's order.
 */
import { downloadedCsvLines } from "./support/csv-download";
import { CUSTOMER_ORDERS_CSV_HEADERS } from "../../lib/contract/orders";
import { expect, openCustomer, test } from "./support/fixtures";

test.use({ role: "team" });

test("Export this view on the Past orders table downloads the orders of the chosen status", async ({ page, api }) => {
  const customer = await api.createCustomer({ money_orders: true });
  const complete = customer.orders.past.filter((o) => o.status === "COMPLETE").map((o) => o.id);
  expect(complete.length).toBeGreaterThan(0);
  expect(customer.orders.past.length).toBeGreaterThan(complete.length);
  await openCustomer(page, customer);

  const past = page.getByRole("region", { name: "Past orders" });
  await past.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Complete", exact: true }).click();
  await expect(page).toHaveURL(/[?&]pastStatus=COMPLETE/);

  const downloaded = page.waitForEvent("download");
  // From the keyboard, as an agent who tabbed to it.
  await past.getByRole("button", { name: "Export this view" }).focus();
  await page.keyboard.press("Enter");
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^customer_orders_\d{4}-\d{2}-\d{2}_\d{2}\.\d{2}\.\d{2}\.csv$/);
  const lines = await downloadedCsvLines(file);
  expect(lines[0]).toBe(CUSTOMER_ORDERS_CSV_HEADERS.join(","));
  expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(complete);
  expect(lines.slice(1).every((l) => l.split(",")[1] === "COMPLETE")).toBe(true);
  // The button is back once the file is saved (the page ends where axe checks it), with the focus
  // it had: Chromium drops the focus of a button disabled long enough for a rendering update (a
  // busy download on a loaded machine); was: the focus left on the page's body.
  await expect(past.getByRole("button", { name: "Export this view" })).toBeEnabled();
  await expect(past.getByRole("button", { name: "Export this view" })).toBeFocused();

  // Every status again, sorted by Total, lowest first: the file follows the table's order.
  await past.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Any", exact: true }).click();
  await expect(page).not.toHaveURL(/[?&]pastStatus=/);
  const total = past.getByRole("columnheader", { name: /Total/ }).getByRole("button");
  await total.click();
  await expect(page).toHaveURL(/[?&]pastOrdering=total/);
  const shown = await past.locator("tbody tr").evaluateAll((rows) => rows.map((r) => r.querySelector("td")?.textContent?.trim() ?? ""));
  const all = customer.orders.past.map((o) => o.id);
  expect([...shown].sort()).toEqual([...all].sort());
  // (A different order from the account's, so the file cannot match by chance.)
  expect(shown).not.toEqual(all);
  const again = page.waitForEvent("download");
  await past.getByRole("button", { name: "Export this view" }).click();
  const sorted = await downloadedCsvLines(await again);
  expect(sorted.slice(1).map((l) => l.split(",")[0])).toEqual(shown);
});
