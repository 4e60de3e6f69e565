/**
 * The order of the order pages (spec 01 §4 "Orders": orders are looked up in upcoming, then
 * processing, then past). The upstream has no single-order read, so the order is found in the
 * lists of GET accounts/{id} (loadCustomer: one call per render, shared with the page's other
 * parts). An order id in none of the three lists is the 404 page, like a missing customer.
 * Used by the order page and the pages below it (refund, split, claim).
 */
import "server-only";
import { notFound } from "next/navigation";
import type { AccountDto } from "../lib/contract/customers";
import { ORDER_GROUPS, type OrderDto, type OrderGroup } from "../lib/contract/orders";
import { loadCustomer } from "./customer";
import { entityLoader } from "./entity-page";

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

export const loadOrder = entityLoader(async (customerId: number, orderId: string): Promise<LoadedOrder> => {
  const customer = await loadCustomer(customerId);
  const found = findOrder(customer.orders, orderId);
  if (!found) notFound();
  return { customer, ...found };
});
