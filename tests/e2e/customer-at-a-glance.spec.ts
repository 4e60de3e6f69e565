/**
 * The customer at a glance and feedback while waiting (issue 21), as an agent uses them: the summary
 * band names a HOLD order and goes straight to its canonical page, and counts an order's open claims
 * (linking to its Claims panel); the jump links reach the past
 * orders from the keyboard in a few steps; Back from an order returns to the same page and rows
 * per page (issue 22) of the orders table; after adding a dog the table already shows it when "Pet created successfully"
 * appears; the timeline (issue 22) filters by kind in the URL and its entry opens the order's claims;
 * a timeline page that fails says so with Try again, which shows it.
 * axe runs on the pages each test ends on (support/fixtures.ts) and on the ones it passes.
 */
import type { Page } from "@playwright/test";
import type { AccountDto } from "@/lib/contract/customers";
import { openClaimsText, planChargeText } from "@/lib/customers/at-a-glance";
import { customerPath } from "@/lib/customers/paths";
import { NO_TIMELINE_FILTERS, TIMELINE_TEXTS } from "@/lib/timeline/entries";
import { TIMELINE_ROUTE, timelinePageHref } from "@/lib/timeline/url";
import { SCENARIO_ORDER_IDS } from "@/server/backend/seed/scenario-emails";
import { expectNoA11yViolations } from "./support/axe";
import { expect, openCustomer, test } from "./support/fixtures";

test.use({ role: "team" });

const band = (page: Page) => page.getByRole("region", { name: "At a glance" });

/** What the band's Next charge reads for an account: an upcoming order's date and total, else an active plan's date and dog, else the sentence. */
function expectedNextCharge(account: Pick<AccountDto, "orders" | "petplans">): RegExp | string {
  if (account.orders.upcoming.some((o) => o.status === "PREVIEW")) return /·\s\$\d/;
  if (account.petplans.some((p) => p.status === "ACTIVE" && p.next_charge_date)) return new RegExp(`·\\s.+${planChargeText("").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  return "No upcoming charge";
}

test("the band under the name shows the HOLD order with its failed payment, and its link opens the order directly", async ({ page, api }) => {
  const hal = await api.scenario("hold");
  await openCustomer(page, hal);
  await expect(page.getByRole("heading", { level: 1, name: "Hal Hold" })).toBeVisible();
  const hold = band(page).getByRole("link", { name: `Order ${SCENARIO_ORDER_IDS.hold}: on hold, payment failed` });
  await expect(hold).toBeVisible();
  const canonical = `${customerPath(hal)}/order/${SCENARIO_ORDER_IDS.hold}`;
  await expect(hold).toHaveAttribute("href", canonical);
  // The next charge: the upcoming order's date and total, else an active plan's date, else the sentence.
  await expect(page.getByTestId("next-charge")).toHaveText(expectedNextCharge(hal));
  await expectNoA11yViolations(page);

  // The link is the canonical order URL (no redirect on the way): the address bar shows exactly it.
  await hold.click();
  await expect(page).toHaveURL((url) => url.pathname === canonical);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${SCENARIO_ORDER_IDS.hold}` })).toBeVisible();
});

test("the band counts the open claims of an order and its link opens the order's Claims panel", async ({ page, api }) => {
  const clara = await api.scenario("claims");
  await openCustomer(page, clara);
  // 1000016's two claims promise a refund, a future discount and a replacement, none carried out yet.
  const claims = band(page).getByRole("link", { name: openClaimsText(SCENARIO_ORDER_IDS.claims, 2) });
  await expect(claims).toBeVisible();
  await expect(band(page).getByRole("listitem").filter({ hasText: openClaimsText(SCENARIO_ORDER_IDS.claims, 2) }).getByRole("img", { name: "Needs attention" })).toBeVisible();
  await expectNoA11yViolations(page);
  await claims.click();
  await expect(page).toHaveURL((url) => url.pathname.endsWith(`/order/${SCENARIO_ORDER_IDS.claims}`) && url.hash === "#claims");
  await expect(page.getByRole("region", { name: "Claims" }).getByRole("link", { name: /^Edit claim / })).toHaveCount(2);
});

