"use client";
/**
 * The quick search's box (./quick-search.tsx opens it): the kit's Dialog holding a cmdk command
 * list. Typing a query offers "Search for …" (the search page); empty, it lists this browser's
 * recently viewed customers and orders (filtered by the query as it is typed).
 * A query left by Escape is still there when the box opens again, selected (typing replaces it).
 * Props: open; onClose(); recent (read when the box opened); onGo(href): go there and close.
 */
import { Command } from "cmdk";
import { useState } from "react";
import { describeQuickSearch, planQuickSearch, QUICK_SEARCH_MAX_LENGTH } from "@/lib/search/quick-search";
import { QUICK_SEARCH_MESSAGES } from "@/lib/search/messages";
import type { RecentItem } from "@/lib/search/recent-items";
import { Dialog } from "@/components/ui/dialog";
import { quickSearchHref } from "./quick-search";

const ITEM = "flex cursor-default select-none flex-col rounded px-3 py-2 text-slate-900 data-[selected=true]:bg-brand-50";

export function QuickSearchBox({ open, onClose, recent, onGo }: { open: boolean; onClose: () => void; recent: RecentItem[]; onGo: (href: string) => void }) {
  const [query, setQuery] = useState("");
  const go = (href: string) => {
    setQuery("");
    onGo(href);
  };
  const trimmed = query.trim();
  const description = trimmed ? describeQuickSearch(planQuickSearch(trimmed)) : "";
  const matchingRecent = trimmed
    ? recent.filter((r) => `${r.label} ${r.detail ?? ""}`.toLowerCase().includes(trimmed.toLowerCase()))
    : recent;

  return (
    <Dialog open={open} onClose={onClose} title="Search" description={QUICK_SEARCH_MESSAGES.shortcut} size="lg">
      <Command label={QUICK_SEARCH_MESSAGES.label} shouldFilter={false} loop className="outline-none">
        <Command.Input
          data-autofocus
          value={query}
          onValueChange={(v) => setQuery(v.slice(0, QUICK_SEARCH_MAX_LENGTH))}
          // Opened again after Escape, the last query is there, selected: typing replaces it, → or End keeps it.
          onFocus={(e) => e.currentTarget.select()}
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
  );
}
