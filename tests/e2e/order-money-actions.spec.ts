/**
 * Issue 10 end to end: refunds per line, split fulfillment (Ops Admin; none for a Team Member),
 * delivery failed, replacement with its reminder, and a new one-time order with a 30% discount.
 * Tests that change data act on customers of their own (`api.createCustomer({ money_orders: true })`:
 * the scenario shapes of docs/demo-data.md for one fresh customer); the scenario customers are only
 * read. axe-core runs on each dialog and on the page each test ends on.
 */
import type { AccountDto } from "../../lib/contract/customers";
import {
  DELIVERY_FAILED_SUCCESS,
  ONE_TIME_DISCOUNT_APPLIED,
  REFUND_SUCCESS_TEXT,
  REPLACEMENT_REMINDER,
  splitSuccessText,
} from "../../lib/orders/messages";
import { SCENARIO_FULFILLMENT_IDS as FID, SCENARIO_ORDER_IDS as OID } from "../../server/backend/seed/scenario-emails";
import { ACCOUNTS, TEXT } from "./support/accounts";
import { expectNoA11yViolations } from "./support/axe";
import { pickProduct } from "./support/product-picker";
import { expect, test, type Page } from "./support/fixtures";

const orderUrl = (customer: AccountDto, orderId: string) => `/customer-lookup/${customer.id}/order/${encodeURIComponent(orderId)}`;
const moneyOrder = (customer: AccountDto, i: number) => {
  const all = [...customer.orders.upcoming, ...customer.orders.processing, ...customer.orders.past];
  const ids = all.map((o) => o.id).sort();
  return all.find((o) => o.id === ids[i])!;
};
const fulfillmentActions = (page: Page, id: string) => page.getByRole("group", { name: `Actions of fulfillment ${id}` });

