/**
 * Discounts end to end (issue 12): the lookup (lower-case typed, found; unknown code), creating a
 * percentage code with dates and finding it in the list and the changelog, each client-side
 * message of the create form, the status toggle behind its confirmation, bulk creation (the switch
 * only for All Module Access; a 200-code batch reaching 100 %, then its batch page: deactivate and
 * activate the whole batch), and a Team Member refused.
 */
import { DISCOUNT_MESSAGES as M } from "@/lib/discount-rules";
import { TEXT } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { expect, formLive, test, type Page } from "./support/fixtures";

const unique = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

/** "YYYY-MM-DDTHH:mm" in the browser's (this machine's) time zone, `days` from now at `hh:mm`. */
function localDateTime(days: number, hh: number, mm: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setHours(hh, mm, 0, 0);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const createButton = (page: Page) => page.getByRole("button", { name: /^Create( in Bulk)?$/ });

test.describe("discount lookup (Team Member)", () => {
  test.use({ role: "team" });

  test("a code typed in lower case is upper-cased and found; the view is read-only", async ({ page }) => {
    await page.goto("/discount-lookup");
    // The upper-casing is the form's own: wait for its code (typing before it arrives is handed
    // over as text, deferred-forms.spec.ts; a key pressed in the moment of the hand-over itself can
    // be lost, a known limit noted on issue 23).
    await formLive(page);
    const box = page.getByLabel("Discount code");
    await box.pressSequentially("welcome50");
    await expect(box).toHaveValue("WELCOME50");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/discount-lookup\/\d+$/);
    await expect(page.getByRole("heading", { name: "View Discount" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "WELCOME50" })).toBeVisible();
    await expect(page.getByText("50% off your first box")).toBeVisible();
    await expect(page.getByText("Not set").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Activate|Deactivate/ })).toHaveCount(0);
  });

  test("an unknown code: Discount code not found", async ({ page }) => {
    await page.goto("/discount-lookup");
    await page.getByLabel("Discount code").fill("no-such-code-x");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Discount code not found" })).toBeVisible();
    await expect(page).toHaveURL(/\/discount-lookup$/);
  });

  test("a Team Member sees Unauthorized on /discounts", async ({ page }) => {
    await page.goto("/discounts");
    await expect(page.getByText(TEXT.unauthorized)).toBeVisible();
    await page.goto("/discounts/create-discount");
    // No form for a Team Member (nothing deferred to wait for): the Unauthorized page.
    await expect(page.getByText(TEXT.unauthorized)).toBeVisible();
  });
});