test("the orders come before the treatments, empty groups are one line, and a jump link reaches a past order in two keys", async ({ page, api }) => {
  const manny = await api.scenario("manyOrders");
  await openCustomer(page, manny);
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings.indexOf("Orders")).toBeLessThan(headings.indexOf("Customer Treatments"));

  const jump = band(page).getByRole("navigation", { name: "Sections of this page" }).getByRole("link", { name: "Past orders" });
  await jump.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#orders-past$/);
  const past = page.getByRole("region", { name: "Past orders" });
  await expect(past).toBeFocused();
  // From there Tab goes through the table's sort headers to the first past order: a handful of keys, not 40.
  let tabs = 0;
  while (tabs < 12 && !(await past.getByRole("link").first().evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press("Tab");
    tabs += 1;
  }
  await expect(past.getByRole("link").first()).toBeFocused();
  expect(tabs).toBeLessThanOrEqual(12);

  // A customer with no orders: each group is one line, no empty tables.
  const fresh = await api.createCustomer();
  await openCustomer(page, fresh);
  for (const group of ["upcoming", "processing", "past"]) {
    const region = page.getByRole("region", { name: `${group[0]!.toUpperCase()}${group.slice(1)} orders` });
    await expect(region).toHaveText(`No ${group} orders`);
    await expect(region.getByRole("table")).toHaveCount(0);
  }
  await expect(page.getByTestId("next-charge")).toHaveText(expectedNextCharge(fresh));
  await expect(page.getByTestId("needs-attention")).toHaveText("Nothing needs attention");
});

