/**
 * Sign-in paths and messages (issue 3 acceptance),
 * all through the real /login page against the embedded API's demo accounts (never from a saved
 * sign-in: signing in is what these tests test).
 */
import { SKIP_TO_MAIN_TEXT, UNAUTHORIZED_OPEN_PAGES_LABEL } from "@/lib/ui-constants";
import { ACCOUNTS, DEMO_PASSWORD, MFA_SECRET, TEXT } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { SESSION_COOKIE } from "./support/session-cookie";
import { fillCredentials, homeTiles, signIn, totpCode } from "./support/sign-in";

test.describe("sign-in form", () => {
  test("asks for email and password, links to /resetpassword", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("#login-email-error")).toBeVisible();
    await expect(page.locator("#login-password-error")).toBeVisible();
    // The login page with its field messages.
    await expectNoA11yViolations(page);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
  });

  test("a wrong password shows the 401 message and stays on /login", async ({ page }) => {
    await page.goto("/login");
    await fillCredentials(page, ACCOUNTS.admin, "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: TEXT.invalidCredentials })).toHaveText(TEXT.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an unknown email gets the same message", async ({ page }) => {
    await page.goto("/login");
    await fillCredentials(page, "nobody@example.com", DEMO_PASSWORD);
    await expect(page.getByTestId("login-error")).toHaveText(TEXT.invalidCredentials);
  });

  test("the inactive account cannot sign in", async ({ page, context }) => {
    await page.goto("/login");
    await fillCredentials(page, ACCOUNTS.inactive, DEMO_PASSWORD);
    await expect(page.getByTestId("login-error")).toHaveText(TEXT.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).map((c) => c.name)).not.toContain(SESSION_COOKIE);
  });

  test("the email is accepted in any case", async ({ page }) => {
    await signIn(page, "TEAM+BARK@Example.COM");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
  });
});

test.describe("authenticator code", () => {
  test("mfa account: code dialog, code required, a wrong code fails, the right code signs in", async ({ page }) => {
    await page.goto("/login");
    await fillCredentials(page, ACCOUNTS.mfa, DEMO_PASSWORD);
    const dialog = page.getByRole("dialog", { name: "Authenticator code" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveCount(0); // no QR code without setup

    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(dialog.locator("#totp-code-error")).toBeVisible();
    // The code dialog with its field message.
    await expectNoA11yViolations(page);

    // A code from an hour ago is outside the accepted window.
    const now = new Date();
    const current = new Set(await Promise.all([-30_000, 0, 30_000].map((d) => totpCode(MFA_SECRET, new Date(now.getTime() + d)))));
    let stale = await totpCode(MFA_SECRET, new Date(now.getTime() - 3_600_000));
    if (current.has(stale)) stale = await totpCode(MFA_SECRET, new Date(now.getTime() - 7_200_000));
    await dialog.getByLabel("Authenticator code").fill(stale);
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: TEXT.generic })).toHaveText(TEXT.generic);
    await expect(page).toHaveURL(/\/login$/);
    // The code dialog with the server's refusal.
    await expectNoA11yViolations(page);

    await dialog.getByLabel("Authenticator code").fill(await totpCode(MFA_SECRET));
    await dialog.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    // mfa+bark is an Admin.
    expect(await homeTiles(page)).toContain("Manage Discounts");
  });

  test("setup account: the QR code comes first, then a code from its secret signs in", async ({ page }) => {
    await page.goto("/login");
    await fillCredentials(page, ACCOUNTS.setup, DEMO_PASSWORD);
    const dialog = page.getByRole("dialog", { name: "Set up your authenticator" });
    await expect(dialog).toBeVisible();
    const qr = dialog.getByRole("img", { name: "QR code for your authenticator app" });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    const box = await qr.boundingBox();
    const input = await dialog.getByLabel("Authenticator code").boundingBox();
    expect(box && input && box.y < input.y).toBe(true);

    // The setup dialog with its QR code and key.
    await expectNoA11yViolations(page);

    const secret = (await dialog.getByTestId("totp-setup-key").innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await dialog.getByLabel("Authenticator code").fill(await totpCode(secret));
    await dialog.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    // setup+bark is a Team Member.
    expect(await homeTiles(page)).toEqual(["Customer Lookup", "Discount Lookup", "Product/Pricing/Nutrient Info"]);
  });
});

test.describe("roles", () => {
  test("the Marketing (unsupported group) account sees Unauthorized on guarded routes", async ({ page }) => {
    await signIn(page, ACCOUNTS.guest);
    await expect(page.getByText(TEXT.unauthorized)).toBeVisible();
    await expect(page.getByRole("list", { name: "Modules" })).toHaveCount(0);
    // Home itself is refused: the page it may open is offered instead of a Home link back here.
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveCount(0);
    await page.getByRole("navigation", { name: UNAUTHORIZED_OPEN_PAGES_LABEL }).getByRole("link", { name: "Product/Pricing/Nutrient Info" }).click();
    await expect(page).toHaveURL(/\/product-pricing-nutrient-info$/);
    await expect(page.getByText(TEXT.unauthorized)).toHaveCount(0);
    for (const path of ["/customer-lookup", "/discount-lookup", "/discounts", "/promotions", "/user-management", "/manage-data"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByText(TEXT.unauthorized), path).toBeVisible();
    }
  });

  test("a Team Member gets Unauthorized on /discounts and /promotions", async ({ page }) => {
    await signIn(page, ACCOUNTS.team);
    for (const path of ["/discounts", "/promotions"]) {
      await page.goto(path);
      await expect(page.getByText(TEXT.unauthorized), path).toBeVisible();
      await expect(page.getByRole("heading", { name: "Unauthorized" })).toBeVisible();
    }
  });

  test("/unauthorized itself, signed in: the message, the header and Back to Home", async ({ asRole }) => {
    const page = await asRole("team");
    await page.goto("/unauthorized");
    await expect(page.getByRole("heading", { name: "Unauthorized" })).toBeVisible();
    await expect(page.getByText(TEXT.unauthorized)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  test("a signed-in user who opens a login-only page is sent to /", async ({ page }) => {
    await signIn(page, ACCOUNTS.ops);
    for (const path of ["/login", "/resetpassword", "/reset-password/abc/def"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
  });
});

test.describe("header and logout", () => {
  test("the first Tab stop is \"Skip to main content\": it shows when focused and takes the keyboard past the header to the page", async ({ asRole }) => {
    const page = await asRole("team");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: SKIP_TO_MAIN_TEXT });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    // The next Tab is the page's first link (a tile), not the header's.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Customer Lookup" })).toBeFocused();
  });

  test("the menu shows email, build date and version; Logout ends the session", async ({ page, context, api }) => {
    // An Admin of this test's own: Logout must never touch a session other tests run on.
    const { email } = await api.createStaffUser("BarkAdmin");
    await signIn(page, email);
    await expect(page).toHaveTitle(/Home/);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "BARK Back Office home" })).toHaveAttribute("href", "/");
    await header.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByTestId("user-menu-email")).toHaveText(email);
    await expect(page.getByTestId("user-menu-build-date")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    await expect(page.getByTestId("user-menu-build-version")).toHaveText(/^\d+\.\d+\.\d+/);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("unmatched paths show the 404 page", async ({ page }) => {
    await signIn(page, ACCOUNTS.all);
    await page.goto("/no-such-page/anywhere");
    await expect(page.getByRole("heading", { name: TEXT.notFoundTitle })).toBeVisible();
    await expect(page.getByText(TEXT.notFoundText)).toBeVisible();
  });
});
