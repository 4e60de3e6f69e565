/**
 * The order of the order pages (orders are looked up in upcoming, then processing, then past). The upstream has no single-order read, so the order is found in the
 * lists of GET accounts/{id} (loadCustomer: one call per render, shared with the page's other
 * parts). An order id in none of the three lists is the 404 page, like a missing customer.
 * Used by the order page and the pages below it (refund, split, claim).
 */
import "server-only";
import { notFound, redirect, unstable_rethrow } from "next/navigation";
import { accountQuerySchema, type AccountDto } from "../../../lib/contract/customers";
import { ORDER_GROUPS, type OrderDto, type OrderGroup } from "../../../lib/contract/orders";
import type { StaffAccount } from "../../../lib/contract/session";
import { customerDisplayName } from "../../../lib/customers/display";
import { customerSegment, parseCustomerSegment, withSearchParams } from "../../../lib/customers/segment";
import { pages, type PageEntry, type PageRoute } from "../../../lib/pages";
import { endpoints } from "../../../lib/contract/endpoints";
import { CUSTOMER_SEARCH_FIELDS } from "../../../lib/customer-search";
import { canCall } from "../../../lib/roles";
import { loadCustomer, readFulfillmentContentsOf } from "./customer";
import { entityLoader } from "./entity-page";
import { requirePageAccess } from "../session/guards";
import { upstreamCall } from "../upstream/upstream";

export interface LoadedOrder {
  customer: AccountDto;
  order: OrderDto;
  /** The list the order was found in. */
  group: OrderGroup;
}

/** Pure: the order with this id in upcoming → processing → past, or null. */
export function findOrder(orders: AccountDto["orders"], orderId: string): { order: OrderDto; group: OrderGroup } | null {
  for (const group of ORDER_GROUPS) {
    const order = orders[group].find((o) => o.id === orderId);
    if (order) return { order, group };
  }
  return null;
}

/**
 * Names the order whose fulfillment contents this render's account read carries (GET
 * accounts/{id}?fulfillment_contents={orderId}), or the 404 page, before any call, when the id
 * cannot be an order id by that query's own rule (blank, too long, a NUL: the API would answer 400).
 */
function readContentsOfOrder(orderId: string): void {
  if (!accountQuerySchema.shape.fulfillment_contents.safeParse(orderId).success) notFound();
  readFulfillmentContentsOf(orderId);
}

export const loadOrder = entityLoader(async (customerId: number, orderId: string): Promise<LoadedOrder> => {
  readContentsOfOrder(orderId);
  const customer = await loadCustomer(customerId);
  const found = findOrder(customer.orders, orderId);
  if (!found) notFound();
  return { customer, ...found };
});

/** A URL segment decoded, or null when it is no valid percent-encoding (the 404 page). */
export function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The customer who holds order `orderId` when it is not `customerId` (customer_search by order_id,
 * then the owner's account must list the order), as their canonical URL segment; null when no other
 * customer holds it, the staff member may not search, or the lookup fails (the 404 page then).
 */
export async function otherOwnerSegment(orderId: string, customerId: number, staff: StaffAccount): Promise<string | null> {
  if (!canCall(staff, endpoints.searchCustomers) || !canCall(staff, endpoints.getAccount)) return null;
  try {
    const body = Object.fromEntries(CUSTOMER_SEARCH_FIELDS.map((f) => [f, f === "order_id" ? orderId : ""])) as Record<(typeof CUSTOMER_SEARCH_FIELDS)[number], string>;
    const page = await upstreamCall(endpoints.searchCustomers, { body, query: { page: 1 } });
    const owner = page.results[0];
    if (!owner || owner.id === customerId) return null;
    const account = await loadCustomer(owner.id);
    if (!findOrder(account.orders, orderId)) return null;
    return customerSegment(owner.id, customerDisplayName(account));
  } catch (error) {
    unstable_rethrow(error);
    return null;
  }
}

type OrderSegments = { customerSegment: string; orderId: string };

export interface OrderPage<P> extends LoadedOrder {
  staff: StaffAccount;
  customerId: number;
  customerName: string;
  /** Every single segment of the URL, decoded (the catch-all ones as the URL holds them; customerSegment null when not decodable). */
  ids: { [K in keyof P]: P[K] extends string ? string : P[K] };
  /** The order page's canonical parameters, for links: `pages.orderRefund.href(orderParams)`. */
  orderParams: OrderSegments;
  /** The order page's canonical path. */
  orderPath: string;
}

/**
 * The one loader of the pages below /customer-lookup/{customer}/order/{orderId} (the order page,
 * refund, split, claim): the page's guard (lib/pages.ts access), every segment decoded (a bad
 * customer segment or percent-encoding, or an order id that cannot be one, is the 404 page), `check` on the decoded segments (before
 * any call), the order (as loadOrder finds it), and a redirect to the page's canonical URL (the
 * customer segment as `{id}__{display name}`) when the URL holds another (a bare id, an old or a
 * made-up name): the breadcrumb, built from the URL, always names the customer whose order it is. An order that another
 * customer holds redirects to the same page under that customer (otherOwnerSegment).
 */
export async function loadOrderPage<S extends string, P extends OrderSegments & Record<string, string | readonly string[] | undefined>>(
  route: PageRoute<S> & PageEntry,
  raw: P,
  opts: { check?: (ids: OrderPage<P>["ids"]) => void; searchParams?: Record<string, string | string[] | undefined> } = {},
): Promise<OrderPage<P>> {
  const staff = await requirePageAccess(route, raw);
  const parsed = parseCustomerSegment(raw.customerSegment);
  const ids = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === "string" ? decodeSegment(v) : v])) as OrderPage<P>["ids"];
  // The customer segment is parsed on its own (lib/customers/segment parseCustomerSegment).
  if (!parsed || Object.entries(ids).some(([k, v]) => k !== "customerSegment" && v === null)) notFound();
  opts.check?.(ids);
  // This order's fulfillments come with their products and items (server/bff/pages/customer.ts);
  // an id that cannot be an order id is the 404 page here.
  readContentsOfOrder(ids.orderId);
  // An order opened under another customer's URL goes to its own customer's page (issue 21).
  const customer = await loadCustomer(parsed.id);
  const found = findOrder(customer.orders, ids.orderId);
  if (!found) {
    const owner = await otherOwnerSegment(ids.orderId, parsed.id, staff);
    if (owner) redirect(withSearchParams(route.href(...([{ ...ids, customerSegment: owner }] as unknown as Parameters<PageRoute<S>["href"]>)), opts.searchParams ?? {}));
    notFound();
  }
  const loaded: LoadedOrder = { customer, ...found };
  const customerName = customerDisplayName(loaded.customer);
  const canonical = customerSegment(parsed.id, customerName);
  const orderParams = { customerSegment: canonical, orderId: ids.orderId };
  if (ids.customerSegment !== canonical) {
    // The query goes along (the order page's timeline filters).
    redirect(withSearchParams(route.href(...([{ ...ids, customerSegment: canonical }] as unknown as Parameters<PageRoute<S>["href"]>)), opts.searchParams ?? {}));
  }
  return { ...loaded, staff, customerId: parsed.id, customerName, ids, orderParams, orderPath: pages.order.href(orderParams) };
}
