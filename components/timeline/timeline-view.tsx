"use client";
/**
 * TimelineView: the timeline's filters (kept in the URL, lib/timeline/url.ts) and its entries,
 * newest first, TIMELINE_PAGE_SIZE at a time with "Show N more". Each entry: its kind, what
 * happened, the dog, when and who, what changed, and a link to what it concerns
 * (lib/timeline/entries.ts timelineLink). Paged on the server (issue 23): the view starts with the
 * first page the section rendered for the URL's filters; "Show N more" and another filter ask the
 * BFF's timeline route (lib/timeline/url.ts timelinePageHref) for the page they need; the URL
 * changes in place without a server render of the page.
 * Props: first (the first page: entries, matched, total) and filters (those it was built for);
 * dogs and staff (the filters' choices); customerSegment (links and the route); currentOrderId? (on the order page).
 */
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { useQueryStates } from "nuqs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatDate } from "@/lib/format";
import { TIMELINE_KIND_LABELS, TIMELINE_PAGE_SIZE, TIMELINE_TEXTS, timelineLink, type TimelineEntry, type TimelineFilters, type TimelinePage } from "@/lib/timeline/entries";
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
}

/** Which filters a page was loaded for. */
const keyOf = (f: TimelineFilters) => JSON.stringify(urlOfFilters(f));

/** The route's answer (its own BFF: the shape is lib/timeline/entries.ts TimelinePage). */
async function fetchPage(href: string, signal?: AbortSignal): Promise<TimelinePage> {
  const res = await fetch(href, { headers: { accept: "application/json" }, signal });
  if (!res.ok) throw new Error(`timeline page: ${res.status}`);
  return (await res.json()) as TimelinePage;
}

export function TimelineView({ first, filters: firstFilters, dogs, staff, customerSegment, currentOrderId }: TimelineViewProps) {
  const [url, setUrl] = useQueryStates(timelineFilterParsers, TIMELINE_URL_OPTIONS);
  const filters = filtersOfUrl(url);
  const key = keyOf(filters);
  const idPrefix = useId();
  // What is on screen: the server's first page (again when it renders new props), then what the route answered.
  const [view, setView] = useState({ from: first, key: keyOf(firstFilters), page: first });
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const current = view.from === first ? view : { from: first, key: keyOf(firstFilters), page: first };
  if (current !== view) setView(current);
  const hrefAt = (offset: number) => timelinePageHref(customerSegment, { orderId: currentOrderId, offset, filters });

  // Other filters than those on screen: their first page.
  const stale = current.key !== key;
  const firstHref = stale ? hrefAt(0) : null;
  useEffect(() => {
    if (firstHref === null) return;
    const abort = new AbortController();
    fetchPage(firstHref, abort.signal).then(
      (page) => {
        setFailed(false);
        setView((v) => ({ from: v.from, key, page }));
      },
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    return () => abort.abort();
  }, [firstHref, key]);

  const change = (next: Partial<TimelineFilters>) => void setUrl(urlOfFilters(next));
  const showMore = () => {
    if (loadingMore || stale) return;
    setLoadingMore(true);
    fetchPage(hrefAt(current.page.entries.length))
      .then(
        (page) => {
          setFailed(false);
          // Only onto the page it continues (the filters may have changed meanwhile).
          setView((v) => (v.key === key ? { ...v, page: { ...page, entries: [...v.page.entries, ...page.entries] } } : v));
        },
        () => setFailed(true),
      )
      .finally(() => setLoadingMore(false));
  };

  const { entries: visible, matched, total } = current.page;
  const more = Math.min(TIMELINE_PAGE_SIZE, matched - visible.length);

  return (
    <div className="space-y-3">
      {total > 0 ? <TimelineFilterBar filters={filters} onChange={change} dogs={dogs} staff={staff} idPrefix={idPrefix} /> : null}
      <p role="status" className="text-sm text-slate-700">
        {total === 0
          ? TIMELINE_TEXTS.empty
          : // A From after the To (an address typed or kept): the sentence that says so, not "No … match".
            (dayRangeMessage({ from: filters.from ?? "", to: filters.to ?? "" }) ?? (matched === 0 ? TIMELINE_TEXTS.noMatch : TIMELINE_TEXTS.showing(visible.length, matched)))}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {TIMELINE_TEXTS.pageFailed}
        </p>
      ) : null}
      {visible.length > 0 ? (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Timeline entries" aria-busy={stale || loadingMore || undefined}>
          {visible.map((e) => (
            <TimelineItem key={e.id} entry={e} link={timelineLink(e.target, { customerSegment, currentOrderId })} />
          ))}
        </ol>
      ) : null}
      {more > 0 ? (
        <Button variant="secondary" size="sm" onClick={showMore}>
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
