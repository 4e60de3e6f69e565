/**
 * The timeline's filters in the URL (nuqs parsers, shared by the section and its tests):
 * `?timelineKind=refund,claim&timelineDog={petId}&timelineStaff={email}&timelineFrom=2026-01-01&timelineTo=2026-02-01`.
 * Bad values read as "no filter" (an unknown kind is dropped, a date that is not YYYY-MM-DD is
 * ignored). Changes replace the URL in place (a view can be bookmarked and shared); the section
 * asks the BFF's timeline route for the entries they keep (timelinePageHref below).
 */
import { createLoader, createSerializer, parseAsArrayOf, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { intText } from "../contract/bounds";
import { parseAsDay } from "../list-params";
import { TIMELINE_KINDS, type TimelineCursor, type TimelineFilters } from "./entries";

export { parseAsDay };

export const timelineFilterParsers = {
  timelineKind: parseAsArrayOf(parseAsStringLiteral(TIMELINE_KINDS)).withDefault([]),
  timelineDog: parseAsString,
  timelineStaff: parseAsString,
  timelineFrom: parseAsDay,
  timelineTo: parseAsDay,
};

export const TIMELINE_URL_OPTIONS = { history: "replace", shallow: true, scroll: false } as const;

type UrlValues = { timelineKind: TimelineFilters["kind"]; timelineDog: string | null; timelineStaff: string | null; timelineFrom: string | null; timelineTo: string | null };

/** The URL's values as filters. */
export const filtersOfUrl = (v: UrlValues): TimelineFilters => ({ kind: v.timelineKind, dog: v.timelineDog, staff: v.timelineStaff, from: v.timelineFrom, to: v.timelineTo });

/** A change of filters as the URL's values (null: the parameter leaves the URL). */
export function urlOfFilters(f: Partial<TimelineFilters>): Partial<{ [K in keyof UrlValues]: UrlValues[K] | null }> {
  const out: Partial<{ [K in keyof UrlValues]: UrlValues[K] | null }> = {};
  if ("kind" in f) out.timelineKind = f.kind && f.kind.length > 0 ? f.kind : null;
  if ("dog" in f) out.timelineDog = f.dog ?? null;
  if ("staff" in f) out.timelineStaff = f.staff ?? null;
  if ("from" in f) out.timelineFrom = f.from ?? null;
  if ("to" in f) out.timelineTo = f.to ?? null;
  return out;
}

/** The filters of a request's URL (the section's first page; the BFF's next pages). */
export const loadTimelineFilters = createLoader(timelineFilterParsers);

const serializeFilters = createSerializer(timelineFilterParsers);

/** The BFF route serving the timeline's pages. */
export const TIMELINE_ROUTE = "/api/timeline";

/** The timeline route's answer to an offset that is not a plain decimal whole number, 0 or more. */
export const TIMELINE_OFFSET_MESSAGE = "offset must be a whole number, 0 or more.";
/** The timeline route's `offset`: plain decimal digits ("0x10", " 3 ", "1e2" refused, as the API's counts), 0 when absent. */
export const timelineOffsetField = intText({ min: 0, message: TIMELINE_OFFSET_MESSAGE, minMessage: TIMELINE_OFFSET_MESSAGE }).default(0);

/** The longest `afterTime` and `afterId` the route reads (an entry's time is an ISO timestamp, its id a few words). */
export const TIMELINE_CURSOR_MAX_LENGTH = 200;
/** The timeline route's answer to a cursor given in part (or too long), or along with an offset. */
export const TIMELINE_CURSOR_MESSAGE = `afterTime and afterId go together, without offset: the time and the id of the entry shown last (at most ${TIMELINE_CURSOR_MAX_LENGTH} characters each).`;

/**
 * Where the page a request asks for starts (app/api/timeline/[customerSegment]/route.ts): after the
 * entry `afterTime` and `afterId` name (the next pages, lib/timeline/entries.ts TimelineCursor), else
 * from `offset` (0 when absent: the first page); `detail`: the query is refused, and why.
 */
export function timelinePageStart(query: URLSearchParams): { start: number | TimelineCursor } | { detail: string } {
  const time = query.get("afterTime");
  const id = query.get("afterId");
  if (time === null && id === null) {
    const offset = timelineOffsetField.safeParse(query.get("offset") ?? undefined);
    return offset.success ? { start: offset.data } : { detail: TIMELINE_OFFSET_MESSAGE };
  }
  const fits = (v: string | null): v is string => v !== null && v !== "" && v.length <= TIMELINE_CURSOR_MAX_LENGTH;
  return fits(time) && fits(id) && !query.has("offset") ? { start: { time, id } } : { detail: TIMELINE_CURSOR_MESSAGE };
}

/**
 * The URL of a page of the timeline (issue 23: the section is paged on the server, app/api/timeline/[customerSegment]/route.ts):
 * `/api/timeline/{customerSegment}?order={orderId}&offset={n}&timelineKind=…` (the filters as in the page's URL);
 * a next page names the entry shown last instead of an offset (`afterTime=…&afterId=…`).
 */
export function timelinePageHref(customerSegment: string, at: { orderId?: string; filters: TimelineFilters } & ({ offset: number } | { after: TimelineCursor })): string {
  const query = serializeFilters(urlOfFilters(at.filters));
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  if (at.orderId !== undefined) params.set("order", at.orderId);
  if ("after" in at) {
    params.set("afterTime", at.after.time);
    params.set("afterId", at.after.id);
  } else params.set("offset", String(at.offset));
  return `${TIMELINE_ROUTE}/${encodeURIComponent(customerSegment)}?${params}`;
}
