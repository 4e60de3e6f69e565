/**
 * Lost updates on orders (issue 19, acceptance): two staff open one upcoming order, both add a
 * one-time product; the second to save is based on the version the first changed, gets the 409's
 * sentence in the dialog with Reload, and Reload brings the current order while the dialog keeps
 * the product chosen, so saving again keeps both products. On an order page customer of the test's
 * own (api.createCustomer({order_page: true}): Rex on UnKibble, Ivy on Fresh).
 */
import { STALE_ORDER_MESSAGE } from "../../lib/contract/order-edits";
import { customerOrderPath } from "../../lib/customers/paths";
import { ORDER_PAGE_FIXTURE as F } from "../../server/backend/seed/order-page-fixture";
import { expectNoA11yViolations } from "./support/axe";
import { pickProduct } from "./support/product-picker";
import { expect, test, type Page } from "./support/fixtures";

test.use({ role: "team" });

const dialog = (page: Page) => page.getByRole("dialog", { name: "Add one-time products" });

/** Opens "Add one-time products" and chooses Rex and the product, until the preview of the new totals shows. */
async function chooseProduct(page: Page, code: string) {
  await page.getByRole("region", { name: "Products" }).getByRole("button", { name: "Add one-time products" }).click();
  const d = dialog(page);
  await d.getByRole("combobox", { name: "Dog" }).click();
  await page.getByRole("option", { name: F.unkibbleDog, exact: true }).click();
  await pickProduct(page, d, code, code);
  await expect(d.getByTestId("order-preview")).toBeVisible();
  return d;
}

test("two pages edit one order: the second gets the stale-order sentence, and Reload keeps its product", async ({ page, asRole, api }) => {
  test.setTimeout(120_000);
  const customer = await api.createCustomer({ order_page: true });
  const orderId = customer.orders.upcoming[0]!.id;
  const path = customerOrderPath(customer.id, orderId);
  const admin = await asRole("admin");
  await page.goto(path);
  await admin.goto(path);

  // The Admin opened the order first and chose a supplement; the Team Member adds a snack and saves.
  const adminDialog = await chooseProduct(admin, "PUPGUM-MINT");
  const teamDialog = await chooseProduct(page, "SNACK-JERKY-CHICKEN");
  await teamDialog.getByRole("button", { name: "Add products" }).click();
  await expect(page.getByText("One-time product(s) added to this upcoming order.")).toBeVisible();

  // The Admin saves on the version it loaded: 409, said in the dialog, nothing written.
  await adminDialog.getByRole("button", { name: "Add products" }).click();
  const notice = adminDialog.getByTestId("stale-version-notice");
  await expect(notice).toContainText(STALE_ORDER_MESSAGE);
  await expectNoA11yViolations(admin);
  const between = await api.account(customer.id);
  expect(between!.orders.upcoming[0]!.products.map((p) => p.code)).toContain("SNACK-JERKY-CHICKEN");
  expect(between!.orders.upcoming[0]!.products.map((p) => p.code)).not.toContain("PUPGUM-MINT");

  // Reload: the current order (with the snack) under the same dialog, the supplement still chosen.
  await notice.getByRole("button", { name: "Reload" }).click();
  await expect(notice).toHaveCount(0);
  await expect(adminDialog.getByTestId("one-time-row")).toContainText("PUPGUM-MINT");
  await expect(adminDialog.getByTestId("order-preview")).toBeVisible();
  await adminDialog.getByRole("button", { name: "Add products" }).click();
  await expect(admin.getByText("One-time product(s) added to this upcoming order.")).toBeVisible();

  const after = await api.account(customer.id);
  const codes = after!.orders.upcoming[0]!.products.map((p) => p.code);
  expect(codes).toEqual(expect.arrayContaining(["SNACK-JERKY-CHICKEN", "PUPGUM-MINT"]));
});
