/**
 * The home tiles of each role: Manage Users and Manage Discounts for Admin, Ops Admin and All Module
 * Access; Manage Products & Items for Admin and All Module Access; Manage Promotions for All Module
 * Access only, and its Audit Log; Customer Lookup, Discount Lookup and Product/Pricing/Nutrient Info for everyone.
 */
import { expect, test } from "./support/fixtures";
import { ROLE_EMAILS, ROLES, type Role } from "./support/roles";
import { homeTiles } from "./support/sign-in";

const EXPECTED: Record<Role, string[]> = {
  team: ["Customer Lookup", "Discount Lookup", "Product/Pricing/Nutrient Info"],
  admin: ["Manage Users", "Customer Lookup", "Discount Lookup", "Manage Discounts", "Manage Products & Items", "Product/Pricing/Nutrient Info"],
  ops: ["Manage Users", "Customer Lookup", "Discount Lookup", "Manage Discounts", "Product/Pricing/Nutrient Info"],
  all: [
    "Manage Users",
    "Customer Lookup",
    "Discount Lookup",
    "Manage Discounts",
    "Manage Products & Items",
    "Manage Promotions",
    "Product/Pricing/Nutrient Info",
    "Audit Log",
  ],
};

const HREFS: Record<string, string> = {
  "Manage Users": "/user-management",
  "Customer Lookup": "/customer-lookup",
  "Discount Lookup": "/discount-lookup",
  "Manage Discounts": "/discounts",
  "Manage Products & Items": "/manage-data",
  "Manage Promotions": "/promotions",
  "Product/Pricing/Nutrient Info": "/product-pricing-nutrient-info",
  "Audit Log": "/audit-log",
};

for (const role of ROLES) {
  test.describe(`as ${ROLE_EMAILS[role]}`, () => {
    test.use({ role });

    test(`home tiles for ${ROLE_EMAILS[role]}`, async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/$/);
      expect(await homeTiles(page)).toEqual(EXPECTED[role]);
      const links = page.getByRole("list", { name: "Modules" }).getByRole("link");
      for (const [i, title] of EXPECTED[role].entries()) {
        await expect(links.nth(i)).toHaveAttribute("href", HREFS[title]);
      }
    });
  });
}

test("the account menu of the shell passes axe when open", async ({ asRole }) => {
  const page = await asRole("admin");
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByTestId("user-menu-email")).toHaveText(ROLE_EMAILS.admin);
});
