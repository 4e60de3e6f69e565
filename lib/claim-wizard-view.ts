/**
 * The claim wizard's display rules, pure so that the sections stay markup and the rules are unit
 * tested: which messages show now (a message about a value already entered at once; a "required"
 * one once its field was touched), which form path an action touches, where a lot-code picker
 * reads its codes and messages, the mispack quantity choices, the vet bill amount as typed, which
 * claim types a change adds or removes, and whether a loaded claim belongs to the wizard's product.
 */
import { CLAIM_MESSAGES, CLAIM_STEP_TITLES, claimSteps, GENERAL_STEP_TITLE, keptLotCodeSkus, validateStep, type ClaimErrors, type ClaimProduct, type ClaimRuleContext } from "./claim-rules";
import { lots, type ClaimAction, type LotTarget } from "./claim-wizard-state";
import { cutVetBillAmount, type ClaimForm } from "./contract/claims";
import { MAPPED_ITEM_QUANTITY_MAX } from "./contract/product-items";
import { plainDecimalText } from "./number-text";
import type { ClaimType } from "./contract/enums";

type ClaimTypeValue = ClaimType;

/** Messages that describe a value already entered: shown at once, touched or not. */
export const ALWAYS_SHOWN: readonly string[] = [
  CLAIM_MESSAGES.gladlyUrl,
  CLAIM_MESSAGES.noResolutionAlone,
  CLAIM_MESSAGES.lotCode,
  CLAIM_MESSAGES.mispackQtyAdded,
  CLAIM_MESSAGES.mispackQtyOwn,
  CLAIM_MESSAGES.mispackSame,
  CLAIM_MESSAGES.mispackExpected,
  CLAIM_MESSAGES.mispackExpectedLine,
  CLAIM_MESSAGES.vetBillNumber,
  CLAIM_MESSAGES.vetBillMinimum,
  CLAIM_MESSAGES.vetBillMaximum,
  CLAIM_MESSAGES.notesLength,
  CLAIM_MESSAGES.lotCodeLength,
  CLAIM_MESSAGES.conversationUrlLength,
  CLAIM_MESSAGES.qualityIssuesMaximum,
];

/** The form path an action touches (its messages may show from then on), or null. */
export function touchedPathOf(action: ClaimAction): string | null {
  switch (action.type) {
    case "set":
      return action.field;
    case "setVetVisit":
      return "adverseReactionVetVisitRequired";
    case "setBillRequested":
      return "adverseReactionVetBillRequested";
    case "toggleSymptom":
      return "adverseReactionSymptoms";
    case "toggleItem":
    case "setLotCode":
      return lotCodesPath(action.target);
    case "setMispackKnown":
      return "mispackHaveInformationOnWhatWasReceived";
    case "setIssueType":
      return `productQualityIssues.${action.index}.issue_type`;
    case "setSubIssue":
      return `productQualityIssues.${action.index}.sub_issue`;
    case "setIssueNotes":
      return `productQualityIssues.${action.index}.notes`;
    default:
      return null;
  }
}

/**
 * The message to show now for a form path: its first message when it is always shown, or when the
 * path, its top-level field or a parent of it was touched (a quality issue's lot codes or field).
 */
export function visibleClaimError(errors: ClaimErrors, touched: ReadonlySet<string>, path: string): string | undefined {
  const message = errors[path]?.[0];
  if (!message) return undefined;
  const top = path.split(".")[0]!;
  if (ALWAYS_SHOWN.includes(message) || touched.has(path) || touched.has(top)) return message;
  for (const t of touched) if (path.startsWith(`${t}.`)) return message;
  return undefined;
}

/** The form path of a target's lot codes: "adverseReactionLotCodes", "productQualityIssues.1.lot_codes". */
export const lotCodesPath = (target: LotTarget): string => (target.field === "productQualityIssues" ? `productQualityIssues.${target.index}.lot_codes` : target.field);

/** The lot codes a picker shows (sku → code; a ticked item without a code yet has ""). */
export const lotCodesAt = (form: ClaimForm, target: LotTarget): Record<string, string> => lots(form, target);

/** One row of an "Items affected" list: the item's name, its checkbox label, and `gone` when the product no longer packs the item. */
export interface AffectedItemRow {
  sku: string;
  name: string;
  label: string;
  gone: boolean;
}

/**
 * The rows of an "Items affected" list: the product's items ("name (quantity)"), then the skus
 * this claim holds lot codes for there (stored, or still ticked) that are no longer the product's
 * items, by sku, so they stay visible and can be unticked (the rules still accept the stored
 * ones: lib/claim-rules.ts keptLotCodeSkus).
 */
