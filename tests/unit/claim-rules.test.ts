/** Every claim rule (types offered; general, adverse reaction and other steps), and the one claim schema. */
import { describe, expect, it } from "vitest";
import {
  CLAIM_MESSAGES,
  claimDogsOf,
  claimLineOf,
  claimPetOf,
  claimSteps,
  claimTypeHasData,
  claimTypesOffered,
  errorsToWire,
  gladlyConversationPrefix,
  GLADLY_PREFIX_PRODUCTION,
  GLADLY_PREFIX_TEST,
  mispackExpectedOf,
  qualityIssueTypes,
  qualitySubIssues,
  validateClaim,
  validateStep,
  type ClaimProduct,
  type ClaimRuleContext,
} from "@/lib/claim-rules";
import { CLAIM_LIMITS, claimBodySchema, claimFormSchema, claimFromForm, claimToForm, type ClaimForm, type MispackLine } from "@/lib/contract/claims";
import { emptyClaimForm } from "@/lib/claim-wizard-state";

const unkibble: ClaimProduct = {
  code: "MEAL-U-B-4200-4W",
  name: "UnKibble Beef",
  productType: "MEAL",
  isFrozen: false,
  items: [
    { sku: "UB-BAG-1200-V1", name: "UnKibble Beef bag", quantity: 4, recipeId: "U-B" },
    { sku: "CLIP", name: "Clip", quantity: 1, recipeId: null },
  ],
};
const fresh: ClaimProduct = {
  code: "MEAL-F-L-3150-2W",
  name: "Fresh Lamb",
  productType: "MEAL",
  isFrozen: true,
  items: [{ sku: "FL-PACK-225-V1", name: "Fresh Lamb pack", quantity: 14, recipeId: "F-L" }],
};
const snack: ClaimProduct = { code: "SNACK-JERKY-BEEF", name: "Jerky", productType: "SNACK", isFrozen: false, items: [{ sku: "UB-JERKY-100-V1", name: "Jerky", quantity: 1, recipeId: "U-B" }] };
const sample: ClaimProduct = { code: "SAMPLE-F-B", name: "Fresh sample", productType: "SAMPLE", isFrozen: true, items: [] };
const scoop: ClaimProduct = { code: "SCOOP-150-B", name: "Scoop", productType: "SCOOP", isFrozen: false, items: [] };

const ctx = (product: ClaimProduct = unkibble): ClaimRuleContext => ({ product, conversationPrefix: GLADLY_PREFIX_TEST });
const base = (over: Partial<ClaimForm> = {}): ClaimForm => ({
  ...emptyClaimForm({ productCode: unkibble.code, fulfillmentId: "5000016", petId: "p1" }),
  claimTypes: ["FEEDING_GUIDE"],
  gladlyConversationUrl: `${GLADLY_PREFIX_TEST}agent/customer/abc/conversation/def`,
  photosReceived: "YES",
  resolutionTypes: ["REFUND"],
  feedingGuideIssueType: "NO_FEEDING_GUIDE",
  ...over,
});
const step = (s: Parameters<typeof validateStep>[0], over: Partial<ClaimForm>, product?: ClaimProduct) => validateStep(s, base(over), ctx(product));

describe("claim schema: one field list, snake_case on the wire, camelCase in the form", () => {
  it("derives the camelCase form from the wire's fields", () => {
    const keys = Object.keys(claimFormSchema.shape);
    expect(keys).toContain("claimTypes");
    expect(keys).toContain("adverseReactionVetBillCost");
    expect(keys).toContain("warmBoxGelPackOrDryIcePresent");
    expect(keys.some((k) => k.includes("_"))).toBe(false);
    expect(keys.length).toBe(Object.keys(claimBodySchema.shape).length - 1); // the body adds order_id
  });
  it("round-trips wire → form → wire", () => {
    const wire = claimBodySchema.parse({ ...claimFromForm(base()), order_id: "1" });
    const form = claimToForm(wire);
    expect(form.feedingGuideIssueType).toBe("NO_FEEDING_GUIDE");
    expect(claimFromForm(form).feeding_guide_issue_type).toBe("NO_FEEDING_GUIDE");
  });
  it("maps error paths to the wire's names", () => {
    expect(errorsToWire({ "adverseReactionLotCodes.UB-BAG-1200-V1": ["x"], "productQualityIssues.0.sub_issue": ["y"] })).toEqual({
      "adverse_reaction_lot_codes.UB-BAG-1200-V1": ["x"],
      "product_quality_issues.0.sub_issue": ["y"],
    });
  });
});

