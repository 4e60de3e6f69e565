/**
 * /customer-lookup end to end (issue 4): the search by each field kind, the phone rule, state-name
 * matching, paging, the empty result, and the search kept in the URL (Back, reload).
 */
import { SCENARIO_EMAILS, SCENARIO_MANY_COUNT, SCENARIO_MANY_LAST_NAME, SCENARIO_ORDER_IDS } from "../../server/backend/seed/scenario-emails";
import { expectNoA11yViolations } from "./support/axe";
import { librariesFetched, withholdIdle } from "./support/first-load";
import { expect, test, type Page } from "./support/fixtures";

const PHONE_MESSAGE = "Phone number must be 10 digits with no spaces, parenthesis, or dashes";

// Read-only on the documented scenario customers, as a Team Member.
test.use({ role: "team" });

test.beforeEach(async ({ page }) => {
  await page.goto("/customer-lookup");
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
});

async function search(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

const results = (page: Page) => page.getByRole("region", { name: "Search results" });
/** The result names as shown now (read with expect.poll: the table renders after the URL changes). */
const resultNames = async (page: Page) => (await results(page).getByRole("table").getByRole("link").allInnerTexts()).map((t) => t.trim());

test("a phone is 10 digits in any common format, searched with +1; a full name in First Name finds the customer (issue 21)", async ({ page }) => {
  for (const bad of ["212555014", "21255501471", "212-555-0147 x2"]) {
    await page.getByLabel("Phone Number").fill(bad);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/customer-lookup$/);
  }
  await search(page, { "Phone Number": "2125550147" });
  await expect(page).toHaveURL(/phone_number=2125550147/);
  await expect(page.getByText(PHONE_MESSAGE)).toHaveCount(0);
  await expect.poll(() => resultNames(page)).toEqual(["Phil Phone"]);
  await expect(results(page).getByRole("cell", { name: "(212) 555-0147" })).toBeVisible();

  // A fresh form each time (a new URL re-seeds the form from the URL).
  const inputs: Record<string, string>[] = [{ "Phone Number": "(212) 555-0147" }, { "Phone Number": "+1 212.555.0147" }, { "First Name": "phil phone" }];
  for (const fields of inputs) {
    await page.goto("/customer-lookup");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
    await search(page, fields);
    await expect(page.getByText(PHONE_MESSAGE)).toHaveCount(0);
    await expect.poll(() => resultNames(page)).toEqual(["Phil Phone"]);
  }
});

test("a two-word first name typed in First Name finds the customer by that first name", async ({ page, api }) => {
  // A last name of the test's own: the full-name reading (first "Mary", last "Annabel…") finds nobody else's customers either way.
  const own = `Annabel${Date.now().toString(36)}`;
  await api.createCustomer({ first_name: `Mary ${own}`, last_name: "Doe" });
  await search(page, { "First Name": `Mary ${own}` });
  await expect.poll(() => resultNames(page)).toEqual([`Mary ${own} Doe`]);
});

test("an empty search is refused with a message", async ({ page }) => {
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Enter at least one search field.")).toBeVisible();
  await expect(page).toHaveURL(/\/customer-lookup$/);
});

test("search by each field kind", async ({ page, api }) => {
  // Ten searches, each a page load and a list of results: about 25 s on a fast 2-core machine, over 30 s on a slow one.
  test.slow();
  const phil = await api.scenario("phone");
  const philAddress = phil.addresses.find((a) => a.is_primary)!;
  // A scenario customer with a second address line (every third one has "Apt n").
  const many = (await api.search({ last_name: SCENARIO_MANY_LAST_NAME }, 1)).results.concat(
    (await api.search({ last_name: SCENARIO_MANY_LAST_NAME }, 2)).results,
  );
  const withApt = many.find((c) => c.primary_address?.address2)!;
  expect(withApt, "a Scenario-Many customer with an address line 2").toBeTruthy();

  const cases: { fields: Record<string, string>; expect: string }[] = [
    { fields: { Email: SCENARIO_EMAILS.phone }, expect: "Phil Phone" },
    { fields: { Email: SCENARIO_EMAILS.phone.toUpperCase() }, expect: "Phil Phone" },
    { fields: { "Order ID": SCENARIO_ORDER_IDS.previewUnkibble }, expect: "Uma Upcoming" },
    { fields: { "First Name": "Nelly" }, expect: "Nelly Stateside" },
    { fields: { "Last Name": "stateside" }, expect: "Nate Stateside" },
    { fields: { "Address Line 1": philAddress.address1! }, expect: "Phil Phone" },
    { fields: { "Address Line 2": withApt.primary_address!.address2!, "Last Name": SCENARIO_MANY_LAST_NAME }, expect: `${withApt.first_name} ${withApt.last_name}` },
    { fields: { City: "Raleigh", "Last Name": "Stateside" }, expect: "Nate Stateside" },
    { fields: { State: "NC", "Last Name": "Stateside" }, expect: "Nate Stateside" },
    { fields: { "Zip Code": "27601" }, expect: "Nate Stateside" },
  ];
  for (const c of cases) {
    await page.goto("/customer-lookup");
    await search(page, c.fields);
    await expect(results(page), JSON.stringify(c.fields)).toBeVisible();
    await expect.poll(() => resultNames(page), { message: JSON.stringify(c.fields) }).toContain(c.expect);
  }
});

