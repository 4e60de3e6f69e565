/** Every reset of the claim wizard, on the wizard's reducer. */
import { describe, expect, it } from "vitest";
import { claimReducer, emptyClaimForm, rebaseClaimEdit, type ClaimAction } from "@/lib/claim-wizard-state";
import { GLADLY_PREFIX_TEST, validateClaim, type ClaimProduct } from "@/lib/claim-rules";
import type { ClaimForm } from "@/lib/contract/claims";

const product = { items: [{ sku: "UB-BAG-1200-V1", name: "Bag", quantity: 4, recipeId: "U-B" }, { sku: "CLIP", name: "Clip", quantity: 1, recipeId: null }] };
const start = (over: Partial<ClaimForm> = {}): ClaimForm => ({ ...emptyClaimForm({ productCode: "P", fulfillmentId: "F", petId: "pet" }), ...over });
const run = (form: ClaimForm, ...actions: ClaimAction[]) => actions.reduce(claimReducer, form);

describe("claim types", () => {
  it("adding PRODUCT_QUALITY creates the first issue automatically", () => {
    const f = run(start(), { type: "addClaimType", claimType: "PRODUCT_QUALITY" });
    expect(f.claimTypes).toEqual(["PRODUCT_QUALITY"]);
    expect(f.productQualityIssues).toEqual([{ issue_type: null, sub_issue: null, notes: null, lot_codes: {} }]);
  });
  it("removing a type clears that type's fields only", () => {
    const f = run(
      start({ claimTypes: ["ROOF", "WARM_BOX"], roofLotCodes: { CLIP: "x" }, roofUnkibbleLeveledOffScoop: "YES", warmBoxSilverBagSealed: "NO" }),
      { type: "removeClaimType", claimType: "ROOF" },
    );
    expect(f.claimTypes).toEqual(["WARM_BOX"]);
    expect(f.roofLotCodes).toBeNull();
    expect(f.roofUnkibbleLeveledOffScoop).toBeNull();
    expect(f.warmBoxSilverBagSealed).toBe("NO");
  });
});

describe("vet visit resets", () => {
  const withBill = start({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: true, adverseReactionVetBillCost: 120 });
  it("YES: bill-requested cleared, cost 0", () => {
    const f = run(withBill, { type: "setVetVisit", value: "YES" });
    expect([f.adverseReactionVetVisitRequired, f.adverseReactionVetBillRequested, f.adverseReactionVetBillCost]).toEqual(["YES", null, 0]);
  });
  it("NO: bill-requested false, cost cleared", () => {
    const f = run(withBill, { type: "setVetVisit", value: "NO" });
    expect([f.adverseReactionVetVisitRequired, f.adverseReactionVetBillRequested, f.adverseReactionVetBillCost]).toEqual(["NO", false, null]);
  });
  it("UNKNOWN: both cleared", () => {
    const f = run(withBill, { type: "setVetVisit", value: "UNKNOWN" });
    expect([f.adverseReactionVetVisitRequired, f.adverseReactionVetBillRequested, f.adverseReactionVetBillCost]).toEqual(["UNKNOWN", null, null]);
  });
  it("bill not requested puts the amount back to 0", () => {
    const f = run(withBill, { type: "setBillRequested", value: false });
    expect(f.adverseReactionVetBillCost).toBe(0);
  });
});

describe("symptoms", () => {
  it("unticking OTHER clears the additional notes; other symptoms keep them", () => {
    const f = run(start(), { type: "toggleSymptom", symptom: "OTHER", checked: true }, { type: "set", field: "adverseReactionAdditionalNotes", value: "Itchy" }, { type: "toggleSymptom", symptom: "VOMIT", checked: true });
    expect(f.adverseReactionSymptoms).toEqual(["OTHER", "VOMIT"]);
    expect(run(f, { type: "toggleSymptom", symptom: "VOMIT", checked: false }).adverseReactionAdditionalNotes).toBe("Itchy");
    const g = run(f, { type: "toggleSymptom", symptom: "OTHER", checked: false });
    expect(g.adverseReactionAdditionalNotes).toBeNull();
    expect(g.adverseReactionSymptoms).toEqual(["VOMIT"]);
  });
});

