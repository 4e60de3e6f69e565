/**
 * Picks a product in the product picker (components/ui/product-picker.tsx) as a person would, by
 * keyboard: focus "Add a product", Enter opens it, type the search, ArrowDown `down` times from the
 * first match, Enter. `expected` is the code that must be highlighted before Enter; `rowTestId` the
 * test id of the row the pick adds ("one-time-row"; the replacement's "replace-row").
 */
import { expect, type Locator, type Page } from "@playwright/test";

export async function pickProduct(page: Page, scope: Locator, search: string, expected: string, down = 0, rowTestId = "one-time-row") {
  const trigger = scope.getByRole("combobox", { name: "Add a product" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("listbox", { name: "Products" });
  await expect(page.getByRole("combobox", { name: /Search products|Products/ })).toBeFocused();
  await page.keyboard.type(search);
  await expect(menu.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  for (let i = 0; i < down; i++) await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("option", { selected: true })).toContainText(expected);
  await page.keyboard.press("Enter");
  await expect(menu).toHaveCount(0);
  await expect(scope.getByTestId(rowTestId).filter({ hasText: expected })).toBeVisible();
}