test.describe("as the Admin", () => {
  test.use({ role: "admin" });

  test("refund two lines of a refundable order with a reason, see the totals, and the refund listed on the order page", async ({ page, api }) => {
    const customer = await api.createCustomer({ money_orders: true });
    const order = moneyOrder(customer, 0);
    await page.goto(orderUrl(customer, order.id));
    await page.getByRole("link", { name: "Refund", exact: true }).click();
    await expect(page.getByRole("heading", { name: `Refund Order ${order.id}` })).toBeVisible();
    await expect(page.getByTestId("order-total-refunds")).toHaveText("$0.00");

    await page.getByRole("checkbox", { name: "Refund MEAL-U-B-4200-4W" }).check();
    await page.getByRole("checkbox", { name: "Refund SNACK-JERKY-BEEF" }).check();
    const mealAmount = page.getByRole("spinbutton", { name: "Refund amount for MEAL-U-B-4200-4W" });
    await expect(mealAmount).toHaveValue("100.00");
    // Above the cap: refused on the page.
    await mealAmount.fill("100.01");
    await expect(page.getByText("The amount cannot exceed the available refund of $100.00.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Process Refund" })).toBeDisabled();
    await mealAmount.fill("50");
    // The optional reason (issue 22): Other needs its note.
    await page.getByRole("combobox", { name: "Reason (optional)" }).click();
    await page.getByRole("option", { name: "Other" }).click();
    await expect(page.getByRole("button", { name: "Process Refund" })).toBeDisabled();
    await page.getByRole("textbox", { name: "Note" }).fill("Box arrived crushed");
    await page.getByRole("button", { name: "Process Refund" }).click();
    const confirm = page.getByRole("dialog", { name: "Process refund?" });
    await expect(confirm).toContainText("$63.90");
    await expectNoA11yViolations(page);
    await confirm.getByRole("button", { name: "Process Refund" }).click();
    await expect(page.getByText(REFUND_SUCCESS_TEXT)).toBeVisible();
    await expect(page.getByTestId("order-total-refunds")).toHaveText("$63.90");
    await expect(page.getByTestId("refund-available-MEAL-U-B-4200-4W")).toHaveText("$50.00");
    await expect(page.getByTestId("refund-available-SNACK-JERKY-BEEF")).toHaveText("$0.00");
    await expect(page.getByRole("checkbox", { name: "Refund SNACK-JERKY-BEEF" })).toBeDisabled();
    // The reset form disabled the opener: focus stays in the form, never on <body> (components/ui/focus-return.ts).
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("form")))).toBe(true);

    // The order page lists the refund: when, who, its lines and the reason (axe runs on it at the end).
    await page.getByRole("link", { name: `Back to order ${order.id}` }).click();
    const refunds = page.getByRole("table", { name: "Refunds of this order" });
    const row = refunds.getByRole("row").nth(1);
    await expect(row).toContainText(ACCOUNTS.admin);
    await expect(row).toContainText("MEAL-U-B-4200-4W");
    await expect(row).toContainText("$63.90");
    await expect(row).toContainText("Other: Box arrived crushed");
  });

  test("the non-refundable scenario orders show Refund Unavailable", async ({ page, api }) => {
    const nora = await api.scenario("nonRefundable");
    for (const id of [OID.nonRefundableShop, OID.nonRefundableReplacement, OID.nonRefundableFailedCharge]) {
      await page.goto(`${orderUrl(nora, id)}/refund`);
      // No form on this page (the notice instead): nothing deferred to wait for.
      await expect(page.getByRole("heading", { name: "Refund Unavailable" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Process Refund" })).toHaveCount(0);
    }
  });

  test("mark a SHIPPED fulfillment delivery failed", async ({ page, api }) => {
    const customer = await api.createCustomer({ money_orders: true });
    const order = moneyOrder(customer, 1);
    const fid = order.fulfillments[0]!.id;
    await page.goto(orderUrl(customer, order.id));
    await fulfillmentActions(page, fid).getByRole("button", { name: "Mark Delivery Failed" }).click();
    const d = page.getByRole("dialog", { name: "Mark delivery failed?" });
    await expectNoA11yViolations(page);
    await d.getByRole("button", { name: "Mark Delivery Failed" }).click();
    await expect(page.getByText(DELIVERY_FAILED_SUCCESS)).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark Delivery Failed" })).toHaveCount(0);
  });

  test("create a replacement for a FULFILLED order by keyboard only, with the reminder; back to the customer after 5 s", async ({ page, api }) => {
    const customer = await api.createCustomer({ money_orders: true });
    const order = moneyOrder(customer, 1);
    await page.goto(orderUrl(customer, order.id));
    await page.getByRole("button", { name: "Replace Order" }).focus();
    await page.keyboard.press("Enter");
    const d = page.getByRole("dialog", { name: `Replace order ${order.id}` });
    await expect(d.getByText(REPLACEMENT_REMINDER)).toBeVisible();
    // The order's own lines in the kit's product picker (issue 21): search, Enter picks.
    await pickProduct(page, d, "4200", "MEAL-U-B-4200-4W", 0, "replace-row");
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
    await page.keyboard.press("Tab");
    await expect(d.getByRole("combobox", { name: "Quantity" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("option")).toHaveCount(2);
    // The open list has put the focus on the current choice (a key pressed before that is lost on a busy machine).
    await expect(page.getByRole("option", { name: "1", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    // Enter picks the focused option: wait for the focus to reach "2" (an Enter sent sooner picks "1").
    await expect(page.getByRole("option", { name: "2", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(d.getByRole("combobox", { name: "Quantity" })).toHaveText("2");
    await d.getByRole("button", { name: "Create Replacement" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^Replacement order \d+ successfully created\.$/)).toBeVisible();
    await page.waitForURL((url) => !url.pathname.includes("/order/"), { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Customer Details" })).toBeVisible();
  });

  test("create a one-time order with a 30% discount", async ({ page, api }) => {
    const customer = await api.createCustomer({ money_orders: true });
    const order = moneyOrder(customer, 0);
    await page.goto(orderUrl(customer, order.id));
    await page.getByRole("button", { name: "Create One-Time Order" }).click();
    const w = page.getByRole("dialog", { name: "Create one-time order" });
    await w.getByRole("combobox", { name: "Dog" }).click();
    await page.getByRole("option").first().click();
    await pickProduct(page, w, "jerky", "SNACK-JERKY-BEEF");
    await pickProduct(page, w, "MEAL-U-B-4200-4W", "MEAL-U-B-4200-4W");
    await pickProduct(page, w, "MEAL-U-C-4200-4W", "MEAL-U-C-4200-4W");
    await expect(w.getByText("A one-time order can only have a maximum of one meal plan product.", { exact: false }).first()).toBeVisible();
    await expect(w.getByRole("button", { name: "Continue" })).toBeDisabled();
    await w.getByTestId("one-time-row").filter({ hasText: "MEAL-U-C-4200-4W" }).getByRole("button", { name: /^Remove / }).click();
    await expect(w.getByTestId("one-time-row")).toHaveCount(2);
    await expectNoA11yViolations(page);
    await w.getByRole("button", { name: "Continue" }).click();
    await expect(w.getByTestId("one-time-discounts")).toHaveText("$0.00");
    const before = await w.getByTestId("one-time-total").textContent();
    await w.getByRole("combobox", { name: "Discount" }).click();
    await page.getByRole("option", { name: "30% off" }).click();
    await w.getByRole("button", { name: "Apply Discount" }).click();
    await expect(page.getByText(ONE_TIME_DISCOUNT_APPLIED)).toBeVisible();
    await expect(w.getByTestId("one-time-codes")).toContainText("30POFFX1-");
    await expect(w.getByTestId("one-time-discounts")).not.toHaveText("$0.00");
    const total = (await w.getByTestId("one-time-total").textContent())!;
    expect(total).not.toBe(before);
    await expectNoA11yViolations(page);
    await w.getByRole("button", { name: "Confirm and Charge" }).click();
    await expect(page.getByText(new RegExp(`^One-time order \\d+ created\\. \\${total} was charged to the default payment method\\.$`))).toBeVisible();
  });
});

test.describe("as the Ops Admin", () => {
  test.use({ role: "ops" });

  test("split an ORDERDESK_SENT fulfillment: the toast names -S1 and the page goes back to the order", async ({ page, api }) => {
    const customer = await api.createCustomer({ money_orders: true });
    const order = moneyOrder(customer, 2);
    const fid = order.fulfillments[0]!.id;
    await page.goto(orderUrl(customer, order.id));
    await fulfillmentActions(page, fid).getByRole("link", { name: "Split Fulfillment" }).click();
    await expect(page.getByRole("heading", { name: `Split Fulfillment ${fid}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Split Fulfillment" })).toBeDisabled();
    await page.getByRole("checkbox", { name: /^SUPP-PROBIOTIC/ }).check();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Split Fulfillment" }).click();
    await expect(page.getByText(splitSuccessText(`${fid}-S1`))).toBeVisible();
    await page.waitForURL((url) => url.pathname.endsWith(`/order/${order.id}`));
    await expect(page.getByRole("heading", { name: `Order ${order.id}` })).toBeVisible();
  });

  test("a split-off fulfillment offers no split and its page shows the split error", async ({ page, api }) => {
    const sid = await api.scenario("split");
    await page.goto(`${orderUrl(sid, OID.alreadySplit)}/${encodeURIComponent(FID.alreadySplitChild)}/split-fulfillment`);
    await expect(page.getByText(`Error splitting fulfillment ${FID.alreadySplitChild}.`, { exact: false })).toBeVisible();
  });
});

test.describe("as a Team Member", () => {
  test.use({ role: "team" });

  test("has no split action and the split page is unauthorized", async ({ page, api }) => {
    const sid = await api.scenario("split");
    await page.goto(orderUrl(sid, OID.split));
    await expect(page.getByRole("heading", { name: `Order ${OID.split}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Split Fulfillment" })).toHaveCount(0);
    await page.goto(`${orderUrl(sid, OID.split)}/${FID.split}/split-fulfillment`);
    // Unauthorized: no form on the page, nothing deferred to wait for.
    await expect(page.getByText(TEXT.unauthorized)).toBeVisible();
  });
});
