"use client";
/**
 * TimelineView: the timeline's filters (kept in the URL, lib/timeline/url.ts) and its entries,
 * newest first, TIMELINE_PAGE_SIZE at a time with "Show N more". Each entry: its kind, what
 * happened, the dog, when and who, what changed, and a link to what it concerns
 * (lib/timeline/entries.ts timelineLink). Paged on the server (issue 23): the view starts with the
 * first page the section rendered for the URL's filters; "Show N more" and another filter ask the
 * BFF's timeline route (lib/timeline/url.ts timelinePageHref) for the page they need; the URL
 * changes in place without a server render of the page. "Show N more" asks for the entries after
 * the one shown last (its time and id, lib/timeline/entries.ts TimelineCursor), not from an offset:
 * others' changes meanwhile neither repeat nor skip an entry; an entry already held is not added again.
 * The sources the entries held were built without (TimelinePage's `failed`: the changelog, claims,
 * refund records) are named above them (TIMELINE_TEXTS.sourceFailed). A page the route answers built
 * without a source the entries held have is a page not loaded (lacksSourceOf): nothing of it is added
 * nor counted, since it would skip that source's entries without a word and could repeat a refund or
 * claim as another source tells it.
 * A page the route does not answer: TIMELINE_TEXTS.pageFailed with Try again, which asks for the
 * same page again (so does any change of the filters, the same filter picked again included); while
 * the filters on screen are not those of the entries held (their page is loading or failed), only
 * the held entries those filters keep are listed, without a count or "Show N more" (which could only
 * continue the other filters' list). "Show N more" is busy while its page loads. The route is read
 * as every call of the app (lib/client/api.ts fetchAppRoute): a 401 (the session ended) goes where
 * every other read's goes (onUnauthorized), and says nothing here.
 * Props: first (the first page: entries, matched, total, failed) and filters (those it was built for);
 * dogs and staff (the filters' choices); customerSegment (links and the route); currentOrderId? (on
 * the order page); timeZone (the business time zone: the date filters' days).
 */
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { useQueryStates } from "nuqs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatDate } from "@/lib/format";
import { LoadStatus } from "@/components/ui/load-status";
import { Notice } from "@/components/ui/notice";
import { fetchAppRoute, isUnauthorizedError } from "@/lib/client/api";
import { cursorAfter, filterTimeline, lacksSourceOf, TIMELINE_KIND_LABELS, TIMELINE_PAGE_SIZE, TIMELINE_TEXTS, timelineLink, type TimelineEntry, type TimelineFilters, type TimelinePage } from "@/lib/timeline/entries";
import { filtersOfUrl, TIMELINE_URL_OPTIONS, timelineFilterParsers, timelinePageHref, urlOfFilters } from "@/lib/timeline/url";
import { TimelineFilterBar } from "./timeline-filter-bar";
import { dayRangeMessage } from "@/lib/day-range";

export interface TimelineViewProps {
  first: TimelinePage;
  filters: TimelineFilters;
  dogs: { id: string; name: string }[];
  staff: string[];
  customerSegment: string;
  currentOrderId?: string;
  timeZone: string;
}

/** Which filters a page was loaded for. */
const keyOf = (f: TimelineFilters) => JSON.stringify(urlOfFilters(f));

/**
 * The route's answer (its own BFF: the shape is lib/timeline/entries.ts TimelinePage); a page built
 * without a source the list on screen (`held`) has is not loaded (lacksSourceOf): shown, it would skip
 * that source's entries without a word, count without them, and repeat a refund or claim another
 * source told.
 */
async function fetchPage(href: string, held: Pick<TimelinePage, "failed">, signal?: AbortSignal): Promise<TimelinePage> {
  const page = (await (await fetchAppRoute(href, { signal })).json()) as TimelinePage;
  if (lacksSourceOf(page, held)) throw new Error(`The timeline page was built without ${page.failed.join(", ")}.`);
  return page;
}

/** Whatever the route answered, a page that did not come says the same. */
const pageFailedText = () => TIMELINE_TEXTS.pageFailed;

/** Which page failed: the filters' first page (`attempt`: the try it answered), or the next page of the list on screen. */
type Failure = { page: "first"; key: string; attempt: number } | { page: "more"; key: string };

