/**
 * Statuses people can read (issue 21): every status shows as a badge with a readable label ("Max
 * retry reached", not MAX_RETRY_REACHED or Max_retry_reached) and its tone in colour and in words
 * (an icon named "Needs attention", "In progress", "Done" or "Inactive"), so a HOLD or ERROR order
 * no longer reads like a FULFILLING one. Read-only on the documented scenario customers.
 */
import { customerOrderPath } from "../../lib/customers/paths";
import { statusLabel, statusTone, STATUS_TONE_TEXT, type StatusKind } from "../../lib/status";
import { SCENARIO_ORDER_IDS } from "../../server/backend/seed/scenario-emails";
import { expectNoA11yViolations } from "./support/axe";
import { expect, openCustomer, test, type Page } from "./support/fixtures";

test.use({ role: "team" });

/** Every badge of `kind` inside `scope` reads its label and says its tone (unless the label says it already); the codes seen. */
async function expectReadableBadges(scope: ReturnType<Page["locator"]>, kind: StatusKind): Promise<Set<string>> {
  const badges = await scope.locator(`[data-kind="${kind}"]`).evaluateAll((els) =>
    els.map((el) => ({
      code: el.getAttribute("data-status") ?? "",
      text: el.textContent ?? "",
      named: [...el.querySelectorAll('[role="img"]')].map((img) => img.getAttribute("aria-label")),
    })),
  );
  expect(badges.length).toBeGreaterThan(0);
  for (const b of badges) {
    const label = statusLabel(kind, b.code);
    const toneText = STATUS_TONE_TEXT[statusTone(kind, b.code)];
    expect(b, b.code).toEqual({ code: b.code, text: label, named: toneText === label ? [] : [toneText] });
    expect(label).not.toContain("_");
  }
  return new Set(badges.map((b) => b.code));
}

test("the customer page: order, fulfillment and dog statuses read as words, with their tone", async ({ page, api }) => {
  const cory = await api.scenario("coverage");
  await openCustomer(page, cory);
  const orderTables = page.getByRole("table", { name: /^(Upcoming|Processing|Past) orders$/ });
  await expect(orderTables.first()).toBeVisible();
  const orders = await expectReadableBadges(orderTables, "order");
  for (const code of ["HOLD", "ERROR", "MAX_RETRY_REACHED", "FULFILLING"]) expect([...orders]).toContain(code);

  // A HOLD order needs attention; a FULFILLING one is in progress: they no longer look alike.
  const hold = orderTables.locator('[data-status="HOLD"]').first();
  await expect(hold).toHaveText("On hold");
  await expect(hold.getByRole("img", { name: "Needs attention" })).toBeVisible();
  const fulfilling = orderTables.locator('[data-status="FULFILLING"]').first();
  await expect(fulfilling).toHaveText("Fulfilling");
  await expect(fulfilling.getByRole("img", { name: "In progress" })).toBeVisible();
  await expect(orderTables.getByText("Max retry reached").first()).toBeVisible();
  await expect(page.getByText("Max_retry_reached")).toHaveCount(0);

  await expectReadableBadges(page.getByRole("table", { name: "Fulfillments" }), "fulfillment");
  const dogs = await expectReadableBadges(page.getByRole("table", { name: "Dogs & Plans" }), "pet");
  expect([...dogs]).toContain("DECEASED_TO_NOT_LIST");
  await expect(page.getByRole("table", { name: "Dogs & Plans" }).getByText("Deceased to not list", { exact: true }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the order page: a max-retry order with a failed charge needs attention, in words", async ({ page, api }) => {
  const nora = await api.scenario("nonRefundable");
  await page.goto(customerOrderPath(nora.id, SCENARIO_ORDER_IDS.nonRefundableFailedCharge));
  const details = page.getByRole("region", { name: "Order Details" });
  const status = details.locator('[data-status="MAX_RETRY_REACHED"]');
  await expect(status).toHaveText("Max retry reached");
  await expect(status.getByRole("img", { name: "Needs attention" })).toBeVisible();
  const charge = page.getByRole("region", { name: "Payment Details" }).locator('[data-status="FAILED"]');
  await expect(charge).toHaveText("Failed");
  await expect(charge.getByRole("img", { name: "Needs attention" })).toBeVisible();
  await expectNoA11yViolations(page);

  const hal = await api.scenario("hold");
  await page.goto(customerOrderPath(hal.id, SCENARIO_ORDER_IDS.hold));
  await expect(page.getByRole("region", { name: "Order Details" }).locator('[data-status="HOLD"]')).toHaveText("On hold");
});
