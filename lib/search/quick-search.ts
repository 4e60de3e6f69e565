/**
 * The header's one search box: what a typed query may be. Pure and isomorphic; the search page
 * (app/(app)/search) runs the lookups this plan lists, each only when the staff member may make
 * that call, and goes straight to the one thing found or lists what was found.
 *
 * What a query may be:
 * - an order number: `SHO-` orders, fulfillment ids ending in `-S1`, or bare digits (upper-cased
 *   as Customer Lookup's Order ID is: normaliseOrderId, lib/customer-search.ts);
 * - a customer id: bare digits;
 * - a phone in any common format: 10 digits, or 11 starting with the country code 1, with spaces,
 *   dashes, dots, brackets or a leading "+";
 * - an email or its beginning: anything with "@", or one word with a dot;
 * - a full name: two or more words of letters, searched with each split into first and last name
 *   (at most 3: "Mary Ann O'Neil" is Mary + Ann O'Neil and Mary Ann + O'Neil);
 * - one word of letters: the beginning of a first name, a last name or an email;
 * - a discount code: one word of letters, digits, "-" or "_" (codes are upper-cased, as the
 *   discount lookup does).
 */
import type { AccountDto, CustomerSearchCriteria } from "../contract/customers";
import { ORDER_GROUPS } from "../contract/orders";
import { CUSTOMER_SEARCH_FIELDS, customerSearchUrlValues, normaliseOrderId, phoneDigitsOf, phoneWithPrefix, serializeCustomerSearch } from "../customer-search";
import { pages } from "../pages";

/** The longest query looked at: longer ones are cut (no field searched is longer). */
export const QUICK_SEARCH_MAX_LENGTH = 200;
/** Matches listed per customer search on the results page (its first page). */
export const QUICK_SEARCH_PAGE_SIZE = 10;

export interface QuickSearchPlan {
  /** The query as searched (trimmed, cut to the maximum length). */
  query: string;
  /** Order ids to look up (the customer who holds each), upper-cased (normaliseOrderId). */
  orderIds: string[];
  /** A customer id to open. */
  customerId: number | null;
  /** Customer searches to run (each one a POST customer_search body). */
  customerSearches: CustomerSearchCriteria[];
  /** A discount code to look up, upper-cased. */
  discountCode: string | null;
}

const ORDER_NUMBER = /^(SHO-\d{1,12}|\d{1,12}-S\d{1,3})$/i;
const DIGITS = /^\d{1,12}$/;
/** The most first-name/last-name splits a query of several words is searched with. */
const MAX_NAME_SPLITS = 3;
const NAME_WORDS = /^[\p{L}'’-]+(\s+[\p{L}'’.-]+)+$/u;
const ONE_WORD = /^[\p{L}'’-]+$/u;
const CODE = /^[A-Za-z0-9_-]{2,64}$/;
const EMAILISH = /^[^\s@]+\.[^\s@]+$/;

/** The lookups a typed query asks for; an empty plan for an empty query. */
export function planQuickSearch(input: string): QuickSearchPlan {
  const query = input.trim().slice(0, QUICK_SEARCH_MAX_LENGTH);
  const plan: QuickSearchPlan = { query, orderIds: [], customerId: null, customerSearches: [], discountCode: null };
  if (query === "") return plan;

  if (ORDER_NUMBER.test(query)) {
    // Upper-cased as Customer Lookup's Order ID is (lib/customer-search.ts): stored ids are upper case.
    plan.orderIds.push(normaliseOrderId(query));
    return plan;
  }
  const phone = phoneDigitsOf(query);
  if (phone) plan.customerSearches.push({ phone_number: phoneWithPrefix(phone) });
  if (DIGITS.test(query)) {
    plan.orderIds.push(normaliseOrderId(query));
    const id = Number(query);
    if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) plan.customerId = id;
  }
  if (phone || DIGITS.test(query)) return plan;

  if (query.includes("@") || EMAILISH.test(query)) {
    plan.customerSearches.push({ email: query.toLowerCase() });
    return plan;
  }
  if (NAME_WORDS.test(query)) {
    // Each way of splitting the words into a first and a last name ("Mary Ann O'Neil": Mary + Ann
    // O'Neil, Mary Ann + O'Neil), a few at most: first names and last names both come in several words.
    const words = query.split(/\s+/);
    for (let at = 1; at < words.length && at <= MAX_NAME_SPLITS; at++) {
      plan.customerSearches.push({ first_name: words.slice(0, at).join(" "), last_name: words.slice(at).join(" ") });
    }
    return plan;
  }
  if (ONE_WORD.test(query)) {
    plan.customerSearches.push({ last_name: query }, { first_name: query }, { email: query.toLowerCase() });
  }
  if (CODE.test(query)) plan.discountCode = query.toUpperCase();
  return plan;
}

/** Whether the plan looks anything up. */
export const planIsEmpty = (plan: QuickSearchPlan) =>
  plan.orderIds.length === 0 && plan.customerId === null && plan.customerSearches.length === 0 && plan.discountCode === null;

/** What the search will look for, in words ("order SHO-12", "phone (212) 555-0147", …), for the search box. */
export function describeQuickSearch(plan: QuickSearchPlan): string {
  const parts: string[] = [];
  for (const id of plan.orderIds) parts.push(`order ${id}`);
  let named = false;
  if (plan.customerId !== null) parts.push(`customer ${plan.customerId}`);
  for (const c of plan.customerSearches) {
    if (c.phone_number) {
      const d = c.phone_number.slice(-10);
      parts.push(`phone (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`);
    } else if (c.first_name && c.last_name) {
      // The name's splits are one name to the reader.
      if (!named) parts.push(`name ${c.first_name} ${c.last_name}`);
      named = true;
    }
    else if (c.last_name) parts.push("last name");
    else if (c.first_name) parts.push("first name");
    else if (c.email) parts.push("email");
  }
  if (plan.discountCode !== null) parts.push(`discount code ${plan.discountCode}`);
  return parts.length ? `Looks for ${parts.join(", ")}` : "";
}

/** The id of the customer's order that is `id` or holds a fulfillment `id` ("5000013-S1"); null if none. */
export function orderIdHolding(orders: AccountDto["orders"], id: string): string | null {
  const all = ORDER_GROUPS.flatMap((group) => orders[group]);
  const wanted = normaliseOrderId(id);
  return (
    all.find((o) => o.id.toUpperCase() === wanted)?.id ??
    all.find((o) => o.fulfillments.some((f) => f.id.toUpperCase() === wanted))?.id ??
    null
  );
}

/**
 * Customer Lookup with one customer search of the plan in its fields, for the agent to refine ("N
 * more customers match"): the email, the phone (its 10 digits, as the lookup's own field takes
 * it), or the first and last name, each in its own field.
 */
export function refineInLookupHref(criteria: CustomerSearchCriteria): string {
  const values = Object.fromEntries(CUSTOMER_SEARCH_FIELDS.map((f) => [f, criteria[f] ?? ""]));
  if (criteria.phone_number) values.phone_number = criteria.phone_number.slice(-10);
  return `${pages.customerLookup.href()}${serializeCustomerSearch(customerSearchUrlValues(values))}`;
}
