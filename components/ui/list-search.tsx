"use client";
/**
 * ListSearch: ListPage's search box (loaded through list-page-controls.tsx's deferred `ListSearch`).
 * Submitting (Enter or the Search button) writes `search` to the URL and drops `page` (back to page
 * 1), with a history entry and a server round trip (lib/list-params LIST_URL_OPTIONS). Back re-seeds
 * the box from the URL. Props: label? (default "Search"), placeholder?.
 */
import { useQueryStates } from "nuqs";
import { useId } from "react";
import { LIST_URL_OPTIONS, listParsers } from "@/lib/list-params";
import { Button } from "./button";
import { Input } from "./input";

export function ListSearch({ label = "Search", placeholder }: { label?: string; placeholder?: string }) {
  const [{ search }, setParams] = useQueryStates(listParsers, LIST_URL_OPTIONS);
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
        <Input key={search} id={id} name="search" type="search" defaultValue={search} placeholder={placeholder} autoComplete="off" />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