export function TimelineView({ first, filters: firstFilters, dogs, staff, customerSegment, currentOrderId, timeZone }: TimelineViewProps) {
  const [url, setUrl] = useQueryStates(timelineFilterParsers, TIMELINE_URL_OPTIONS);
  const filters = filtersOfUrl(url);
  const key = keyOf(filters);
  const idPrefix = useId();
  // What is on screen: the server's first page (again when it renders new props), then what the route answered.
  const [view, setView] = useState({ from: first, key: keyOf(firstFilters), page: first });
  const [failure, setFailure] = useState<Failure | null>(null);
  // Each Try again (or change of the filters) of a first page that failed asks for it again.
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const current = view.from === first ? view : { from: first, key: keyOf(firstFilters), page: first };
  if (current !== view) setView(current);
  // Other filters than those on screen: their first page.
  const stale = current.key !== key;
  const firstHref = stale ? timelinePageHref(customerSegment, { orderId: currentOrderId, offset: 0, filters }) : null;
  const held = current.page;
  useEffect(() => {
    if (firstHref === null) return;
    const abort = new AbortController();
    fetchPage(firstHref, held, abort.signal).then(
      (page) => {
        setFailure(null);
        setView((v) => ({ from: v.from, key, page }));
      },
      (error: unknown) => {
        if (!abort.signal.aborted && !isUnauthorizedError(error)) setFailure({ page: "first", key, attempt });
      },
    );
    return () => abort.abort();
  }, [firstHref, key, attempt, held]);

  const change = (next: Partial<TimelineFilters>) => {
    // The filters' page failed: ask again, even for the same filters picked again (the URL would not change).
    if (stale) setAttempt((a) => a + 1);
    void setUrl(urlOfFilters(next));
  };
  const showMore = () => {
    const last = current.page.entries.at(-1);
    if (loadingMore || stale || !last) return;
    setLoadingMore(true);
    fetchPage(timelinePageHref(customerSegment, { orderId: currentOrderId, after: cursorAfter(last), filters }), current.page)
      .then(
        (page) => {
          setFailure(null);
          // Only onto the page it continues (the filters may have changed meanwhile), without an entry already held;
          // the list still lacks what its own pages lacked (a source back since then does not fill in what came before).
          setView((v) => {
            if (v.key !== key) return v;
            const shown = new Set(v.page.entries.map((e) => e.id));
            return { ...v, page: { ...page, entries: [...v.page.entries, ...page.entries.filter((e) => !shown.has(e.id))], failed: v.page.failed } };
          });
        },
        (error: unknown) => {
          if (!isUnauthorizedError(error)) setFailure({ page: "more", key });
        },
      )
      .finally(() => setLoadingMore(false));
  };

  // A failure shown is the one of the filters on screen (another filter's is gone with it).
  const failed = failure !== null && failure.key === key ? failure : null;
  const retrying = failed?.page === "first" && failed.attempt !== attempt;
  const tryAgain = () => (failed?.page === "more" ? showMore() : setAttempt((a) => a + 1));
  // The same filter picked again (no change, no onChange) while its page failed: ask again.
  const menuClosed = () => {
    if (failed?.page === "first") setAttempt((a) => a + 1);
  };

  const { matched, total, failed: missing } = current.page;
  // While the filters' own page is not there, the held entries they keep (never another filter's entries).
  const visible = stale ? filterTimeline(current.page.entries, filters, timeZone) : current.page.entries;
  const more = stale ? 0 : Math.min(TIMELINE_PAGE_SIZE, current.page.remaining);

  return (
    <div className="space-y-3">
      {missing.length > 0 ? <Notice tone="error">{TIMELINE_TEXTS.sourceFailed(missing)}</Notice> : null}
      {total > 0 ? <TimelineFilterBar filters={filters} onChange={change} onMenuClosed={menuClosed} dogs={dogs} staff={staff} idPrefix={idPrefix} /> : null}
      <p role="status" className="text-sm text-slate-700">
        {total === 0
          ? TIMELINE_TEXTS.empty
          : // A From after the To (an address typed or kept): the sentence that says so, not "No … match".
            (dayRangeMessage({ from: filters.from ?? "", to: filters.to ?? "" }) ??
            // The count is the filters' own, known once their page is there.
            (stale ? null : matched === 0 ? TIMELINE_TEXTS.noMatch : TIMELINE_TEXTS.showing(visible.length, matched)))}
      </p>
      {failed ? (
        <LoadStatus load={{ status: "failed", data: null, error: null, retry: tryAgain, retrying: retrying || (failed.page === "more" && loadingMore) }} errorText={pageFailedText} />
      ) : null}
      {visible.length > 0 ? (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Timeline entries" aria-busy={(stale && !failed) || loadingMore || undefined}>
          {visible.map((e) => (
            <TimelineItem key={e.id} entry={e} link={timelineLink(e.target, { customerSegment, currentOrderId })} />
          ))}
        </ol>
      ) : null}
      {more > 0 ? (
        <Button variant="secondary" size="sm" onClick={showMore} busy={loadingMore}>
          {TIMELINE_TEXTS.showMore(more)}
        </Button>
      ) : null}
    </div>
  );
}

function TimelineItem({ entry: e, link }: { entry: TimelineEntry; link: { href: string; label: string } | null }) {
  return (
    <li className="space-y-1 px-4 py-3 text-sm" data-testid="timeline-entry" data-kind={e.kind}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <Badge tone="neutral">{TIMELINE_KIND_LABELS[e.kind]}</Badge>
          <span>{e.summary}</span>
          {e.dog ? <Badge tone="info">Dog: {e.dog.name}</Badge> : null}
        </p>
        <p className="text-xs text-slate-600">
          {e.timeRecorded ? (
            <>
              <time dateTime={e.time}>{formatDateTime(e.time)}</time> by {e.staff ?? TIMELINE_TEXTS.system}
            </>
          ) : (
            TIMELINE_TEXTS.notRecorded(formatDate(e.time))
          )}
        </p>
      </div>
      {e.details.length > 0 ? (
        <ul className="space-y-0.5 text-slate-700">
          {e.details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      ) : null}
      {link ? (
        link.href.startsWith("#") ? (
          <a href={link.href} className="text-brand-700 underline-offset-2 hover:underline">
            {link.label}
          </a>
        ) : (
          <Link href={link.href} className="text-brand-700 underline-offset-2 hover:underline">
            {link.label}
          </Link>
        )
      ) : null}
    </li>
  );
}
