/**
 * The refund records a page reads, once per request (like ./claim-reads.ts): the order page's
 * Refunds section and its timeline both need the order's refunds, and the timeline reads the
 * customer's (GET refunds?account=), so the section reads the same call and keeps the order's
 * records: one GET refunds per order page instead of two. React's `cache` shares the call per
 * account within a server render (outside a render, as in tests, each call goes to the upstream).
 */
import "server-only";
import { cache } from "react";
import { endpoints } from "../../../lib/contract/endpoints";
import type { RefundRecord } from "../../../lib/contract/order-actions";
import { upstreamCall } from "../upstream/upstream";

/** GET refunds?account={customerId}. */
export const readCustomerRefunds = cache((customerId: number) => upstreamCall(endpoints.listRefunds, { query: { account: String(customerId) } }));

/** The records of one order, from its customer's (the same read). */
export const readOrderRefunds = async (customerId: number, orderId: string): Promise<RefundRecord[]> =>
  (await readCustomerRefunds(customerId)).filter((r) => r.order_id === orderId);