describe("the fulfillment line a claim is about (claimLineOf) and the dog a line's claim names (claimPetOf)", () => {
  const a = { id: 1, code: "SNACK-1", pet_id: "dog-a" };
  const b = { id: 2, code: "SNACK-1", pet_id: "dog-b" };
  const shared = { id: 3, code: "TOY-1", pet_id: null };
  const lines = [a, b, shared];
  const dogs = claimDogsOf("F1", [{ id: "F1", pet_ids: ["dog-a", "dog-b"] }]);
  const none = claimDogsOf("F1", [{ id: "F1", pet_ids: [] }]);

  it("one product for two dogs: each dog's claim is on its own line (was: the first line of the code, so dog B's claim was refused)", () => {
    expect(claimLineOf(lines, dogs, "SNACK-1", "dog-a")).toBe(a);
    expect(claimLineOf(lines, dogs, "SNACK-1", "dog-b")).toBe(b);
    expect(claimLineOf(lines, dogs, "SNACK-1", "dog-c")).toBeNull();
    expect(claimLineOf(lines, dogs, "SNACK-1", null)).toBeNull();
    expect(claimLineOf(lines, dogs, "NOPE", "dog-a")).toBeNull();
  });

  it("a line of no dog in particular: any dog of the fulfillment, or no dog, may claim on it; another dog may not", () => {
    expect(claimLineOf(lines, dogs, "TOY-1", "dog-b")).toBe(shared);
    expect(claimLineOf(lines, dogs, "TOY-1", null)).toBe(shared);
    expect(claimLineOf(lines, dogs, "TOY-1", "dog-c")).toBeNull();
  });

  it("the File claim link names the line's dog, else the fulfillment's first dog, and its claim finds that line", () => {
    expect(claimPetOf(b, dogs)).toBe("dog-b");
    expect(claimPetOf(shared, dogs)).toBe("dog-a");
    expect(claimPetOf(shared, none)).toBeNull();
    for (const line of lines) expect(claimLineOf(lines, dogs, line.code, claimPetOf(line, dogs))).toBe(line);
  });

  it("a line of no dog whose fulfillment has no dog of its own (a split side): the order's dogs, the fulfillment's own first (was: no File claim, the claim page's 404 and the API's 400)", () => {
    // F1 was split: its dog's snack went to F1-S1, the toy of no dog stayed with no dog of its own.
    const order = [
      { id: "F1", pet_ids: [] },
      { id: "F1-S1", pet_ids: ["dog-a"] },
      { id: "F2", pet_ids: ["dog-b", "dog-a"] },
    ];
    expect(claimDogsOf("F1", order)).toEqual(["dog-a", "dog-b"]);
    expect(claimDogsOf("F2", order)).toEqual(["dog-b", "dog-a"]);
    const toy = [shared];
    const afterSplit = claimDogsOf("F1", order);
    expect(claimPetOf(shared, afterSplit)).toBe("dog-a");
    expect(claimLineOf(toy, afterSplit, "TOY-1", "dog-a")).toBe(shared);
    expect(claimLineOf(toy, afterSplit, "TOY-1", "dog-b")).toBe(shared);
    expect(claimLineOf(toy, afterSplit, "TOY-1", "dog-c")).toBeNull();
    // A line of its own dog still takes that dog's claim only.
    expect(claimLineOf([a], claimDogsOf("F2", order), "SNACK-1", "dog-b")).toBeNull();
  });
});

describe("claim types offered for a product", () => {
  it("ROOF and FEEDING_GUIDE only for meals; WARM_BOX only for frozen meals or samples", () => {
    expect(claimTypesOffered(fresh)).toEqual(["ADVERSE_REACTION", "FEEDING_GUIDE", "MISPACK", "ORDER_MANIFEST", "PRODUCT_QUALITY", "ROOF", "WARM_BOX"]);
    expect(claimTypesOffered(unkibble)).toEqual(["ADVERSE_REACTION", "FEEDING_GUIDE", "MISPACK", "ORDER_MANIFEST", "PRODUCT_QUALITY", "ROOF"]);
    expect(claimTypesOffered(snack)).toEqual(["ADVERSE_REACTION", "MISPACK", "ORDER_MANIFEST", "PRODUCT_QUALITY"]);
    expect(claimTypesOffered(sample)).toEqual(["ADVERSE_REACTION", "MISPACK", "ORDER_MANIFEST", "PRODUCT_QUALITY", "WARM_BOX"]);
    expect(claimTypesOffered({ productType: "SAMPLE", isFrozen: false })).not.toContain("WARM_BOX");
  });
  it("refuses a type the product does not offer", () => {
    expect(step("GENERAL", { claimTypes: ["ROOF"] }, snack).claimTypes).toEqual([CLAIM_MESSAGES.typeNotOffered("ROOF")]);
    expect(step("GENERAL", { claimTypes: ["WARM_BOX"] }, unkibble).claimTypes).toEqual([CLAIM_MESSAGES.typeNotOffered("WARM_BOX")]);
  });
  it("orders the steps General then alphabetically by type", () => {
    expect(claimSteps(["WARM_BOX", "ADVERSE_REACTION", "MISPACK"])).toEqual(["GENERAL", "ADVERSE_REACTION", "MISPACK", "WARM_BOX"]);
  });
});

describe("general step", () => {
  it("is valid when complete", () => expect(step("GENERAL", {})).toEqual({}));
  it("needs at least one claim type", () => expect(step("GENERAL", { claimTypes: [] }).claimTypes).toEqual([CLAIM_MESSAGES.claimTypes]));
  it("needs the conversation url", () => expect(step("GENERAL", { gladlyConversationUrl: " " }).gladlyConversationUrl).toEqual([CLAIM_MESSAGES.required]));
  it("needs the environment's conversation prefix", () => {
    expect(step("GENERAL", { gladlyConversationUrl: "https://example.com/x" }).gladlyConversationUrl).toEqual(["Must be a valid Gladly conversation URL"]);
    expect(step("GENERAL", { gladlyConversationUrl: `${GLADLY_PREFIX_PRODUCTION}x` }).gladlyConversationUrl).toEqual([CLAIM_MESSAGES.gladlyUrl]);
    expect(validateStep("GENERAL", base({ gladlyConversationUrl: `${GLADLY_PREFIX_PRODUCTION}x` }), { product: unkibble, conversationPrefix: GLADLY_PREFIX_PRODUCTION })).toEqual({});
  });
  it("the one claim schema keeps the conversation URL trimmed, as it is checked (was: stored with its spaces)", () => {
    const url = `${GLADLY_PREFIX_TEST}agent/customer/abc/conversation/def`;
    expect(claimBodySchema.parse({ ...claimFromForm(base({ gladlyConversationUrl: ` ${url}\n` })), order_id: null }).gladly_conversation_url).toBe(url);
    expect(step("GENERAL", { gladlyConversationUrl: ` ${url}\n` })).toEqual({});
  });
  it("picks the prefix by environment", () => {
    expect(gladlyConversationPrefix("production")).toBe("https://bark.gladly.com/");
    expect(gladlyConversationPrefix("stage")).toBe("https://bark.gladly.qa/");
    expect(gladlyConversationPrefix("local", { test: "https://t/" })).toBe("https://t/");
  });
  it("needs photos received", () => expect(step("GENERAL", { photosReceived: null }).photosReceived).toEqual([CLAIM_MESSAGES.required]));
  it("needs at least one resolution type", () => expect(step("GENERAL", { resolutionTypes: [] }).resolutionTypes).toEqual([CLAIM_MESSAGES.resolutionTypes]));
  it("refuses NO_RESOLUTION with another resolution type", () => {
    expect(step("GENERAL", { resolutionTypes: ["NO_RESOLUTION", "REFUND"] }).resolutionTypes).toEqual([
      'Cannot select multiple resolution types if "No Resolution" is selected',
    ]);
    expect(step("GENERAL", { resolutionTypes: ["NO_RESOLUTION"] })).toEqual({});
  });
});

