/**
 * What every part of the order page gets (built once by the page from loadOrder): the order, the
 * list it was found in, the customer's id, name and page, the customer's dogs, and the signed-in
 * staff account (ask `can(ctx.staff, capability)` of lib/roles.ts before offering an action).
 * The action areas (order-actions-bar, fulfillment-actions, fulfillment-product-actions) take it.
 */
import type { OrderDto, OrderGroup } from "@/lib/contract/orders";
import type { StaffAccountLike } from "@/lib/roles";

export interface OrderPageContext {
  customerId: number;
  customerName: string;
  /** The customer page's canonical path. */
  customerPath: string;
  /** This order page's canonical path (the base of …/refund, …/{fulfillmentId}/split-fulfillment, …). */
  orderPath: string;
  /** The order page's canonical parameters (lib/pages.ts), for the links below it: `pages.orderRefund.href(ctx.orderParams)`. */
  orderParams: { customerSegment: string; orderId: string };
  order: OrderDto;
  group: OrderGroup;
  pets: { id: string; name: string | null }[];
  staff: StaffAccountLike;
}
