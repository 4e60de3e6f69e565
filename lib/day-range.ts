/**
 * The one rule of a range of days (Manage Discounts' Created and Available from/to, a bulk batch's
 * codes, the audit log's From/To): the "from" day is on or before the "to" day. A range given
 * backwards selects nothing, so it is refused with this sentence, never answered by a silent empty
 * list: by the filter bars under their date fields (Apply runs no search), by the server pages of
 * an address that carries one (typed or bookmarked: the sentence instead of "No results"), and by
 * the API's list and export calls (400 on the range's "to"). Zod-free and isomorphic.
 *
 * A range is named by convention: a day filter `x_from` (or `from`) ends at `x_to` (or `to`).
 * Days are YYYY-MM-DD, so their text order is their calendar order.
 */

export const DAY_RANGE_ORDER_MESSAGE = "The 'from' date must be on or before the 'to' date.";

/** The name of the day a range's "from" runs to: created_from → created_to, from → to; null for a name that starts no range. */
export function rangeEndOf(name: string): string | null {
  return /(^|_)from$/.test(name) ? name.replace(/from$/, "to") : null;
}

/** The ranges among `values` (days by name; absent or "" = open) given backwards. */
export function reversedDayRanges(values: Readonly<Record<string, unknown>>): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (const [from, first] of Object.entries(values)) {
    const to = rangeEndOf(from);
    const last = to === null ? undefined : values[to];
    if (to !== null && typeof first === "string" && typeof last === "string" && first !== "" && last !== "" && first > last) out.push({ from, to });
  }
  return out;
}

/** The sentence for `values` when one of their ranges is backwards, else null. */
export const dayRangeMessage = (values: Readonly<Record<string, unknown>>): string | null => (reversedDayRanges(values).length > 0 ? DAY_RANGE_ORDER_MESSAGE : null);
