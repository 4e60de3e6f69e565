/** Deep links survive sign-in; `next` values that leave the site land on / (issue 3). Signed out: these tests sign in. */
import { ACCOUNTS, DEMO_PASSWORD } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { fillCredentials, signIn } from "./support/sign-in";

test("a deep link survives the sign-in (path and query)", async ({ page }) => {
  await page.goto("/customer-lookup?email=x%40example.com");
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get("next")).toBe("/customer-lookup?email=x%40example.com");
  await fillCredentials(page, ACCOUNTS.team, DEMO_PASSWORD);
  await page.waitForURL((u) => u.pathname === "/customer-lookup");
  expect(new URL(page.url()).searchParams.get("email")).toBe("x@example.com");
});

test("an admin's deep link to /discounts survives the sign-in", async ({ page }) => {
  await page.goto("/discounts");
  await expect(page).toHaveURL(/\/login\?next=%2Fdiscounts$/);
  await fillCredentials(page, ACCOUNTS.admin, DEMO_PASSWORD);
  await page.waitForURL((u) => u.pathname === "/discounts");
});

for (const evil of ["//evil.com", "/\\evil.com", "https://evil.com", "javascript:alert(1)", "%2F%2Fevil.com", "/%5Cevil.com"]) {
  test(`next=${evil} lands on /`, async ({ page, baseURL }) => {
    await signIn(page, ACCOUNTS.team, { next: evil });
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.pathname).toBe("/");
    await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
  });
}
