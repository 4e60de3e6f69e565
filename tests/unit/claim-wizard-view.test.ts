/** The claim wizard's display rules (lib/claim-wizard-view.ts): which messages show, touched paths, choices and parsing. */
import { describe, expect, it } from "vitest";
import { CLAIM_MESSAGES } from "@/lib/claim-rules";
import { MAPPED_ITEM_QUANTITY_MAX } from "@/lib/contract/product-items";
import { emptyClaimForm } from "@/lib/claim-wizard-state";
import {
  addableMispackSkus,
  affectedItemRows,
  claimBelongsTo,
  claimFormChanged,
  claimTypeChanges,
  firstErrorMessage,
  lotCodesAt,
  lotCodesPath,
  mispackQuantityChoices,
  touchedPathOf,
  vetBillAmountOf,
  vetBillTextFor,
  visibleClaimError,
} from "@/lib/claim-wizard-view";

const start = () => emptyClaimForm({ productCode: "P", fulfillmentId: "F", petId: "pet" });

describe("visibleClaimError", () => {
  const errors = {
    photosReceived: [CLAIM_MESSAGES.required],
    gladlyConversationUrl: [CLAIM_MESSAGES.gladlyUrl],
    "productQualityIssues.1.issue_type": [CLAIM_MESSAGES.required],
    "productQualityIssues.0.lot_codes.X": [CLAIM_MESSAGES.lotCode],
    "productQualityIssues.0.lot_codes": [CLAIM_MESSAGES.lotCodesRequired],
  };
  it("a message about an entered value shows at once; a 'required' one once its field was touched", () => {
    expect(visibleClaimError(errors, new Set(), "gladlyConversationUrl")).toBe(CLAIM_MESSAGES.gladlyUrl);
    expect(visibleClaimError(errors, new Set(), "photosReceived")).toBeUndefined();
    expect(visibleClaimError(errors, new Set(["photosReceived"]), "photosReceived")).toBe(CLAIM_MESSAGES.required);
    expect(visibleClaimError(errors, new Set(["photosReceived"]), "resolutionTypes")).toBeUndefined();
  });
  it("a nested path shows when it, its top-level field or a parent path was touched; not for another issue", () => {
    expect(visibleClaimError(errors, new Set(["productQualityIssues.0.lot_codes"]), "productQualityIssues.1.issue_type")).toBeUndefined();
    expect(visibleClaimError(errors, new Set(["productQualityIssues.1.issue_type"]), "productQualityIssues.1.issue_type")).toBe(CLAIM_MESSAGES.required);
    expect(visibleClaimError(errors, new Set(["productQualityIssues"]), "productQualityIssues.1.issue_type")).toBe(CLAIM_MESSAGES.required);
    expect(visibleClaimError(errors, new Set(["productQualityIssues.0.lot_codes"]), "productQualityIssues.0.lot_codes")).toBe(CLAIM_MESSAGES.lotCodesRequired);
    expect(visibleClaimError(errors, new Set(), "productQualityIssues.0.lot_codes.X")).toBe(CLAIM_MESSAGES.lotCode);
  });
});

describe("touchedPathOf and lot-code targets", () => {
  it("names the path each action touches", () => {
    expect(touchedPathOf({ type: "set", field: "photosReceived", value: "YES" })).toBe("photosReceived");
    expect(touchedPathOf({ type: "setVetVisit", value: "YES" })).toBe("adverseReactionVetVisitRequired");
    expect(touchedPathOf({ type: "setBillRequested", value: true })).toBe("adverseReactionVetBillRequested");
    expect(touchedPathOf({ type: "toggleSymptom", symptom: "OTHER", checked: true })).toBe("adverseReactionSymptoms");
    expect(touchedPathOf({ type: "toggleItem", target: { field: "roofLotCodes" }, sku: "A", checked: true })).toBe("roofLotCodes");
    expect(touchedPathOf({ type: "setLotCode", target: { field: "productQualityIssues", index: 2 }, sku: "A", value: "x" })).toBe("productQualityIssues.2.lot_codes");
    expect(touchedPathOf({ type: "setMispackKnown", value: "NO", product: { items: [] } })).toBe("mispackHaveInformationOnWhatWasReceived");
    expect(touchedPathOf({ type: "setIssueType", index: 1, value: "X" })).toBe("productQualityIssues.1.issue_type");
    expect(touchedPathOf({ type: "setSubIssue", index: 1, value: "X" })).toBe("productQualityIssues.1.sub_issue");
    expect(touchedPathOf({ type: "setIssueNotes", index: 0, value: "n" })).toBe("productQualityIssues.0.notes");
    expect(touchedPathOf({ type: "addQualityIssue" })).toBeNull();
    expect(touchedPathOf({ type: "addClaimType", claimType: "ROOF" })).toBeNull();
  });
  it("reads a target's lot codes and path", () => {
    const form = { ...start(), roofLotCodes: { A: "A1 12345" }, productQualityIssues: [{ issue_type: null, sub_issue: null, notes: null, lot_codes: { B: "" } }] };
    expect(lotCodesAt(form, { field: "roofLotCodes" })).toEqual({ A: "A1 12345" });
    expect(lotCodesAt(form, { field: "adverseReactionLotCodes" })).toEqual({});
    expect(lotCodesAt(form, { field: "productQualityIssues", index: 0 })).toEqual({ B: "" });
    expect(lotCodesPath({ field: "adverseReactionLotCodes" })).toBe("adverseReactionLotCodes");
    expect(lotCodesPath({ field: "productQualityIssues", index: 3 })).toBe("productQualityIssues.3.lot_codes");
  });
});

