"use client";
/**
 * The browser side of lib/search/recent-items.ts: read, add and clear the recently viewed customers and
 * orders in localStorage. A browser that refuses storage (private mode, quota) simply has no list.
 */
import { parseRecentItems, recentItemsKey, RECENT_ITEMS_KEY_PREFIX, withRecent, type RecentItem } from "@/lib/search/recent-items";

export function readRecentItems(staffEmail: string): RecentItem[] {
  try {
    return parseRecentItems(window.localStorage.getItem(recentItemsKey(staffEmail)));
  } catch {
    return [];
  }
}

export function rememberRecentItem(staffEmail: string, item: RecentItem): void {
  try {
    window.localStorage.setItem(recentItemsKey(staffEmail), JSON.stringify(withRecent(readRecentItems(staffEmail), item)));
  } catch {
    // No storage: nothing to remember.
  }
}

/** Every account's list (on Logout: the next person at this browser sees none of them). */
export function clearRecentItems(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).filter(
      (k): k is string => k !== null && k.startsWith(RECENT_ITEMS_KEY_PREFIX),
    );
    keys.forEach((k) => window.localStorage.removeItem(k));
  } catch {
    // No storage: nothing to clear.
  }
}
