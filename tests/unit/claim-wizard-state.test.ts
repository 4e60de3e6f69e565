/** Every reset of the claim wizard, on the wizard's reducer. */
import { describe, expect, it } from "vitest";
import { claimReducer, emptyClaimForm, type ClaimAction } from "@/lib/claim-wizard-state";
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