test("Back from an order returns to the same page and rows per page of the past orders table", async ({ page, api }) => {
  const manny = await api.scenario("manyOrders");
  await openCustomer(page, manny);
  const past = page.getByRole("region", { name: "Past orders" });
  // Rows per page (issue 22): 10 instead of 25, kept in the URL beside the page.
  await past.getByRole("combobox", { name: "Rows per page" }).click();
  await page.getByRole("option", { name: "10", exact: true }).click();
  await expect(page).toHaveURL(/[?&]pastPageSize=10\b/);
  await expect(past.locator("tbody tr")).toHaveCount(10);
  await expectNoA11yViolations(page);
  await past.getByRole("navigation", { name: "Past orders pages" }).getByRole("button", { name: "Page 3" }).click();
  await expect(page).toHaveURL(/[?&]pastPage=3\b/);
  const link = past.locator("tbody tr").first().getByRole("link");
  const orderId = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderId}` })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]pastPage=3\b/);
  await expect(page).toHaveURL(/[?&]pastPageSize=10\b/);
  await expect(past.getByRole("combobox", { name: "Rows per page" })).toHaveText("10");
  await expect(past.locator("tbody tr")).toHaveCount(10);
  await expect(past.getByRole("link", { name: orderId })).toBeVisible();
  await expect(past.getByRole("navigation", { name: "Past orders pages" }).getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
});

test("after adding a dog, the table shows it when the toast appears", async ({ page, api }) => {
  test.setTimeout(120_000);
  const customer = await api.createCustomer();
  expect(customer.pets).toEqual([]);
  await openCustomer(page, customer);
  const dogs = page.getByRole("table", { name: "Dogs & Plans" });
  await expect(dogs).toContainText("No dogs on this account");

  await page.getByRole("button", { name: "Add a New Dog" }).click();
  const wizard = page.getByRole("dialog", { name: "Add a New Dog" });
  await wizard.getByLabel("Name").fill("Biscotti");
  await wizard.getByLabel("Weight (lbs)").fill("20");
  await wizard.getByRole("combobox", { name: "Breeds" }).click();
  await page.getByRole("option", { name: "Mixed Breed" }).click();
  await page.keyboard.press("Escape");
  await wizard.getByRole("button", { name: "Continue" }).click();
  await wizard.getByRole("checkbox", { name: "Beef" }).check();
  await expect(wizard.getByTestId("price-per-shipment")).toHaveText(/^\$\d/);
  await wizard.getByRole("button", { name: "Continue" }).click();
  await wizard.getByRole("button", { name: "Save" }).click();

  await expect(page.getByText("Pet created successfully")).toBeVisible();
  // At the moment the toast shows (no waiting): the new dog's row is there and the empty text gone.
  expect(await dogs.getByRole("row").filter({ hasText: "Biscotti" }).count()).toBe(1);
  expect(await dogs.getByText("No dogs on this account").count()).toBe(0);
});

test("the timeline says what happened, filters by kind in the URL, and an entry's link opens what it concerns", async ({ page, api }) => {
  const clara = await api.scenario("claims");
  await openCustomer(page, clara);
  const timeline = page.getByRole("region", { name: "Timeline" });
  const entries = timeline.getByTestId("timeline-entry");
  await expect(entries.first()).toBeVisible();
  await expectNoA11yViolations(page);

  await timeline.getByRole("combobox", { name: "Kind" }).click();
  await page.getByRole("option", { name: "Claims" }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/[?&]timelineKind=claim\b/);
  // The filtered entries come from the BFF's timeline route (issue 23: paged on the server); the list is busy meanwhile.
  await expect(timeline.getByRole("list", { name: "Timeline entries" })).not.toHaveAttribute("aria-busy");
  await expect(entries.first()).toHaveAttribute("data-kind", "claim");
  expect(await entries.evaluateAll((els) => els.every((el) => (el as HTMLElement).dataset.kind === "claim"))).toBe(true);

  // A claim links to the claims of its order: the order page opens at its Claims section.
  const link = entries.first().getByRole("link", { name: /^Claims of order / });
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  await expect(page.getByRole("region", { name: "Claims" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Timeline" }).getByTestId("timeline-entry").first()).toBeVisible();
});

test("the timeline comes a page at a time from the server: Show 25 more asks for the next page, the URL keeps only the filters", async ({ page, api }) => {
  const manny = await api.scenario("manyOrders");
  await openCustomer(page, manny);
  const timeline = page.getByRole("region", { name: "Timeline" });
  const entries = timeline.getByTestId("timeline-entry");
  await expect(entries).toHaveCount(25);
  await expect(timeline.getByRole("status")).toHaveText(/^showing 25 of \d+ entries$/);
  const total = Number((await timeline.getByRole("status").textContent())!.match(/of (\d+)/)![1]);
  // The next page: the entries after the one shown last (its time and id), not an offset.
  const next = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(`${TIMELINE_ROUTE}/`) && new URL(r.url()).searchParams.has("afterId"));
  await timeline.getByRole("button", { name: `Show ${Math.min(25, total - 25)} more` }).click();
  expect((await next).status()).toBe(200);
  await expect(entries).toHaveCount(Math.min(50, total));
  await expect(timeline.getByRole("status")).toHaveText(`showing ${Math.min(50, total)} of ${total} entries`);
  expect(new URL(page.url()).search).toBe("");
});

test("a timeline page the route does not answer says so with Try again, which asks for it again and shows it", async ({ page, api }) => {
  const manny = await api.scenario("manyOrders");
  // The route answers the second page with a 500 once, then as it does.
  let failed = false;
  await page.route(
    (url) => url.pathname.startsWith(`${TIMELINE_ROUTE}/`) && url.searchParams.has("afterId"),
    (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ detail: "Server error." }) });
    },
  );
  await openCustomer(page, manny);
  const timeline = page.getByRole("region", { name: "Timeline" });
  const entries = timeline.getByTestId("timeline-entry");
  await expect(entries).toHaveCount(25);
  const total = Number((await timeline.getByRole("status").textContent())!.match(/of (\d+)/)![1]);
  await timeline.getByRole("button", { name: `Show ${Math.min(25, total - 25)} more` }).click();
  await expect(timeline.getByRole("alert")).toHaveText(TIMELINE_TEXTS.pageFailed);
  const again = timeline.getByRole("button", { name: "Try again" });
  await expect(again).toBeVisible();
  await expect(entries).toHaveCount(25);
  await expectNoA11yViolations(page);
  await again.click();
  await expect(entries).toHaveCount(Math.min(50, total));
  await expect(timeline.getByRole("status")).toHaveText(`showing ${Math.min(50, total)} of ${total} entries`);
  await expect(timeline.getByRole("alert")).toHaveCount(0);
});

test("the timeline route answers JSON through the route handlers' chain: a page for staff, 400 for a bad offset, 404 for a malformed customer, 401 without a session", async ({ page, api, playwright, baseURL }) => {
  const manny = await api.scenario("manyOrders");
  const segment = customerPath(manny).split("/").at(-1)!;
  const route = (query: string, seg = segment) => timelinePageHref(decodeURIComponent(seg), { offset: 0, filters: NO_TIMELINE_FILTERS }).replace("offset=0", query);
  const ok = await page.request.get(route("offset=25"));
  expect(ok.status()).toBe(200);
  expect(ok.headers()["cache-control"]).toBe("no-store");
  const body = (await ok.json()) as { entries: unknown[]; matched: number; total: number };
  expect(body.total).toBeGreaterThan(25);
  expect(body.matched).toBe(body.total);
  expect(body.entries).toHaveLength(Math.min(25, body.total - 25));
  for (const offset of ["-1", "0x10"]) {
    const bad = await page.request.get(route(`offset=${offset}`));
    expect(bad.status(), offset).toBe(400);
    expect(await bad.json()).toEqual({ detail: "offset must be a whole number, 0 or more." });
  }
  const malformed = await page.request.get(route("offset=0", "not-a-customer"));
  expect(malformed.status()).toBe(404);
  expect(await malformed.json()).toEqual({ detail: "Customer not found." });
  // No session: the chain's 401 as JSON, never the sign-in page's HTML.
  const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const denied = await anonymous.get(route("offset=0"), { maxRedirects: 0 });
  expect(denied.status()).toBe(401);
  expect(denied.headers()["content-type"]).toContain("application/json");
  await anonymous.dispose();
});
