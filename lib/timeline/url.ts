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
import { TIMELINE_KINDS, type TimelineFilters } from "./entries";

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

/**
 * The URL of a page of the timeline (issue 23: the section is paged on the server, app/api/timeline/[customerSegment]/route.ts):
 * `/api/timeline/{customerSegment}?order={orderId}&offset={n}&timelineKind=…` (the filters as in the page's URL).
 */
/** The timeline route's answer to an offset that is not a plain decimal whole number, 0 or more. */
export const TIMELINE_OFFSET_MESSAGE = "offset must be a whole number, 0 or more.";
/** The timeline route's `offset`: plain decimal digits ("0x10", " 3 ", "1e2" refused, as the API's counts), 0 when absent. */
export const timelineOffsetField = intText({ min: 0, message: TIMELINE_OFFSET_MESSAGE, minMessage: TIMELINE_OFFSET_MESSAGE }).default(0);

export function timelinePageHref(customerSegment: string, at: { orderId?: string; offset: number; filters: TimelineFilters }): string {
  const query = serializeFilters(urlOfFilters(at.filters));
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  if (at.orderId !== undefined) params.set("order", at.orderId);
  params.set("offset", String(at.offset));
  return `${TIMELINE_ROUTE}/${encodeURIComponent(customerSegment)}?${params}`;
}
