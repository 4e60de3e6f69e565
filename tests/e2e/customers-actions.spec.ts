/**
 * Account actions end to end (issue 4): each behind its confirmation dialog, with its toast, the
 * new state shown without a manual reload, and its entry (with the acting staff email) on the
 * changelog page. Each test acts on a customer of its own, made through the API
 * (`api.createCustomer()`), so the tests run in parallel and never see each other's changes.
 */
import { CUSTOMER_EMAIL_STALE_MESSAGE, piiDeletionBlockerOf, type AccountDto } from "../../lib/contract/customers";
import { ONE_TIME_DISCOUNT_APPLIED } from "../../lib/orders/messages";
import { SCENARIO_EMAILS } from "../../server/backend/seed/scenario-emails";
import { ACCOUNTS } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { pickProduct } from "./support/product-picker";
import { expect, openCustomer, test, type Page } from "./support/fixtures";

const details = (page: Page) => page.getByRole("region", { name: "Customer Details" });
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** The changelog page's newest entry (the list is newest first). */
async function expectChangelogEntry(page: Page, customer: AccountDto, texts: (string | RegExp)[], staffEmail: string) {
  await page.goto(`/customer-lookup/${customer.id}/changelog`);
  const newest = page.getByTestId("changelog-entry").first();
  await expect(newest).toContainText(staffEmail);
  for (const t of texts) await expect(newest).toContainText(t);
}

