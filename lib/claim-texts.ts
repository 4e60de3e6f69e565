/**
 * The claim screens' texts (the claim form, its messages and the success messages), one
 * place for the wizard, the order page's claims list and their tests.
 */
export const CLAIM_TEXTS = {
  createTitle: "Submit new claim",
  updateTitle: "Update claim",
  saved: "Claim saved successfully",
  updated: "Claim updated successfully",
  deleted: "Claim deleted successfully",
  saveFailed: (error: string) => `Failed to save claim: ${error}`,
  updateFailed: (error: string) => `Failed to update claim: ${error}`,
  fetchFailed: "Failed to fetch claim details",
  deleteFailed: "Failed to delete claim",
  noRelatedProduct: "No related product data found",
  /** The save confirmation's title, the spec's words for both a new claim and an edit (spec 01 §2 "Save dialog"). */
  saveQuestion: "Are you sure you want to save your changes to / submit this claim?",
  saveMessage: "Please review all fields before proceeding. Claims will remain editable after creation, but they cannot be deleted.",
  /** The tooltip beside saveMessage's "cannot be deleted" (issue 21): the claims list does offer Delete to some roles. */
  saveMessageHint: "Claims can be removed later only from the order's claims list, by staff whose role allows it.",
  removeQuestion: (typeTitle: string) => `Are you sure you want to remove ${typeTitle} from this claim?`,
  removeMessage: "Please confirm before proceeding, as claim types cannot be restored once deleted.",
  deleteQuestion: "Delete this claim?",
  itemsAffected: "Items affected by this issue",
  noItems: "No items found",
  /** Under a ticked item of an edited claim that the product no longer packs (its mapping changed since). */
  itemNoLongerPacked: "This item is no longer packed in this product.",
  reload: "Reload",
  /** After Reload (409): the claim merged from the agent's changes and the current one breaks a rule (lib/claim-wizard-state.ts rebaseClaimEdit). */
  reloadedInvalid: (stepTitle: string, message: string) => `The reloaded claim cannot be saved as it is: check the ${stepTitle} step. ${message}`,
} as const;

/** "NO_BAG" → "No bag", "GEL_PACK" → "Gel pack": option labels of the claim enumerations. */
export function claimOptionLabel(value: string): string {
  const words = value.toLowerCase().replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Resolution types with the spec's descriptions. */
export const RESOLUTION_LABELS: Record<"FREE_PRODUCT" | "FUTURE_DISCOUNT" | "NO_RESOLUTION" | "REFUND" | "REPLACEMENT", string> = {
  FREE_PRODUCT: "Free product(s) added to a future order",
  FUTURE_DISCOUNT: "Discount on future order(s)",
  NO_RESOLUTION: "No Resolution",
  REFUND: "Refund (partial or full)",
  REPLACEMENT: "Replacement (partial or full)",
};

