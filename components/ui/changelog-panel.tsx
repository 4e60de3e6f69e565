/**
 * ChangelogPanel: the changelog screens (the customer's, and those of items, product
 * items and discounts). Entries newest first (lib/changelog `sortChangelog`), in a panel of at most
 * `maxHeight` px that scrolls (500 px; 400 px on the customer changelog), its cut edges shadowed
 * while there is more above or below (./scroll-area.css `scroll-shadows`: an entry cut at the edge
 * reads as "scroll for more", not as the end of the list); "No Changelog
 * to Display" when empty; "Request failed, please try to refresh the page" when the load failed
 * after its one retry.
 *
 *   // server page: one retry, then the failure message
 *   const result = await loadChangelog(() => upstreamCall(endpoints.listItemChangelog));
 *   <ChangelogPanel result={result} renderEntry={(e) => <ItemEntry entry={e} />} />
 *   <ChangelogPanel result={result} maxHeight={CUSTOMER_CHANGELOG_MAX_HEIGHT} ... />
 *
 * Props: result: ChangelogResult<T> (from loadChangelog); renderEntry(entry): the inside of one
 * entry; maxHeight? (px, default SYSTEM_CHANGELOG_MAX_HEIGHT); label? (accessible name of the
 * scrolling region, default "Changelog entries"). Entries need `created` (and `id` for the key and
 * for ties). No hooks: usable from server pages and from client components (e.g. with a filter).
 */
import type { ReactNode } from "react";
import { unstable_rethrow } from "next/navigation";
import { CHANGELOG_REQUEST_FAILED, NO_CHANGELOG, retryOnce, sortChangelog, worthRetrying, type ChangelogEntryLike } from "@/lib/changelog";

export const SYSTEM_CHANGELOG_MAX_HEIGHT = 500;
export const CUSTOMER_CHANGELOG_MAX_HEIGHT = 400;

/** A changelog load: its entries, or failed (after the retry). */
export type ChangelogResult<T> = { ok: true; entries: T[] } | { ok: false };

/**
 * Runs `load`, once more if it fails (every changelog load is retried once on failure), and turns
 * the second failure into `{ ok: false }`. By default (lib/changelog `worthRetrying`) there is no
 * second try for a 4xx answer nor for Next's redirect/notFound; `shouldRetry` replaces that rule.
 * Next's control-flow errors (redirect, notFound) are rethrown, never shown as a failure.
 */
export async function loadChangelog<T>(load: () => Promise<T[]>, shouldRetry: (error: unknown) => boolean = worthRetrying): Promise<ChangelogResult<T>> {
  try {
    return { ok: true, entries: await retryOnce(load, shouldRetry) };
  } catch (error) {
    unstable_rethrow(error);
    return { ok: false };
  }
}

export interface ChangelogPanelProps<T extends ChangelogEntryLike> {
  result: ChangelogResult<T>;
  renderEntry: (entry: T) => ReactNode;
  maxHeight?: number;
  label?: string;
}

export function ChangelogPanel<T extends ChangelogEntryLike>({ result, renderEntry, maxHeight = SYSTEM_CHANGELOG_MAX_HEIGHT, label = "Changelog entries" }: ChangelogPanelProps<T>) {
  if (!result.ok) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {CHANGELOG_REQUEST_FAILED}
      </p>
    );
  }
  const entries = sortChangelog(result.entries);
  return (
    // A scrolling region must be reachable from the keyboard (tabIndex) and named (axe: scrollable-region-focusable).
    <section
      className="scroll-shadows overflow-y-auto rounded-lg border border-slate-200"
      style={{ maxHeight: `${maxHeight}px` }}
      data-testid="changelog-panel"
      tabIndex={0}
      aria-label={label}
    >
      {entries.length === 0 ? (
        <p role="status" className="px-4 py-6 text-center text-slate-600">
          {NO_CHANGELOG}
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {entries.map((entry, i) => (
            <li key={entry.id ?? `${entry.created}-${i}`} className="px-4 py-3 text-sm" data-testid="changelog-entry">
              {renderEntry(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
