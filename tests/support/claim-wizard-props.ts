/** The claim wizard's props for component tests: a claim (or a new one, claimId null) on order 1000's fulfillment F1, for Rex; overrides on top. */
import type { ClaimWizardProps } from "@/components/claims/claim-wizard";

export const SNACK_PRODUCT: ClaimWizardProps["product"] = { code: "SNACK-1", name: "Jerky", productType: "SNACK", isFrozen: false, items: [{ sku: "J-1", name: "Jerky bag", quantity: 1, recipeId: null }] };

export function claimWizardProps(overrides: Partial<ClaimWizardProps> = {}): ClaimWizardProps {
  return {
    claimId: 7,
    orderId: "1000",
    orderPath: "/customer-lookup/1__A_B/order/1000",
    fulfillmentId: "F1",
    petId: "pet-1",
    petName: "Rex",
    customerName: "A B",
    customerEmail: "a@example.com",
    product: SNACK_PRODUCT,
    conversationPrefix: "https://bark.gladly.qa/",
    ...overrides,
  };
}
