/**
 * What an "open claim" is, written once (issue 21, the customer at a glance). A claim has no status
 * of its own (spec 01 §3: its resolution_types say what was promised, at least one); it is open
 * until every resolution it names has been carried out, as the account's orders show:
 * - NO_RESOLUTION: nothing to carry out;
 * - REFUND: the claimed product's line on the claim's order has a refund;
 * - REPLACEMENT: a replacement order of the claim's order that still counts (countsAgainstParent:
 *   not CANCELLED, and not one whose every fulfillment ended delivery failed or cancelled, a box that
 *   never arrived) holds the claimed product;
 * - FREE_PRODUCT, FUTURE_DISCOUNT ("added to a future order", "discount on future order(s)"):
 *   another order of the account was charged after the claim was filed (it carried them), not
 *   CANCELLED; a one-time order placed at $0.00 after it (100% off: nothing to charge,
 *   lib/orders/rules.ts placedWithNothingToCharge) counts from its creation. Not a replacement order.
 * Pure and isomorphic.
 */
import type { z } from "zod";
import type { ResolutionType as ResolutionTypeEnum } from "../contract/enums";
import { countsAgainstParent, placedWithNothingToCharge, type EarlierReplacementLike } from "../orders/rules";

type ResolutionType = z.infer<typeof ResolutionTypeEnum>;

export interface ClaimForOpenCheck {
  id: number;
  order_id: string;
  product_code: string;
  resolution_types: readonly ResolutionType[];
  /** When the claim was filed (ISO). */
  created: string;
}

export interface OrderForOpenCheck {
  id: string;
  order_type: string;
  status: string;
  /** When the order was charged (ISO), null while not charged. */
  charged: string | null;
  /** When it was created (ISO): an order placed at $0.00 (no charge) counts from then. */
  created: string;
  total_price: number;
  /** Its charge record, null when none (nothing charged yet, or nothing to charge). */
  charge: { status: string } | null;
  replacement_parent_order: string | null;
  products: readonly { code: string; total_refunds: number }[];
  /** Its fulfillments' statuses (a replacement whose box never arrived carried nothing out: countsAgainstParent). */
  fulfillments: EarlierReplacementLike["fulfillments"];
}

const time = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.NaN);
/** When the order went through payment: charged, or placed at $0.00 with nothing to charge (not a replacement: that is REPLACEMENT's); null while neither. */
const paidAt = (o: OrderForOpenCheck) => o.charged ?? (o.order_type !== "REPLACEMENT" && placedWithNothingToCharge(o) ? o.created : null);

/** Whether one resolution of `claim` has been carried out, given all the account's orders. */
export function resolutionCarriedOut(resolution: ResolutionType, claim: ClaimForOpenCheck, orders: readonly OrderForOpenCheck[]): boolean {
  switch (resolution) {
    case "NO_RESOLUTION":
      return true;
    case "REFUND":
      return orders.some((o) => o.id === claim.order_id && o.products.some((p) => p.code === claim.product_code && p.total_refunds > 0));
    case "REPLACEMENT":
      return orders.some(
        (o) => o.order_type === "REPLACEMENT" && o.replacement_parent_order === claim.order_id && countsAgainstParent(o) && o.products.some((p) => p.code === claim.product_code),
      );
    case "FREE_PRODUCT":
    case "FUTURE_DISCOUNT":
      return orders.some((o) => o.id !== claim.order_id && o.status !== "CANCELLED" && time(paidAt(o)) > time(claim.created));
  }
}

/** A claim is open while any resolution it names is not carried out yet. */
export function isOpenClaim(claim: ClaimForOpenCheck, orders: readonly OrderForOpenCheck[]): boolean {
  return claim.resolution_types.some((r) => !resolutionCarriedOut(r, claim, orders));
}

/** The open claims per order id, in the order of `claims`; orders without an open claim left out. */
export function openClaimsByOrder(claims: readonly ClaimForOpenCheck[], orders: readonly OrderForOpenCheck[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const claim of claims) {
    if (isOpenClaim(claim, orders)) counts.set(claim.order_id, (counts.get(claim.order_id) ?? 0) + 1);
  }
  return counts;
}