describe("affected items", () => {
  it("unticking an item clears its lot code (adverse reaction, ROOF, quality issue)", () => {
    for (const target of [{ field: "adverseReactionLotCodes" as const }, { field: "roofLotCodes" as const }]) {
      const f = run(start(), { type: "toggleItem", target, sku: "CLIP", checked: true }, { type: "setLotCode", target, sku: "CLIP", value: "A1 12345" }, { type: "toggleItem", target, sku: "UB-BAG-1200-V1", checked: true });
      expect(f[target.field]).toEqual({ CLIP: "A1 12345", "UB-BAG-1200-V1": "" });
      const g = run(f, { type: "toggleItem", target, sku: "CLIP", checked: false });
      expect(g[target.field]).toEqual({ "UB-BAG-1200-V1": "" });
      expect(run(g, { type: "toggleItem", target, sku: "UB-BAG-1200-V1", checked: false })[target.field]).toBeNull();
    }
    const target = { field: "productQualityIssues" as const, index: 0 };
    const f = run(start(), { type: "addClaimType", claimType: "PRODUCT_QUALITY" }, { type: "toggleItem", target, sku: "CLIP", checked: true }, { type: "setLotCode", target, sku: "CLIP", value: "x" });
    expect(f.productQualityIssues?.[0]?.lot_codes).toEqual({ CLIP: "x" });
    expect(run(f, { type: "toggleItem", target, sku: "CLIP", checked: false }).productQualityIssues?.[0]?.lot_codes).toEqual({});
  });
});

describe("mispack", () => {
  it("Yes copies the product's items as expected and actual; No clears the actual list", () => {
    const f = run(start(), { type: "setMispackKnown", value: "YES", product });
    expect(f.mispackShouldHaveReceived).toEqual([{ "UB-BAG-1200-V1": 4 }, { CLIP: 1 }]);
    expect(f.mispackActuallyReceived).toEqual([{ "UB-BAG-1200-V1": 4 }, { CLIP: 1 }]);
    const g = run(f, { type: "setMispackKnown", value: "NO", product });
    expect(g.mispackActuallyReceived).toBeNull();
    expect(g.mispackHaveInformationOnWhatWasReceived).toBe("NO");
  });
  it("edits the actual lines", () => {
    const f = run(
      start(),
      { type: "setMispackKnown", value: "YES", product },
      { type: "setMispackQuantity", index: 0, quantity: 2 },
      { type: "addMispackSku", sku: "FL-PACK-225-V1" },
      { type: "setMispackQuantity", index: 2, quantity: 3 },
      { type: "removeMispackLine", index: 1 },
    );
    expect(f.mispackActuallyReceived).toEqual([{ "UB-BAG-1200-V1": 2 }, { "FL-PACK-225-V1": 3 }]);
    expect(f.mispackShouldHaveReceived).toEqual([{ "UB-BAG-1200-V1": 4 }, { CLIP: 1 }]);
  });
});

describe("product quality issues", () => {
  const filled = run(
    start(),
    { type: "addClaimType", claimType: "PRODUCT_QUALITY" },
    { type: "setIssueType", index: 0, value: "DAMAGED_PRODUCT" },
    { type: "setSubIssue", index: 0, value: "OTHER" },
    { type: "setIssueNotes", index: 0, value: "Torn corner" },
  );
  it("changing the type clears sub-issue and notes", () => {
    const f = run(filled, { type: "setIssueType", index: 0, value: "FOREIGN_CONTAMINATION" });
    expect(f.productQualityIssues?.[0]).toMatchObject({ issue_type: "FOREIGN_CONTAMINATION", sub_issue: null, notes: null });
  });
  it("changing the sub-issue clears the notes", () => {
    const f = run(filled, { type: "setSubIssue", index: 0, value: "PACK_RIPPED" });
    expect(f.productQualityIssues?.[0]).toMatchObject({ issue_type: "DAMAGED_PRODUCT", sub_issue: "PACK_RIPPED", notes: null });
  });
  it("issues can be added and removed, but not the first", () => {
    const f = run(filled, { type: "addQualityIssue" });
    expect(f.productQualityIssues).toHaveLength(2);
    expect(run(f, { type: "removeQualityIssue", index: 0 }).productQualityIssues).toHaveLength(2);
    expect(run(f, { type: "removeQualityIssue", index: 1 }).productQualityIssues).toHaveLength(1);
  });
});

