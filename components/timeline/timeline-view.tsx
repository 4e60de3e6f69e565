"use client";
/**
 * TimelineView: the timeline's filters (kept in the URL, lib/timeline/url.ts) and its entries,
 * newest first, TIMELINE_PAGE_SIZE at a time with "Show N more". Each entry: its kind, what
 * happened, the dog, when and who, what changed, and a link to what it concerns
 * (lib/timeline/entries.ts timelineLink). Filtering needs no request: every entry is here.
 * Props: entries (sorted, from the BFF); pets (the customer's dogs); customerSegment (links);
 * currentOrderId? (on the order page); timeZone (the business time zone: the date filter's days).
 */
import Link from "next/link";
import { useId, useMemo, useState } from "react";
import { useQueryStates } from "nuqs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatDate } from "@/lib/format";
import {
  filterTimeline,
  TIMELINE_KIND_LABELS,
  TIMELINE_PAGE_SIZE,
  TIMELINE_TEXTS,
  timelineDogOptions,
  timelineLink,
  timelineStaffOptions,
  type TimelineEntry,
  type TimelineFilters,
} from "@/lib/timeline/entries";
import { filtersOfUrl, TIMELINE_URL_OPTIONS, timelineFilterParsers, urlOfFilters } from "@/lib/timeline/url";
import { TimelineFilterBar } from "./timeline-filter-bar";

export interface TimelineViewProps {
  entries: TimelineEntry[];
  pets: { id: string; name: string }[];
  customerSegment: string;
  currentOrderId?: string;
  timeZone: string;
}

export function TimelineView({ entries, pets, customerSegment, currentOrderId, timeZone }: TimelineViewProps) {
  const [url, setUrl] = useQueryStates(timelineFilterParsers, TIMELINE_URL_OPTIONS);
  const filters = filtersOfUrl(url);
  const [limit, setLimit] = useState(TIMELINE_PAGE_SIZE);
  const idPrefix = useId();
  const shown = useMemo(() => filterTimeline(entries, filters, timeZone), [entries, filters, timeZone]);
  const dogs = useMemo(() => timelineDogOptions(entries, pets), [entries, pets]);
  const staff = useMemo(() => timelineStaffOptions(entries), [entries]);
  const change = (next: Partial<TimelineFilters>) => {
    setLimit(TIMELINE_PAGE_SIZE);
    void setUrl(urlOfFilters(next));
  };
  const visible = shown.slice(0, limit);
  const more = Math.min(TIMELINE_PAGE_SIZE, shown.length - visible.length);

  return (
    <div className="space-y-3">
      {entries.length > 0 ? <TimelineFilterBar filters={filters} onChange={change} dogs={dogs} staff={staff} idPrefix={idPrefix} /> : null}
      <p role="status" className="text-sm text-slate-700">
        {entries.length === 0 ? TIMELINE_TEXTS.empty : shown.length === 0 ? TIMELINE_TEXTS.noMatch : TIMELINE_TEXTS.showing(visible.length, shown.length)}
      </p>
      {visible.length > 0 ? (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Timeline entries">
          {visible.map((e) => (
            <TimelineItem key={e.id} entry={e} link={timelineLink(e.target, { customerSegment, currentOrderId })} />
          ))}
        </ol>
      ) : null}
      {more > 0 ? (
        <Button variant="secondary" size="sm" onClick={() => setLimit((n) => n + TIMELINE_PAGE_SIZE)}>
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
