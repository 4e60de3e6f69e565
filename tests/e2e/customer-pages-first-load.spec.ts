/**
 * Issue 23 on the customer page and the order page: opening them fetches none of the code of their
 * tables, filters and forms (TanStack Table, zod, react-hook-form) — the server HTML is there to
 * read — and reaching for a table (the pointer over it) fetches its code and makes it work.
 * (The sizes themselves are `npm run check:js-budget`'s; this proves what a real load fetches.)
 */
import { customerOrderPath } from "../../lib/customers/paths";
import { SCENARIO_ORDER_IDS } from "../../server/backend/seed/scenario-emails";
import { expect, openCustomer, test } from "./support/fixtures";
import { librariesFetched } from "./support/first-load";

test.use({ role: "admin" });

test("the customer page: no table, form or schema code at first load; the pointer over a table loads it and it works", async ({ page, api }) => {
  const manny = await api.scenario("manyOrders");
  await openCustomer(page, manny);
  await page.waitForLoadState("networkidle");
  const past = page.getByRole("region", { name: "Past orders" });
  // The server HTML: the first 25 rows of each table, before any of their code is here.
  await expect(past.locator("tbody tr")).toHaveCount(25);
  expect(await librariesFetched(page)).toEqual([]);

  await past.hover();
  await expect.poll(() => librariesFetched(page)).toContain("TanStack Table");
  await past.getByRole("navigation", { name: "Past orders pages" }).getByRole("button", { name: "Page 3" }).click();
  await expect(past.locator("tbody tr")).toHaveCount(manny.orders.past.length - 50);
});

test("the order page: no table, form or schema code at first load; the first click on a table control counts", async ({ page, api }) => {
  const customer = await api.scenario("complete");
  await page.goto(customerOrderPath(customer.id, SCENARIO_ORDER_IDS.complete));
  await page.waitForLoadState("networkidle");
  const table = page.getByRole("table", { name: "Order products" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  expect(await librariesFetched(page)).toEqual([]);

  // A sort header clicked straight away: held until the table's code is live, then replayed.
  await table.getByRole("button", { name: "Code" }).click();
  await expect(table.getByRole("columnheader", { name: "Code" })).toHaveAttribute("aria-sort", "ascending");
});
