/**
 * The timeline of a customer and of an order (issue 22): one entry type for everything that
 * happened (orders created, charged, edited, cancelled; refunds; replacements and one-time orders;
 * claims; fulfillments; dog and plan changes; account actions), the rules that order, filter and
 * link them. The BFF builds the entries (lib/timeline/build.ts from the upstream's changelog,
 * orders and claims); the page's timeline section shows them. Pure and isomorphic.
 */
import { listText } from "../list-text";
import { SECTION_IDS } from "../page-sections";
import { businessDay } from "../business-day";
import { pages } from "../pages";

// ───────────────────────────── Kinds ─────────────────────────────

export const TIMELINE_KINDS = ["order", "refund", "replacement", "claim", "fulfillment", "dog", "account"] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** The kind filter's labels (one per kind, in this order). */
export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  order: "Orders",
  refund: "Refunds",
  replacement: "Replacements & one-time orders",
  claim: "Claims",
  fulfillment: "Fulfillments",
  dog: "Dogs & plans",
  account: "Account actions",
};

// ───────────────────────────── Entries ─────────────────────────────

/** What an entry concerns, for its link (turned into a URL by `timelineLink`). */
export type TimelineTarget =
  | { type: "order"; orderId: string }
  | { type: "claims"; orderId: string }
  | { type: "refunds"; orderId: string }
  | { type: "dog"; petId: string }
  | { type: "account" }
  | { type: "fulfillments" };

export interface TimelineEntry {
  /** Unique and stable ("changelog-12", "order-1000001-created"); the key and the tie-break. */
  id: string;
  kind: TimelineKind;
  /** ISO timestamp; the sort key. */
  time: string;
  /** False when the source kept no time (a refund known only from the order's totals): `time` then only places it. */
  timeRecorded: boolean;
  /** The staff member's email; null for the system or the customer. */
  staff: string | null;
  summary: string;
  /** Lines under the summary (what changed, the refunded lines, the claim's resolution…). */
  details: string[];
  dog: { id: string; name: string } | null;
  /** The orders the entry concerns (the order page shows the entries of its order). */
  orderIds: string[];
  target: TimelineTarget | null;
}

/** What an entry says: built only for the entries a page shows. */
export type TimelineTexts = Pick<TimelineEntry, "summary" | "details">;

/**
 * An entry as the timeline holds it (lib/timeline/build.ts): all that sorts it, filters it and makes
 * the filters' choices, and its texts built when a page shows it (issue 23: the customer page shows
 * 25 entries of a timeline that has two per order, and formatting is most of an entry's cost).
 */
export type TimelineItem = Omit<TimelineEntry, keyof TimelineTexts> & { texts: () => TimelineTexts };

/** The entry a page shows. */
export function entryOf({ texts, ...item }: TimelineItem): TimelineEntry {
  return { ...item, ...texts() };
}


/** How many entries show at first, and how many more each "Show more" adds. */
export const TIMELINE_PAGE_SIZE = 25;

/** The texts of the timeline section. */
export const TIMELINE_TEXTS = {
  title: "Timeline",
  empty: "Nothing has happened on this account yet.",
  noMatch: "No timeline entries match these filters.",
  /** Who made an entry without a staff member. */
  system: "system",
  /** …of a refund known only from the order's totals. */
  notRecorded: (placedAt: string) => `time and staff not recorded (placed at ${placedAt})`,
  showMore: (n: number) => `Show ${n} more`,
  showing: (shown: number, total: number) => `showing ${shown} of ${total} entries`,
  /** A page the timeline route did not answer (issue 23: the section is paged on the server). */
  pageFailed: "This part of the timeline could not be loaded. Try again.",
  /** The sources the entries shown were built without (TimelinePage's `failed`). */
  sourceFailed: (sources: readonly string[]) => `Some history could not be loaded (${listText(sources)}); the timeline shows the rest.`,
  /**
   * An order's "created" entry lists the order's products and discounts as they are NOW (the order
   * answer keeps no first version; a discount applied later has its own entry): said so, so the
   * history does not look rewritten.
   */
  productsNow: (lines: string) => `Products now: ${lines}`,
  discountsNow: (codes: string) => `Discounts now: ${codes}`,
} as const;

const timeOf = (e: Pick<TimelineEntry, "time">) => {
  const t = new Date(e.time).getTime();
  return Number.isNaN(t) ? 0 : t;
};

