/**
 * The customer account for the customer pages (GET accounts/{id}), or the 404 page when the
 * upstream has no such account (server/bff/pages/entity-page.ts: one call per render).
 *
 * Issue 23: no page shows the products and items of every fulfillment (139 kB of the 61-order
 * customer's answer are mostly those), so the read asks for none of them
 * (`fulfillment_contents=none`, docs/backend.md), except on the order pages, which show their own
 * order's: loadOrderPage (./order.ts) names that order first (`readFulfillmentContentsOf`), and
 * every later loadCustomer of the same render (the timeline, the order's actions) shares the one
 * call. An upstream without the extension answers in full; the pages read it the same way.
 */
import "server-only";
import { cache } from "react";
import { FULFILLMENT_CONTENTS_NONE } from "../../../lib/contract/customers";
import { endpoints } from "../../../lib/contract/endpoints";
import { entityLoader } from "./entity-page";
import { upstreamCall } from "../upstream/upstream";

/** The render's choice: whose fulfillment contents its account read carries (one object per request). */
const contentsScope = cache((): { orderId: string | null } => ({ orderId: null }));

/** The order pages: this render's account read carries the fulfillment contents of `orderId`. Call before the first loadCustomer. */
export function readFulfillmentContentsOf(orderId: string): void {
  contentsScope().orderId = orderId;
}

export const loadCustomer = entityLoader((id: number) =>
  upstreamCall(endpoints.getAccount, { params: { id }, query: { fulfillment_contents: contentsScope().orderId ?? FULFILLMENT_CONTENTS_NONE } }),
);
