/**
 * The claim reads a page makes, once per request: the customer page's summary band and its timeline
 * both read each claimed order's claims (and some claims), and the order page's Claims panel and
 * timeline both read the order's claims. React's `cache` shares one upstream call per argument
 * within a server render (outside a render, as in tests, each call goes to the upstream).
 */
import "server-only";
import { cache } from "react";
import { endpoints } from "../../../lib/contract/endpoints";
import { upstreamCall } from "../upstream/upstream";

/** GET claims/order/{orderId}. */
export const readOrderClaims = cache((orderId: string) => upstreamCall(endpoints.listOrderClaims, { params: { orderId } }));
/** GET claims/{id}. */
export const readClaim = cache((id: number) => upstreamCall(endpoints.getClaim, { params: { id } }));