describe("affectedItemRows", () => {
  const product = { items: [{ sku: "V2", name: "Bag V2", quantity: 4, recipeId: null }] };
  const target = { field: "adverseReactionLotCodes" } as const;
  it("lists the product's items, then the edited claim's stored items the product no longer packs, so they can be unticked (was: not shown, unfixable)", () => {
    const stored = { ...start(), adverseReactionLotCodes: { V1: "A1 12345" } };
    const rows = affectedItemRows(product, stored, stored, target);
    expect(rows).toEqual([
      { sku: "V2", name: "Bag V2", label: "Bag V2 (4)", gone: false },
      { sku: "V1", name: "V1", label: "V1", gone: true },
    ]);
    // Unticked, it stays listed (the stored claim holds it) and can be ticked again.
    expect(affectedItemRows(product, stored, start(), target).map((r) => r.sku)).toEqual(["V2", "V1"]);
    // Not in another field's list; a new claim lists the product's items only.
    expect(affectedItemRows(product, stored, stored, { field: "roofLotCodes" }).map((r) => r.sku)).toEqual(["V2"]);
    expect(affectedItemRows(product, null, start(), target).map((r) => r.sku)).toEqual(["V2"]);
  });
  it("a ticked key that is not an item is listed too, so it can be unticked", () => {
    expect(affectedItemRows(product, null, { ...start(), roofLotCodes: { X: "" } }, { field: "roofLotCodes" }).at(-1)).toEqual({ sku: "X", name: "X", label: "X", gone: true });
  });
});

describe("mispack choices", () => {
  it("0–100 for the product's own skus, 1–100 for added ones (spec 01 §9), the most of an item a product packs", () => {
    const own = mispackQuantityChoices(true);
    const added = mispackQuantityChoices(false);
    expect([own.length, own[0], own.at(-1)]).toEqual([101, "0", "100"]);
    expect([added.length, added[0], added.at(-1)]).toEqual([100, "1", "100"]);
    expect(MAPPED_ITEM_QUANTITY_MAX).toBe(100);
  });

  it("offers only the skus not yet on the received list", () => {
    expect(addableMispackSkus(["A", "B", "C"], [{ A: 1 }, { C: null }])).toEqual(["B"]);
    expect(addableMispackSkus(["A"], null)).toEqual(["A"]);
  });
});

describe("vetBillAmountOf", () => {
  it("cuts to 2 decimals, empty is null", () => {
    expect(vetBillAmountOf("150.25")).toBe(150.25);
    expect(vetBillAmountOf("10.129")).toBe(10.12);
    expect(vetBillAmountOf("12.349")).toBe(12.34);
    expect(vetBillAmountOf("0.29")).toBe(0.29);
    expect(vetBillAmountOf("80")).toBe(80);
    expect(vetBillAmountOf(".5")).toBe(0.5);
    expect(vetBillAmountOf("")).toBeNull();
    expect(vetBillAmountOf("  ")).toBeNull();
  });
  it("text that is not plain decimal notation is not a number (NaN: the rules say so), as for every typed number (was: '1e3' read as 1000)", () => {
    for (const text of ["1e3", "1E3", "0x10", "Infinity", "abc", " 3 "]) expect(vetBillAmountOf(text), text).toBeNaN();
  });
});

describe("vetBillTextFor", () => {
  it("keeps the text as typed while it reads as the form's amount", () => {
    expect(vetBillTextFor("12.", 12)).toBe("12.");
    expect(vetBillTextFor("12.50", 12.5)).toBe("12.50");
    expect(vetBillTextFor("12.349", 12.34)).toBe("12.349");
    expect(vetBillTextFor("1e3", Number.NaN)).toBe("1e3");
    expect(vetBillTextFor("", null)).toBe("");
  });
  it("shows the form's amount once it was changed from outside (a reload after a 409; was: the old text kept, another amount saved)", () => {
    expect(vetBillTextFor("12", 80.25)).toBe("80.25");
    expect(vetBillTextFor("12", null)).toBe("");
    expect(vetBillTextFor("", 0)).toBe("0");
  });
});

describe("claim identity, changes and errors", () => {
  it("claimTypeChanges lists what a new choice adds and removes", () => {
    expect(claimTypeChanges(["ROOF", "WARM_BOX"], ["WARM_BOX", "MISPACK"])).toEqual({ added: ["MISPACK"], removed: ["ROOF"] });
  });
  it("claimBelongsTo checks order, fulfillment, product and pet", () => {
    const ids = { orderId: "1000", fulfillmentId: "F1", productCode: "P", petId: "pet-1" };
    const claim = { order_id: "1000", fulfillment_id: "F1", product_code: "P", pet_id: "pet-1" };
    expect(claimBelongsTo(claim, ids)).toBe(true);
    expect(claimBelongsTo({ ...claim, product_code: "OTHER" }, ids)).toBe(false);
    expect(claimBelongsTo({ ...claim, pet_id: null }, ids)).toBe(false);
  });
  it("claimFormChanged compares field by field", () => {
    expect(claimFormChanged(start(), start())).toBe(false);
    expect(claimFormChanged(start(), { ...start(), photosReceived: "YES" })).toBe(true);
  });
  it("firstErrorMessage finds the first message in nested errors", () => {
    expect(firstErrorMessage({ productQualityIssues: [undefined, { notes: { type: "too_big", message: "Too long." } }] })).toBe("Too long.");
    expect(firstErrorMessage({})).toBeUndefined();
  });
});
