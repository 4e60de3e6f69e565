/** The home tiles of each role, exactly as 00-decisions §1 (and spec 01 §6 "Home tiles") say. */
import { expect, test } from "@playwright/test";
import { ACCOUNTS } from "./support/accounts";
import { homeTiles, signIn } from "./support/sign-in";

const EXPECTED: Record<"team" | "admin" | "ops" | "all", string[]> = {
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
};

for (const role of ["team", "admin", "ops", "all"] as const) {
  test(`home tiles for ${ACCOUNTS[role]}`, async ({ page }) => {
    await signIn(page, ACCOUNTS[role]);
    await expect(page).toHaveURL(/\/$/);
    expect(await homeTiles(page)).toEqual(EXPECTED[role]);
    const links = page.getByRole("list", { name: "Modules" }).getByRole("link");
    for (const [i, title] of EXPECTED[role].entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", HREFS[title]);
    }
  });
}