describe("rebaseClaimEdit: Reload after a 409 merges each claim type as a unit", () => {
  const freshMeal: ClaimProduct = { code: "P", name: "Fresh", productType: "MEAL", isFrozen: true, items: [{ sku: "FB-PACK", name: "Pack", quantity: 14, recipeId: "F-B" }] };
  const base = start({
    claimTypes: ["ORDER_MANIFEST"],
    gladlyConversationUrl: `${GLADLY_PREFIX_TEST}c/1`,
    photosReceived: "YES",
    resolutionTypes: ["REFUND"],
    orderManifestIssueType: "PRINTING_ISSUE",
  });
  const warmBox = { warmBoxFoodInsideSilverBag: "YES", warmBoxSilverBagSealed: "NO", warmBoxGelPackOrDryIcePresent: "DRY_ICE" } as const;
  const valid = (form: ClaimForm) => expect(validateClaim(form, { product: freshMeal, conversationPrefix: GLADLY_PREFIX_TEST })).toEqual({});

  it("A adds Feeding guide, B added Warm Box with answers: both types, each with its fields (was: A's types, B's Warm Box answers kept, 'Must be empty: Warm Box …')", () => {
    const mine = run(base, { type: "addClaimType", claimType: "FEEDING_GUIDE" }, { type: "set", field: "feedingGuideIssueType", value: "NO_FEEDING_GUIDE" });
    const theirs = { ...base, claimTypes: ["ORDER_MANIFEST", "WARM_BOX"], ...warmBox } as ClaimForm;
    const merged = rebaseClaimEdit(mine, base, theirs);
    expect(merged.claimTypes).toEqual(["ORDER_MANIFEST", "WARM_BOX", "FEEDING_GUIDE"]);
    expect(merged).toMatchObject({ feedingGuideIssueType: "NO_FEEDING_GUIDE", ...warmBox });
    valid(merged);
  });
  it("the agent did not touch the types: theirs, a type they removed has its fields cleared even where the agent edited them", () => {
    const start2 = { ...base, claimTypes: ["ORDER_MANIFEST", "WARM_BOX"], ...warmBox } as ClaimForm;
    const mine = { ...start2, warmBoxSilverBagSealed: "YES", resolutionTypes: ["REPLACEMENT"] } as ClaimForm;
    const theirs = { ...start2, claimTypes: ["ORDER_MANIFEST"], warmBoxFoodInsideSilverBag: null, warmBoxSilverBagSealed: null, warmBoxGelPackOrDryIcePresent: null } as ClaimForm;
    const merged = rebaseClaimEdit(mine, start2, theirs);
    expect(merged).toMatchObject({ claimTypes: ["ORDER_MANIFEST"], resolutionTypes: ["REPLACEMENT"], warmBoxFoodInsideSilverBag: null, warmBoxSilverBagSealed: null, warmBoxGelPackOrDryIcePresent: null });
    valid(merged);
  });
  it("a type the agent removed stays removed, its fields cleared, though the other person edited them", () => {
    const start2 = { ...base, claimTypes: ["ORDER_MANIFEST", "WARM_BOX"], ...warmBox } as ClaimForm;
    const mine = run(start2, { type: "removeClaimType", claimType: "WARM_BOX" });
    const theirs = { ...start2, warmBoxSilverBagSealed: "YES", orderManifestIssueType: "UNKNOWN" } as ClaimForm;
    const merged = rebaseClaimEdit(mine, start2, theirs);
    expect(merged).toMatchObject({ claimTypes: ["ORDER_MANIFEST"], orderManifestIssueType: "UNKNOWN", warmBoxSilverBagSealed: null });
    valid(merged);
  });
  it("keeps the vet visit, bill requested and amount together (was: their visit NO beside the agent's amount 0, 'Only allowed when the vet visit is YES.')", () => {
    const ar = start({ ...base, claimTypes: ["ADVERSE_REACTION"], orderManifestIssueType: null, adverseReactionSymptoms: ["VOMIT"], adverseReactionLotCodes: { "FB-PACK": "" } });
    const withBill = { ...ar, adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: true, adverseReactionVetBillCost: 50 } as ClaimForm;
    const mine = run(withBill, { type: "setBillRequested", value: false });
    const theirs = run(withBill, { type: "setVetVisit", value: "NO" }, { type: "toggleSymptom", symptom: "DIARRHEA", checked: true });
    const merged = rebaseClaimEdit(mine, withBill, theirs);
    expect(merged).toMatchObject({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: false, adverseReactionVetBillCost: 0, adverseReactionSymptoms: ["VOMIT", "DIARRHEA"] });
    valid(merged);
  });
});
