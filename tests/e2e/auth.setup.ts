/**
 * The setup project (playwright.config.ts): signs each role in once through the real /login page
 * and saves the browser state (the session cookie) for the tests to start from. Tests of sign-in
 * itself (auth, redirects, reset-password, session) still sign in through the page.
 */
import { expect, test as setup } from "@playwright/test";
import { ROLE_EMAILS, ROLES, storageStatePath } from "./support/roles";
import { signIn } from "./support/sign-in";

for (const role of ROLES) {
  setup(`sign in as ${ROLE_EMAILS[role]}`, async ({ page }) => {
    await signIn(page, ROLE_EMAILS[role]);
    await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
