/**
 * "Today" for the daily session (a sign-in is valid for the calendar day): the calendar day
 * in the business time zone, as YYYY-MM-DD.
 */
import { DEFAULT_BUSINESS_TIME_ZONE } from "./business-time-zone.mjs";

export { DEFAULT_BUSINESS_TIME_ZONE };

/** The <html> attribute the root layout (app/layout.tsx) writes the configured business time zone in, for the browser. */
export const BUSINESS_TIME_ZONE_ATTRIBUTE = "data-business-time-zone";
/** Where the server keeps the configured zone: one per process, shared by Next's server-component and server-rendering module graphs. */
const SERVER_ZONE = Symbol.for("bark.businessTimeZone");
type ZoneHolder = { [SERVER_ZONE]?: string };

/** The server's configured business time zone (the BFF's config, server/bff/config; the embedded API's main). */
export function setServerBusinessTimeZone(timeZone: string): void {
  (globalThis as ZoneHolder)[SERVER_ZONE] = timeZone;
}

/**
 * The configured business time zone (BUSINESS_TIME_ZONE), the one zone of every date shown, every
 * date typed and every "today": on the server the configuration's (setServerBusinessTimeZone), in
 * the browser the root layout's <html> attribute (the same value, so a server-rendered date and its
 * hydration agree); America/New_York when neither is set.
 */
export function businessTimeZone(): string {
  const zone = typeof document === "undefined" ? (globalThis as ZoneHolder)[SERVER_ZONE] : document.documentElement.getAttribute(BUSINESS_TIME_ZONE_ATTRIBUTE);
  return zone || DEFAULT_BUSINESS_TIME_ZONE;
}

/** What a date-and-time field's hint calls the zone its value is read in ("New York time", "Los Angeles time"): parseBusinessDateTime. */
export const businessTimeHint = (timeZone: string = businessTimeZone()): string => `${timeZone.split("/").pop()!.replace(/_/g, " ")} time`;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The last answer per zone, by whole second: a day changes only at a whole second in every zone
 * (offsets are whole seconds), so the same second is the same day. The session check asks this on
 * every request; formatting a date costs more than the rest of that check.
 */
const lastAnswer = new Map<string, { second: number; day: string }>();

export function businessDay(date: Date, timeZone: string = businessTimeZone()): string {
  const second = Math.floor(date.getTime() / 1000);
  const last = lastAnswer.get(timeZone);
  if (last && last.second === second) return last.day;
  const day = formatDay(date, timeZone);
  if (Number.isFinite(second)) lastAnswer.set(timeZone, { second, day });
  return day;
}

function formatDay(date: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year").padStart(4, "0")}-${get("month")}-${get("day")}`;
}

/**
 * The business day of the last `sameBusinessDay` question per zone, as the instants it spans
 * [start, end): a day's bounds are facts of the zone's calendar, found once a day, after which the
 * question is two comparisons instead of two formatted dates.
 */
const dayBounds = new Map<string, { start: number; end: number }>();

/** True when `date` falls on the business day of `now` in `timeZone` (as `businessDay(date) === businessDay(now)`). */
export function sameBusinessDay(date: Date, now: Date, timeZone: string = businessTimeZone()): boolean {
  const t = date.getTime(), n = now.getTime();
  if (!Number.isFinite(t) || !Number.isFinite(n)) return businessDay(date, timeZone) === businessDay(now, timeZone);
  let bounds = dayBounds.get(timeZone);
  if (!bounds || n < bounds.start || n >= bounds.end) {
    const day = businessDay(now, timeZone);
    const start = startOfBusinessDay(day, timeZone).getTime();
    // The next day's first instant: from this day's start, forward by hours, minutes, seconds.
    let last = start;
    for (const step of [3_600_000, 60_000, 1_000]) {
      while (businessDay(new Date(last + step), timeZone) === day) last += step;
    }
    bounds = { start, end: last + 1_000 };
    dayBounds.set(timeZone, bounds);
  }
  return t >= bounds.start && t < bounds.end;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whole seconds from `now` until the business day of `now` ends (the next midnight in `timeZone`),
 * DST days included (23 or 25 hours long). At least 1.
 */
export function secondsLeftInBusinessDay(now: Date, timeZone: string = businessTimeZone()): number {
  const today = businessDay(now, timeZone);
  // Step forward by hours, then by minutes, then by seconds: the first instant of another day.
  let t = now.getTime();
  for (const step of [3_600_000, 60_000, 1_000]) {
    while (businessDay(new Date(t + step), timeZone) === today) t += step;
  }
  return Math.max(1, Math.ceil((t + 1_000 - now.getTime()) / 1000));
}

/**
 * The first instant of the calendar day `day` (YYYY-MM-DD) in `timeZone` (its midnight; DST days
 * included): from 26 hours before midnight UTC (an earlier day in every zone), step forward by hours, minutes and seconds while
 * the business day is still an earlier one.
 */
export function startOfBusinessDay(day: string, timeZone: string = businessTimeZone()): Date {
  // Never before year 1's first instant: an instant before Christ formats as year "0001" again, so
  // the walk would stop there, and PostgreSQL stores no such instant (a filter of 0001-01-01 was a 500).
  let t = Math.max(Date.parse(`${day}T00:00:00Z`) - 26 * 3_600_000, FIRST_INSTANT);
  for (const step of [3_600_000, 60_000, 1_000]) {
    while (businessDay(new Date(t + step), timeZone) < day) t += step;
  }
  return new Date(Math.max(t + 1_000, FIRST_INSTANT));
}

/**
 * A wall-clock date and time without a zone, as a datetime-local input holds it: "2027-03-01T10:00"
 * (seconds optional); or a day alone, "2027-03-01", read as that day's midnight in the zone too (an
 * API client's date: before, JavaScript's reading made it UTC midnight, 7 PM the evening before in
 * New York, while every day filter and typed time is the business zone's; a review of time).
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
/** ISO 8601 with a zone ("2027-03-01T10:00:00Z", "…+05:30"). */
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2})))?$/i;
/** The instants a date column stores as written: years 0001 to 9999 (PostgreSQL has no year 0; JavaScript writes 10000 on as "+010000"). */
const FIRST_INSTANT = utcOf(1, 1, 1, 0, 0, 0, 0).getTime();
const LAST_INSTANT = utcOf(9999, 12, 31, 23, 59, 59, 999).getTime();

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at instant `t` (ms; -5 h in New York's winter). */
function zoneOffsetMs(t: number, timeZone: string): number {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    offsetFormatters.set(timeZone, f);
  }
  const n = Object.fromEntries(f.formatToParts(new Date(t)).map((p) => [p.type, Number(p.value)]));
  return utcOf(n.year!, n.month!, n.day!, n.hour!, n.minute!, n.second!, 0).getTime() - Math.floor(t / 1000) * 1000;
}

