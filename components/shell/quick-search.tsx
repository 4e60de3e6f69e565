"use client";
/**
 * The header's one search box: a button in the header, and a dialog opened from any page with
 * Ctrl K, ⌘ K or "/" (not while typing in a field). Typing a query and Enter opens the search page
 * (/search?q=…), which goes straight to the order, discount or single customer found; empty, the box
 * lists this browser's recently viewed customers and orders. The box itself is ./quick-search-box.tsx,
 * loaded on first open. From Enter until the page found has rendered, the header's Find button
 * shows a spinner and "Searching…" is announced (the lookups may take a while; issue 23's QA found
 * the old page sitting unchanged meanwhile).
 * Props: staffEmail (whose recent items to show).
 */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState, useTransition } from "react";
import { pages } from "@/lib/pages";
import { QUICK_SEARCH_MESSAGES } from "@/lib/search/messages";
import type { RecentItem } from "@/lib/search/recent-items";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { SearchIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { readRecentItems } from "./recent-items-store";

/** The search page's URL for a query. */
export const quickSearchHref = (query: string) => `${pages.search.href()}?${new URLSearchParams({ q: query.trim() })}`;

/** Whether a key press should open the box: Ctrl/⌘ K anywhere, "/" outside editable fields. */
export function opensQuickSearch(event: KeyboardEvent): boolean {
  if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k") return true;
  if (event.key !== "/" || event.metaKey || event.ctrlKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  const editable = target?.closest?.("input, textarea, select, [contenteditable=''], [contenteditable='true'], [role='textbox']");
  return !editable;
}

// The box (cmdk, the dialog) is fetched when it is first opened (issue 23).
const QuickSearchBox = lazyDialog(() => import("./quick-search-box").then((m) => m.QuickSearchBox));

export function QuickSearch({ staffEmail }: { staffEmail: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<RecentItem[]>([]);
  // Pending from Enter until the destination has rendered (the search page runs its lookups first).
  const [searching, startSearching] = useTransition();

  // The list is read when the box opens: another tab may have added to it.
  const openBox = useCallback(() => {
    setRecent(readRecentItems(staffEmail));
    setOpen(true);
  }, [staffEmail]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!opensQuickSearch(event)) return;
      event.preventDefault();
      openBox();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [openBox]);

  const go = (href: string) => {
    setOpen(false);
    startSearching(() => router.push(href));
  };

  return (
    <>
      {/* The "Ctrl K" hint sits over the button, outside it: the button's visible text is then only
          "Find", which its name begins with (WCAG 2.5.3 label in name; axe and Lighthouse read a
          hint inside the button as part of its visible label). Clicks on the hint reach the button. */}
      <span className="relative flex min-w-0">
        <button
          type="button"
          onClick={openBox}
          onPointerEnter={QuickSearchBox.preload}
          onFocus={QuickSearchBox.preload}
          aria-label={QUICK_SEARCH_MESSAGES.opener}
          aria-keyshortcuts="Control+K Meta+K /"
          aria-busy={searching || undefined}
          className="flex min-w-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:pr-18"
        >
          {searching ? <Spinner size="sm" /> : <SearchIcon className="h-4 w-4 shrink-0" />}
          <span className="truncate">Find</span>
        </button>
        {/* Always there (a live region that appears already filled is often not read), empty but
            while searching; a live region, not role="status": a page's own status line stays the one status on it. */}
        <span aria-live="polite" className="sr-only" data-testid="quick-search-progress">
          {searching ? QUICK_SEARCH_MESSAGES.searching : ""}
        </span>
        <kbd aria-hidden className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-slate-300 px-1 text-xs text-slate-500 sm:block">
          Ctrl K
        </kbd>
      </span>
      <QuickSearchBox open={open} onClose={() => setOpen(false)} recent={recent} onGo={go} />
    </>
  );
}
