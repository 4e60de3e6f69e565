"use client";
/**
 * The browser side of lib/search/recent-items.ts: read, add and clear the recently viewed customers and
 * orders in localStorage. A browser that refuses storage (private mode, quota) simply has no list.
 */
import {
  parseRecentItems,
  recentItemsKey,
  rememberVisit,
  RECENT_ITEMS_KEY_PREFIX,
  withCustomerNow,
  type RecentCustomer,
  type RecentItem,
} from "@/lib/search/recent-items";

export function readRecentItems(staffEmail: string): RecentItem[] {
  try {
    return parseRecentItems(window.localStorage.getItem(recentItemsKey(staffEmail)));
  } catch {
    return [];
  }
}

/** The keys of every account's list in this browser. */
function recentKeys(): string[] {
  return Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).filter(
    (k): k is string => k !== null && k.startsWith(RECENT_ITEMS_KEY_PREFIX),
  );
}

/**
 * A visit of the customer page (no `orderId`) or of one of its orders' pages: first in this account's
 * list, and the customer as the page read it (name, email, links) in every entry of that customer,
 * in every account's list of this browser (after a deletion of the personal data, none keeps them).
 */
export function rememberRecentItem(staffEmail: string, customer: RecentCustomer, orderId?: string): void {
  try {
    const own = recentItemsKey(staffEmail);
    for (const key of recentKeys()) {
      if (key === own) continue;
      const raw = window.localStorage.getItem(key);
      const next = JSON.stringify(withCustomerNow(parseRecentItems(raw), customer));
      if (next !== raw) window.localStorage.setItem(key, next);
    }
    window.localStorage.setItem(own, JSON.stringify(rememberVisit(readRecentItems(staffEmail), customer, orderId)));
  } catch {
    // No storage: nothing to remember.
  }
}

/** Every account's list (on Logout: the next person at this browser sees none of them). */
export function clearRecentItems(): void {
  try {
    recentKeys().forEach((k) => window.localStorage.removeItem(k));
  } catch {
    // No storage: nothing to clear.
  }
}
