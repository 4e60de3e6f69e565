/**
 * The customers and orders this browser opened last, for the header's search box when it is
 * empty. Kept in the browser's localStorage under one key per staff account (its email), newest first, at most
 * RECENT_ITEMS_MAX, and cleared on Logout. Pure helpers here; the storage calls are in
 * components/shell/recent-items-store.ts. Checked by hand, not with zod: this module is in every
 * signed-in page's first load, which carries no zod (issue 23).
 */

export const RECENT_ITEMS_MAX = 8;
export const RECENT_ITEMS_KEY_PREFIX = "bark.recent.";

export interface RecentItem {
  kind: "customer" | "order";
  /** An app path: starts with one "/" (at most 500 characters). */
  href: string;
  /** 1–200 characters. */
  label: string;
  /** At most 200 characters. */
  detail?: string;
}

const isText = (v: unknown, min: number, max: number): v is string => typeof v === "string" && v.length >= min && v.length <= max;

/** A stored value as a RecentItem (unknown keys dropped), or null when it is not one. */
export function recentItemOf(v: unknown): RecentItem | null {
  if (typeof v !== "object" || v === null) return null;
  const { kind, href, label, detail } = v as Record<string, unknown>;
  if (kind !== "customer" && kind !== "order") return null;
  if (!isText(href, 1, 500) || !/^\/(?!\/)/.test(href) || !isText(label, 1, 200)) return null;
  if (detail !== undefined && !isText(detail, 0, 200)) return null;
  return detail === undefined ? { kind, href, label } : { kind, href, label, detail };
}

/** The list with `item` first, once (by href), cut to the maximum. */
export function withRecent(list: readonly RecentItem[], item: RecentItem): RecentItem[] {
  return [item, ...list.filter((i) => i.href !== item.href)].slice(0, RECENT_ITEMS_MAX);
}

/** What storage holds → the valid items (anything else, e.g. an edited or old value, is dropped). */
export function parseRecentItems(raw: string | null): RecentItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((v) => recentItemOf(v) ?? []).slice(0, RECENT_ITEMS_MAX);
  } catch {
    return [];
  }
}

/** The storage key of a staff account's list. */
export const recentItemsKey = (staffEmail: string) => `${RECENT_ITEMS_KEY_PREFIX}${staffEmail.toLowerCase()}`;