describe("adverse reaction", () => {
  const ok: Partial<ClaimForm> = {
    claimTypes: ["ADVERSE_REACTION"],
    adverseReactionSymptoms: ["VOMIT"],
    adverseReactionVetVisitRequired: "NO",
    adverseReactionVetBillRequested: false,
    adverseReactionLotCodes: { "UB-BAG-1200-V1": "A1 12345" },
  };
  const ar = (over: Partial<ClaimForm>) => step("ADVERSE_REACTION", { ...ok, ...over });
  it("is valid when complete", () => expect(ar({})).toEqual({}));
  it("needs a symptom", () => expect(ar({ adverseReactionSymptoms: null }).adverseReactionSymptoms).toEqual([CLAIM_MESSAGES.symptoms]));
  it("needs a vet-visit answer", () => expect(ar({ adverseReactionVetVisitRequired: null, adverseReactionVetBillRequested: null }).adverseReactionVetVisitRequired).toEqual([CLAIM_MESSAGES.required]));
  it("needs the bill answer when the visit is YES", () => {
    expect(ar({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: null, adverseReactionVetBillCost: 0 }).adverseReactionVetBillRequested).toEqual([CLAIM_MESSAGES.required]);
    expect(ar({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: false, adverseReactionVetBillCost: 0 })).toEqual({});
  });
  it("needs the amount when the bill is requested; an amount typed in another notation is not a number", () => {
    expect(ar({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: true, adverseReactionVetBillCost: null }).adverseReactionVetBillCost).toEqual([CLAIM_MESSAGES.required]);
    expect(ar({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: true, adverseReactionVetBillCost: 120.5 })).toEqual({});
    expect(CLAIM_MESSAGES.vetBillNumber).toBe("A valid number is required.");
    expect(ar({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: true, adverseReactionVetBillCost: Number.NaN }).adverseReactionVetBillCost).toEqual([CLAIM_MESSAGES.vetBillNumber]);
  });
  it("more than 2 decimals are ignored (spec 01 §5): the one claim schema cuts them, never rounds or refuses (was: 'Ensure that there are no more than 2 decimal places.')", () => {
    const body = (cost: number) =>
      claimBodySchema.parse({ ...claimFromForm(base({ ...ok, adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: true })), adverse_reaction_vet_bill_cost: cost, order_id: null });
    expect(body(12.345).adverse_reaction_vet_bill_cost).toBe(12.34);
    expect(body(12.349).adverse_reaction_vet_bill_cost).toBe(12.34);
    expect(body(0.999).adverse_reaction_vet_bill_cost).toBe(0.99);
    expect(body(12.35).adverse_reaction_vet_bill_cost).toBe(12.35); // 12.35 × 100 is 1234.999…: float noise, not a decimal
    expect(body(150.25).adverse_reaction_vet_bill_cost).toBe(150.25);
    expect(claimFormSchema.parse({ ...base({ ...ok }), adverseReactionVetBillCost: 1.234 }).adverseReactionVetBillCost).toBe(1.23);
    // The rules then see 2 decimals at most: the cut amount is valid.
    const form = claimToForm({ ...claimFromForm(base({ ...ok, feedingGuideIssueType: null, adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: true })), adverse_reaction_vet_bill_cost: 1.234 });
    expect(validateClaim(form, ctx())).toEqual({});
  });
  it("refuses a negative amount (spec 01 §5: minimum 0), in the API's words; 0 is an amount", () => {
    expect(CLAIM_MESSAGES.vetBillMinimum).toBe("Ensure this value is greater than or equal to 0.");
    expect(ar({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: true, adverseReactionVetBillCost: -3 }).adverseReactionVetBillCost).toEqual([CLAIM_MESSAGES.vetBillMinimum]);
    expect(ar({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: true, adverseReactionVetBillCost: -0.01 }).adverseReactionVetBillCost).toEqual([CLAIM_MESSAGES.vetBillMinimum]);
    expect(ar({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: true, adverseReactionVetBillCost: 0 })).toEqual({});
  });
  it("refuses a bill without a YES visit and an amount without a request", () => {
    expect(ar({ adverseReactionVetBillRequested: true }).adverseReactionVetBillRequested).toEqual([CLAIM_MESSAGES.vetVisitNoBill]);
    expect(ar({ adverseReactionVetBillCost: 10 }).adverseReactionVetBillCost).toEqual([CLAIM_MESSAGES.vetBillOnlyWithVisit]);
    expect(ar({ adverseReactionVetVisitRequired: "UNKNOWN", adverseReactionVetBillRequested: false }).adverseReactionVetBillRequested).toEqual([CLAIM_MESSAGES.vetBillOnlyWithVisit]);
    expect(ar({ adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: false, adverseReactionVetBillCost: 10 }).adverseReactionVetBillCost).toEqual([CLAIM_MESSAGES.vetCostOnlyWhenRequested]);
  });
  it("needs notes when OTHER is a symptom, and none otherwise", () => {
    expect(ar({ adverseReactionSymptoms: ["OTHER"] }).adverseReactionAdditionalNotes).toEqual([CLAIM_MESSAGES.required]);
    expect(ar({ adverseReactionSymptoms: ["OTHER"], adverseReactionAdditionalNotes: "Lethargic" })).toEqual({});
    expect(ar({ adverseReactionAdditionalNotes: "x" }).adverseReactionAdditionalNotes).toEqual([CLAIM_MESSAGES.notesOnlyWithOther]);
  });
  it("needs at least one lot code", () => {
    expect(ar({ adverseReactionLotCodes: null }).adverseReactionLotCodes).toEqual([CLAIM_MESSAGES.lotCodesRequired]);
  });
  it("checks a ticked UnKibble meal item's non-empty lot code: A1 or MM, a space, 5 digits", () => {
    expect(ar({ adverseReactionLotCodes: { "UB-BAG-1200-V1": "B1 12345" } })["adverseReactionLotCodes.UB-BAG-1200-V1"]).toEqual([
      "Lot code must be A1 or MM followed by space and 5 digits",
    ]);
    expect(ar({ adverseReactionLotCodes: { "UB-BAG-1200-V1": "MM 1234" } })["adverseReactionLotCodes.UB-BAG-1200-V1"]).toEqual([CLAIM_MESSAGES.lotCode]);
    expect(ar({ adverseReactionLotCodes: { "UB-BAG-1200-V1": "MM 12345" } })).toEqual({});
    expect(ar({ adverseReactionLotCodes: { "UB-BAG-1200-V1": "" } })).toEqual({});
    // not an UnKibble meal item: no format
    expect(ar({ adverseReactionLotCodes: { CLIP: "anything" } })).toEqual({});
    expect(step("ADVERSE_REACTION", { ...ok, adverseReactionLotCodes: { "UB-JERKY-100-V1": "anything" } }, snack)).toEqual({});
  });
  it("each ticked item has its own error; an unknown sku is refused", () => {
    const e = ar({ adverseReactionLotCodes: { "UB-BAG-1200-V1": "bad", NOPE: "A1 12345" } });
    expect(e["adverseReactionLotCodes.UB-BAG-1200-V1"]).toEqual([CLAIM_MESSAGES.lotCode]);
    expect(e["adverseReactionLotCodes.NOPE"]).toEqual([CLAIM_MESSAGES.unknownItem]);
  });
});

