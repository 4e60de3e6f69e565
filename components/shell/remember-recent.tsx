"use client";
/**
 * Records the page's customer, or one of its orders, among this browser's recently viewed items (the
 * header search box lists them when empty), and writes the customer as the page read it into the
 * earlier entries of that customer (lib/search/recent-items.ts `rememberVisit`). Renders nothing.
 * Props: staffEmail; customer: its id, display name and email as the page shows them; orderId: on
 * an order page.
 */
import { useEffect } from "react";
import type { RecentCustomer } from "@/lib/search/recent-items";
import { rememberRecentItem } from "./recent-items-store";

export function RememberRecent({ staffEmail, customer, orderId }: { staffEmail: string; customer: RecentCustomer; orderId?: string }) {
  const { id, name } = customer;
  const email = customer.email ?? null;
  useEffect(() => {
    rememberRecentItem(staffEmail, { id, name, email }, orderId);
  }, [staffEmail, id, name, email, orderId]);
  return null;
}
