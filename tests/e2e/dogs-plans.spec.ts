/**
 * Dogs and plans on the customer page (issue 8): Add a New Dog end to end, the name and weight
 * messages (a 500 lb dog says why Continue is disabled), the recipe limits, the plan calculator of
 * issue 21 (a 45 lb adult: the warning that the largest plan does not cover the need, another size
 * taken, Back keeping the recipes and the size, the answers left at their defaults marked on the
 * review), Update Dog keeping the plan vs taking the
 * recommended one, its recommendation failing to load once (the failure and Try again in the
 * dialog), the HOLD message on Hal Hold (scenario 10, read-only: the 403 changes nothing),
 * Cancel Plan with a sub-reason and a required comment, "My dog passed away" ending in
 * DECEASED_TO_NOT_LIST, the Deceased link on a cancelled dog, the changelog filtered by that pet
 * showing each change by the acting staff email, and "PET NOT FOUND". Axe on every dialog step.
 * Add a New Dog runs on the scenario customer Noah Newdog (no dogs, no orders, read by no other
 * test); the other tests that write make a customer of their own (api.createCustomer) and its dog
 * through the API.
 */
import type { Page } from "@playwright/test";
import type { AccountDto } from "@/lib/contract/customers";
import { customerChangelogPath, customerPath } from "@/lib/customers/paths";
import { businessDay } from "@/lib/business-day";
import { BREEDS_REQUIRED, PLAN_ON_HOLD_TEXT } from "@/lib/pet-form";
import { UPSTREAM_UNREACHABLE_TEXT } from "@/lib/error-text";
import { expectNoA11yViolations } from "./support/axe";
import { ACCOUNTS } from "./support/accounts";
import type { BackOfficeApi } from "./support/api";
import { expect, openCustomer, test } from "./support/fixtures";

test.use({ role: "team" });

// The form's default birth year is the business day's (New York, as the e2e stack runs), not the runner's own.
const year = Number(businessDay(new Date()).slice(0, 4));

