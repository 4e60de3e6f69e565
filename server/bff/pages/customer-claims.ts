/**
 * The customer page's open claims (issue 21, the summary band): the claims of every order whose
 * `has_claim` is true (GET claims/order/{id}; then GET claims/{id} for an entry without the list's
 * optional resolution_types and created), counted per order with the one definition of lib/claims/open.ts. The calls run in
 * parallel, only for orders that have a claim. Null when a call fails (the band says the claims
 * could not be checked) or the staff member may not read claims (no line at all: an empty map).
 * The reads are shared with the page's timeline (./claim-reads.ts).
 */
import "server-only";
import { unstable_rethrow } from "next/navigation";
import { openClaimsByOrder, type ClaimForOpenCheck, type OrderForOpenCheck } from "../../../lib/claims/open";
import { endpoints } from "../../../lib/contract/endpoints";
import type { StaffAccount } from "../../../lib/contract/session";
import { canCall } from "../../../lib/roles";
import { readClaim, readOrderClaims } from "./claim-reads";

export async function loadOpenClaims(staff: StaffAccount, orders: readonly (OrderForOpenCheck & { has_claim: boolean })[]): Promise<Map<string, number> | null> {
  if (!canCall(staff, endpoints.listOrderClaims) || !canCall(staff, endpoints.getClaim)) return new Map();
  try {
    const perOrder = await Promise.all(
      orders.filter((o) => o.has_claim).map(async (o) => ({ orderId: o.id, entries: await readOrderClaims(o.id) })),
    );
    const claims = await Promise.all(
      perOrder.flatMap(({ orderId, entries }) =>
        entries.map(async (e): Promise<ClaimForOpenCheck> =>
          // The list's optional resolution fields (issue 22's extension) spare the claim's own call.
          e.resolution_types && e.created
            ? { id: e.claim_id, order_id: orderId, product_code: e.product_id, resolution_types: e.resolution_types, created: e.created }
            : readClaim(e.claim_id),
        ),
      ),
    );
    return openClaimsByOrder(claims, orders);
  } catch (error) {
    unstable_rethrow(error);
    return null;
  }
}
