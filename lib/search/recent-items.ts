/**
 * The customers and orders this browser opened last, for the header's search box when it is
 * empty. Kept in the browser's localStorage under one key per staff account (its email), newest first, at most
 * RECENT_ITEMS_MAX, and cleared on Logout. Pure helpers here; the storage calls are in
 * components/shell/recent-items-store.ts.
 */
import { z } from "zod";

export const RECENT_ITEMS_MAX = 8;
export const RECENT_ITEMS_KEY_PREFIX = "bark.recent.";

export const recentItemSchema = z.object({
  kind: z.enum(["customer", "order"]),
  /** An app path: starts with one "/". */
  href: z.string().regex(/^\/(?!\/)/).max(500),
  label: z.string().min(1).max(200),
  detail: z.string().max(200).optional(),
});
export type RecentItem = z.infer<typeof recentItemSchema>;

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
    return value.flatMap((v) => {
      const parsed = recentItemSchema.safeParse(v);
      return parsed.success ? [parsed.data] : [];
    }).slice(0, RECENT_ITEMS_MAX);
  } catch {
    return [];
  }
}

/** The storage key of a staff account's list. */
export const recentItemsKey = (staffEmail: string) => `${RECENT_ITEMS_KEY_PREFIX}${staffEmail.toLowerCase()}`;
