/** A valid claim body (a Feeding guide issue, refund asked) for a claim fixture (server/backend/seed/claim-fixtures.ts), with fields replaced by `over`. */
import type { ClaimFixture } from "@/server/backend/seed/claim-fixtures";

/** A conversation URL of the support service's expected form. */
export const CLAIM_CONVERSATION_URL = "https://bark.gladly.qa/agent/customer/abc/conversation/def";

export const claimBody = (f: ClaimFixture, over: Record<string, unknown> = {}) => ({
  claim_types: ["FEEDING_GUIDE"],
  gladly_conversation_url: CLAIM_CONVERSATION_URL,
  photos_received: "YES",
  resolution_types: ["REFUND"],
  product_code: f.productCode,
  fulfillment_id: f.fulfillmentId,
  pet_id: f.petId,
  order_id: f.orderId,
  feeding_guide_issue_type: "NO_FEEDING_GUIDE",
  ...over,
});