export function affectedItemRows(product: Pick<ClaimProduct, "items">, stored: ClaimForm | null | undefined, form: ClaimForm, target: LotTarget): AffectedItemRow[] {
  const own: AffectedItemRow[] = product.items.map((i) => ({ sku: i.sku, name: i.name, label: `${i.name} (${i.quantity})`, gone: false }));
  const ticked = Object.keys(lots(form, target)).filter((sku) => !product.items.some((i) => i.sku === sku));
  const gone = [...new Set([...keptLotCodeSkus(product, stored, target.field), ...ticked])];
  return [...own, ...gone.map((sku) => ({ sku, name: sku, label: sku, gone: true }))];
}

/** Quantity choices of a mispack line (spec 01 §9): 0–100 for the product's own skus, 1–100 for added ones (MAPPED_ITEM_QUANTITY_MAX, the most of an item a product packs). */
export const mispackQuantityChoices = (own: boolean): string[] =>
  Array.from({ length: own ? MAPPED_ITEM_QUANTITY_MAX + 1 : MAPPED_ITEM_QUANTITY_MAX }, (_, i) => String(own ? i : i + 1));

/** The skus that may still be added to the "actually received" list (those not on it yet). */
export function addableMispackSkus(skus: readonly string[], actual: ClaimForm["mispackActuallyReceived"]): string[] {
  const listed = new Set((actual ?? []).flatMap((line) => Object.keys(line)));
  return skus.filter((s) => !listed.has(s));
}

/**
 * The vet bill amount as typed: null when empty; NaN (the rules' "A valid number is required.")
 * when not plain decimal notation ("1e3", "0x10", as every typed number: lib/contract/bounds.ts);
 * more than 2 decimals are cut, not rounded (the contract's `cutVetBillAmount`).
 */
export function vetBillAmountOf(text: string): number | null {
  const v = plainDecimalText(text);
  if (v === undefined) return null;
  return typeof v === "number" ? cutVetBillAmount(v) : Number.NaN;
}

/**
 * The Vet Bill Amount field's text: what the agent typed while it still reads as the form's amount
 * (so "12." or "12.50" stay as typed), else the amount itself: it was changed from outside the
 * field (a reload after a 409, a reset), and the field shows what will be saved.
 */
export function vetBillTextFor(typed: string, amount: number | null): string {
  if (Object.is(vetBillAmountOf(typed), amount)) return typed;
  return amount === null ? "" : String(amount);
}

/** The first step (in the wizard's order) whose rules do not hold, with its title and first message; null when every step holds. */
export function firstInvalidStep(form: ClaimForm, ctx: ClaimRuleContext): { title: string; message: string } | null {
  for (const step of claimSteps(form.claimTypes)) {
    const message = Object.values(validateStep(step, form, ctx)).flat()[0];
    if (message) return { title: step === "GENERAL" ? GENERAL_STEP_TITLE : CLAIM_STEP_TITLES[step], message };
  }
  return null;
}

/** What a new choice of claim types adds and removes, against the current ones. */
export function claimTypeChanges(current: readonly ClaimTypeValue[], next: readonly ClaimTypeValue[]): { added: ClaimTypeValue[]; removed: ClaimTypeValue[] } {
  return { added: next.filter((t) => !current.includes(t)), removed: current.filter((t) => !next.includes(t)) };
}

/** Whether a loaded claim is the one of this order, fulfillment, product and pet. */
export function claimBelongsTo(
  claim: { order_id: string | null; fulfillment_id: string; product_code: string; pet_id: string | null },
  ids: { orderId: string; fulfillmentId: string; productCode: string; petId: string },
): boolean {
  return claim.order_id === ids.orderId && claim.fulfillment_id === ids.fulfillmentId && claim.product_code === ids.productCode && claim.pet_id === ids.petId;
}

/** Whether two claim forms differ in any field (compared by JSON, field by field). */
export function claimFormChanged(a: ClaimForm, b: ClaimForm): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof ClaimForm>;
  for (const k of keys) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return true;
  return false;
}

/** The first message in react-hook-form's (nested) errors, e.g. the contract schema's on Save. */
export function firstErrorMessage(errors: unknown): string | undefined {
  if (typeof errors !== "object" || errors === null) return undefined;
  const own = (errors as { message?: unknown }).message;
  if (typeof own === "string" && own !== "") return own;
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref" || key === "message" || key === "type") continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}
