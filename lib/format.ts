/**
 * Generic display formatters shared by every screen: phone numbers, dates and timestamps (in the
 * configured business time zone: lib/business-day.ts businessTimeZone), changelog values. Status
 * labels and tones: lib/status.ts.
 * Isomorphic: used by server-rendered pages, client components and unit tests.
 */
import { businessTimeZone } from "./business-day";

/** "(555) 123-4567" when the number has 10 digits (a leading +1 country code is dropped); otherwise as given. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Calendar dates ("2026-03-05") are shown as they are; timestamps in the business time zone. */
const calendarDateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/**
 * `format` remembering its answers by input (issue 23: an Intl format costs microseconds, and a
 * page formats the same few hundred dates and amounts on every view). Bounded: emptied when full.
 * Used by formatDate, formatDateTime and lib/money.ts formatMoney.
 */
export function remembered<T extends string | number>(format: (value: T) => string, max = 2000): (value: T) => string {
  const answers = new Map<T, string>();
  return (value) => {
    let answer = answers.get(value);
    if (answer === undefined) {
      if (answers.size >= max) answers.clear();
      answer = format(value);
      answers.set(value, answer);
    }
    return answer;
  };
}

/** One zone's formats and their remembered answers (a process shows one zone: the configured one, lib/business-day.ts businessTimeZone). */
interface ZoneFormats {
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
  dateText: (value: string) => string;
  dateTimeText: (value: string) => string;
}
const zoneFormats = new Map<string, ZoneFormats>();

/** The formats of `timeZone`, made at its first use. */
function formatsOf(timeZone: string): ZoneFormats {
  let formats = zoneFormats.get(timeZone);
  if (formats) return formats;
  const date = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone });
  const dateTime = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" });
  formats = {
    date,
    dateTime,
    dateText: remembered((value: string) => {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        const day = new Date(`${value}T00:00:00Z`);
        return Number.isNaN(day.getTime()) ? "—" : calendarDateFormat.format(day);
      }
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? "—" : date.format(d);
    }),
    dateTimeText: remembered((value: string) => {
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? "—" : dateTime.format(d);
    }),
  };
  zoneFormats.set(timeZone, formats);
  return formats;
}

/** "Mar 5, 2026" for a date ("2026-03-05") or a timestamp; "—" when missing or invalid. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const formats = formatsOf(businessTimeZone());
  if (typeof value === "string") return formats.dateText(value);
  return Number.isNaN(value.getTime()) ? "—" : formats.date.format(value);
}

/** "Mar 5, 2026, 9:30 AM EST" in the business time zone (the configured one: businessTimeZone); "—" when missing or invalid. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const formats = formatsOf(businessTimeZone());
  if (typeof value === "string") return formats.dateTimeText(value);
  return Number.isNaN(value.getTime()) ? "—" : formats.dateTime.format(value);
}

/** A timestamp as the API writes it ("2026-11-28T00:19:24.977Z"): a changed value shows it as every date on screen ("Nov 27, 2026, 7:19 PM EST"). */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

const isScalar = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** The identifier a line of a list names its thing by (a mapping's items, an order's lines). */
const LINE_ID_KEYS = ["sku", "code", "product_code"] as const;

/** How a record's value under `key` reads (the changelog's rules by field name: lib/timeline/context.ts); by default as changeValueText. */
export type KeyedValueText = (key: string, value: unknown) => string;
const plainKeyedText: KeyedValueText = (_key, value) => changeValueText(value);

/** A record as text: a line of a list (an id and a quantity) as "SKU × 2", any other as "key: value; key: value" (each value as `keyedText` reads it). */
function recordText(record: Record<string, unknown>, keyedText: KeyedValueText): string {
  const idKey = LINE_ID_KEYS.find((k) => typeof record[k] === "string");
  const rest = Object.entries(record).filter(([k]) => k !== idKey && k !== "quantity");
  if (idKey && typeof record.quantity === "number" && rest.length === 0) return `${String(record[idKey])} × ${record.quantity}`;
  const entries = Object.entries(record);
  return entries.length === 0 ? "—" : entries.map(([k, v]) => `${k.replace(/_/g, " ")}: ${keyedText(k, v)}`).join("; ");
}

/** Whether `value` is a plain record (an object, not null, not a list): an answer's body read by its keys. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A changed value as one line of text, never JSON. A timestamp reads as formatDateTime shows it. A
 * list of plain values (discount codes, product codes, claim types) is its items, each as
 * `itemText` shows it, joined with ", " ("—" when empty); a list of records is each record's text
 * joined the same way: a line of a list (a mapping's items, {sku, quantity}) as "SKU × 2", any
 * other record as "key: value; key: value", each value as `keyedText` reads the value of its key.
 */
export function changeValueText(value: unknown, itemText: (item: unknown) => string = changeValueText, keyedText: KeyedValueText = plainKeyedText): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return ISO_TIMESTAMP.test(value) ? formatDateTime(value) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every(isScalar)) return value.length === 0 ? "—" : value.map((item) => itemText(item)).join(", ");
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((item) => (isRecord(item) ? recordText(item, keyedText) : changeValueText(item))).join(", ");
  if (isRecord(value)) return recordText(value, keyedText);
  return String(value);
}

/** JSON text with every object's keys sorted: a value read back from jsonb (which keeps keys in its own order) compares equal to the value written. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );

/** Whether two changelog values are the same (undefined and null alike; objects whatever the order of their keys). */
export const sameChangeValue = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/**
 * A changed field's values as text: "old → new", each as `text` shows it. A field recorded with the
 * same value on both sides (kept for context: the order a discount was removed from) reads as that
 * value alone, never as a change ("1000001", not "1000001 → 1000001"). Every changelog line (the
 * timeline's `changeLine`, the customer changelog) is worded by it.
 */
export function changeText(change: { old: unknown; new: unknown }, text: (value: unknown) => string = (v) => changeValueText(v)): string {
  return sameChangeValue(change.old, change.new) ? text(change.new) : `${text(change.old)} → ${text(change.new)}`;
}