async function dogOf(api: BackOfficeApi, customer: AccountDto, pet: Record<string, unknown> = {}, plan: Record<string, unknown> = {}) {
  const res = await api.call("POST", "pet_plans/create_pet_and_pet_plan", {
    account_id: customer.id,
    pet: { name: "Maple", gender: "FEMALE", neutered: true, birth_year: year - 4, birth_month: 1, weight: 20, body_type: "Ideal", lifestyle: "Active", breeds: ["Beagle"], health_conditions: [], ...pet },
    pet_plan: { recipes: ["U-B"], plan_size: 2, quantity: 1, ...plan },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { pet: { id: string; name: string }; pet_plan: { id: number }; order: { id: string } };
}

const dogsTable = (page: Page) => page.getByRole("table", { name: "Dogs & Plans" });
const rowOf = (page: Page, name: string) => dogsTable(page).getByRole("row").filter({ hasText: name });

test("Add a New Dog on a scenario customer: messages, recipe limits, the size warning and another size taken, Back keeps them, defaults marked, then the dog, its plan and its upcoming order appear", async ({ page, api }) => {
  test.setTimeout(120_000);
  // Noah Newdog (docs/demo-data.md): no dogs, no orders, read by no other test; each run seeds afresh.
  const customer = await api.scenario("newDog");
  expect(customer.pets).toEqual([]);
  expect(customer.orders.upcoming).toEqual([]);
  await openCustomer(page, customer);
  await expect(dogsTable(page)).not.toContainText("Zoë-Belle");
  await page.getByRole("button", { name: "Add a New Dog" }).click();
  const wizard = page.getByRole("dialog", { name: "Add a New Dog" });
  await expect(wizard).toBeVisible();
  await expectNoA11yViolations(page, { include: "[role=dialog]" });

  const name = wizard.getByLabel("Name");
  const weight = wizard.getByLabel("Weight (lbs)");
  await name.fill("Rex2");
  await expect(wizard.getByText("Dog names may only contain uppercase and lowercase letters")).toBeVisible();
  await name.fill("");
  await expect(wizard.getByText("Please enter dog name")).toBeVisible();
  await name.fill("Zoë-Belle");
  await weight.fill("12.5");
  await expect(wizard.getByText("Dog weight must be an integer")).toBeVisible();
  await weight.fill("");
  await expect(wizard.getByText("Please enter dog weight")).toBeVisible();
  const next = wizard.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  await weight.fill("500");
  await expect(wizard.getByText("Dog weight must be at most 300 lbs")).toBeVisible();
  await expect(next).toHaveAccessibleDescription(/Weight \(lbs\): Dog weight must be at most 300 lbs/);
  await weight.fill("45");
  // Gender, neutered, birth month and year default to their first option, lifestyle and body type to
  // their second: Male, neutered Yes, January of this year.
  await expect(wizard.getByRole("combobox", { name: "Gender" })).toHaveText(/Male/);
  await expect(wizard.getByRole("combobox", { name: "Lifestyle" })).toHaveText(/Active/);
  await expect(wizard.getByRole("combobox", { name: "Birth year" })).toHaveText(new RegExp(String(year)));
  await wizard.getByRole("combobox", { name: "Birth year" }).click();
  await page.getByRole("option", { name: String(year - 3), exact: true }).click();
  await wizard.getByRole("combobox", { name: "Breeds" }).click();
  await page.getByRole("option", { name: "Mixed Breed" }).click();
  await page.keyboard.press("Escape");
  await expect(wizard).toBeVisible();
  await expect(next).toBeEnabled();
  await next.click();

  // Select plan: the recommendation with its daily calories; the largest plan does not cover a 45 lb
  // adult (1,076 kcal a day), so a warning; the limits; the price per shipment.
  await expect(wizard.getByTestId("recommendation")).toContainText("Recommended plan size: Size 6 — 900 kcal/day");
  await expect(wizard.getByTestId("plan-shortfall")).toContainText("Warning: No plan size covers this dog's daily need of 1,076 kcal");
  await expectNoA11yViolations(page, { include: "[role=dialog]" });
  await expect(wizard.getByText("UnKibble plans take 1 to 2 recipes.")).toBeVisible();
  await wizard.getByRole("checkbox", { name: "Beef" }).check();
  await wizard.getByRole("checkbox", { name: "Turkey" }).check();
  await expect(wizard.getByRole("checkbox", { name: "Chicken" })).toBeDisabled();
  await expect(wizard.getByTestId("price-per-shipment")).toHaveText(/^\$\d/);
  await wizard.getByRole("radio", { name: /^Fresh/ }).check();
  await expect(wizard.getByText("Fresh plans take 1 to 3 recipes.")).toBeVisible();
  for (const r of ["Lamb", "Beef", "Turkey"]) await wizard.getByRole("checkbox", { name: r }).check();
  await expect(wizard.getByRole("checkbox", { name: "Lamb" })).toBeChecked();
  await wizard.getByRole("radio", { name: /^UnKibble/ }).check();
  await wizard.getByRole("checkbox", { name: "Salmon" }).check();
  // The agent takes another size; the warning follows it.
  await wizard.getByRole("combobox", { name: "Plan size" }).click();
  await page.getByRole("option", { name: "Size 5 — 750 kcal/day" }).click();
  await expect(wizard.getByTestId("plan-shortfall")).toContainText("The chosen Size 5 — 750 kcal/day is 326 kcal/day short.");
  await expect(next).toBeEnabled();
  // Back steps down and keeps the recipes and the size.
  await wizard.getByRole("button", { name: "Back" }).click();
  await next.click();
  await expect(wizard.getByRole("checkbox", { name: "Salmon" })).toBeChecked();
  await expect(wizard.getByRole("combobox", { name: "Plan size" })).toHaveText(/Size 5 — 750 kcal\/day/);
  await wizard.getByRole("checkbox", { name: "Chicken" }).check();
  await expect(wizard.getByTestId("price-per-shipment")).toHaveText(/^\$\d/);
  const price = await wizard.getByTestId("price-per-shipment").innerText();
  await next.click();

  // Review: the answers left at their defaults are marked, the size taken, then Save.
  await expect(wizard.getByTestId("review-price")).toHaveText(price);
  await expect(wizard.getByTestId("unconfirmed-defaults")).toContainText("Gender, Neutered, Birth month, Body type, Lifestyle and First shipment date were left at their defaults");
  await expect(wizard.getByRole("definition").filter({ hasText: "default, not confirmed" })).toHaveCount(6);
  await expect(wizard.getByTestId("review-plan-size")).toHaveText("Size 5 — 750 kcal/day (recommended: Size 6 — 900 kcal/day)");
  await expectNoA11yViolations(page, { include: "[role=dialog]" });
  await wizard.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Pet created successfully")).toBeVisible();
  // The page refreshes and shows the dog, its plan (the size taken) and its upcoming order.
  await expect(rowOf(page, "Zoë-Belle")).toContainText(/UnKibble Salmon 5250/, { timeout: 15_000 });
  await expect(rowOf(page, "Zoë-Belle")).toContainText("Active");
  const account = (await api.account(customer.id))!;
  const created = account.pets.find((p) => p.name === "Zoë-Belle")!;
  expect(account.petplans.filter((pp) => pp.pet === created.id).map((pp) => [pp.status, pp.plan_size_id])).toEqual([["ACTIVE", 5]]);
  const upcoming = account.orders.upcoming.filter((o) => o.products.some((l) => l.pet_id === created.id));
  expect(upcoming).toHaveLength(1);
  await expect(page.getByRole("region", { name: "Orders", exact: true })).toContainText(upcoming[0]!.id);
});

test("Update Dog: keep the current plan, then take the recommended one", async ({ page, api }) => {
  test.setTimeout(90_000);
  const customer = await api.createCustomer();
  const dog = await dogOf(api, customer, { name: "Pickles", weight: 20 }, { plan_size: 2 });
  await openCustomer(page, customer);

  const update = async (weight: string, choice: "Keep current plan" | "Update to recommended plan") => {
    await rowOf(page, "Pickles").getByRole("button", { name: "Update dog Pickles" }).click();
    const wizard = page.getByRole("dialog", { name: "Update Dog: Pickles" });
    await expect(wizard).toBeVisible();
    await wizard.getByLabel("Weight (lbs)").fill(weight);
    await wizard.getByRole("button", { name: "Continue" }).click();
    await expect(wizard.getByRole("region", { name: "Recommended plan" })).toContainText("Price per shipment");
    await expect(wizard.getByRole("row", { name: /Weight/ })).toContainText(`${weight} lbs`);
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
    await wizard.getByRole("radio", { name: choice }).check();
    await wizard.getByRole("button", { name: choice }).click();
    await expect(wizard).toHaveCount(0);
  };

  await update("21", "Keep current plan");
  await expect(page.getByText("Dog updated successfully")).toBeVisible();
  let account = (await api.account(customer.id))!;
  expect(account.pets[0]!.properties.weight).toBe(21);
  expect(account.petplans[0]!.plan_size_id).toBe(2);

  await update("22", "Update to recommended plan");
  await expect(page.getByText("Dog and plan updated successfully")).toBeVisible();
  account = (await api.account(customer.id))!;
  expect(account.pets[0]!.properties.weight).toBe(22);
  expect(account.petplans[0]!.plan_size_id).toBe(5);
  expect(account.orders.upcoming.find((o) => o.id === dog.order.id)!.products[0]!.code).toBe("MEAL-U-B-5250-4W");
});

test("Update Dog after someone else changed the dog: the recommended plan is refused with the dog's 409 notice, and neither the plan nor its order changed (was: the plan re-sized, then the 409)", async ({ page, api }) => {
  const customer = await api.createCustomer();
  const dog = await dogOf(api, customer, { name: "Waffles", weight: 20 }, { plan_size: 2 });
  await openCustomer(page, customer);
  await rowOf(page, "Waffles").getByRole("button", { name: "Update dog Waffles" }).click();
  const wizard = page.getByRole("dialog", { name: "Update Dog: Waffles" });
  await wizard.getByLabel("Weight (lbs)").fill("60");
  await wizard.getByRole("button", { name: "Continue" }).click();
  await expect(wizard.getByRole("region", { name: "Recommended plan" })).toContainText("Price per shipment");
  // Meanwhile another staff member saves the dog (its version 1 → 2).
  const other = await api.call("PUT", `pets/${dog.pet.id}`, {
    name: "Waffles Two", gender: "FEMALE", neutered: true, birth_year: year - 4, birth_month: 1, weight: 20, body_type: "Ideal", lifestyle: "Active", breeds: ["Beagle"], health_conditions: [], account: customer.id, version: 1,
  });
  expect(other.status, JSON.stringify(other.json)).toBe(200);
  const before = (await api.account(customer.id))!;
  await wizard.getByRole("radio", { name: "Update to recommended plan" }).check();
  await wizard.getByRole("button", { name: "Update to recommended plan" }).click();
  await expect(wizard.getByTestId("stale-version-notice")).toBeVisible();
  const after = (await api.account(customer.id))!;
  expect(after.petplans[0]!.plan_size_id).toBe(2);
  expect(after.orders.upcoming).toEqual(before.orders.upcoming);
  expect(after.pets[0]).toMatchObject({ name: "Waffles Two", properties: { weight: 20 } });
});

test("Update Dog whose recommended plan fails to load: the failure and Try again in the dialog, and Try again shows the recommendation", async ({ page, api }) => {
  const customer = await api.createCustomer();
  await dogOf(api, customer, { name: "Biscuit" });
  // The calculator's first answer is the proxy's 502 (the back office unreachable); the next ones are its own.
  let failed = false;
  await page.route("**/api/upstream/calculator/plan_options**", (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ detail: UPSTREAM_UNREACHABLE_TEXT }) });
  });
  await openCustomer(page, customer);
  await rowOf(page, "Biscuit").getByRole("button", { name: "Update dog Biscuit" }).click();
  const wizard = page.getByRole("dialog", { name: "Update Dog: Biscuit" });
  await expect(wizard).toBeVisible();
  await wizard.getByRole("button", { name: "Continue" }).click();
  const recommended = wizard.getByRole("region", { name: "Recommended plan" });
  await expect(wizard.getByTestId("load-failed")).toContainText(UPSTREAM_UNREACHABLE_TEXT);
  await expectNoA11yViolations(page, { include: "[role=dialog]" });
  await recommended.getByRole("button", { name: "Try again" }).click();
  await expect(recommended).toContainText("Price per shipment");
  await expect(wizard.getByTestId("load-failed")).toHaveCount(0);
});

