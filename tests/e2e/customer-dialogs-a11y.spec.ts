/**
 * Accessibility of every dialog of the customer page (issue 7): signed in as a role that sees all
 * account actions, each dialog is opened from the keyboard, checked with axe-core (no serious or
 * critical violation), closed with Escape, and focus returns to its button.
 */
import { expectNoA11yViolations } from "./support/axe";
import { expect, openCustomer, test } from "./support/fixtures";

// A role that sees every account action.
test.use({ role: "all" });

/**
 * [button, dialog title, region] of every account action (lib/customers/display.ts visibleAccountActions);
 * Delete personal data is in the Danger zone (issue 21).
 */
const DIALOGS: [string, string, string?][] = [
  ["Change email", "Change email"],
  ["Reset password", "Reset password"],
  ["Opt (in to|out of) proactive outreach", "Opt (in to|out of) proactive outreach"],
  ["Switch payment processor", "Switch payment processor"],
  ["Log in as customer", "Log in as customer"],
  ["Create exclusive discount", "Create exclusive discount"],
];
/** Delete personal data, in the Danger zone (issue 21): on a customer with nothing in flight (with an upcoming order it is disabled with its reason). */
const DANGER_ZONE_DIALOG: [string, string, string] = ["Delete personal data", "Delete personal data", "Danger zone"];

test("every dialog of the customer page passes axe and works from the keyboard", async ({ page, api }) => {
  // Eight axe runs (the page and seven dialogs) on a shared 2-core machine.
  test.setTimeout(120_000);
  // Read only: nothing is confirmed, so any braintree customer with an upcoming order will do.
  const customer = await api.createCustomer({ primary_payment_processor: "braintree", upcoming_orders: 1 });
  await openCustomer(page, customer);
  await expectNoA11yViolations(page);
  const details = page.getByRole("region", { name: "Customer Details" });

  const check = async ([buttonName, title, region]: [string, string, string?]) => {
    const button = (region ? page.getByRole("region", { name: region }) : details).getByRole("button", { name: new RegExp(`^${buttonName}$`) });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: new RegExp(`^${title}$`) });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  };
  for (const entry of DIALOGS) await check(entry);
  // A customer with no plan and no order still to ship: Delete personal data is enabled.
  await openCustomer(page, await api.createCustomer({ primary_payment_processor: "braintree" }));
  await check(DANGER_ZONE_DIALOG);
});

test("the exclusive discount's order select is keyboard-usable and passes axe when open", async ({ page, api }) => {
  // Two upcoming orders: a sole one is preselected.
  const customer = await api.createCustomer({ upcoming_orders: 2 });
  await openCustomer(page, customer);
  await page.getByRole("region", { name: "Customer Details" }).getByRole("button", { name: "Create exclusive discount" }).click();
  const dialog = page.getByRole("dialog", { name: "Create exclusive discount" });
  await dialog.getByLabel(/30% off 1 order/).check();
  const select = dialog.getByRole("combobox", { name: "Upcoming order" });
  await expect(select).toHaveText(/^Select\.\.\./);
  await select.focus();
  await page.keyboard.press("Enter");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await expectNoA11yViolations(page, { include: "[role=listbox]" });
  await page.keyboard.press("Enter");
  await expect(listbox).toHaveCount(0);
  await expect(select).toHaveText(new RegExp(`^Order ${customer.orders.upcoming[0]!.id} `));
});
