/**
 * Password reset end to end: request on /resetpassword, find the new mail in
 * the embedded API's outbox (which withholds links) and read its link with the run's dev-routes
 * secret, set a new password, sign in with it. A reset ends every session of the user, so the test
 * resets a staff user of its own (api.createStaffUser()), never a demo account whose saved sign-in
 * other tests run on.
 */
import { DEMO_PASSWORD, TEXT } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { expect, test, type APIRequestContext, type Page } from "./support/fixtures";
import { fillCredentials, signIn } from "./support/sign-in";
import { E2E_BACKEND_URL, E2E_DEV_ROUTES_SECRET } from "./support/stack";

const NEW_PASSWORD = "Fresh-password-2026!";
/** The embedded API's answer to a bad, expired or used link, shown as the server sent it. */
const INVALID_LINK = "This password reset link is invalid, expired or already used.";

interface OutboxMessage {
  id: number;
  to: string;
  body: string;
  has_link: boolean;
  created: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`${E2E_BACKEND_URL}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: OutboxMessage[] }).results;
}

/** One message's link: only with the run's secret (docs/backend.md "Dev routes"). */
async function linkOf(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`${E2E_BACKEND_URL}/dev/outbox/${id}/link`, { headers: { "x-dev-routes-secret": E2E_DEV_ROUTES_SECRET } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { link: string }).link;
}

/** Requests a link on /resetpassword (typing `typed`) and returns the path of the new link sent to `email`. */
async function requestLink(page: Page, request: APIRequestContext, email: string, typed: string = email): Promise<string> {
  const before = new Set((await outbox(request, email)).map((m) => m.id));
  await page.goto("/resetpassword");
  await page.getByLabel("Email").fill(typed);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("we have sent it a link to reset the password");
  // The request page with its confirmation (the test goes on to the link).
  await expectNoA11yViolations(page);
  let fresh: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      fresh = (await outbox(request, email)).find((m) => !before.has(m.id) && m.has_link);
      return Boolean(fresh);
    })
    .toBe(true);
  const link = new URL(await linkOf(request, fresh!.id));
  // The outbox list itself never carries the link's key.
  expect(JSON.stringify(await outbox(request, email))).not.toContain(link.pathname.split("/").pop()!);
  expect(link.pathname).toMatch(/^\/reset-password\/[^/]+\/[^/]+$/);
  return link.pathname;
}

async function setPassword(page: Page, path: string, password: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been reset. You can now sign in with your new password.");
  // The reset page in its done state (the test goes on to other pages).
  await expectNoA11yViolations(page);
}

test("the reset request needs an email", async ({ page }) => {
  await page.goto("/resetpassword");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.locator("#reset-email-error")).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
});

test("the new password form checks match and length before calling", async ({ page }) => {
  await page.goto("/reset-password/some-id/some-key");
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("different");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.locator("#new-password-error")).toHaveText("This password is too short. It must contain at least 10 characters.");
  await page.getByLabel("New password", { exact: true }).fill("long-enough-password");
  await page.getByLabel("Confirm new password").fill("long-enough-passwort");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.locator("#confirm-password-error")).toHaveText("Passwords do not match.");
});

test("an unknown link shows the server's message", async ({ page }) => {
  await page.goto("/reset-password/not-a-token/not-a-key");
  await page.getByLabel("New password", { exact: true }).fill("long-enough-password");
  await page.getByLabel("Confirm new password").fill("long-enough-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.locator("form [role=alert]")).toHaveText(INVALID_LINK);
  await expect(page.getByRole("status")).toHaveCount(0);
});

test("reset end to end: link from the outbox, new password, sign in with it", async ({ page, request, api }) => {
  const { email: EMAIL } = await api.createStaffUser("BarkOpsAdmin");
  // Upper case typed: the request is lower-cased, so the link goes to the lower-case account.
  const path = await requestLink(page, request, EMAIL, EMAIL.toUpperCase());
  await setPassword(page, path, NEW_PASSWORD);
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The used link does not work twice.
  await page.goto(path);
  await page.getByLabel("New password", { exact: true }).fill("another-password-123");
  await page.getByLabel("Confirm new password").fill("another-password-123");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.locator("form [role=alert]")).toHaveText(INVALID_LINK);

  // The old password no longer works; the new one does.
  await page.goto("/login");
  await fillCredentials(page, EMAIL, DEMO_PASSWORD);
  await expect(page.getByTestId("login-error")).toHaveText(TEXT.invalidCredentials);
  await signIn(page, EMAIL, { password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/$/);
});
