"use client";
/**
 * The client pieces of ListPage (list-page.tsx):
 * - ListSearch: the search box. Submitting (Enter or the Search button) writes `search` to the URL
 *   and drops `page` (back to page 1), with a history entry and a server round trip
 *   (lib/list-params LIST_URL_OPTIONS). Back re-seeds the box from the URL.
 *   Props: label? (default "Search"), placeholder?.
 * - GoBackLink: the empty state's "Go Back": Back when the previous history entry is a page of this
 *   app (previousEntryIsInApp), else a link to the unfiltered list (or Home when the list itself is
 *   unfiltered), so a tab opened from another site or a bookmark never leaves the app.
 *   Props: filtered: boolean.
 */
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
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

/** The Navigation API's part used here (Chromium; not in every browser nor in TypeScript's DOM types yet). */
interface NavigationLike {
  currentEntry: { index: number } | null;
}

/**
 * Whether the tab's previous history entry is a page of this app. The Navigation API lists only
 * the same-origin entries next to the current one, so an index above 0 means the one before is
 * ours. Without it: the document was opened from a page of this origin (document.referrer); an
 * empty or foreign referrer (bookmark, typed address, another site) → false.
 */
export function previousEntryIsInApp(): boolean {
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  if (!document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function GoBackLink({ filtered }: { filtered: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <Link
      href={filtered ? pathname : "/"}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      onClick={(e) => {
        if (previousEntryIsInApp()) {
          e.preventDefault();
          router.back();
        }
      }}
    >
      Go Back
    </Link>
  );
}
