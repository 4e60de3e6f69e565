"use client";
/**
 * ListSearch: ListPage's search box (loaded through list-page-controls.tsx's deferred `ListSearch`).
 * Submitting (Enter or the Search button) writes `search` to the URL and drops `page` (back to page
 * 1), with a history entry and a server round trip (lib/list-params LIST_URL_OPTIONS). Back re-seeds
 * the box from the URL. Props: label? (default "Search"), placeholder?, maxLength (the longest search
 * the list's call takes: the box takes no more, and a longer URL search reads cut to it, as the server page reads it).
 */
import { useQueryStates } from "nuqs";
import { useId, useMemo } from "react";
import { LIST_URL_OPTIONS, listParsersOf } from "@/lib/list-params";
import { Button } from "./button";
import { Input } from "./input";

export function ListSearch({ label = "Search", placeholder, maxLength }: { label?: string; placeholder?: string; maxLength: number }) {
  const parsers = useMemo(() => listParsersOf(maxLength), [maxLength]);
  const [{ search }, setParams] = useQueryStates(parsers, LIST_URL_OPTIONS);
  const id = useId();
  return (
    <form
      role="search"
      aria-label={label}
      className="flex max-w-xl items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const value = String(new FormData(e.currentTarget).get("search") ?? "").trim();
        void setParams({ search: value || null, page: null });
      }}
    >
      <div className="flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        {/* key: Back or a shared link re-seeds the box with the URL's search. */}
        <Input key={search} id={id} name="search" type="search" defaultValue={search} placeholder={placeholder} maxLength={maxLength} autoComplete="off" />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