/** The UTC instant of a calendar date and clock time (setUTCFullYear: Date.UTC reads years 0–99 as 1900–1999). */
function utcOf(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): Date {
  const at = new Date(0);
  at.setUTCFullYear(y, mo - 1, d);
  at.setUTCHours(h, mi, s, ms);
  return at;
}

/**
 * A form's date and time as an instant. A wall-clock text (a datetime-local input's value) is read
 * in `timeZone`, the business time zone every date is shown in (businessTimeZone(): the configured
 * one, lib/format.ts), not in the browser's or the server's own zone: "2027-03-01T10:00" is 10:00 in
 * New York (by default) wherever it was typed. A time the clock skips (spring forward) reads an hour
 * later, a time it passes twice (fall back) as the first. ISO 8601 with `Z` or an offset (or a day alone) is read as written. Any
 * other text ("1", "Dec 31 2030"), a day or time the calendar does not have (February 30, 24:00) and
 * an instant outside years 0001–9999 (which PostgreSQL cannot store as written) is an invalid Date.
 */
export function parseBusinessDateTime(text: string, timeZone: string = businessTimeZone()): Date {
  const at = readDateTime(text, timeZone);
  const t = at.getTime();
  return t >= FIRST_INSTANT && t <= LAST_INSTANT ? at : new Date(Number.NaN);
}

/** True when y-mo-d is a day of the calendar and h:mi:s a time of the clock (2027-02-30 and 24:00 are not). */
function isCalendarTime(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  const at = utcOf(y, mo, d, 0, 0, 0, 0);
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && h <= 23 && mi <= 59 && s <= 59;
}

function readDateTime(text: string, timeZone: string): Date {
  const m = WALL_TIME.exec(text);
  if (!m) {
    // Only ISO 8601: JavaScript's own reading takes "1" for 2001-01-01 and rolls 2027-02-30 over to March 2.
    const iso = ISO_TIME.exec(text);
    if (!iso) return new Date(Number.NaN);
    const [y, mo, d, h, mi, s, oh, om] = iso.slice(1, 9).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number, number, number];
    if (!isCalendarTime(y, mo, d, h, mi, s) || oh > 23 || om > 59) return new Date(Number.NaN);
    return new Date(text);
  }
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  const ms = Number((m[7] ?? "0").padEnd(3, "0"));
  const at = utcOf(y, mo, d, h, mi, s, ms);
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return new Date(Number.NaN);
  const guess = at.getTime();
  // The instant t whose wall clock reads `guess`: t + offset(t) = guess (two tries cover a DST change).
  const reads = (t: number) => t + zoneOffsetMs(t, timeZone) === guess;
  const first = guess - zoneOffsetMs(guess, timeZone);
  if (reads(first)) return new Date(first);
  const second = guess - zoneOffsetMs(first, timeZone);
  if (reads(second)) return new Date(second);
  // Neither: a time the clock skips; the later of the two is the same clock time an hour later (east or west of UTC).
  return new Date(Math.max(first, second));
}