describe("feeding guide, order manifest, warm box", () => {
  it("feeding guide needs an issue type", () => {
    expect(step("FEEDING_GUIDE", { feedingGuideIssueType: null })).toEqual({ feedingGuideIssueType: [CLAIM_MESSAGES.required] });
    expect(step("FEEDING_GUIDE", {})).toEqual({});
  });
  it("order manifest needs an issue type", () => {
    expect(step("ORDER_MANIFEST", {})).toEqual({ orderManifestIssueType: [CLAIM_MESSAGES.required] });
    expect(step("ORDER_MANIFEST", { orderManifestIssueType: "PRINTING_ISSUE" })).toEqual({});
  });
  it("warm box needs all three answers", () => {
    const full = { warmBoxFoodInsideSilverBag: "YES", warmBoxSilverBagSealed: "NO_BAG", warmBoxGelPackOrDryIcePresent: "DRY_ICE" } as const;
    expect(step("WARM_BOX", full, fresh)).toEqual({});
    for (const f of Object.keys(full) as (keyof typeof full)[]) expect(step("WARM_BOX", { ...full, [f]: null }, fresh)[f]).toEqual([CLAIM_MESSAGES.required]);
  });
});

describe("mispack", () => {
  const expected: MispackLine[] = [{ "UB-BAG-1200-V1": 4 }, { CLIP: 1 }];
  const mp = (over: Partial<ClaimForm>) => step("MISPACK", { mispackHaveInformationOnWhatWasReceived: "YES", mispackShouldHaveReceived: expected, ...over });
  it("needs the answer", () => expect(step("MISPACK", {}).mispackHaveInformationOnWhatWasReceived).toEqual([CLAIM_MESSAGES.required]));
  it("No needs nothing else, and no actual list", () => {
    expect(mp({ mispackHaveInformationOnWhatWasReceived: "NO" })).toEqual({});
    expect(mp({ mispackHaveInformationOnWhatWasReceived: "NO", mispackActuallyReceived: [{ CLIP: 2 }] }).mispackActuallyReceived).toEqual([CLAIM_MESSAGES.mispackActualWhenNo]);
  });
  it("the actual list must differ from the expected one", () => {
    expect(mp({ mispackActuallyReceived: expected }).mispackActuallyReceived).toEqual([CLAIM_MESSAGES.mispackSame]);
    expect(mp({ mispackActuallyReceived: [{ "UB-BAG-1200-V1": 3 }, { CLIP: 1 }] })).toEqual({}); // changed quantity
    expect(mp({ mispackActuallyReceived: [{ "UB-BAG-1200-V1": 4 }] })).toEqual({}); // missing sku
    expect(mp({ mispackActuallyReceived: [...expected, { "FL-PACK-225-V1": 2 }] })).toEqual({}); // added sku
  });
  it("quantities: at least 0 for the product's own skus, more than 0 for added ones, always present", () => {
    expect(mp({ mispackActuallyReceived: [{ "UB-BAG-1200-V1": 0 }, { CLIP: 1 }] })).toEqual({});
    expect(mp({ mispackActuallyReceived: [...expected, { "FL-PACK-225-V1": 0 }] })["mispackActuallyReceived.2"]).toEqual([CLAIM_MESSAGES.mispackQtyAdded]);
    expect(mp({ mispackActuallyReceived: [{ "UB-BAG-1200-V1": -1 }, { CLIP: 1 }] })["mispackActuallyReceived.0"]).toEqual([CLAIM_MESSAGES.mispackQtyOwn]);
    expect(mp({ mispackActuallyReceived: [{ "UB-BAG-1200-V1": null }, { CLIP: 1 }] })["mispackActuallyReceived.0"]).toEqual([CLAIM_MESSAGES.required]);
  });
  it("every line needs exactly one sku", () => {
    expect(mp({ mispackActuallyReceived: [{}, { CLIP: 1 }] })["mispackActuallyReceived.0"]).toEqual([CLAIM_MESSAGES.mispackLineSku]);
    expect(mp({ mispackActuallyReceived: [{ "UB-BAG-1200-V1": 3, CLIP: 1 }] })["mispackActuallyReceived.0"]).toEqual([CLAIM_MESSAGES.mispackLineSku]);
    // The expected list too: one line holding both skus has the product's totals, yet the wizard shows a line by one sku (was: accepted).
    expect(mp({ mispackShouldHaveReceived: [{ "UB-BAG-1200-V1": 4, CLIP: 1 }], mispackActuallyReceived: [{ "UB-BAG-1200-V1": 3 }, { CLIP: 1 }] })).toEqual({
      mispackShouldHaveReceived: [CLAIM_MESSAGES.mispackExpectedLine],
    });
    expect(mp({ mispackShouldHaveReceived: [...expected, {}], mispackActuallyReceived: [{ "UB-BAG-1200-V1": 3 }, { CLIP: 1 }] })).toEqual({
      mispackShouldHaveReceived: [CLAIM_MESSAGES.mispackExpectedLine],
    });
  });
  it("a sku on several lines counts their sum (was: only its last line)", () => {
    expect(mp({ mispackActuallyReceived: [{ "UB-BAG-1200-V1": 2 }, { "UB-BAG-1200-V1": 2 }, { CLIP: 1 }] }).mispackActuallyReceived).toEqual([CLAIM_MESSAGES.mispackSame]);
    expect(mp({ mispackActuallyReceived: [{ "UB-BAG-1200-V1": 4 }, { CLIP: 1 }, { CLIP: 1 }] })).toEqual({}); // two clips received instead of one
  });
  it("compares with the product's items, not with the expected list sent (was: a made-up expected list let an unchanged actual list through)", () => {
    expect(mispackExpectedOf(unkibble)).toEqual(expected);
    // The actual list is the product's items: nothing was mispacked, whatever expected list is sent.
    const madeUp = mp({ mispackShouldHaveReceived: [{ "UB-BAG-1200-V1": 3 }, { CLIP: 1 }], mispackActuallyReceived: expected });
    expect(madeUp.mispackActuallyReceived).toEqual([CLAIM_MESSAGES.mispackSame]);
    expect(madeUp.mispackShouldHaveReceived).toEqual([CLAIM_MESSAGES.mispackExpected]);
    // The expected list must be the product's items (in any order, a sku's quantity split over lines or not) …
    expect(mp({ mispackShouldHaveReceived: [{ CLIP: 1 }, { "UB-BAG-1200-V1": 4 }], mispackActuallyReceived: [{ "UB-BAG-1200-V1": 3 }, { CLIP: 1 }] })).toEqual({});
    expect(mp({ mispackShouldHaveReceived: [{ "UB-BAG-1200-V1": 3 }, { "UB-BAG-1200-V1": 1 }, { CLIP: 1 }], mispackActuallyReceived: [{ "UB-BAG-1200-V1": 3 }, { CLIP: 1 }] })).toEqual({});
    // … never another list, nor none.
    for (const sent of [null, [], [{ "UB-BAG-1200-V1": 4 }], [...expected, { "FL-PACK-225-V1": 1 }], [{ "UB-BAG-1200-V1": 5 }, { CLIP: 1 }]] as (MispackLine[] | null)[]) {
      expect(mp({ mispackShouldHaveReceived: sent, mispackActuallyReceived: [{ "UB-BAG-1200-V1": 3 }, { CLIP: 1 }] }), JSON.stringify(sent)).toEqual({ mispackShouldHaveReceived: [CLAIM_MESSAGES.mispackExpected] });
    }
    // With No it is not read (the wizard keeps it hidden).
    expect(mp({ mispackHaveInformationOnWhatWasReceived: "NO", mispackShouldHaveReceived: [{ CLIP: 9 }] })).toEqual({});
  });
});

