/**
 * The claim reads a page makes, once per request: the customer page's summary band and its timeline
 * both read each claimed order's claims (and some claims), and the order page's Claims panel and
 * timeline both read the order's claims. React's `cache` shares one upstream call per argument
 * within a server render (outside a render, as in tests, each call goes to the upstream).
 */
import "server-only";
import { cache } from "react";
import type { ClaimListEntry } from "../../../lib/contract/claims";
import { endpoints } from "../../../lib/contract/endpoints";
import { upstreamCall } from "../upstream/upstream";

/** GET claims/order/{orderId}. */
export const readOrderClaims = cache((orderId: string) => upstreamCall(endpoints.listOrderClaims, { params: { orderId } }));
/**
 * An order's claims: an order whose `has_claim` is false has none, so there is nothing to read (the
 * rule the summary band and the timeline follow too; issue 23: the order page makes one call fewer).
 */
export function readClaimsOfOrder(order: { id: string; has_claim: boolean }): Promise<ClaimListEntry[]> {
  return order.has_claim ? readOrderClaims(order.id) : Promise.resolve([]);
}
/** GET claims/{id}. */
export const readClaim = cache((id: number) => upstreamCall(endpoints.getClaim, { params: { id } }));