test.describe("as the Admin", () => {
  test.use({ role: "admin" });

  test("email change: dialog, toast, new email shown, changelog entry", async ({ page, api }) => {
    const customer = await api.createCustomer();
    const newEmail = `h6.changed.${customer.id}@example.com`;
    await openCustomer(page, customer);
    await details(page).getByRole("button", { name: "Change email" }).click();
    const d = dialog(page, "Change email");
    await expect(d).toContainText(customer.email!);

    // Client-side validation, then the API's refusal of an address another account uses.
    await d.getByLabel("New email").fill("not-an-email");
    await d.getByRole("button", { name: "Change email" }).click();
    await expect(d.getByText("Enter a valid email address.")).toBeVisible();
    await d.getByLabel("New email").fill(SCENARIO_EMAILS.phone);
    await d.getByRole("button", { name: "Change email" }).click();
    await expect(page.getByText("Error: An account with this email already exists.")).toBeVisible();
    await expect(d).toBeVisible();

    await d.getByLabel("New email").fill(newEmail);
    await d.getByRole("button", { name: "Change email" }).click();
    await expect(page.getByText(`Email updated to ${newEmail}.`)).toBeVisible();
    await expect(d).toHaveCount(0);
    await expect(page.getByTestId("customer-email")).toHaveText(newEmail);

    await expectChangelogEntry(page, customer, ["email", customer.email!, newEmail], ACCOUNTS.admin);
  });

  test("email change after someone else changed it: the dialog says so with Reload, which shows the current address and keeps what was typed", async ({ page, api }) => {
    const customer = await api.createCustomer();
    const theirs = `h6.theirs.${customer.id}@example.com`;
    const mine = `h6.mine.${customer.id}@example.com`;
    await openCustomer(page, customer);
    await details(page).getByRole("button", { name: "Change email" }).click();
    const d = dialog(page, "Change email");
    await expect(d).toContainText(`Current email: ${customer.email!}`);
    // Another agent changes it while this dialog is open.
    expect((await api.call("PUT", `accounts/${customer.id}/update_customer_email`, { new_email: theirs })).status).toBe(200);

    await d.getByLabel("New email").fill(mine);
    await d.getByRole("button", { name: "Change email" }).click();
    await expect(d.getByText(CUSTOMER_EMAIL_STALE_MESSAGE)).toBeVisible();
    await d.getByRole("button", { name: "Reload" }).click();
    await expect(d).toContainText(`Current email: ${theirs}`);
    await expect(d.getByText(CUSTOMER_EMAIL_STALE_MESSAGE)).toHaveCount(0);
    await expect(d.getByLabel("New email")).toHaveValue(mine);
    await expectNoA11yViolations(page);
    await d.getByRole("button", { name: "Change email" }).click();
    await expect(page.getByText(`Email updated to ${mine}.`)).toBeVisible();
    await expect(page.getByTestId("customer-email")).toHaveText(mine);
  });

  test("email change is hidden for a CANCELLED account", async ({ page, api }) => {
    const carl = await api.createCustomer({ status: "CANCELLED" });
    await openCustomer(page, carl);
    await expect(details(page).getByRole("button", { name: "Reset password" })).toBeVisible();
    await expect(details(page).getByRole("button", { name: "Change email" })).toHaveCount(0);
  });

  test("delete personal data (Admin): in the Danger zone, confirmed by typing the email, spec toast, data erased in place, changelog entry", async ({ page, api }) => {
    // No dog and no order (the fixture's default): nothing in flight, so the deletion is offered.
    const customer = await api.createCustomer();
    expect(piiDeletionBlockerOf(customer)).toBeNull();
    await openCustomer(page, customer);
    // Not among the routine account actions (issue 21).
    await expect(details(page).getByRole("button", { name: "Delete personal data" })).toHaveCount(0);
    const danger = page.getByRole("region", { name: "Danger zone" });
    await danger.getByRole("button", { name: "Delete personal data" }).click();
    const confirm = dialog(page, "Delete personal data");
    const erase = confirm.getByRole("button", { name: "Delete personal data" });
    await expect(erase).toBeDisabled();
    const typed = confirm.getByLabel("Type the customer's email to confirm");
    await typed.fill("someone-else@example.com");
    await expect(erase).toBeDisabled();
    // Case and surrounding spaces do not matter.
    await typed.fill(`  ${String(customer.email).toUpperCase()} `);
    await expect(erase).toBeEnabled();
    await erase.click();
    await expect(page.getByText(`Success! The PII for customer ${customer.email} has been deleted.`)).toBeVisible();
    await expect(page.getByTestId("customer-email")).toHaveText("—");
    await expect(page.getByRole("button", { name: "Delete personal data" })).toHaveCount(0);
    // No email can be set again: it would be personal data nothing could erase.
    await expect(details(page).getByRole("button", { name: "Change email" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer");
    await expectChangelogEntry(page, customer, [/pii/i, "first name"], ACCOUNTS.admin);
  });

  test("delete personal data is disabled with its reason while a dog's plan is active; the API refuses it too; enabled once the plan is cancelled", async ({ page, api }) => {
    const customer = await api.createCustomer({ dog: true });
    const dog = customer.pets[0]!;
    const reason = piiDeletionBlockerOf(customer)!;
    expect(reason).toContain(`an active plan (${dog.name})`);
    await openCustomer(page, customer);
    const danger = page.getByRole("region", { name: "Danger zone" });
    const button = danger.getByRole("button", { name: "Delete personal data" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
    // The info icon beside it says the same.
    await expect(danger.getByRole("button", { name: reason })).toBeVisible();
    expect(await api.call("POST", "delete_pii", { email: customer.email, account_id: customer.id })).toEqual({ status: 400, json: { detail: reason } });

    expect((await api.call("POST", `pets/${dog.id}/cancel`, { account_id: customer.id, primary_answer: "Convenience", secondary_answer: "Too many boxes" })).status).toBe(200);
    await page.reload();
    await expect(button).toBeEnabled();
    await expect(page.getByTestId("customer-email")).toHaveText(customer.email!);
  });
});

test.describe("as a Team Member", () => {
  test.use({ role: "team" });

  test("password reset: confirmation says a link is sent, toast, changelog entry", async ({ page, api }) => {
    const customer = await api.createCustomer();
    await openCustomer(page, customer);
    await details(page).getByRole("button", { name: "Reset password" }).click();
    const d = dialog(page, "Reset password");
    await d.getByRole("button", { name: "Cancel" }).click();
    await expect(d).toHaveCount(0);
    await details(page).getByRole("button", { name: "Reset password" }).click();
    await expect(d).toContainText("a link to set a new password");
    await d.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(`Success! Password updated for ${customer.email}.`)).toBeVisible();
    await expect(page.getByText(`A password reset link was sent to ${customer.email}. It works once and expires in`)).toBeVisible();
    await expectChangelogEntry(page, customer, [/password reset/i, customer.email!], ACCOUNTS.team);
  });

  test("proactive outreach toggle: spec toast, flag flipped in place, changelog entry", async ({ page, api }) => {
    const customer = await api.createCustomer({ proactive_customer_support_opted_in: false });
    await openCustomer(page, customer);
    await expect(page.getByTestId("proactive-outreach")).toHaveText("Opted out");
    await details(page).getByRole("button", { name: "Opt in to proactive outreach" }).click();
    await dialog(page, "Opt in to proactive outreach").getByRole("button", { name: "Opt in" }).click();
    await expect(page.getByText("Proactive CX outreach setting successfully updated")).toBeVisible();
    await expect(page.getByTestId("proactive-outreach")).toHaveText("Opted in");
    await expect(details(page).getByRole("button", { name: "Opt out of proactive outreach" })).toBeVisible();
    await expectChangelogEntry(page, customer, ["proactive customer support opted in", "false → true"], ACCOUNTS.team);
  });

  test("login as customer opens the customer portal in a new tab, changelog entry", async ({ page, context, api }) => {
    const customer = await api.createCustomer();
    await openCustomer(page, customer);
    // The customer portal is not part of this stack: answer its address with a stub page.
    await context.route(/\/impersonate\?token=/, (route) => route.fulfill({ contentType: "text/html", body: "<h1>Customer portal</h1>" }));
    await details(page).getByRole("button", { name: "Log in as customer" }).click();
    const popup = context.waitForEvent("page");
    await dialog(page, "Log in as customer").getByRole("button", { name: "Log in as customer" }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/\/impersonate\?token=[^&]+/);
    await expect(tab.getByRole("heading", { name: "Customer portal" })).toBeVisible();
    await expect(page.getByText("The customer portal opened in a new tab.")).toBeVisible();
    await tab.close();
    await expectChangelogEntry(page, customer, ["logged in as customer by"], ACCOUNTS.team);
  });

  test("exclusive discount on the account (winback preset): spec toast with the code, the code on the upcoming orders, changelog entry", async ({ page, api }) => {
    const customer = await api.createCustomer({ upcoming_orders: 2 });
    await openCustomer(page, customer);
    await details(page).getByRole("button", { name: "Create exclusive discount" }).click();
    const d = dialog(page, "Create exclusive discount");
    await d.getByLabel(/10% off 3 orders/).check();
    await expect(d.getByLabel("Upcoming order", { exact: true })).toHaveCount(0);
    await d.getByRole("button", { name: "Create discount" }).click();
    const toast = page.getByText(/^Discount applied to account\. Code WB-CX-10X3-\S+ applies to the customer's next 3 orders; now on upcoming orders \S+, \S+\.$/);
    await expect(toast).toBeVisible();
    const code = (await toast.innerText()).split(" ")[5]!;
    for (const order of customer.orders.upcoming) {
      await expect(page.getByRole("region", { name: "Upcoming orders" }).getByRole("row").filter({ hasText: order.id })).toContainText(code);
    }
    await expectChangelogEntry(page, customer, ["discount code", code], ACCOUNTS.team);
  });

  test("exclusive discount on an upcoming order needs the order chosen, then shows on the order", async ({ page, api }) => {
    const customer = await api.createCustomer({ upcoming_orders: 2 });
    const order = customer.orders.upcoming[0]!;
    await openCustomer(page, customer);
    await details(page).getByRole("button", { name: "Create exclusive discount" }).click();
    const d = dialog(page, "Create exclusive discount");
    await d.getByLabel(/30% off 1 order/).check();
    await d.getByRole("button", { name: "Create discount" }).click();
    await expect(d.getByText("Choose the upcoming order this discount applies to.")).toBeVisible();
    await d.getByRole("combobox", { name: "Upcoming order" }).click();
    await page.getByRole("option", { name: new RegExp(`^Order ${order.id} `) }).click();
    await d.getByRole("button", { name: "Create discount" }).click();
    const toast = page.getByText(new RegExp(`^Discount 30POFFX1-\\S+ applied to order ${order.id}\\.$`));
    await expect(toast).toBeVisible();
    const code = (await toast.innerText()).split(" ")[1]!;
    await expect(page.getByRole("region", { name: "Upcoming orders" }).getByRole("row").filter({ hasText: order.id })).toContainText(code);
    await expectChangelogEntry(page, customer, [code, order.id], ACCOUNTS.team);
  });

  test("a failed action shows the error convention and leaves the page as it was", async ({ page, api }) => {
    const customer = await api.createCustomer();
    await openCustomer(page, customer);
    // The account is changed behind the page's back: its email is now taken by another account.
    const other = await api.createCustomer();
    await details(page).getByRole("button", { name: "Change email" }).click();
    await dialog(page, "Change email").getByLabel("New email").fill(other.email!);
    await dialog(page, "Change email").getByRole("button", { name: "Change email" }).click();
    await expect(page.getByText("Error: An account with this email already exists.")).toBeVisible();
    await expect(page.getByTestId("customer-email")).toHaveText(customer.email!);
  });
});

// An Ops Admin may switch the processor (a Team Member may not: customers-roles.spec.ts).
test("payment-processor switch (braintree only, Ops Admin): toast, the portal-card check, processor shown, button gone, changelog entry", async ({ asRole, api }) => {
  const customer = await api.createCustomer({ primary_payment_processor: "braintree" });
  const page = await asRole("ops");
  await openCustomer(page, customer);
  await expect(page.getByTestId("payment-processor")).toHaveText("braintree");
  await details(page).getByRole("button", { name: "Switch payment processor" }).click();
  const d = dialog(page, "Switch payment processor");
  // By keyboard: the focus stays on the button through its busy spell (a disabled button loses it in
  // Chromium), so Enter goes on to the next step without reaching for the mouse.
  await d.getByRole("button", { name: "Switch processor" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Payment processor switched to stripe.")).toBeVisible();
  await expect(d.getByRole("button", { name: "Check for the card" })).toBeFocused();
  // The customer has not added a card through the portal yet: the dialog says so, no success text.
  await page.keyboard.press("Enter");
  await expect(d.getByRole("alert")).toHaveText("No stripe card yet: the customer has not added a credit card through the portal.");
  await expect(d.getByRole("button", { name: "Check for the card" })).toBeFocused();
  await expect(page.getByText("Success! The customer was able to add a credit card through the portal.")).toHaveCount(0);
  await d.getByRole("button", { name: "Done" }).click();
  await expect(d).toHaveCount(0);
  await expect(page.getByTestId("payment-processor")).toHaveText("stripe");
  await expect(details(page).getByRole("button", { name: "Switch payment processor" })).toHaveCount(0);
  await expectChangelogEntry(page, customer, ["primary payment processor", "braintree → stripe"], ACCOUNTS.ops);
});

// Issue 18: replace order and create one-time order are dialogs of the customer page too.
test.describe("orders from the customer page, as the Admin", () => {
  test.use({ role: "admin" });

  test("a customer with no orders gets a one-time order with a 30% discount from the customer page", async ({ page, api }) => {
    const customer = await api.createCustomer({ dog: true });
    await openCustomer(page, customer);
    const orders = page.getByRole("region", { name: "Orders", exact: true });
    await expect(orders.getByText("No upcoming orders")).toBeVisible();
    await orders.getByRole("button", { name: "Create One-Time Order" }).click();
    const w = page.getByRole("dialog", { name: "Create one-time order" });
    await w.getByRole("combobox", { name: "Dog" }).click();
    await page.getByRole("option").first().click();
    await pickProduct(page, w, "jerky", "SNACK-JERKY-BEEF");
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
    await w.getByRole("button", { name: "Continue" }).click();
    await expect(w.getByTestId("one-time-discounts")).toHaveText("$0.00");
    await w.getByRole("combobox", { name: "Discount" }).click();
    await page.getByRole("option", { name: "30% off" }).click();
    await w.getByRole("button", { name: "Apply Discount" }).click();
    await expect(page.getByText(ONE_TIME_DISCOUNT_APPLIED)).toBeVisible();
    await expect(w.getByTestId("one-time-codes")).toContainText("30POFFX1-");
    await expect(w.getByTestId("one-time-discounts")).not.toHaveText("$0.00");
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
    const total = (await w.getByTestId("one-time-total").textContent())!;
    await w.getByRole("button", { name: "Confirm and Charge" }).click();
    const charged = page.getByText(new RegExp(`^One-time order (\\d+) created\\. \\${total} was charged to the default payment method\\.$`));
    await expect(charged).toBeVisible();
    const id = /One-time order (\d+)/.exec((await charged.textContent())!)![1]!;
    // The page shows the new order without a manual reload.
    await expect(orders.getByRole("link", { name: id, exact: true })).toBeVisible();
  });

  test("Replace Order on a fulfilled order's row opens the order page's dialog", async ({ page, api }) => {
    const customer = await api.createCustomer({ money_orders: true });
    const fulfilled = customer.orders.past.find((o) => o.status === "FULFILLED")!;
    await openCustomer(page, customer);
    await page.getByRole("button", { name: `Replace order ${fulfilled.id}` }).click();
    const d = dialog(page, `Replace order ${fulfilled.id}`);
    await pickProduct(page, d, "MEAL-U-B", "MEAL-U-B-4200-4W", 0, "replace-row");
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
    await d.getByRole("button", { name: "Create Replacement" }).click();
    await expect(page.getByText(/^Replacement order \d+ successfully created\.$/)).toBeVisible();
    await expect(d).toHaveCount(0);
  });
});