test("Update Dog on Hal Hold (order on HOLD) shows the payment-method message and changes nothing", async ({ page, api }) => {
  const hal = await api.scenario("hold");
  await openCustomer(page, hal);
  const tater = hal.pets[0]!;
  await rowOf(page, tater.name).getByRole("button", { name: `Update dog ${tater.name}` }).click();
  const wizard = page.getByRole("dialog", { name: `Update Dog: ${tater.name}` });
  await wizard.getByRole("button", { name: "Continue" }).click();
  await wizard.getByRole("radio", { name: "Update to recommended plan" }).check();
  await wizard.getByRole("button", { name: "Update to recommended plan" }).click();
  await expect(wizard.getByTestId("plan-on-hold")).toHaveText(PLAN_ON_HOLD_TEXT);
  await expectNoA11yViolations(page, { include: "[role=dialog]" });
  const after = (await api.account(hal.id))!;
  expect(after.petplans).toEqual(hal.petplans);
  expect(after.pets).toEqual(hal.pets);
});

test("Cancel Plan with a sub-reason and a required comment", async ({ page, api }) => {
  test.setTimeout(60_000);
  const customer = await api.createCustomer();
  await dogOf(api, customer, { name: "Waffles" });
  await openCustomer(page, customer);
  await rowOf(page, "Waffles").getByRole("button", { name: /^Edit/ }).click();
  const wizard = page.getByRole("dialog", { name: "Cancel Plan: Waffles" });
  await expect(wizard).toBeVisible();
  await expectNoA11yViolations(page, { include: "[role=dialog]" });
  await wizard.getByRole("radio", { name: "Price" }).check();
  await wizard.getByRole("button", { name: "Continue" }).click();
  await wizard.getByRole("radio", { name: "Other" }).check();
  const confirm = wizard.getByRole("button", { name: "Confirm Cancellation" });
  await expect(confirm).toBeDisabled();
  await expectNoA11yViolations(page, { include: "[role=dialog]" });
  await wizard.getByLabel(/Comments \(required\)/).fill("Switching to a local butcher");
  await confirm.click();
  await expect(page.getByText("Pet plan cancelled successfully")).toBeVisible();
  await expect(rowOf(page, "Waffles")).toContainText("Cancelled", { timeout: 15_000 });
  await expect(rowOf(page, "Waffles").getByTestId("cancel-survey-summary")).toContainText("Price: Other — “Switching to a local butcher”");
});