test.describe("manage discounts (Admin)", () => {
  test.use({ role: "admin" });

  test("create a percentage code with dates: confirm, toast, list, detail and changelog", async ({ page }) => {
    const code = `PCT${unique()}`;
    await page.goto("/discounts");
    await page.getByRole("link", { name: "Create Discount" }).click();
    await expect(page).toHaveURL(/\/discounts\/create-discount$/);
    await expect(page.getByText("Create in Bulk")).toHaveCount(0);
    await expect(createButton(page)).toBeDisabled();

    await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
    await expect(page.getByLabel("Code", { exact: true })).toHaveValue(code);
    await page.getByLabel("Description").fill("E2E percentage code");
    await choose(page, "Discount type", "Percentage Discount");
    await page.getByLabel(/^Value/).fill("15");
    await choose(page, "Limit type", "X orders per customer");
    await page.getByLabel("Limit value").fill("3");
    await page.getByLabel("Subscription", { exact: true }).check();
    await page.getByLabel("Start date and time").fill(localDateTime(2, 10, 0));
    await page.getByLabel("End date and time").fill(localDateTime(9, 18, 30));
    await expect(createButton(page)).toBeEnabled();
    await createButton(page).click();

    const confirm = page.getByRole("dialog", { name: "Create discount" });
    await expect(confirm).toContainText("not editable");
    await expectNoA11yViolations(page);
    await confirm.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(`Successfully created discount code ${code}`)).toBeVisible();
    await expect(page).toHaveURL(/\/discounts$/);

    await page.getByRole("searchbox", { name: "Search code or description" }).fill(code);
    await page.keyboard.press("Enter");
    const link = page.getByRole("link", { name: code });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { name: "Update Discount" })).toBeVisible();
    await expect(page.getByText("15%", { exact: true })).toBeVisible();
    await expect(page.getByText("admin+bark@example.com")).toBeVisible();

    await page.goto("/discounts/changelog");
    await expect(page.getByRole("heading", { name: "Discounts" })).toBeVisible();
    const panel = page.getByTestId("changelog-panel");
    // Its own entry, not the newest: the system changelog is shared, and a test running beside this
    // one may create a discount after it (seen under load: another test's code was first).
    const entry = panel.getByTestId("changelog-entry").filter({ hasText: code });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("CREATE");
  });

  test("each client-side message beside its field; Create stays disabled until the rules hold", async ({ page }) => {
    await page.goto("/discounts/create-discount");
    // Typing then clearing before the form's code is live leaves nothing to hand over (the value is
    // back to the server's): wait until the deferred form is live (components/ui/deferred.tsx).
    await formLive(page);
    const code = page.getByLabel("Code", { exact: true });
    await code.fill("x");
    await code.fill("");
    await expect(page.getByText(M.codeRequired)).toBeVisible();
    await code.fill("reprocess");
    await expect(page.getByText(M.codeReserved)).toBeVisible();
    await code.fill(`MSG${unique()}`);

    await choose(page, "Discount type", "Percentage Discount");
    const value = page.getByLabel(/^Value/);
    await value.fill("0");
    await expect(page.getByText(M.valueRequired)).toBeVisible();
    await value.fill("120");
    await expect(page.getByText(M.percentageTooHigh)).toBeVisible();
    await value.fill("20");

    await choose(page, "Limit type", "X customers (one order each)");
    await expect(page.getByText(M.limitValueRequired)).toBeVisible();
    await page.getByLabel("Limit value").fill("100");
    await expect(page.getByText(M.limitValueRequired)).toHaveCount(0);

    // No order type ticked.
    await page.getByLabel("Onetime", { exact: true }).check();
    await page.getByLabel("Onetime", { exact: true }).uncheck();
    await expect(page.getByText(M.orderTypeRequired)).toBeVisible();
    await expect(createButton(page)).toBeDisabled();

    // Trial-only with more than one order per customer.
    await page.getByLabel("Trial", { exact: true }).check();
    await choose(page, "Limit type", "X orders per customer");
    await page.getByLabel("Limit value").fill("2");
    await expect(page.getByText(M.trialOnlyLimit)).toBeVisible();
    await expect(createButton(page)).toBeDisabled();
    await page.getByLabel("Limit value").fill("1");
    await expect(page.getByText(M.trialOnlyLimit)).toHaveCount(0);

    // The split type needs the trial value and forces the order types.
    await choose(page, "Limit type", "X orders per customer, subscription/trial split");
    await expect(page.getByText(M.trialValueRequired)).toBeVisible();
    await expect(page.getByLabel("Subscription", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Onetime", { exact: true })).not.toBeChecked();
    await expect(page.getByLabel("Trial", { exact: true })).toBeDisabled();
    await page.getByLabel("Trial value").fill("30");
    await expect(page.getByText(M.trialValueRequired)).toHaveCount(0);
    await expect(createButton(page)).toBeEnabled();

    // Dates.
    const start = page.getByLabel("Start date and time");
    const end = page.getByLabel("End date and time");
    await start.fill(localDateTime(3, 10, 0));
    await expect(page.getByText(M.endRequired)).toBeVisible();
    await expect(createButton(page)).toBeDisabled();
    await end.fill(localDateTime(2, 10, 0));
    await expect(page.getByText(M.endBeforeStart)).toBeVisible();
    await end.fill(localDateTime(4, 10, 0));
    await expect(page.getByText(M.endBeforeStart)).toHaveCount(0);
    await start.fill(localDateTime(-2, 10, 0));
    await expect(page.getByText(M.startInPast)).toBeVisible();
    await expect(createButton(page)).toBeDisabled();
    await start.fill(localDateTime(3, 10, 0));
    await expect(createButton(page)).toBeEnabled();
  });

  test("the API's field error shows under the input with the dialog closed", async ({ page }) => {
    await page.goto("/discounts/create-discount");
    await formLive(page);
    await page.getByLabel("Code", { exact: true }).fill("WELCOME50");
    await choose(page, "Discount type", "Amount Discount");
    await page.getByLabel(/^Value/).fill("5");
    await choose(page, "Limit type", "Unlimited");
    await page.getByLabel("Onetime", { exact: true }).check();
    await createButton(page).click();
    await page.getByRole("dialog", { name: "Create discount" }).getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: M.codeTaken }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/discounts\/create-discount$/);
  });

  test("deactivate and reactivate with the confirmation", async ({ page, api }) => {
    const code = `TGL${unique()}`;
    const d = await api.createDiscount({ code, discount_type: "AMOUNT", value: 7, limit_type: "UNLIMITED", order_onetime: true });
    await page.goto(`/discounts?search=${code}`);
    await page.getByRole("link", { name: code }).click();
    await expect(page).toHaveURL(new RegExp(`/discounts/${d.id}$`));
    await expect(page.getByRole("heading", { name: "Update Discount" })).toBeVisible();
    await page.getByRole("button", { name: "Deactivate" }).click();
    const off = page.getByRole("dialog", { name: "Deactivate discount" });
    await expectNoA11yViolations(page);
    await off.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByText(`${code} is now deactivated`)).toBeVisible();
    await expect(page.getByText("Inactive", { exact: true })).toBeVisible();
    // The refresh replaced the opener: focus is on the button in its place, not on <body> (components/ui/focus-return.ts).
    await expect(page.getByRole("button", { name: "Activate" })).toBeFocused();

    // By keyboard: Enter on the focused button, Enter on the confirmation's.
    await page.keyboard.press("Enter");
    const on = page.getByRole("dialog", { name: "Activate discount" });
    await expectNoA11yViolations(page);
    await on.getByRole("button", { name: "Activate" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`${code} is now active`)).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Deactivate" })).toBeFocused();

    await page.goto("/discounts/changelog");
    const entries = page.getByTestId("changelog-entry").filter({ hasText: code });
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText("is active: true");
  });
});

