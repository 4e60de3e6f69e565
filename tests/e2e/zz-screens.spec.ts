import { test } from "./support/fixtures";

test.describe("screens", () => {
  test.use({ role: "admin" });
  test("shots", async ({ page, api }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    const c = await api.createCustomer({ dog: true } as never);
    await page.goto(`/customer-lookup/${c.id}`);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: "/tmp/shot-customer.png", fullPage: true });
    await page.goto("/user-management");
    await page.waitForLoadState("networkidle");
    const disabled = page.locator("[aria-disabled=true]").first();
    await disabled.focus();
    await page.waitForTimeout(500);
    await page.screenshot({ path: "/tmp/shot-users.png" });
    const o = await api.createCustomer({ order_page: true } as never);
    await page.goto(`/customer-lookup/${o.id}`);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: "/tmp/shot-customer2.png", fullPage: true });
  });
});
