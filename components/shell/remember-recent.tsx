"use client";
/**
 * Records the page's customer or order among this browser's recently viewed items (the header
 * search box lists them when empty). Renders nothing. Props: staffEmail, item.
 */
import { useEffect } from "react";
import type { RecentItem } from "@/lib/search/recent-items";
import { rememberRecentItem } from "./recent-items-store";

export function RememberRecent({ staffEmail, item }: { staffEmail: string; item: RecentItem }) {
  const { kind, href, label, detail } = item;
  useEffect(() => {
    rememberRecentItem(staffEmail, { kind, href, label, ...(detail ? { detail } : {}) });
  }, [staffEmail, kind, href, label, detail]);
  return null;
}
