/**
 * A Save after the session ended (signed out in another tab, revoked, the cookie gone) keeps what
 * was typed (lib/client/api.ts onUnauthorized): the dialog stays open, "Your session has ended"
 * offers the sign-in page in a new tab (with this page as `next`); signed in there, back here,
 * the same Save goes through. Was: the app went to /login at once, and the form's unsaved-changes
 * guard could only ask "Leave site?" (leave: the typed values lost; stay: an error toast, no way on).
 * Acts on a customer of its own (api.createCustomer()).
 */
import { SESSION_ENDED_NOTICE } from "../../lib/ui-constants";
import { ACCOUNTS, DEMO_PASSWORD } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { expect, openCustomer, test } from "./support/fixtures";
import { fillCredentials } from "./support/sign-in";

test.use({ role: "admin" });

test("the session ends while the email change is open: Save keeps the dialog and the address, sign in in a new tab, Save again", async ({ page, context, api }) => {
  test.setTimeout(90_000);
  const customer = await api.createCustomer();
  const newEmail = `session.ended.${customer.id}@example.com`;
  await openCustomer(page, customer);
  const customerUrl = new URL(page.url());
  await page.getByRole("region", { name: "Customer Details" }).getByRole("button", { name: "Change email" }).click();
  const form = page.getByRole("dialog", { name: "Change email" });
  await form.getByLabel("New email").fill(newEmail);

  // The session ends behind the page's back (here: the cookie is gone).
  await context.clearCookies();
  await form.getByRole("button", { name: "Change email" }).click();

  const notice = page.getByRole("dialog", { name: SESSION_ENDED_NOTICE.title });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(SESSION_ENDED_NOTICE.text);
  const link = notice.getByRole("link", { name: SESSION_ENDED_NOTICE.signIn });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("href", `/login?next=${encodeURIComponent(customerUrl.pathname + customerUrl.search)}&session=ended`);
  await expectNoA11yViolations(page, { include: "[role=dialog]" });

  // Sign in again in the new tab: it lands on this customer's page.
  const [signInTab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await signInTab.waitForLoadState();
  await fillCredentials(signInTab, ACCOUNTS.admin, DEMO_PASSWORD);
  await signInTab.waitForURL((u) => u.pathname === customerUrl.pathname);
  await signInTab.close();

  // Back here: nothing was lost, and the same Save now goes through.
  await notice.getByRole("button", { name: SESSION_ENDED_NOTICE.close }).click();
  await expect(notice).toHaveCount(0);
  await expect(form.getByLabel("New email")).toHaveValue(newEmail);
  await expect(page).toHaveURL(customerUrl.href);
  await form.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText(`Email updated to ${newEmail}.`)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId("customer-email")).toHaveText(newEmail);
});
