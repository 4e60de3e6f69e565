/**
 * The customers and orders this browser opened last, for the header's search box when it is
 * empty. Kept in the browser's localStorage under one key per staff account (its email), newest first, at most
 * RECENT_ITEMS_MAX, and cleared on Logout. Pure helpers here; the storage calls are in
 * components/shell/recent-items-store.ts. Checked by hand, not with zod: this module is in every
 * signed-in page's first load, which carries no zod (issue 23).
 *
 * An entry is the customer's (or one of its orders') by id, never by its link: the link and the texts
 * hold the customer's name. Each visit of the customer page or an order page writes the customer as
 * the page read it (`rememberVisit`) into every entry of that customer, so a renamed customer, or one
 * whose personal data was deleted ("Customer", no email), no longer shows its old name or email here.
 */
import { matchPage, pages } from "../pages";
import { customerSegment, parseCustomerSegment } from "../customers/segment";

export const RECENT_ITEMS_MAX = 8;
export const RECENT_ITEMS_KEY_PREFIX = "bark.recent.";

interface RecentEntry {
  /** The customer's account id (the order's customer for an order). */
  customerId: number;
  /** An app path: starts with one "/" (at most 500 characters). */
  href: string;
  /** 1–200 characters. */
  label: string;
  /** At most 200 characters. */
  detail?: string;
}

/** A customer page's entry, or an order page's (with the order's id: 1–100 characters). */
export type RecentItem = RecentEntry & ({ kind: "customer"; orderId?: undefined } | { kind: "order"; orderId: string });

type RecentIds = { customerId: number; orderId?: undefined } | { customerId: number; orderId: string };

/** The customer as the customer page or an order page just read it. */
export interface RecentCustomer {
  id: number;
  /** The display name (customerDisplayName: "Customer" once the personal data is deleted). */
  name: string;
  email?: string | null;
}

const isText = (v: unknown, min: number, max: number): v is string => typeof v === "string" && v.length >= min && v.length <= max;
const isCustomerId = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v > 0;

/** The customer page's entry. */
export function recentCustomerItem(customer: RecentCustomer): RecentItem {
  const href = pages.customer.href({ customerSegment: customerSegment(customer.id, customer.name) });
  return { kind: "customer", customerId: customer.id, href, label: customer.name, ...(customer.email ? { detail: customer.email } : {}) };
}

/** An order page's entry: the order, and its customer's name. */
export function recentOrderItem(customer: RecentCustomer, orderId: string): RecentItem {
  const href = pages.order.href({ customerSegment: customerSegment(customer.id, customer.name), orderId });
  return { kind: "order", customerId: customer.id, orderId, href, label: `Order ${orderId}`, detail: customer.name };
}

/** What makes two entries the same: the customer, or the customer and the order. */
const identity = (i: RecentItem) => (i.kind === "customer" ? `customer:${i.customerId}` : `order:${i.customerId}:${i.orderId}`);

/** The list with each entry once (the first, i.e. the newest, of each identity). */
function distinct(list: readonly RecentItem[]): RecentItem[] {
  const seen = new Set<string>();
  return list.filter((i) => {
    const id = identity(i);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * An entry written before entries carried ids ({kind, href, label, detail}): its ids read from its
 * link (`/customer-lookup/{id}__{name}`, `…/order/{orderId}`), or null when the link is no such page.
 */
function idsOfLegacyHref(kind: RecentItem["kind"], href: string): RecentIds | null {
  const match = matchPage(href);
  if (!match || match.page !== (kind === "customer" ? pages.customer : pages.order)) return null;
  const segment = match.params.customerSegment;
  const customer = typeof segment === "string" ? parseCustomerSegment(segment) : null;
  if (!customer) return null;
  if (kind === "customer") return { customerId: customer.id };
  try {
    const orderId = decodeURIComponent(String(match.params.orderId));
    return isText(orderId, 1, 100) ? { customerId: customer.id, orderId } : null;
  } catch {
    return null;
  }
}

/** A stored value as a RecentItem (unknown keys dropped), or null when it is not one. */
export function recentItemOf(v: unknown): RecentItem | null {
  if (typeof v !== "object" || v === null) return null;
  const { kind, href, label, detail, customerId, orderId } = v as Record<string, unknown>;
  if (kind !== "customer" && kind !== "order") return null;
  if (!isText(href, 1, 500) || !/^\/(?!\/)/.test(href) || !isText(label, 1, 200)) return null;
  if (detail !== undefined && !isText(detail, 0, 200)) return null;
  let ids: RecentIds | null;
  if (customerId === undefined && orderId === undefined) ids = idsOfLegacyHref(kind, href);
  else if (!isCustomerId(customerId)) ids = null;
  else if (kind === "customer") ids = orderId === undefined ? { customerId } : null;
  else ids = isText(orderId, 1, 100) ? { customerId, orderId } : null;
  if (!ids || (kind === "order") !== (ids.orderId !== undefined)) return null;
  const entry = { customerId: ids.customerId, href, label, ...(detail === undefined ? {} : { detail }) };
  return ids.orderId === undefined ? { kind: "customer", ...entry } : { kind: "order", orderId: ids.orderId, ...entry };
}

/** The list with `item` first, once (by its customer, or its customer and order), cut to the maximum. */
export function withRecent(list: readonly RecentItem[], item: RecentItem): RecentItem[] {
  return distinct([item, ...list.filter((i) => identity(i) !== identity(item))]).slice(0, RECENT_ITEMS_MAX);
}

/**
 * The list with every entry of `customer` (its page's and its orders') written anew from the customer
 * as just read, in its place: the current name, link and email replace the stored ones.
 */
export function withCustomerNow(list: readonly RecentItem[], customer: RecentCustomer): RecentItem[] {
  return distinct(
    list.map((i) => {
      if (i.customerId !== customer.id) return i;
      return i.kind === "customer" ? recentCustomerItem(customer) : recentOrderItem(customer, i.orderId);
    }),
  );
}

/** The list after a visit of the customer page (`orderId` absent) or of one of its orders' pages. */
export function rememberVisit(list: readonly RecentItem[], customer: RecentCustomer, orderId?: string): RecentItem[] {
  const item = orderId === undefined ? recentCustomerItem(customer) : recentOrderItem(customer, orderId);
  return withRecent(withCustomerNow(list, customer), item);
}

/** What storage holds → the valid items (anything else, e.g. an edited or old value, is dropped). */
export function parseRecentItems(raw: string | null): RecentItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return distinct(value.flatMap((v) => recentItemOf(v) ?? [])).slice(0, RECENT_ITEMS_MAX);
  } catch {
    return [];
  }
}

/** The storage key of a staff account's list. */
export const recentItemsKey = (staffEmail: string) => `${RECENT_ITEMS_KEY_PREFIX}${staffEmail.toLowerCase()}`;