/** Ids compared with numeric parts as numbers; one collator per process (issue 23: `localeCompare` with options builds one per call). */
const idCollator = new Intl.Collator("en", { numeric: true });

/** An entry's sort key: its time (read once) and its id. */
interface SortKey {
  t: number;
  id: string;
}
const sortKeyOf = (e: Pick<TimelineEntry, "id" | "time">): SortKey => ({ t: timeOf(e), id: e.id });
/** The timeline's order, negative when `a` comes first: newest first; equal times by id, highest first (numeric parts compared as numbers). */
const timelineOrder = (a: SortKey, b: SortKey) => b.t - a.t || idCollator.compare(b.id, a.id);

/** Newest first; equal times by id, highest first (numeric parts compared as numbers). Each time is read once. */
export function sortTimeline<E extends Pick<TimelineEntry, "id" | "time">>(entries: readonly E[]): E[] {
  return entries
    .map((e) => ({ e, key: sortKeyOf(e) }))
    .sort((a, b) => timelineOrder(a.key, b.key))
    .map(({ e }) => e);
}

/** The entries that concern one order (the order page's timeline). */
export function entriesOfOrder<E extends Pick<TimelineEntry, "orderIds">>(entries: readonly E[], orderId: string): E[] {
  return entries.filter((e) => e.orderIds.includes(orderId));
}

// ───────────────────────────── Filters ─────────────────────────────

export interface TimelineFilters {
  /** Kinds shown; empty: every kind. */
  kind: TimelineKind[];
  /** A dog's id; null: every entry. */
  dog: string | null;
  /** A staff email; null: every entry. */
  staff: string | null;
  /** Business days (YYYY-MM-DD), inclusive; null: open. */
  from: string | null;
  to: string | null;
}

export const NO_TIMELINE_FILTERS: TimelineFilters = { kind: [], dog: null, staff: null, from: null, to: null };

export const isFiltered = (f: TimelineFilters) => f.kind.length > 0 || f.dog !== null || f.staff !== null || f.from !== null || f.to !== null;

/** The entries the filters keep; dates compare by the business day of the entry's time. */
export function filterTimeline<E extends Pick<TimelineEntry, "kind" | "dog" | "staff" | "time">>(entries: readonly E[], f: TimelineFilters, timeZone?: string): E[] {
  return entries.filter((e) => {
    if (f.kind.length > 0 && !f.kind.includes(e.kind)) return false;
    if (f.dog !== null && e.dog?.id !== f.dog) return false;
    if (f.staff !== null && e.staff !== f.staff) return false;
    if (f.from !== null || f.to !== null) {
      const day = businessDay(new Date(timeOf(e)), timeZone);
      if (f.from !== null && day < f.from) return false;
      if (f.to !== null && day > f.to) return false;
    }
    return true;
  });
}

/**
 * A customer's timeline as the BFF built it (server/bff/pages/timeline.ts loadTimeline): every entry,
 * newest first, and the sources it was built without.
 */
export interface Timeline {
  entries: readonly TimelineItem[];
  /** The sources that could not be read for it (server/bff/pages/timeline.ts TIMELINE_SOURCES): their entries are missing. */
  failed: readonly string[];
}

/** One page of the filtered timeline, and how many entries there are (issue 23: the section is paged on the server). */
export interface TimelinePage {
  /** The entries the filters keep, from where the page starts, at most `limit`. */
  entries: TimelineEntry[];
  /** How many entries the filters keep. */
  matched: number;
  /** How many entries the timeline has, unfiltered. */
  total: number;
  /** How many entries the filters keep after this page's last (what "Show N more" can still add). */
  remaining: number;
  /**
   * The sources the timeline was built without (Timeline's `failed`): the page lacks their entries,
   * and its counts leave them out. The view names them (TIMELINE_TEXTS.sourceFailed), and never puts
   * a page that lacks a source after entries that had it (lacksSourceOf).
   */
  failed: string[];
}

/**
 * Whether `page` was built without a source `held` (the list on screen) had: added to it, the
 * page would skip that source's entries without a word, count without them, and show its refunds or
 * claims a second time as told by another source. The view takes such a page as not loaded.
 */
export const lacksSourceOf = (page: Pick<TimelinePage, "failed">, held: Pick<TimelinePage, "failed">): boolean => page.failed.some((source) => !held.failed.includes(source));

