/**
 * Role-dependent account actions (00-decisions §1, spec 01 §6): the buttons a role may not use are
 * not shown, and the BFF refuses the call anyway.
 */
import { expect, test } from "@playwright/test";
import { customerApi, openCustomer, type CustomerApi } from "./customers-api";
import { ACCOUNTS } from "./support/accounts";
import { signIn } from "./support/sign-in";

let api: CustomerApi;
test.beforeAll(async () => {
  api = await customerApi();
});
test.afterAll(async () => {
  await api.dispose();
});

const EVERYONE = ["Change email", "Reset password", "Opt in to proactive outreach|Opt out of proactive outreach", "Log in as customer", "Create exclusive discount"];

const CASES = [
  { role: "team", email: ACCOUNTS.team, deletePii: false, switchProcessor: false },
  { role: "admin", email: ACCOUNTS.admin, deletePii: true, switchProcessor: true },
  { role: "ops", email: ACCOUNTS.ops, deletePii: false, switchProcessor: true },
  { role: "all", email: ACCOUNTS.all, deletePii: true, switchProcessor: true },
] as const;

for (const c of CASES) {
  test(`account actions shown to ${c.email}`, async ({ page }) => {
    const brian = await api.scenario("braintree");
    await signIn(page, c.email);
    await openCustomer(page, brian);
    const panel = page.getByRole("region", { name: "Customer Details" });
    for (const name of EVERYONE) await expect(panel.getByRole("button", { name: new RegExp(`^(${name})$`) })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Delete personal data" })).toHaveCount(c.deletePii ? 1 : 0);
    await expect(panel.getByRole("button", { name: "Switch payment processor" })).toHaveCount(c.switchProcessor ? 1 : 0);
  });
}

test("the processor switch is offered only while the processor is braintree", async ({ page }) => {
  const stella = await api.scenario("stripe");
  await signIn(page, ACCOUNTS.admin);
  await openCustomer(page, stella);
  await expect(page.getByTestId("payment-processor")).toHaveText("stripe");
  await expect(page.getByRole("button", { name: "Switch payment processor" })).toHaveCount(0);
});

test("the BFF refuses a Team Member's personal-data deletion and processor switch", async ({ page }) => {
  const brian = await api.scenario("braintree");
  await signIn(page, ACCOUNTS.team);
  await openCustomer(page, brian);
  const origin = new URL(page.url()).origin;
  const headers = { origin, "content-type": "application/json" };
  const pii = await page.request.post("/api/upstream/delete_pii", { data: { email: brian.email }, headers });
  expect(pii.status()).toBe(403);
  const swap = await page.request.post("/api/upstream/payment_methods/switch_payment_processor", { data: { account_id: brian.id }, headers });
  expect(swap.status()).toBe(403);
  // Nothing changed.
  const after = await api.account(brian.id);
  expect(after?.email).toBe(brian.email);
  expect(after?.primary_payment_processor).toBe("braintree");
});
