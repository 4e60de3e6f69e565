/**
 * Role-dependent account actions (deleting personal data: Admin and All Module Access only; the
 * payment-processor switch: every role but Team Member, while the processor is braintree): the
 * buttons a role may not use are not shown, and the BFF refuses the call anyway. Each role's page starts from its saved sign-in.
 */
import { ROLE_EMAILS, ROLES, type Role } from "./support/roles";
import { expect, openCustomer, test } from "./support/fixtures";

const EVERYONE = ["Change email", "Reset password", "Opt in to proactive outreach|Opt out of proactive outreach", "Log in as customer", "Create exclusive discount"];

const MAY: Record<Role, { deletePii: boolean; switchProcessor: boolean }> = {
  team: { deletePii: false, switchProcessor: false },
  admin: { deletePii: true, switchProcessor: true },
  ops: { deletePii: false, switchProcessor: true },
  all: { deletePii: true, switchProcessor: true },
};

for (const role of ROLES) {
  test.describe(`as ${ROLE_EMAILS[role]}`, () => {
    test.use({ role });

    test(`account actions shown to ${ROLE_EMAILS[role]}`, async ({ page, api }) => {
      const brian = await api.scenario("braintree");
      await openCustomer(page, brian);
      const panel = page.getByRole("region", { name: "Customer Details" });
      for (const name of EVERYONE) await expect(panel.getByRole("button", { name: new RegExp(`^(${name})$`) })).toBeVisible();
      // Delete personal data is in the page's Danger zone, not among the account actions (issue 21).
      await expect(panel.getByRole("button", { name: "Delete personal data" })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Danger zone" }).getByRole("button", { name: "Delete personal data" })).toHaveCount(MAY[role].deletePii ? 1 : 0);
      await expect(panel.getByRole("button", { name: "Switch payment processor" })).toHaveCount(MAY[role].switchProcessor ? 1 : 0);
    });
  });
}

test("the processor switch is offered only while the processor is braintree", async ({ asRole, api }) => {
  const stella = await api.scenario("stripe");
  const page = await asRole("admin");
  await openCustomer(page, stella);
  await expect(page.getByTestId("payment-processor")).toHaveText("stripe");
  await expect(page.getByRole("button", { name: "Switch payment processor" })).toHaveCount(0);
});

test("the BFF refuses a Team Member's personal-data deletion and processor switch", async ({ asRole, api }) => {
  // A customer of this test's own: were the refusal broken, no other test would see the change.
  const customer = await api.createCustomer({ primary_payment_processor: "braintree" });
  const page = await asRole("team");
  await openCustomer(page, customer);
  const origin = new URL(page.url()).origin;
  const headers = { origin, "content-type": "application/json" };
  const pii = await page.request.post("/api/upstream/delete_pii", { data: { email: customer.email }, headers });
  expect(pii.status()).toBe(403);
  const swap = await page.request.post("/api/upstream/payment_methods/switch_payment_processor", { data: { account_id: customer.id }, headers });
  expect(swap.status()).toBe(403);
  // Nothing changed.
  const after = await api.account(customer.id);
  expect(after?.email).toBe(customer.email);
  expect(after?.primary_payment_processor).toBe("braintree");
});
