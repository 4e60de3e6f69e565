/**
 * The claim wizard and the order page's claims (issue 11):
 * a claim with all seven types on a Fresh frozen meal (a product of the test's own, where every
 * type applies), every step with its validation; edit it and see every value restored; the exit
 * confirmation; delete as Admin; no Delete for a Team Member; the removal confirmation, the lot-code
 * message and the vet-visit resets on an UnKibble meal. axe on every step and dialog passed through.
 */
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import type { ClaimOrderFixture } from "./support/api";
import { SCENARIO_ORDER_IDS } from "../../server/backend/seed/scenario-emails";

const URL_OK = "https://bark.gladly.qa/agent/customer/abc/conversation/def";

const orderUrl = (f: ClaimOrderFixture) => `/customer-lookup/${f.id}/order/${f.order_id}`;
const step = (page: Page, title: string) => page.getByRole("region", { name: new RegExp(`^Step \\d+ of \\d+: ${title.replace(/[()]/g, "\\$&")}$`) });
const continueButton = (page: Page) => page.getByRole("button", { name: "Continue", exact: true });

async function chooseInMulti(page: Page, label: string, options: string[]) {
  await page.getByRole("combobox", { name: label }).click();
  for (const o of options) await page.getByRole("option", { name: o, exact: true }).click();
  await page.keyboard.press("Escape");
}
async function chooseInSelect(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
const radio = (scope: ReturnType<Page["getByRole"]>, group: string, option: string) => scope.getByRole("group", { name: group }).getByRole("radio", { name: option, exact: true });

async function openWizard(page: Page, f: ClaimOrderFixture) {
  await page.goto(orderUrl(f));
  await page.getByRole("link", { name: `File claim for ${f.product_code}` }).click();
  await expect(page.getByRole("heading", { name: "Submit new claim" })).toBeVisible();
}

async function fillGeneral(page: Page, types: string[]) {
  const general = step(page, "General");
  await expect(continueButton(page)).toBeDisabled();
  await chooseInMulti(page, "Claim Types", types);
  await general.getByLabel("Conversation URL").fill("https://example.com/conversation");
  await expect(general.getByText("Must be a valid Gladly conversation URL")).toBeVisible();
  await general.getByLabel("Conversation URL").fill(URL_OK);
  await expect(general.getByText("Must be a valid Gladly conversation URL")).toHaveCount(0);
  await radio(general, "Photos Received", "Yes").check();
  await chooseInMulti(page, "Resolution Types", ["No Resolution", "Refund (partial or full)"]);
  await expect(general.getByText('Cannot select multiple resolution types if "No Resolution" is selected')).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await general.getByRole("button", { name: "Remove No Resolution" }).click();
  await expect(continueButton(page)).toBeEnabled();
}

test.describe("as Admin", () => {
  test.use({ role: "admin" });

  test("a claim with all seven types on a frozen meal: every step, save, edit restores every value, exit confirmation, delete", async ({ page, api }) => {
    test.setTimeout(240_000);
    const f = await api.createClaimOrder("FRESH_MEAL");
    const itemA = new RegExp(`^.* pack A .*\\(4\\)$`);
    await openWizard(page, f);
    await expect(page.getByTestId("claim-step-name")).toHaveText("General");
    await expect(page.getByText(`${f.product_code} · ${f.product_name}`)).toBeVisible();
    await expect(page.getByText("Biscuit")).toBeVisible();
    await fillGeneral(page, ["Adverse reaction", "Feeding guide issue", "Mispack (Non-meal, Fresh or UnKibble)", "Order manifest issue", "Product quality", "ROOF", "Warm Box"]);
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // Adverse reaction
    const ar = step(page, "Adverse reaction");
    await expect(page.getByTestId("claim-step-name")).toHaveText("Adverse reaction");
    await expect(continueButton(page)).toBeDisabled();
    await ar.getByRole("checkbox", { name: itemA }).check();
    await ar.getByPlaceholder("Enter lot code").fill("FB 20931");
    await radio(ar, "Vet visit required?", "Yes").check();
    await radio(ar, "Vet bill compensation requested?", "Yes").check();
    await ar.getByLabel("Vet Bill Amount").fill("150.25");
    await ar.getByRole("checkbox", { name: "Vomit" }).check();
    await ar.getByRole("checkbox", { name: "Other" }).check();
    await expect(continueButton(page)).toBeDisabled();
    await ar.getByPlaceholder("Please describe the symptoms...").fill("Lethargic for a day");
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // Feeding guide
    const fg = step(page, "Feeding guide issue");
    await expect(continueButton(page)).toBeDisabled();
    await radio(fg, "What was the issue with their feeding guide?", "No feeding guide").check();
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // Mispack: Yes copies the items; the actual list must differ
    const mp = step(page, "Mispack (Non-meal, Fresh or UnKibble)");
    await radio(mp, "Do we know what the customer actually received?", "Yes").check();
    await expect(mp.getByRole("list", { name: "Expected items" }).getByRole("listitem")).toHaveCount(2);
    await expect(mp.getByText("The actual list must differ from the expected one.")).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await mp.getByRole("combobox").first().click();
    await page.getByRole("option", { name: "3", exact: true }).click();
    await expect(mp.getByText("The actual list must differ from the expected one.")).toHaveCount(0);
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // Order manifest
    const om = step(page, "Order manifest issue");
    await radio(om, "What was the issue with their order manifest?", "Printing issue").check();
    await continueButton(page).click();

    // Product quality: the first issue is there; type, sub-issue, lot code
    const pq = step(page, "Product quality");
    await expect(pq.getByRole("group", { name: "Issue 1" })).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await chooseInSelect(page, pq, "Issue type", "Damaged product");
    await chooseInSelect(page, pq, "Sub-issue", "Pack ripped");
    await pq.getByRole("checkbox", { name: itemA }).check();
    await pq.getByPlaceholder("Enter lot code").fill("FB 11111");
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // ROOF for a frozen product: packs per day
    const roof = step(page, "ROOF");
    await expect(roof.getByRole("group", { name: "Did they use the correct scoop?" })).toHaveCount(0);
    await radio(roof, "Did they feed the correct number of packs per day?", "No").check();
    await expect(continueButton(page)).toBeDisabled();
    await roof.getByRole("checkbox", { name: itemA }).check();
    await roof.getByPlaceholder("Enter lot code").fill("FB 22222");
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // Warm box: three answers, then Save
    const wb = step(page, "Warm Box");
    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeDisabled();
    await radio(wb, "Was the food inside the silver bag?", "Yes").check();
    await radio(wb, "Was the silver bag sealed?", "No bag").check();
    await radio(wb, "Was a gel pack or dry ice present?", "Dry ice").check();
    await expectNoA11yViolations(page);
    await save.click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to save your changes to / submit this claim?" });
    await expect(confirm.getByText("Please review all fields before proceeding. Claims will remain editable after creation, but they cannot be deleted.")).toBeVisible();
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
    await confirm.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Claim saved successfully")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/customer-lookup/${f.id}__[^/]+/order/${f.order_id}$`));
    const claims = page.getByRole("region", { name: "Claims" });
    await expect(claims.getByRole("row")).toHaveCount(2);
    await expectNoA11yViolations(page);

    // Edit: every value restored
    await claims.getByRole("link", { name: /^Edit claim / }).click();
    await expect(page.getByRole("heading", { name: "Update claim" })).toBeVisible();
    const g = step(page, "General");
    await expect(g.getByLabel("Conversation URL")).toHaveValue(URL_OK);
    await expect(radio(g, "Photos Received", "Yes")).toBeChecked();
    await expect(g.getByRole("list", { name: "Chosen" }).first().getByRole("listitem")).toHaveCount(7);
    await expect(g.getByText("Refund (partial or full)")).toBeVisible();
    // The save toast is order-related (120 s, spec 01 §9): closed by its button, as an agent would, before axe
    // (a toast fading out is half transparent: a contrast finding of the animation, not of the page).
    await page.locator("[data-sonner-toast]").filter({ hasText: "Claim saved successfully" }).getByRole("button", { name: "Close toast" }).click();
    await expect(page.getByText("Claim saved successfully")).toHaveCount(0, { timeout: 15_000 });
    await expectNoA11yViolations(page);
    await continueButton(page).click();
    await expect(ar.getByPlaceholder("Enter lot code")).toHaveValue("FB 20931");
    await expect(radio(ar, "Vet visit required?", "Yes")).toBeChecked();
    await expect(radio(ar, "Vet bill compensation requested?", "Yes")).toBeChecked();
    await expect(ar.getByLabel("Vet Bill Amount")).toHaveValue("150.25");
    await expect(ar.getByRole("checkbox", { name: "Vomit" })).toBeChecked();
    await expect(ar.getByPlaceholder("Please describe the symptoms...")).toHaveValue("Lethargic for a day");
    await continueButton(page).click();
    await expect(radio(fg, "What was the issue with their feeding guide?", "No feeding guide")).toBeChecked();
    await continueButton(page).click();
    await expect(radio(mp, "Do we know what the customer actually received?", "Yes")).toBeChecked();
    await expect(mp.getByRole("combobox").first()).toHaveText(/3/);
    await continueButton(page).click();
    await expect(radio(om, "What was the issue with their order manifest?", "Printing issue")).toBeChecked();
    await continueButton(page).click();
    await expect(pq.getByRole("combobox", { name: "Issue type" })).toHaveText(/Damaged product/);
    await expect(pq.getByRole("combobox", { name: "Sub-issue" })).toHaveText(/Pack ripped/);
    await expect(pq.getByPlaceholder("Enter lot code")).toHaveValue("FB 11111");
    await continueButton(page).click();
    await expect(radio(roof, "Did they feed the correct number of packs per day?", "No")).toBeChecked();
    await expect(roof.getByPlaceholder("Enter lot code")).toHaveValue("FB 22222");
    await continueButton(page).click();
    await expect(radio(wb, "Was the food inside the silver bag?", "Yes")).toBeChecked();
    await expect(radio(wb, "Was the silver bag sealed?", "No bag")).toBeChecked();
    await expect(radio(wb, "Was a gel pack or dry ice present?", "Dry ice")).toBeChecked();

    // Save a change: the update question, then back to the order
    await radio(wb, "Was the silver bag sealed?", "Yes").check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const update = page.getByRole("dialog", { name: "Are you sure you want to save your changes to / submit this claim?" });
    await expect(update.getByText("Please review all fields before proceeding. Claims will remain editable after creation, but they cannot be deleted.")).toBeVisible();
    await update.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Claim updated successfully")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order/${f.order_id}$`));

    // The exit confirmation after a change
    await claims.getByRole("link", { name: /^Edit claim / }).click();
    await expect(page.getByRole("heading", { name: "Update claim" })).toBeVisible();
    await radio(g, "Photos Received", "No").check();
    await page.getByRole("button", { name: "Close", exact: true }).click();
    const exit = page.getByRole("dialog", { name: "Exit without saving?" });
    await expect(exit.getByText("If you exit now, any unsaved changes made will be lost.")).toBeVisible();
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
    await exit.getByRole("button", { name: "Exit" }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${f.order_id}$`));

    // Delete as Admin
    await claims.getByRole("button", { name: /^Delete claim / }).click();
    const del = page.getByRole("dialog", { name: "Delete this claim?" });
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
    await del.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Claim deleted successfully")).toBeVisible();
    await expect(claims.getByText("No claims for this order.")).toBeVisible();
  });

  test("removal confirmation, lot-code message and vet-visit resets on an UnKibble meal", async ({ page, api }) => {
    test.setTimeout(120_000);
    const f = await api.createClaimOrder("UNKIBBLE_MEAL");
    await openWizard(page, f);
    // An UnKibble meal offers no Warm Box.
    await page.getByRole("combobox", { name: "Claim Types" }).click();
    await expect(page.getByRole("option", { name: "Warm Box" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await fillGeneral(page, ["Adverse reaction"]);
    await continueButton(page).click();

    const ar = step(page, "Adverse reaction");
    await ar.getByRole("checkbox", { name: /bag A .*\(4\)$/ }).check();
    const lot = ar.getByPlaceholder("Enter lot code");
    await lot.fill("X1 123");
    await expect(ar.getByText("Lot code must be A1 or MM followed by space and 5 digits")).toBeVisible();
    await lot.fill("A1 12345");
    await expect(ar.getByText("Lot code must be A1 or MM followed by space and 5 digits")).toHaveCount(0);
    // Unticking the item clears its lot code.
    await ar.getByRole("checkbox", { name: /bag A .*\(4\)$/ }).uncheck();
    await ar.getByRole("checkbox", { name: /bag A .*\(4\)$/ }).check();
    await expect(lot).toHaveValue("");
    await lot.fill("MM 54321");

    // Vet-visit resets
    await radio(ar, "Vet visit required?", "Yes").check();
    await radio(ar, "Vet bill compensation requested?", "Yes").check();
    await ar.getByLabel("Vet Bill Amount").fill("80");
    await radio(ar, "Vet visit required?", "No").check();
    await expect(ar.getByRole("group", { name: "Vet bill compensation requested?" })).toHaveCount(0);
    await expect(ar.getByLabel("Vet Bill Amount")).toHaveCount(0);
    await radio(ar, "Vet visit required?", "Yes").check();
    await expect(radio(ar, "Vet bill compensation requested?", "Yes")).not.toBeChecked();
    await expect(radio(ar, "Vet bill compensation requested?", "No")).not.toBeChecked();
    await expect(ar.getByLabel("Vet Bill Amount")).toHaveCount(0);
    await radio(ar, "Vet visit required?", "Unknown").check();
    await expect(ar.getByRole("group", { name: "Vet bill compensation requested?" })).toHaveCount(0);
    // Unticking OTHER clears the notes.
    await ar.getByRole("checkbox", { name: "Other" }).check();
    await ar.getByPlaceholder("Please describe the symptoms...").fill("Itchy");
    await ar.getByRole("checkbox", { name: "Other" }).uncheck();
    await ar.getByRole("checkbox", { name: "Other" }).check();
    await expect(ar.getByPlaceholder("Please describe the symptoms...")).toHaveValue("");
    await expectNoA11yViolations(page);

    // Back to General: removing a type with data asks first
    await page.getByRole("button", { name: "Back" }).click();
    const general = step(page, "General");
    await general.getByRole("button", { name: "Remove Adverse reaction" }).click();
    const dialog = page.getByRole("dialog", { name: "Are you sure you want to remove Adverse reaction from this claim?" });
    await expect(dialog.getByText("Please confirm before proceeding, as claim types cannot be restored once deleted.")).toBeVisible();
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(general.getByRole("button", { name: "Remove Adverse reaction" })).toBeVisible();
    await general.getByRole("button", { name: "Remove Adverse reaction" }).click();
    await page.getByRole("dialog", { name: /remove Adverse reaction/ }).getByRole("button", { name: "Confirm" }).click();
    await expect(general.getByRole("button", { name: "Remove Adverse reaction" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveCount(1);
    // Chosen again, the section starts empty.
    await chooseInMulti(page, "Claim Types", ["Adverse reaction"]);
    await continueButton(page).click();
    await expect(ar.getByRole("checkbox", { name: /bag A .*\(4\)$/ })).not.toBeChecked();
  });
  test("two staff edit the same claim: the second save is refused as stale and offers Reload", async ({ page, api, asRole }) => {
    test.setTimeout(180_000);
    const f = await api.createClaimOrder("SNACK");
    await openWizard(page, f);
    await fillGeneral(page, ["Order manifest issue"]);
    await continueButton(page).click();
    const om = step(page, "Order manifest issue");
    await radio(om, "What was the issue with their order manifest?", "Printing issue").check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("dialog", { name: "Are you sure you want to save your changes to / submit this claim?" }).getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Claim saved successfully")).toBeVisible();
    const editLink = page.getByRole("region", { name: "Claims" }).getByRole("link", { name: /^Edit claim / });
    const editHref = (await editLink.getAttribute("href"))!;

    // Both open the claim; the other saves first.
    await page.goto(editHref);
    await expect(page.getByRole("heading", { name: "Update claim" })).toBeVisible();
    const other = await asRole("all");
    await other.goto(editHref);
    await expect(other.getByRole("heading", { name: "Update claim" })).toBeVisible();
    for (const p of [other, page]) {
      await continueButton(p).click();
      await radio(step(p, "Order manifest issue"), "What was the issue with their order manifest?", p === other ? "Unknown" : "No order manifest").check();
      await p.getByRole("button", { name: "Save", exact: true }).click();
      await p.getByRole("dialog", { name: "Are you sure you want to save your changes to / submit this claim?" }).getByRole("button", { name: "Save" }).click();
      if (p === other) await expect(other.getByText("Claim updated successfully")).toBeVisible();
    }
    await expect(page.getByText("Failed to update claim: This claim was changed by someone else since you opened it. Reload it to see the current version.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Update claim" })).toBeVisible();
  });
});

test.describe("as Team Member", () => {
  test.use({ role: "team" });

  test("sees the order's claims with Edit but no Delete", async ({ page, api }) => {
    const clara = await api.scenario("claims");
    await page.goto(`/customer-lookup/${clara.id}/order/${SCENARIO_ORDER_IDS.claims}`);
    const claims = page.getByRole("region", { name: "Claims" });
    await expect(claims.getByRole("link", { name: /^Edit claim / })).toHaveCount(2);
    await expect(claims.getByRole("button", { name: /^Delete claim / })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^File claim for / }).first()).toBeVisible();
    // A seeded claim opens in the wizard (Team Members edit claims too); leaving unchanged asks nothing.
    await claims.getByRole("link", { name: /^Edit claim / }).first().click();
    await expect(page.getByRole("heading", { name: "Update claim" })).toBeVisible();
    await expect(page.getByLabel("Conversation URL")).toHaveValue(/^https:\/\/bark\.gladly\.qa\//);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Close", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${SCENARIO_ORDER_IDS.claims}$`));
  });
});
