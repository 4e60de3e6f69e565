/**
 * The claim wizard's state logic: every reset as one pure reducer over
 * the camelCase claim form, so the wizard and its unit tests share it.
 */
import type { z } from "zod";
import type { ClaimType as ClaimTypeEnum, Symptom as SymptomEnum, YesNoUnknown as YesNoUnknownEnum } from "./contract/enums";
import type { ClaimForm, ClaimFormField, MispackLine, ProductQualityIssue } from "./contract/claims";
import { CLAIM_TYPE_FIELDS, mispackExpectedOf, type ClaimProduct } from "./claim-rules";
import { rebaseEdit } from "./rebase-edit";

/** Where a lot-code map lives: adverse reaction, ROOF, or one quality issue. */
type ClaimType = z.infer<typeof ClaimTypeEnum>;
type Symptom = z.infer<typeof SymptomEnum>;
type YesNoUnknown = z.infer<typeof YesNoUnknownEnum>;

export type LotTarget = { field: "adverseReactionLotCodes" | "roofLotCodes" } | { field: "productQualityIssues"; index: number };

export type ClaimAction =
  | { type: "set"; field: ClaimFormField; value: unknown }
  | { type: "addClaimType"; claimType: ClaimType }
  /** Removes the type and clears its fields (after the removal confirmation when it held data). */
  | { type: "removeClaimType"; claimType: ClaimType }
  | { type: "setVetVisit"; value: YesNoUnknown }
  | { type: "setBillRequested"; value: boolean }
  | { type: "toggleSymptom"; symptom: Symptom; checked: boolean }
  | { type: "toggleItem"; target: LotTarget; sku: string; checked: boolean }
  | { type: "setLotCode"; target: LotTarget; sku: string; value: string }
  | { type: "setMispackKnown"; value: "YES" | "NO"; product: Pick<ClaimProduct, "items"> }
  | { type: "addMispackSku"; sku: string }
  | { type: "setMispackQuantity"; index: number; quantity: number | null }
  | { type: "removeMispackLine"; index: number }
  | { type: "addQualityIssue" }
  | { type: "removeQualityIssue"; index: number }
  | { type: "setIssueType"; index: number; value: string }
  | { type: "setSubIssue"; index: number; value: string }
  | { type: "setIssueNotes"; index: number; value: string };

export const emptyQualityIssue = (): ProductQualityIssue => ({ issue_type: null, sub_issue: null, notes: null, lot_codes: {} });

/** A new claim's form. */
export function emptyClaimForm(ids: { productCode: string; fulfillmentId: string; petId: string | null }): ClaimForm {
  const form = {
    claimTypes: [],
    gladlyConversationUrl: "",
    photosReceived: null,
    resolutionTypes: [],
    productCode: ids.productCode,
    fulfillmentId: ids.fulfillmentId,
    petId: ids.petId,
  } as Partial<ClaimForm>;
  for (const fields of Object.values(CLAIM_TYPE_FIELDS)) for (const f of fields) (form as Record<string, unknown>)[f] = null;
  return form as ClaimForm;
}

/** The lot codes (sku → code) a target holds. */
export function lots(form: ClaimForm, target: LotTarget): Record<string, string> {
  if (target.field === "productQualityIssues") return form.productQualityIssues?.[target.index]?.lot_codes ?? {};
  return form[target.field] ?? {};
}
function withLots(form: ClaimForm, target: LotTarget, next: Record<string, string>): ClaimForm {
  if (target.field === "productQualityIssues") return updateIssue(form, target.index, { lot_codes: next });
  return { ...form, [target.field]: Object.keys(next).length ? next : null };
}
function updateIssue(form: ClaimForm, index: number, patch: Partial<ProductQualityIssue>): ClaimForm {
  const issues = [...(form.productQualityIssues ?? [])];
  if (!issues[index]) return form;
  issues[index] = { ...issues[index]!, ...patch };
  return { ...form, productQualityIssues: issues };
}
const withMispack = (form: ClaimForm, lines: MispackLine[]): ClaimForm => ({ ...form, mispackActuallyReceived: lines });