test("Cancel Plan with 'My dog passed away' ends in DECEASED_TO_NOT_LIST", async ({ page, api }) => {
  test.setTimeout(60_000);
  const customer = await api.createCustomer();
  const dog = await dogOf(api, customer, { name: "Captain" });
  await openCustomer(page, customer);
  await rowOf(page, "Captain").getByRole("button", { name: /^Edit/ }).click();
  const wizard = page.getByRole("dialog", { name: "Cancel Plan: Captain" });
  await wizard.getByRole("radio", { name: "My dog is no longer with me" }).check();
  await wizard.getByRole("button", { name: "Continue" }).click();
  await wizard.getByRole("radio", { name: "My dog passed away" }).check();
  await wizard.getByRole("button", { name: "Confirm Cancellation" }).click();
  await expect(page.getByText("Pet plan cancelled successfully")).toBeVisible();
  await expect(rowOf(page, "Captain")).toContainText("Deceased to not list", { timeout: 15_000 });
  expect((await api.account(customer.id))!.pets.find((p) => p.id === dog.pet.id)!.status).toBe("DECEASED_TO_NOT_LIST");
});

test("the Deceased link on a cancelled dog, and the changelog filtered by that pet shows each change by the staff email", async ({ page, api }) => {
  test.setTimeout(60_000);
  const customer = await api.createCustomer();
  const dog = await dogOf(api, customer, { name: "Nacho" });
  const cancel = await api.call("POST", `pets/${dog.pet.id}/cancel`, { account_id: customer.id, primary_answer: "Convenience", secondary_answer: "Too many boxes" });
  expect(cancel.status).toBe(200);
  await openCustomer(page, customer);
  await rowOf(page, "Nacho").getByRole("button", { name: "Mark Nacho Deceased_to_not_list" }).click();
  const confirm = page.getByRole("dialog", { name: "Mark Nacho Deceased_to_not_list?" });
  await expect(confirm).toContainText("hidden from the customer portal");
  await expectNoA11yViolations(page, { include: "[role=dialog]" });
  await confirm.getByRole("button", { name: "Mark Deceased_to_not_list" }).click();
  await expect(page.getByText("Pet status set to Deceased_to_not_list")).toBeVisible();
  await expect(rowOf(page, "Nacho")).toContainText("Deceased to not list", { timeout: 15_000 });

  await page.goto(customerChangelogPath(customer.id));
  await page.getByRole("combobox", { name: "Filter by pet" }).click();
  await page.getByRole("option", { name: /^Nacho/ }).click();
  const entries = page.getByTestId("changelog-entry").filter({ hasText: ACCOUNTS.team });
  // Created (dog, plan and first order) by the Admin's API fixture, then the status change by the team member through the page.
  await expect(entries).toHaveCount(1);
  // Worded as the timeline words it (the status code in words).
  await expect(entries.first()).toContainText(/status: .* → Deceased to not list/i);
  // The dog, its plan, its first order (its own entry since it names the staff member) and the cancellation's two.
  await expect(page.getByTestId("changelog-entry").filter({ hasText: ACCOUNTS.admin })).toHaveCount(5);
});