describe("product quality and its option lists", () => {
  const issue = (over: Record<string, unknown> = {}) => ({ issue_type: "DAMAGED_PRODUCT", sub_issue: "PACK_RIPPED", notes: null, lot_codes: { "UB-BAG-1200-V1": "A1 12345" }, ...over });
  const pq = (issues: ReturnType<typeof issue>[] | null, product?: ClaimProduct) => step("PRODUCT_QUALITY", { productQualityIssues: issues as ClaimForm["productQualityIssues"] }, product);
  it("is valid when complete", () => expect(pq([issue()])).toEqual({}));
  it("needs at least one issue", () => {
    expect(pq([]).productQualityIssues).toEqual([CLAIM_MESSAGES.qualityIssue]);
    expect(pq(null).productQualityIssues).toEqual([CLAIM_MESSAGES.qualityIssue]);
  });
  it("each needs an issue type", () => expect(pq([issue({ issue_type: null, sub_issue: null })])["productQualityIssues.0.issue_type"]).toEqual([CLAIM_MESSAGES.required]));
  it("each needs a sub-issue unless UNKNOWN or OTHER", () => {
    expect(pq([issue(), issue({ sub_issue: null })])["productQualityIssues.1.sub_issue"]).toEqual([CLAIM_MESSAGES.subIssue]);
    expect(pq([issue({ issue_type: "UNKNOWN", sub_issue: null })])).toEqual({});
    expect(pq([issue({ issue_type: "OTHER", sub_issue: null, notes: "Smelled odd" })])).toEqual({});
  });
  it("refuses a sub-issue of another type", () => {
    expect(pq([issue({ sub_issue: "ROCKS" })])["productQualityIssues.0.sub_issue"]).toEqual([CLAIM_MESSAGES.subIssueNotOffered]);
  });
  it("needs notes for type OTHER and for a sub-issue named Other", () => {
    expect(pq([issue({ issue_type: "OTHER", sub_issue: null })])["productQualityIssues.0.notes"]).toEqual([CLAIM_MESSAGES.required]);
    expect(pq([issue({ sub_issue: "OTHER" })])["productQualityIssues.0.notes"]).toEqual([CLAIM_MESSAGES.required]);
    expect(pq([issue({ sub_issue: "OTHER", notes: "Bent" })])).toEqual({});
  });
  it("needs lot codes, each checked", () => {
    expect(pq([issue({ lot_codes: {} })])["productQualityIssues.0.lot_codes"]).toEqual([CLAIM_MESSAGES.lotCodesRequired]);
    expect(pq([issue({ lot_codes: { "UB-BAG-1200-V1": "X" } })])["productQualityIssues.0.lot_codes.UB-BAG-1200-V1"]).toEqual([CLAIM_MESSAGES.lotCode]);
  });
  it("offers per product kind (meal UnKibble, meal fresh, snack/supplement/gum, other)", () => {
    expect(qualityIssueTypes(unkibble)).toEqual(["DAMAGED_PRODUCT", "FOREIGN_CONTAMINATION", "PELLETS_OFF_SPEC", "INCLUSIONS_OFF_SPEC", "OTHER", "UNKNOWN"]);
    expect(qualityIssueTypes(fresh)).not.toContain("PELLETS_OFF_SPEC");
    expect(qualityIssueTypes(snack)).toEqual(["DAMAGED_PRODUCT", "FOREIGN_CONTAMINATION", "PELLETS_OFF_SPEC", "OTHER", "UNKNOWN"]);
    expect(qualityIssueTypes(scoop)).toEqual(["DAMAGED_PRODUCT", "OTHER", "UNKNOWN"]);
    expect(qualitySubIssues(unkibble, "DAMAGED_PRODUCT")).toContain("PACK_RIPPED");
    expect(qualitySubIssues(unkibble, "DAMAGED_PRODUCT").at(-1)).toBe("OTHER");
    expect(qualitySubIssues(unkibble, "UNKNOWN")).toEqual([]);
    expect(pq([issue({ issue_type: "PELLETS_OFF_SPEC", sub_issue: "SMELLS_OFF", lot_codes: { "FL-PACK-225-V1": "x" } })], fresh)["productQualityIssues.0.issue_type"]).toEqual([
      CLAIM_MESSAGES.issueTypeNotOffered,
    ]);
  });
});

