/**
 * Issue 21, "Messages that say what to do", as an agent meets them: a duplicate discount code says
 * so under Code (never `Error: {"code":[…]}` in a toast), a disabled Create or Continue says what is
 * missing, Create in Bulk shows no red messages before typing,
 * a missing order is the 404 page (spec 01 §2's title and sentence) naming the order beside them,
 * with a link back to the customer (still HTTP 404), and an order
 * opened under another customer's URL goes to its own customer's page.
 */
import { customerOrderPath } from "../../lib/customers/paths";
import { DISCOUNT_MESSAGES as M } from "../../lib/discount-rules";
import { BACK_TO_CUSTOMER, orderNotFoundHint } from "../../lib/orders/messages";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "../../lib/ui-constants";
import { SCENARIO_ORDER_IDS } from "../../server/backend/seed/scenario-emails";
import { expectNoA11yViolations } from "./support/axe";
import { expect, formLive, openCustomer, test, type Page } from "./support/fixtures";

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("as an Admin", () => {
  test.use({ role: "admin" });

  test("a duplicate discount code: the message under Code, a sentence in the toast, no JSON anywhere", async ({ page }) => {
    await page.goto("/discounts/create-discount");
    await formLive(page);
    const create = page.getByRole("button", { name: "Create", exact: true });
    // Disabled, and it says what is missing.
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(/^Code: /);
    await page.getByLabel("Code", { exact: true }).fill("WELCOME50");
    await choose(page, "Discount type", "Amount Discount");
    await page.getByLabel(/^Value/).fill("5");
    await choose(page, "Limit type", "Unlimited");
    await page.getByLabel("Onetime", { exact: true }).check();
    await expect(create).toBeEnabled();
    await create.click();
    await page.getByRole("dialog", { name: "Create discount" }).getByRole("button", { name: "Create" }).click();
    await expect(page.getByLabel("Code", { exact: true })).toHaveAccessibleDescription(M.codeTaken);
    await expect(page.getByText(`Error: ${M.codeTaken}`)).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /\{"|\["/ })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText('{"code"');
  });

  test("switching on Create in Bulk shows no red messages before any typing", async ({ asRole }) => {
    const page = await asRole("all");
    await page.goto("/discounts/create-discount");
    await formLive(page);
    await page.getByLabel("Create in Bulk").click();
    await expect(page.getByLabel("Prefix")).toBeVisible();
    // (Next's route announcer is an empty alert of its own: only the form's count.)
    await expect(page.locator("#discount-create-form").getByRole("alert")).toHaveCount(0);
    await expect(page.getByLabel("Prefix")).not.toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("as a Team Member", () => {
  test.use({ role: "team" });

  test("a missing order is the 404 page naming the order, with a link back to the customer and HTTP 404; axe clean", async ({ page, api }) => {
    const connie = await api.scenario("complete");
    const res = await page.goto(customerOrderPath(connie.id, "9999999"));
    expect(res?.status()).toBe(404);
    // Spec 01 §2's words stay the heading and sentence; which order is the hint beside them (the tab keeps the order's title).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.getByText(orderNotFoundHint("9999999"))).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(1);
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: BACK_TO_CUSTOMER }).click();
    await expect(page).toHaveURL(new RegExp(`/customer-lookup/${connie.id}(__[^/]*)?$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an order opened under another customer's URL goes to its own customer's order page", async ({ page, api }) => {
    const connie = await api.scenario("complete");
    const finn = await api.scenario("fulfilling");
    await page.goto(customerOrderPath(connie.id, SCENARIO_ORDER_IDS.fulfilling));
    await expect(page).toHaveURL(new RegExp(`/customer-lookup/${finn.id}__[^/]+/order/${SCENARIO_ORDER_IDS.fulfilling}$`));
  });

  test("a dog weighing 0 lbs: Continue is disabled and says the weight is the problem", async ({ page, api }) => {
    const customer = await api.createCustomer();
    await openCustomer(page, customer);
    await page.getByRole("button", { name: /Add a New Dog/ }).first().click();
    const wizard = page.getByRole("dialog", { name: "Add a New Dog" });
    await wizard.getByLabel("Name").fill("Moose");
    await wizard.getByLabel("Weight (lbs)").fill("0");
    const next = wizard.getByRole("button", { name: "Continue" });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(/^Weight \(lbs\): /);
  });
});