test("a state longer than 2 characters is matched to its abbreviation by name", async ({ page }) => {
  await search(page, { State: "new york", "Last Name": "Stateside" });
  await expect(page).toHaveURL(/state=new\+york/);
  await expect(results(page)).toBeVisible();
  await expect.poll(() => resultNames(page)).toEqual(["Nelly Stateside"]);

  await page.goto("/customer-lookup");
  await search(page, { State: "District of Columbia", "Last Name": "Stateside" });
  await expect(results(page)).toBeVisible();
  await expect.poll(() => resultNames(page)).toEqual(["Deb Stateside"]);

  await page.goto("/customer-lookup");
  await search(page, { State: "Narnia" });
  await expect(page.getByText("Enter a two-letter state abbreviation or the name of a US state")).toBeVisible();
});

test("a search without matches says so plainly", async ({ page }) => {
  await search(page, { "Last Name": "Nobody-Has-This-Name" });
  await expect(page.getByText("No customers match this search.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Search results pages" })).toHaveCount(0);
});

test("server paging: 10 a page, 5 page buttons a block, page in the URL", async ({ page }) => {
  await search(page, { "Last Name": SCENARIO_MANY_LAST_NAME });
  await expect(page.getByText(`${SCENARIO_MANY_COUNT} customers found`)).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Search results pages" });
  await expect(pager).toBeVisible();
  await expect(results(page).locator("tbody tr")).toHaveCount(10);
  const pageCount = Math.ceil(SCENARIO_MANY_COUNT / 10);
  for (let p = 1; p <= Math.min(pageCount, 5); p++) await expect(pager.getByLabel(`Page ${p}`, { exact: true })).toBeVisible();
  await expect(pager.getByLabel("Page 1", { exact: true })).toHaveAttribute("aria-current", "page");
  // Customer lookup with results: the table and the pager.
  await expectNoA11yViolations(page);
  const firstPage = await resultNames(page);

  await pager.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/last_name=Scenario-Many/);
  await expect(pager.getByLabel("Page 2", { exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(`Page 2 of ${pageCount}`)).toBeVisible();
  const secondPage = await resultNames(page);
  expect(secondPage).toHaveLength(10);
  expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);

  // Back returns to page 1 of the same search; a reload keeps page 2.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(pager.getByLabel("Page 1", { exact: true })).toHaveAttribute("aria-current", "page");
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(page.getByText(`Page 2 of ${pageCount}`)).toBeVisible();
  await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue(SCENARIO_MANY_LAST_NAME);

  // A page past the last (an old link): the search's empty page, not a count over "No customers match" and a pager claiming the last page.
  await page.goto(page.url().replace("page=2", `page=${pageCount + 3}`));
  await expect(page.getByText("No customers match this search.")).toBeVisible();
  await expect(page.getByText(`${SCENARIO_MANY_COUNT} customers found`)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Search results pages" })).toHaveCount(0);
  await page.goBack();

  // A new search starts on page 1; Clear empties the form and the URL.
  await page.getByLabel("Last Name", { exact: true }).fill("Stateside");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/customer-lookup\?last_name=Stateside$/);
  await expect(results(page).getByRole("link", { name: "Nelly Stateside" })).toBeVisible();
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page).toHaveURL(/\/customer-lookup$/);
  await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue("");
  await expect(results(page)).toHaveCount(0);
});

test("a search survives Back from a customer page and a reload", async ({ page }) => {
  await search(page, { "Last Name": "Stateside" });
  await expect(results(page)).toBeVisible();
  const names = ["Deb Stateside", "Nate Stateside", "Nelly Stateside"];
  await expect.poll(async () => (await resultNames(page)).sort()).toEqual(names);

  await results(page).getByRole("link", { name: "Nelly Stateside" }).click();
  await expect(page).toHaveURL(/\/customer-lookup\/\d+__Nelly_Stateside$/);
  await expect(page.getByRole("heading", { name: "Customer Details" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/customer-lookup\?last_name=Stateside$/);
  await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue("Stateside");
  await expect.poll(async () => (await resultNames(page)).sort()).toEqual(names.sort());

  await page.reload();
  await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue("Stateside");
  await expect.poll(async () => (await resultNames(page)).sort()).toEqual(names.sort());

  // A shared link opens the same search in a new tab.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByLabel("Last Name", { exact: true })).toHaveValue("Stateside");
  await expect(shared.getByRole("region", { name: "Search results" }).getByRole("link", { name: "Deb Stateside" })).toBeVisible();
});

test("issue 23: a search's page opens with neither the form's nor the table's code; reaching for them loads it and the first keystrokes count", async ({ page }) => {
  await withholdIdle(page);
  await page.goto("/customer-lookup?last_name=Stateside");
  await page.waitForLoadState("networkidle");
  // The server HTML: the form with the URL's search, the results table.
  await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue("Stateside");
  expect((await resultNames(page)).sort()).toEqual(["Deb Stateside", "Nate Stateside", "Nelly Stateside"]);
  expect(await librariesFetched(page)).toEqual([]);

  await results(page).hover();
  await expect.poll(() => librariesFetched(page)).toContain("TanStack Table");

  // Typed and submitted before the form's code is here: handed over, the search runs.
  await page.getByLabel("Last Name", { exact: true }).fill("Nobody-Has-This-Name");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/last_name=Nobody-Has-This-Name/);
  await expect(page.getByText("No customers match this search.")).toBeVisible();
});