describe("ROOF", () => {
  const scoopAnswers = { roofUnkibbleUsedCorrectScoop: "YES", roofUnkibbleFedCorrectNumberOfScoops: "NO", roofUnkibbleLeveledOffScoop: "UNKNOWN" } as const;
  it("non-frozen: the three scoop answers and a lot code", () => {
    expect(step("ROOF", { ...scoopAnswers, roofLotCodes: { "UB-BAG-1200-V1": "MM 00001" } })).toEqual({});
    for (const f of Object.keys(scoopAnswers) as (keyof typeof scoopAnswers)[]) {
      expect(step("ROOF", { ...scoopAnswers, [f]: null, roofLotCodes: { CLIP: "" } })[f]).toEqual([CLAIM_MESSAGES.required]);
    }
    expect(step("ROOF", { ...scoopAnswers, roofFreshFedCorrectNumberOfPacks: "YES", roofLotCodes: { CLIP: "" } }).roofFreshFedCorrectNumberOfPacks).toEqual([CLAIM_MESSAGES.roofFreshOnly]);
  });
  it("fresh-frozen: packs per day and a lot code", () => {
    expect(step("ROOF", { roofFreshFedCorrectNumberOfPacks: "NO", roofLotCodes: { "FL-PACK-225-V1": "L-22" } }, fresh)).toEqual({});
    expect(step("ROOF", { roofLotCodes: { "FL-PACK-225-V1": "" } }, fresh).roofFreshFedCorrectNumberOfPacks).toEqual([CLAIM_MESSAGES.required]);
    expect(step("ROOF", { roofFreshFedCorrectNumberOfPacks: "NO", roofUnkibbleLeveledOffScoop: "YES", roofLotCodes: { "FL-PACK-225-V1": "" } }, fresh).roofUnkibbleLeveledOffScoop).toEqual([
      CLAIM_MESSAGES.roofUnkibbleOnly,
    ]);
  });
  it("both: lot codes present and without errors", () => {
    expect(step("ROOF", { ...scoopAnswers }).roofLotCodes).toEqual([CLAIM_MESSAGES.lotCodesRequired]);
    expect(step("ROOF", { ...scoopAnswers, roofLotCodes: { "UB-BAG-1200-V1": "A1 1" } })["roofLotCodes.UB-BAG-1200-V1"]).toEqual([CLAIM_MESSAGES.lotCode]);
  });
});

