"use client";
/**
 * The header's one search box: a button in the header, and a dialog opened from any page with
 * Ctrl K, ⌘ K or "/" (not while typing in a field). Typing a query and Enter opens the search page
 * (/search?q=…), which goes straight to the order, discount or single customer found; empty, the box
 * lists this browser's recently viewed customers and orders. Built on the kit's Dialog and cmdk.
 * Props: staffEmail (whose recent items to show).
 */
import { Command } from "cmdk";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { pages } from "@/lib/pages";
import { describeQuickSearch, planQuickSearch, QUICK_SEARCH_MAX_LENGTH } from "@/lib/search/quick-search";
import { QUICK_SEARCH_MESSAGES } from "@/lib/search/messages";
import type { RecentItem } from "@/lib/search/recent-items";
import { Dialog } from "@/components/ui/dialog";
import { SearchIcon } from "@/components/ui/icons";
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

const ITEM = "flex cursor-default select-none flex-col rounded px-3 py-2 text-slate-900 data-[selected=true]:bg-brand-50";

export function QuickSearch({ staffEmail }: { staffEmail: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [recent, setRecent] = useState<RecentItem[]>([]);

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
    setQuery("");
    router.push(href);
  };
  const trimmed = query.trim();
  const description = trimmed ? describeQuickSearch(planQuickSearch(trimmed)) : "";
  const matchingRecent = trimmed
    ? recent.filter((r) => `${r.label} ${r.detail ?? ""}`.toLowerCase().includes(trimmed.toLowerCase()))
    : recent;

  return (
    <>
      <button
        type="button"
        onClick={openBox}
        aria-label={QUICK_SEARCH_MESSAGES.opener}
        aria-keyshortcuts="Control+K Meta+K /"
        className="flex min-w-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <SearchIcon className="h-4 w-4 shrink-0" />
        <span className="truncate">Find</span>
        <kbd aria-hidden className="hidden rounded border border-slate-300 px-1 text-xs text-slate-500 sm:inline">Ctrl K</kbd>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Search" description={QUICK_SEARCH_MESSAGES.shortcut} size="lg">
        <Command label={QUICK_SEARCH_MESSAGES.label} shouldFilter={false} loop className="outline-none">
          <Command.Input
            data-autofocus
            value={query}
            onValueChange={(v) => setQuery(v.slice(0, QUICK_SEARCH_MAX_LENGTH))}
            aria-label={QUICK_SEARCH_MESSAGES.label}
            placeholder={QUICK_SEARCH_MESSAGES.placeholder}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-500"
          />
          {/* An empty listbox is invalid ARIA: the list is hidden (still there for the input's aria-controls) until it has options. */}
          <Command.List label={QUICK_SEARCH_MESSAGES.label} hidden={!trimmed && matchingRecent.length === 0} className="mt-2 max-h-80 overflow-y-auto text-sm">
            {trimmed ? (
              <Command.Item value={`search:${trimmed}`} onSelect={() => go(quickSearchHref(trimmed))} className={ITEM}>
                <span className="font-medium">Search for “{trimmed}”</span>
                {description ? <span className="text-xs text-slate-600">{description}</span> : null}
              </Command.Item>
            ) : null}
            {matchingRecent.length > 0 ? (
              <Command.Group heading={QUICK_SEARCH_MESSAGES.recent} className="mt-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600">
                {matchingRecent.map((item) => (
                  <Command.Item key={item.href} value={`recent:${item.href}`} onSelect={() => go(item.href)} className={ITEM}>
                    <span className="font-medium">{item.label}</span>
                    {item.detail ? <span className="text-xs text-slate-600">{item.detail}</span> : null}
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
          </Command.List>
          {!trimmed && recent.length === 0 ? <p className="mt-2 px-3 py-2 text-sm text-slate-600">{QUICK_SEARCH_MESSAGES.noRecent}</p> : null}
        </Command>
      </Dialog>
    </>
  );
}