/**
 * Where a next page starts: after the entry shown last, by its sort key (its time and id). The
 * timeline is built again for each page, and others' changes shift its entries meanwhile: an entry
 * added above the ones shown would make an offset repeat the last one shown, an entry gone would
 * make it skip one; the entries after a key are the same whatever changed before it.
 */
export interface TimelineCursor {
  time: string;
  id: string;
}

/** The cursor of the page after `e`. */
export const cursorAfter = (e: Pick<TimelineEntry, "id" | "time">): TimelineCursor => ({ time: e.time, id: e.id });

/** The index of the first of `entries` (sorted) that comes after `cursor` in the timeline's order (their length when none does). */
function indexAfter(entries: readonly Pick<TimelineEntry, "id" | "time">[], cursor: TimelineCursor): number {
  const key = sortKeyOf(cursor);
  const at = entries.findIndex((e) => timelineOrder(key, sortKeyOf(e)) < 0);
  return at < 0 ? entries.length : at;
}

/**
 * The page of `timeline` (its entries sorted) that the filters keep, from `start`: an offset (the
 * first page: 0), or the entries after a cursor (the next pages); TIMELINE_PAGE_SIZE entries by
 * default, with the sources the timeline was built without. Only its entries' texts are built.
 */
export function timelinePage(timeline: Timeline, f: TimelineFilters, timeZone: string | undefined, start: number | TimelineCursor = 0, limit = TIMELINE_PAGE_SIZE): TimelinePage {
  const items = timeline.entries;
  const kept = isFiltered(f) ? filterTimeline(items, f, timeZone) : items;
  const from = typeof start === "number" ? Math.max(0, start) : indexAfter(kept, start);
  const to = from + Math.max(0, limit);
  return { entries: kept.slice(from, to).map(entryOf), matched: kept.length, total: items.length, remaining: Math.max(0, kept.length - to), failed: [...timeline.failed] };
}

/** The staff filter's choices: every staff member named by an entry, alphabetically. */
export function timelineStaffOptions(entries: readonly Pick<TimelineEntry, "staff">[]): string[] {
  return [...new Set(entries.flatMap((e) => (e.staff ? [e.staff] : [])))].sort((a, b) => a.localeCompare(b));
}

/** The dog filter's choices: the customer's dogs, then any other dog an entry names, by name. */
export function timelineDogOptions(entries: readonly Pick<TimelineEntry, "dog">[], pets: readonly { id: string; name: string }[]): { id: string; name: string }[] {
  const byId = new Map(pets.map((p) => [p.id, p.name]));
  for (const e of entries) if (e.dog && !byId.has(e.dog.id)) byId.set(e.dog.id, e.dog.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

// ───────────────────────────── Links ─────────────────────────────


/**
 * An entry's link: the order page, its claims or refunds section, the customer page's Dogs & Plans, details
 * or fulfillments. On the customer page (no `currentOrderId`) its own sections are plain anchors
 * ("#dogs-plans": the timeline's filters stay in the URL); on an order page an entry about that
 * order links nowhere (it is the page itself), except to its claims or refunds section.
 */
export function timelineLink(target: TimelineTarget | null, at: { customerSegment: string; currentOrderId?: string }): { href: string; label: string } | null {
  if (!target) return null;
  const onCustomerPage = at.currentOrderId === undefined;
  const customer = (anchor: string) => `${onCustomerPage ? "" : pages.customer.href({ customerSegment: at.customerSegment })}#${anchor}`;
  const order = (orderId: string) => pages.order.href({ customerSegment: at.customerSegment, orderId });
  switch (target.type) {
    case "order":
      return target.orderId === at.currentOrderId ? null : { href: order(target.orderId), label: `Order ${target.orderId}` };
    case "claims":
      return { href: `${target.orderId === at.currentOrderId ? "" : order(target.orderId)}#${SECTION_IDS.claims}`, label: `Claims of order ${target.orderId}` };
    case "refunds":
      return { href: `${target.orderId === at.currentOrderId ? "" : order(target.orderId)}#${SECTION_IDS.refunds}`, label: `Refunds of order ${target.orderId}` };
    case "dog":
      return { href: customer(SECTION_IDS.dogs), label: "Dogs & Plans" };
    case "account":
      return { href: customer(SECTION_IDS.details), label: "Customer Details" };
    case "fulfillments":
      return { href: customer(SECTION_IDS.fulfillments), label: "Fulfillments" };
  }
}