describe("lot codes of an edited claim whose item left the product's items (spec 01 §2 'Claims will remain editable after creation')", () => {
  // The product's mapping replaced UB-BAG-1200-V1 by UB-BAG-1200-V2 after the claim was saved.
  const remapped: ClaimProduct = { ...unkibble, items: [{ sku: "UB-BAG-1200-V2", name: "UnKibble Beef bag V2", quantity: 4, recipeId: "U-B" }, unkibble.items[1]!] };
  const issue = (lots: Record<string, string>) => ({ issue_type: "DAMAGED_PRODUCT", sub_issue: "PACK_RIPPED", notes: null, lot_codes: lots });
  const storedClaim = base({
    claimTypes: ["ADVERSE_REACTION", "PRODUCT_QUALITY", "ROOF"],
    feedingGuideIssueType: null,
    adverseReactionSymptoms: ["VOMIT"],
    adverseReactionVetVisitRequired: "NO",
    adverseReactionVetBillRequested: false,
    adverseReactionLotCodes: { "UB-BAG-1200-V1": "A1 12345" },
    productQualityIssues: [issue({ CLIP: "" }), issue({ "UB-BAG-1200-V1": "MM 00001" })],
    roofUnkibbleUsedCorrectScoop: "YES",
    roofUnkibbleFedCorrectNumberOfScoops: "YES",
    roofUnkibbleLeveledOffScoop: "NO",
    roofLotCodes: { "UB-BAG-1200-V1": "A1 54321" },
  });
  const edit = (over: Partial<ClaimForm>, stored: ClaimForm | null = storedClaim) => validateClaim({ ...storedClaim, resolutionTypes: ["REPLACEMENT"], ...over }, { ...ctx(remapped), stored });

  it("the stored keys stay accepted in adverse reaction, ROOF and every quality issue (was: 'This item is not one of the product's items.')", () => {
    expect(edit({})).toEqual({});
    // A quality issue's stored key is accepted in any of its issues (they may be reordered or removed).
    expect(edit({ productQualityIssues: [issue({ "UB-BAG-1200-V1": "MM 00001" })] })).toEqual({});
  });
  it("a new claim, or a key the stored claim does not hold there, is still refused", () => {
    expect(edit({}, null)["adverseReactionLotCodes.UB-BAG-1200-V1"]).toEqual([CLAIM_MESSAGES.unknownItem]);
    const other = edit({ adverseReactionLotCodes: { "UB-BAG-1200-V1": "A1 12345", NOPE: "x" }, roofLotCodes: { CLIP: "" } }, { ...storedClaim, roofLotCodes: { CLIP: "" } });
    expect(other["adverseReactionLotCodes.NOPE"]).toEqual([CLAIM_MESSAGES.unknownItem]);
    expect(edit({ roofLotCodes: { "UB-BAG-1200-V1": "A1 54321" } }, { ...storedClaim, roofLotCodes: { CLIP: "" } })["roofLotCodes.UB-BAG-1200-V1"]).toEqual([CLAIM_MESSAGES.unknownItem]);
  });
  it("the product's own items are checked as before", () => {
    expect(edit({ adverseReactionLotCodes: { "UB-BAG-1200-V2": "bad" } })["adverseReactionLotCodes.UB-BAG-1200-V2"]).toEqual([CLAIM_MESSAGES.lotCode]);
  });
});

