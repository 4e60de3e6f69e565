"use client";
/**
 * The client pieces of ListPage (list-page.tsx):
 * - ListSearch: the search box (./list-search.tsx), a deferred form (./deferred.tsx, issue 23): the
 *   server renders it; its code (nuqs's setter, the list's URL parsers) loads once the page is
 *   hydrated and idle, or at once when the agent reaches for it; what was typed meanwhile is handed
 *   over and a held submit (Enter, the Search button) replayed. On a client navigation a skeleton of
 *   its shape stands in while the code loads. Props: label? (default "Search"), placeholder?, maxLength.
 * - DownloadButtonIsland: the header's DownloadButton (./download-button.tsx) as a deferred island
 *   (./deferred-island.tsx): its code loads when the agent reaches for it; the first click is replayed.
 * - GoBackLink: the empty state's "Go Back": Back when the previous history entry is a page of this
 *   app (previousEntryIsInApp), else a link to the unfiltered list (or Home when the list itself is
 *   unfiltered), so a tab opened from another site or a bookmark never leaves the app.
 *   Props: filtered: boolean.
 */
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { deferred } from "./deferred";
import { deferredIsland } from "./deferred-island";
import { Skeleton } from "./skeleton";

/** The search form's shape (a label, the box and its button) while its code loads on a client navigation. */
function ListSearchSkeleton() {
  return (
    <div aria-hidden="true" className="flex max-w-xl items-end gap-2">
      <div className="flex-1 space-y-1">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-9 w-full" />
      </div>
      <Skeleton className="h-9 w-20" />
    </div>
  );
}

export const ListSearch = deferred(() => import("./list-search").then((m) => m.ListSearch), { fallback: <ListSearchSkeleton /> });

export const DownloadButtonIsland = deferredIsland("list-download", () => import("./download-button").then((m) => m.DownloadButton));

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
