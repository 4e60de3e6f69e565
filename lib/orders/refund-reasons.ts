/**
 * Why a refund was made (issue 22): the short fixed list the agent picks from on the Refund Order
 * page, "Other" needing a note, written once here for the form, the contract
 * (lib/contract/order-actions.ts `refundReasonSchema`), the embedded API (it stores the reason
 * with the refund's changelog entry) and every screen that shows refund records.
 * Isomorphic, imports zod only.
 */
import { z } from "zod";
// zod's messages in the project's words (z.config) wherever these schemas are parsed.
import "../contract/zod-messages";

/** The reasons in the order the form offers them; OTHER last. */
export const RefundReasonCode = z.enum([
  "DAMAGED_PRODUCT",
  "WRONG_OR_MISSING_ITEM",
  "LATE_OR_LOST_DELIVERY",
  "QUALITY_OR_DOG_REACTION",
  "PRICING_OR_DISCOUNT_ERROR",
  "CANCELLED_ORDER",
  "GOODWILL",
  "OTHER",
]);
export type RefundReasonCode = z.infer<typeof RefundReasonCode>;

/** Each reason as the agent reads it. */
export const REFUND_REASON_LABELS: Record<RefundReasonCode, string> = {
  DAMAGED_PRODUCT: "Damaged product",
  WRONG_OR_MISSING_ITEM: "Wrong or missing item",
  LATE_OR_LOST_DELIVERY: "Late or lost delivery",
  QUALITY_OR_DOG_REACTION: "Quality issue or dog reaction",
  PRICING_OR_DISCOUNT_ERROR: "Pricing or discount error",
  CANCELLED_ORDER: "Cancelled order",
  GOODWILL: "Goodwill gesture",
  OTHER: "Other",
};

/** The reason that needs a note. */
export const REFUND_REASON_NEEDS_NOTE: RefundReasonCode = "OTHER";
/** The longest note a reason may carry (characters, after trimming). */
export const REFUND_REASON_NOTE_MAX = 500;

/** A reason as stored and answered: its code and the agent's note (null when none). */
export interface RefundReason {
  code: RefundReasonCode;
  note: string | null;
}

/** "Damaged product", "Other: parcel left in the rain"; a code this app does not know reads as it is. */
export function refundReasonText(reason: { code: string; note?: string | null } | null | undefined): string {
  if (!reason) return "";
  const label = REFUND_REASON_LABELS[reason.code as RefundReasonCode] ?? reason.code;
  return reason.note ? `${label}: ${reason.note}` : label;
}