test("a pet id that is not the customer's shows PET NOT FOUND", async ({ page, api }) => {
  const dana = await api.scenario("cancelledDog");
  await page.goto(`${customerPath(dana)}?pet=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByTestId("pet-not-found")).toHaveText("PET NOT FOUND");
  // Its own dog's id opens that dog's Update Dog.
  await page.goto(`${customerPath(dana)}?pet=${dana.pets[0]!.id}`);
  await expect(page.getByRole("dialog", { name: `Update Dog: ${dana.pets[0]!.name}` })).toBeVisible();
  await page.keyboard.press("Escape");
});

test("an error toast raised while a tall dialog is open leaves its footer clear: its action can still be clicked (was: the toast covered it)", async ({ page, api }) => {
  const customer = await api.createCustomer();
  await dogOf(api, customer, { name: "Toastie" });
  // A laptop's short screen: the Update Dog wizard is as tall as the screen allows.
  await page.setViewportSize({ width: 1280, height: 620 });
  // Saving the dog fails: the wizard raises an error toast and stays open on its last step.
  await page.route("**/api/upstream/pets/**", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ detail: "The dog service is down for a moment." }) }) : route.continue(),
  );
  await openCustomer(page, customer);
  await rowOf(page, "Toastie").getByRole("button", { name: "Update dog Toastie" }).click();
  const wizard = page.getByRole("dialog", { name: "Update Dog: Toastie" });
  await expect(wizard).toBeVisible();
  await wizard.getByLabel("Weight (lbs)").fill("21");
  await wizard.getByRole("button", { name: "Continue" }).click();
  await expect(wizard.getByRole("region", { name: "Recommended plan" })).toContainText("Price per shipment");
  await wizard.getByRole("radio", { name: "Keep current plan" }).check();
  const action = wizard.getByRole("button", { name: "Keep current plan" });
  await action.click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "The dog service is down for a moment." });
  await expect(toast).toBeVisible();
  await expect(wizard).toBeVisible();
  const [toastBox, buttonBox, dialogBox] = await Promise.all([toast.boundingBox(), action.boundingBox(), wizard.boundingBox()]);
  // The dialog is at its tallest (it scrolls), and its bottom stays above the toasts' lane.
  expect(dialogBox!.height).toBeGreaterThan(400);
  expect(dialogBox!.y + dialogBox!.height).toBeLessThanOrEqual(toastBox!.y);
  expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(toastBox!.y);
  // Nothing lies over the button: a real click reaches it (Playwright's hit test).
  await action.click({ trial: true, timeout: 5_000 });
});

test("Enter in a field, or a click on the disabled Continue, shows what is missing under the fields and focuses the first; nothing is sent", async ({ page, api }) => {
  const customer = await api.createCustomer();
  await openCustomer(page, customer);
  await page.getByRole("button", { name: "Add a New Dog" }).click();
  const wizard = page.getByRole("dialog", { name: "Add a New Dog" });
  await expect(wizard).toBeVisible();
  const writes: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && r.url().includes("/api/upstream/")) writes.push(`${r.method()} ${r.url()}`);
  });
  const weight = wizard.getByLabel("Weight (lbs)");
  const breeds = wizard.getByRole("combobox", { name: "Breeds" });
  const breedMessage = wizard.getByText(BREEDS_REQUIRED);
  const next = wizard.getByRole("button", { name: "Continue" });

  // By keyboard: Enter in a field of the step (a disabled button cannot take the focus).
  await wizard.getByLabel("Name").fill("Rex");
  await expect(breedMessage).toHaveCount(0);
  await wizard.getByLabel("Name").press("Enter");
  await expect(breedMessage).toBeVisible();
  await expect(weight).toBeFocused();
  await expect(weight).toHaveAttribute("aria-invalid", "true");

  // By mouse: a real click where the disabled button is (it takes no click: its wrapper does).
  await weight.fill("40");
  await expect(next).toBeDisabled();
  await breeds.blur();
  await wizard.getByLabel("Name").focus();
  const box = (await next.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(breeds).toBeFocused();
  await expect(breedMessage).toBeVisible();
  expect(writes).toEqual([]);
});
