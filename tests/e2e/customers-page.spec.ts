/**
 * The customer page end to end (issue 4): opening a scenario customer, its panels and tables, the
 * PENDING notice, a missing customer's 404, and the client tables' paging.
 */
import { PENDING_ACCOUNT_ATTENTION } from "../../lib/customers/at-a-glance";
import { customerPath } from "../../lib/customers/paths";
import { SCENARIO_EMAILS, SCENARIO_ORDER_IDS } from "../../server/backend/seed/scenario-emails";
import { TEXT } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { expect, openCustomer, test, type Page } from "./support/fixtures";

// Read-only on the documented scenario customers, as a Team Member.
test.use({ role: "team" });

test("opening a scenario customer from the search shows every panel, the name-only breadcrumb and the formatted phone", async ({ page }) => {
  await page.goto(`/customer-lookup?email=${encodeURIComponent(SCENARIO_EMAILS.phone)}`);
  await page.getByRole("region", { name: "Search results" }).getByRole("link", { name: "Phil Phone" }).click();
  await expect(page).toHaveURL(/\/customer-lookup\/\d+__Phil_Phone$/);
  for (const title of ["Customer Details", "Customer Stats", "Customer Treatments", "Dogs & Plans", "Orders", "Fulfillments"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText("(212) 555-0147")).toBeVisible();
  await expect(page.getByTestId("customer-email")).toHaveText(SCENARIO_EMAILS.phone);
  const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
  await expect(crumbs).toContainText("Phil Phone");
  await expect(crumbs).not.toContainText("__");
  await expect(crumbs).not.toContainText("Phil_Phone");
});

test("a bare id or an out-of-date name redirects to the current customer segment", async ({ page, api }) => {
  const phil = await api.scenario("phone");
  await page.goto(`/customer-lookup/${phil.id}`);
  await expect(page).toHaveURL(new RegExp(`/customer-lookup/${phil.id}__Phil_Phone$`));
  await page.goto(`/customer-lookup/${phil.id}__Someone_Else`);
  await expect(page).toHaveURL(new RegExp(`/customer-lookup/${phil.id}__Phil_Phone$`));
  // The query goes along: `?pet=` still says PET NOT FOUND for a dog that is not the customer's, the filters stay.
  await page.goto(`/customer-lookup/${phil.id}?pet=00000000-0000-0000-0000-000000000000&timelineKind=refund`);
  await expect(page).toHaveURL(new RegExp(`/customer-lookup/${phil.id}__Phil_Phone\\?pet=00000000-0000-0000-0000-000000000000&timelineKind=refund$`));
  await expect(page.getByTestId("pet-not-found")).toHaveText("PET NOT FOUND");
});

test("the pages below an order and the changelog never show a made-up name from the URL in the breadcrumb", async ({ page, api }) => {
  const rita = await api.scenario("refundable");
  const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
  // A page below an order redirects to its canonical segment (a bare id too), as the order page does.
  for (const segment of [`${rita.id}__Someone_Else`, `${rita.id}`]) {
    await page.goto(`/customer-lookup/${segment}/order/${SCENARIO_ORDER_IDS.partiallyRefunded}/refund`);
    await expect(page).toHaveURL(new RegExp(`/customer-lookup/${rita.id}__Rita_Refundable/order/${SCENARIO_ORDER_IDS.partiallyRefunded}/refund$`));
    await expect(crumbs).toContainText("Rita Refundable");
    await expect(crumbs).not.toContainText("Someone Else");
  }
  // The changelog's route is the bare id (spec 01); a name that is not the customer's goes to the current one, which stays.
  await page.goto(`/customer-lookup/${rita.id}__Someone_Else/changelog`);
  await expect(page).toHaveURL(new RegExp(`/customer-lookup/${rita.id}__Rita_Refundable/changelog$`));
  await expect(crumbs).toContainText("Rita Refundable");
  await expect(page.getByRole("heading", { name: "Changelog of Rita Refundable" })).toBeVisible();
  await expect(crumbs).not.toContainText("Someone Else");
  await page.goto(`/customer-lookup/${rita.id}__Rita_Refundable/changelog`);
  await expect(page).toHaveURL(new RegExp(`/customer-lookup/${rita.id}__Rita_Refundable/changelog$`));
});

test("a PENDING account shows the Pending Account notice instead of the page", async ({ page, api }) => {
  const pending = await api.scenario("pending");
  await openCustomerRaw(page, pending.id, "Penny_Pending");
  await expect(page.getByRole("heading", { name: "Pending Account" })).toBeVisible();
  // The summary band names the pending account as needing attention, with its status badge (issue 21).
  await expect(page.getByRole("region", { name: "At a glance" }).getByRole("listitem").filter({ hasText: PENDING_ACCOUNT_ATTENTION })).toContainText("Pending");
  await expect(page.getByRole("heading", { name: "Customer Details" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Change email" })).toHaveCount(0);
});

test("a missing customer shows the 404 page", async ({ page }) => {
  // No loading boundary above the page: the answer is a real 404 (docs/architecture.md).
  for (const path of ["99999999__Nobody_Here", "not-a-customer", "0__Zero", "99999999/changelog"]) {
    expect((await page.goto(`/customer-lookup/${path}`))?.status(), path).toBe(404);
    await expect(page.getByText(TEXT.notFoundTitle), path).toBeVisible();
    await expect(page.getByRole("heading", { name: "Customer Details" })).toHaveCount(0);
  }
});

test("details, stats with the discount-code history checks, and treatments", async ({ page, api }) => {
  const dora = await api.scenario("discountHistory");
  await openCustomer(page, dora);
  // Two WB- codes in the last 90 days (and one on the upcoming order): not eligible; one free buffer bag in 365 days: eligible.
  const stats = page.getByRole("region", { name: "Customer Stats" });
  await expect(stats.getByText(/Winback discount eligible/).locator("xpath=ancestor::div[1]")).toContainText("No");
  await expect(stats.getByText(/Free buffer bag eligible/).locator("xpath=ancestor::div[1]")).toContainText("Yes");
  const placed = [...dora.orders.processing, ...dora.orders.past].filter((o) => !["CANCELLED", "HOLD", "ERROR"].includes(o.status));
  await expect(page.getByTestId("stats-order-count")).toHaveText(String(placed.length));
  const spent = placed.reduce((sum, o) => sum + Math.round(o.total_price * 100) - Math.round(o.total_refunds * 100), 0) / 100;
  await expect(page.getByTestId("stats-total-spent")).toHaveText(`$${spent.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

  const connie = await api.scenario("complete");
  await openCustomer(page, connie);
  const treatments = page.getByRole("region", { name: "Customer Treatments" });
  await expect(treatments.getByRole("cell", { name: "new-checkout-flow" })).toBeVisible();
  await expect(treatments.getByRole("cell", { name: "33.33%" })).toBeVisible();
  await expect(treatments.getByRole("cell", { name: "fresh-upsell-banner" })).toBeVisible();
  await expect(page.getByTestId("proactive-outreach")).toHaveText("Opted in");
});

test("dogs & plans: short pet id with a copy action, status badges and the cancel survey", async ({ page, context, api }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const dana = await api.scenario("cancelledDog");
  await openCustomer(page, dana);
  const dogs = page.getByRole("table", { name: "Dogs & Plans" });
  const luna = dana.pets.find((p) => p.name === "Luna")!;
  const lunaRow = dogs.getByRole("row").filter({ hasText: "Luna" });
  await expect(lunaRow.getByTestId("pet-id-short")).toHaveText(luna.id.slice(0, 5));
  await expect(lunaRow.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(lunaRow.getByTestId("cancel-survey-summary")).not.toBeEmpty();
  const active = dana.pets.find((p) => p.status === "ACTIVE")!;
  await expect(dogs.getByRole("row").filter({ hasText: active.name }).getByText("Active", { exact: true })).toBeVisible();

  await lunaRow.getByRole("button", { name: `Copy pet id ${luna.id.slice(0, 5)}` }).click();
  await expect(page.getByText(/copied to the clipboard/)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(luna.id);
  // The dog dialogs (issue 8): Add a New Dog, Update dog per dog, Cancel Plan only from the ACTIVE dog's
  // Status, the Deceased link only on the CANCELLED one (tests/e2e/dogs-plans.spec.ts drives them).
  await expect(page.getByRole("button", { name: "Add a New Dog" })).toHaveCount(1);
  await expect(dogs.getByRole("button", { name: /^Update dog / })).toHaveCount(2);
  await expect(dogs.getByRole("button", { name: /cancel plan/i })).toHaveCount(1);
  await expect(lunaRow.getByRole("button", { name: "Mark Luna Deceased_to_not_list" })).toHaveCount(1);
});

test("orders grouped upcoming, processing and past, linking to the order page; client paging by 25", async ({ page, api }) => {
  const manny = await api.scenario("manyOrders");
  await openCustomer(page, manny);
  const past = page.getByRole("region", { name: "Past orders" });
  const pastCount = manny.orders.past.length;
  expect(pastCount).toBeGreaterThan(50);
  await expect(past.locator("tbody tr")).toHaveCount(25);
  const pager = past.getByRole("navigation", { name: "Past orders pages" });
  await expect(pager.getByRole("button", { name: /^Page \d+$/ })).toHaveCount(Math.min(5, Math.ceil(pastCount / 25)));
  await pager.getByRole("button", { name: "Page 3" }).click();
  await expect(past.locator("tbody tr")).toHaveCount(pastCount - 50);
  await expect(page.getByRole("region", { name: "Upcoming orders" }).locator("tbody tr")).toHaveCount(manny.orders.upcoming.length);
  await expect(page.getByRole("region", { name: "Processing orders" }).locator("tbody tr")).toHaveCount(manny.orders.processing.length);

  const upcoming = manny.orders.upcoming[0]!;
  const link = page.getByRole("region", { name: "Upcoming orders" }).getByRole("link", { name: upcoming.id });
  // Issue 21: straight to the canonical order URL (the customer's current segment), not one that redirects.
  await expect(link).toHaveAttribute("href", `${customerPath(manny)}/order/${upcoming.id}`);
});

test("fulfillments: carrier, tracking link, or No tracking information", async ({ page, api }) => {
  const shelly = await api.scenario("shipped");
  await openCustomer(page, shelly);
  const table = page.getByRole("table", { name: "Fulfillments" });
  const shipped = shelly.orders.past.concat(shelly.orders.processing).find((o) => o.id === SCENARIO_ORDER_IDS.shipped)!;
  const tracking = shipped.fulfillments[0]!.shipments.find((s) => s.tracking_number)!.tracking_number!;
  await expect(table.getByRole("link", { name: tracking })).toHaveAttribute("href", `https://track.aftership.com/${encodeURIComponent(tracking)}`);
  // The fulfillment id opens its order page at that fulfillment.
  const fulfillment = shipped.fulfillments[0]!;
  await table.getByRole("link", { name: fulfillment.id, exact: true }).click();
  await expect(page).toHaveURL(`${customerPath(shelly)}/order/${shipped.id}#fulfillment-${fulfillment.id}`);
  await expect(page.getByRole("article", { name: `Fulfillment ${fulfillment.id}` })).toBeInViewport();
  await page.goBack();
  await expect(page.getByRole("table", { name: "Fulfillments" }).getByRole("link", { name: shipped.id, exact: true }).first()).toHaveAttribute("href", `${customerPath(shelly)}/order/${shipped.id}`);

  const finn = await api.scenario("fulfilling");
  await openCustomer(page, finn);
  await expect(page.getByRole("table", { name: "Fulfillments" }).getByText("No tracking information").first()).toBeVisible();
});

async function openCustomerRaw(page: Page, id: number, name: string) {
  await page.goto(`/customer-lookup/${id}__${name}`);
}

test("the changelog: newest first, filter by pet, a 400px scrolling panel", async ({ page, api }) => {
  const dana = await api.scenario("cancelledDog");
  await openCustomer(page, dana);
  await page.getByRole("link", { name: "View changelog" }).click();
  // The name in the segment: the breadcrumb names the customer (spec 01 §2: breadcrumbs show only the name part).
  await expect(page).toHaveURL(new RegExp(`/customer-lookup/${dana.id}__[^/]+/changelog$`));
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(`${dana.first_name} ${dana.last_name}`);
  const entries = page.getByTestId("changelog-entry");
  await expect(entries.first()).toBeVisible();
  const times = await entries.locator("time").evaluateAll((els) => els.map((e) => new Date(e.getAttribute("datetime")!).getTime()));
  expect(times.length).toBeGreaterThan(1);
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  const panel = page.getByTestId("changelog-panel");
  expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("400px");
  expect(await panel.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");
  await expectNoA11yViolations(page);

  const luna = dana.pets.find((p) => p.name === "Luna")!;
  const all = await entries.count();
  await page.getByRole("combobox", { name: "Filter by pet" }).click();
  await page.getByRole("option", { name: `${luna.name} (${luna.id.slice(0, 5)})` }).click();
  const lunaCount = await entries.count();
  expect(lunaCount).toBeGreaterThan(0);
  expect(lunaCount).toBeLessThan(all);
  for (let i = 0; i < lunaCount; i++) await expect(entries.nth(i)).toContainText("Pet: Luna");
  await page.getByRole("combobox", { name: "Filter by pet" }).click();
  await page.getByRole("option", { name: "All pets" }).click();
  await expect(entries).toHaveCount(all);
});