describe("the contract's limits: a step refuses at once what Save would refuse (was: every step valid, then Save failed with a toast naming no field)", () => {
  const issue = (over: Record<string, unknown> = {}) => ({ issue_type: "DAMAGED_PRODUCT", sub_issue: "PACK_RIPPED", notes: null, lot_codes: { CLIP: "L1" }, ...over });
  const arOk: Partial<ClaimForm> = {
    claimTypes: ["ADVERSE_REACTION"],
    feedingGuideIssueType: null,
    adverseReactionSymptoms: ["OTHER"],
    adverseReactionAdditionalNotes: "Lethargic",
    adverseReactionVetVisitRequired: "YES",
    adverseReactionVetBillRequested: true,
    adverseReactionVetBillCost: 10,
    adverseReactionLotCodes: { CLIP: "L1" },
  };
  const pqOk: Partial<ClaimForm> = { claimTypes: ["PRODUCT_QUALITY"], feedingGuideIssueType: null, productQualityIssues: [issue()] };
  /** The schema's messages for a form, by the rules' paths ("productQualityIssues.0.notes"). */
  const schemaErrors = (form: ClaimForm) => {
    const r = claimFormSchema.safeParse(form);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  const x = (n: number) => "x".repeat(n);
  const url = (length: number) => `${GLADLY_PREFIX_TEST}${x(length - GLADLY_PREFIX_TEST.length)}`;
  const issues = (n: number) => Array.from({ length: n }, () => issue());
  /** [what, step, its value one past the limit, at the limit, the message's path, the message]. */
  const cases: [string, "GENERAL" | "ADVERSE_REACTION" | "PRODUCT_QUALITY", Partial<ClaimForm>, Partial<ClaimForm>, string, string][] = [
    ["Additional Notes", "ADVERSE_REACTION", { ...arOk, adverseReactionAdditionalNotes: x(CLAIM_LIMITS.notesLength + 1) }, { ...arOk, adverseReactionAdditionalNotes: x(CLAIM_LIMITS.notesLength) }, "adverseReactionAdditionalNotes", CLAIM_MESSAGES.notesLength],
    ["a lot code of an item whose codes have no format", "ADVERSE_REACTION", { ...arOk, adverseReactionLotCodes: { CLIP: x(CLAIM_LIMITS.lotCodeLength + 1) } }, { ...arOk, adverseReactionLotCodes: { CLIP: x(CLAIM_LIMITS.lotCodeLength) } }, "adverseReactionLotCodes.CLIP", CLAIM_MESSAGES.lotCodeLength],
    ["the vet bill amount", "ADVERSE_REACTION", { ...arOk, adverseReactionVetBillCost: CLAIM_LIMITS.vetBillMax + 0.01 }, { ...arOk, adverseReactionVetBillCost: CLAIM_LIMITS.vetBillMax }, "adverseReactionVetBillCost", CLAIM_MESSAGES.vetBillMaximum],
    ["the conversation URL", "GENERAL", { gladlyConversationUrl: url(CLAIM_LIMITS.conversationUrlLength + 1) }, { gladlyConversationUrl: url(CLAIM_LIMITS.conversationUrlLength) }, "gladlyConversationUrl", CLAIM_MESSAGES.conversationUrlLength],
    ["a quality issue's notes", "PRODUCT_QUALITY", { ...pqOk, productQualityIssues: [issue({ sub_issue: "OTHER", notes: x(CLAIM_LIMITS.notesLength + 1) })] }, { ...pqOk, productQualityIssues: [issue({ sub_issue: "OTHER", notes: x(CLAIM_LIMITS.notesLength) })] }, "productQualityIssues.0.notes", CLAIM_MESSAGES.notesLength],
    ["a quality issue's lot code", "PRODUCT_QUALITY", { ...pqOk, productQualityIssues: [issue({ lot_codes: { CLIP: x(CLAIM_LIMITS.lotCodeLength + 1) } })] }, { ...pqOk, productQualityIssues: [issue({ lot_codes: { CLIP: x(CLAIM_LIMITS.lotCodeLength) } })] }, "productQualityIssues.0.lot_codes.CLIP", CLAIM_MESSAGES.lotCodeLength],
    ["the quality issues", "PRODUCT_QUALITY", { ...pqOk, productQualityIssues: issues(CLAIM_LIMITS.qualityIssues + 1) }, { ...pqOk, productQualityIssues: issues(CLAIM_LIMITS.qualityIssues) }, "productQualityIssues", CLAIM_MESSAGES.qualityIssuesMaximum],
  ];
  it.each(cases)("%s: past the limit, the step's message under its field is the schema's for the same value; at the limit both accept", (_, stepId, past, at, path, message) => {
    const form = base(past);
    expect(validateStep(stepId, form, ctx())).toEqual({ [path]: [message] });
    expect(schemaErrors(form)).toEqual({ [path]: message });
    expect(validateClaim(form, ctx())).toEqual({ [path]: [message] });
    expect(validateStep(stepId, base(at), ctx())).toEqual({});
    expect(claimFormSchema.safeParse(base(at)).success).toBe(true);
  });
  it("the limits' messages are the schema's words", () => {
    expect(CLAIM_MESSAGES.notesLength).toBe("Ensure this field has no more than 2000 characters.");
    expect(CLAIM_MESSAGES.vetBillMaximum).toBe("Ensure this value is less than or equal to 1000000.");
    expect(CLAIM_MESSAGES.qualityIssuesMaximum).toBe("Ensure this field has no more than 20 elements.");
  });
});

describe("the whole claim (what the API enforces)", () => {
  it("fields of claim types that are not chosen must be empty", () => {
    const e = validateClaim(base({ orderManifestIssueType: "UNKNOWN", warmBoxSilverBagSealed: "YES" }), ctx());
    expect(e.orderManifestIssueType).toEqual([CLAIM_MESSAGES.mustBeEmpty("ORDER_MANIFEST")]);
    expect(e.warmBoxSilverBagSealed).toEqual([CLAIM_MESSAGES.mustBeEmpty("WARM_BOX")]);
  });
  it("runs every chosen type's step", () => {
    const e = validateClaim(base({ claimTypes: ["FEEDING_GUIDE", "ORDER_MANIFEST"] }), ctx());
    expect(e.orderManifestIssueType).toEqual([CLAIM_MESSAGES.required]);
    expect(validateClaim(base(), ctx())).toEqual({});
  });
  it("with the API's item lookup, an added mispack sku must be an item (was: any text accepted); without it (the wizard) it is not checked", () => {
    const form = base({
      claimTypes: ["MISPACK"],
      feedingGuideIssueType: null,
      mispackHaveInformationOnWhatWasReceived: "YES",
      mispackShouldHaveReceived: mispackExpectedOf(unkibble),
      mispackActuallyReceived: [{ "UB-BAG-1200-V1": 4 }, { "NOT-A-SKU": 3 }, { "UT-BAG-1200-V1": 1 }],
    });
    expect(validateClaim(form, { ...ctx(), itemSkus: new Set(["UT-BAG-1200-V1"]) })).toEqual({ "mispackActuallyReceived.1": [CLAIM_MESSAGES.mispackUnknownSku("NOT-A-SKU")] });
    expect(validateClaim(form, ctx())).toEqual({});
  });
  it("knows which sections hold data", () => {
    expect(claimTypeHasData(base(), "FEEDING_GUIDE")).toBe(true);
    expect(claimTypeHasData(base(), "ROOF")).toBe(false);
    expect(claimTypeHasData(base({ productQualityIssues: [{ issue_type: null, sub_issue: null, notes: null, lot_codes: {} }] }), "PRODUCT_QUALITY")).toBe(false);
    expect(claimTypeHasData(base({ productQualityIssues: [{ issue_type: "UNKNOWN", sub_issue: null, notes: null, lot_codes: {} }] }), "PRODUCT_QUALITY")).toBe(true);
  });
});