export function claimReducer(form: ClaimForm, action: ClaimAction): ClaimForm {
  switch (action.type) {
    case "set":
      return { ...form, [action.field]: action.value };
    case "addClaimType": {
      if (form.claimTypes.includes(action.claimType)) return form;
      const next = { ...form, claimTypes: [...form.claimTypes, action.claimType] };
      // The first quality issue exists automatically.
      if (action.claimType === "PRODUCT_QUALITY" && !next.productQualityIssues?.length) next.productQualityIssues = [emptyQualityIssue()];
      return next;
    }
    case "removeClaimType": {
      const next: ClaimForm = { ...form, claimTypes: form.claimTypes.filter((t) => t !== action.claimType) };
      for (const f of CLAIM_TYPE_FIELDS[action.claimType]) (next as Record<string, unknown>)[f] = null;
      return next;
    }
    case "setVetVisit":
      // YES: bill-requested cleared, cost 0. NO: bill-requested false, cost cleared. UNKNOWN: both cleared.
      if (action.value === "YES") return { ...form, adverseReactionVetVisitRequired: "YES", adverseReactionVetBillRequested: null, adverseReactionVetBillCost: 0 };
      if (action.value === "NO") return { ...form, adverseReactionVetVisitRequired: "NO", adverseReactionVetBillRequested: false, adverseReactionVetBillCost: null };
      return { ...form, adverseReactionVetVisitRequired: "UNKNOWN", adverseReactionVetBillRequested: null, adverseReactionVetBillCost: null };
    case "setBillRequested":
      // Not requested: the amount goes back to 0 (as after choosing YES).
      return { ...form, adverseReactionVetBillRequested: action.value, adverseReactionVetBillCost: action.value ? form.adverseReactionVetBillCost : 0 };
    case "toggleSymptom": {
      const current = form.adverseReactionSymptoms ?? [];
      const symptoms = action.checked ? (current.includes(action.symptom) ? current : [...current, action.symptom]) : current.filter((s) => s !== action.symptom);
      const next = { ...form, adverseReactionSymptoms: symptoms.length ? symptoms : null };
      if (!action.checked && action.symptom === "OTHER") next.adverseReactionAdditionalNotes = null;
      return next;
    }
    case "toggleItem": {
      const current = { ...lots(form, action.target) };
      if (action.checked) current[action.sku] ??= "";
      else delete current[action.sku];
      return withLots(form, action.target, current);
    }
    case "setLotCode":
      return withLots(form, action.target, { ...lots(form, action.target), [action.sku]: action.value });
    case "setMispackKnown": {
      if (action.value === "NO") return { ...form, mispackHaveInformationOnWhatWasReceived: "NO", mispackActuallyReceived: null };
      const copy = () => mispackExpectedOf(action.product);
      return { ...form, mispackHaveInformationOnWhatWasReceived: "YES", mispackShouldHaveReceived: copy(), mispackActuallyReceived: copy() };
    }
    case "addMispackSku":
      return withMispack(form, [...(form.mispackActuallyReceived ?? []), { [action.sku]: null }]);
    case "setMispackQuantity":
      return withMispack(
        form,
        (form.mispackActuallyReceived ?? []).map((line, i) => (i === action.index ? { [Object.keys(line)[0] ?? ""]: action.quantity } : line)),
      );
    case "removeMispackLine":
      return withMispack(form, (form.mispackActuallyReceived ?? []).filter((_, i) => i !== action.index));
    case "addQualityIssue":
      return { ...form, productQualityIssues: [...(form.productQualityIssues ?? []), emptyQualityIssue()] };
    case "removeQualityIssue":
      // The first issue cannot be removed.
      if (action.index === 0) return form;
      return { ...form, productQualityIssues: (form.productQualityIssues ?? []).filter((_, i) => i !== action.index) };
    case "setIssueType":
      return updateIssue(form, action.index, { issue_type: action.value, sub_issue: null, notes: null });
    case "setSubIssue":
      return updateIssue(form, action.index, { sub_issue: action.value, notes: null });
    case "setIssueNotes":
      return updateIssue(form, action.index, { notes: action.value });
  }
}

/**
 * Fields the reducer's resets tie together, merged as one by rebaseClaimEdit: the vet visit, bill
 * requested and amount; the symptoms and their notes; the mispack answer and its two lists.
 */
const CLAIM_MERGE_GROUPS: readonly (readonly ClaimFormField[])[] = [
  ["adverseReactionVetVisitRequired", "adverseReactionVetBillRequested", "adverseReactionVetBillCost"],
  ["adverseReactionSymptoms", "adverseReactionAdditionalNotes"],
  CLAIM_TYPE_FIELDS.MISPACK,
];

/**
 * Reload after a 409 (lib/rebase-edit.ts for one claim): each claim type is merged as a unit. The
 * types are theirs with the agent's own removals and additions applied (the agent did not touch
 * the list: theirs; both changed it: the additions of both, the removals of both); a type's
 * fields follow its membership (a type left out has its fields cleared; an added type keeps the
 * fields of whoever added it); the fields of a type both keep merge field by field, the tied ones
 * (CLAIM_MERGE_GROUPS) together. Other fields merge as rebaseEdit does.
 */
export function rebaseClaimEdit(mine: ClaimForm, base: ClaimForm, theirs: ClaimForm): ClaimForm {
  const removed = base.claimTypes.filter((t) => !mine.claimTypes.includes(t));
  const added = mine.claimTypes.filter((t) => !base.claimTypes.includes(t) && !theirs.claimTypes.includes(t));
  const claimTypes = [...theirs.claimTypes.filter((t) => !removed.includes(t)), ...added];
  const out: ClaimForm = { ...rebaseEdit(mine, base, theirs, CLAIM_MERGE_GROUPS), claimTypes };
  for (const [type, fields] of Object.entries(CLAIM_TYPE_FIELDS) as [ClaimType, readonly ClaimFormField[]][]) {
    if (!claimTypes.includes(type)) for (const f of fields) (out as Record<string, unknown>)[f] = null;
  }
  return out;
}