test.describe("bulk creation (All Module Access)", () => {
  test.use({ role: "all" });

  test("the Create in Bulk switch; a 200-code batch reaches 100 %", async ({ page }) => {
    // The batch of 200 codes is made by the API while the page polls its progress: about 30 s on a slow 2-core machine.
    test.slow();
    const prefix = `B${unique()}`.slice(0, 16);
    await page.goto("/discounts/create-discount");
    await formLive(page);
    await page.getByLabel("Create in Bulk").check();
    await expect(page.getByLabel("Code", { exact: true })).toHaveCount(0);
    await page.getByLabel("Prefix").fill(prefix.toLowerCase());
    await page.getByLabel("Number of codes").fill("200");
    await choose(page, "Discount type", "Amount Discount");
    await page.getByLabel(/^Value/).fill("10");
    await choose(page, "Limit type", "X customers (one order each)");
    await page.getByLabel("Limit value").fill("1");
    await page.getByLabel("Subscription", { exact: true }).check();
    await createButton(page).click();
    const confirm = page.getByRole("dialog", { name: "Create discounts in bulk" });
    await expect(confirm).toContainText(`Create 200 codes starting with ${prefix}`);
    await confirm.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(`Successfully started bulk creation of 200 discounts starting with ${prefix}`)).toBeVisible();
    await expect(page).toHaveURL(/\/discounts$/);
    const bar = page.getByRole("progressbar", { name: `Batch ${prefix}` });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "100", { timeout: 30_000 });
    await expect(page.getByText(`Batch ${prefix}: 200 of 200 codes`)).toBeVisible();

    await page.goto(`/discounts?search=${prefix}`);
    await expect(page.getByText("200 discounts")).toBeVisible();

    // The batch page (issue 22): its codes, and Deactivate all / Activate all behind a confirmation.
    await page.goto("/discounts");
    await page.getByRole("link", { name: `Batch ${prefix}: 200 of 200 codes` }).click();
    await expect(page.getByRole("heading", { name: `Batch ${prefix}` })).toBeVisible();
    const status = page.getByRole("region", { name: "Batch status" });
    await expect(status).toContainText("200 codes: 200 active, 0 inactive.");
    await expectNoA11yViolations(page); // the batch page itself, before its dialog opens
    await status.getByRole("button", { name: "Deactivate all", exact: true }).click();
    const deactivate = page.getByRole("dialog", { name: `Deactivate batch ${prefix}` });
    await expect(deactivate).toContainText("any of the 200 codes");
    await expectNoA11yViolations(page);
    await deactivate.getByRole("button", { name: "Deactivate all", exact: true }).click();
    await expect(page.getByText(`Batch ${prefix}: 200 codes deactivated`)).toBeVisible();
    await expect(status).toContainText("200 codes: 0 active, 200 inactive.");
    await status.getByRole("button", { name: "Activate all", exact: true }).click();
    await page.getByRole("dialog", { name: `Activate batch ${prefix}` }).getByRole("button", { name: "Activate all", exact: true }).click();
    await expect(status).toContainText("200 codes: 200 active, 0 inactive.");
    await expect(page.getByText("200 discounts")).toBeVisible();

    await page.goto("/discounts/changelog");
    await expect(page.getByRole("progressbar", { name: `Batch ${prefix}` })).toHaveAttribute("aria-valuenow", "100");
    const entries = page.getByTestId("changelog-entry").filter({ hasText: prefix });
    // Created, done, deactivated, activated: one entry each for the whole batch.
    await expect(entries).toHaveCount(4);
    await expect(entries.first()).toContainText("Bulk Discount");
    await expect(entries.filter({ hasText: "created count: 200" })).toHaveCount(1);
  });
});

test.describe("no bulk switch for Admin", () => {
  test.use({ role: "ops" });
  test("an Ops Admin may create but not in bulk", async ({ page }) => {
    await page.goto("/discounts/create-discount");
    await formLive(page);
    await expect(page.getByLabel("Code", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Create in Bulk")).toHaveCount(0);
  });
});
