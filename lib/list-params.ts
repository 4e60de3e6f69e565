/**
 * The URL state of a list page: `search`, `page` (1-based), `page_size` (10, 25, 50, 100),
 * `ordering` (`key` or `-key`) and the list's filters live in the query string, under the names
 * the API's list call takes (lib/contract/paging.ts), so a view can be bookmarked, shared, and
 * survives Back and reload. Parsed once, with nuqs parsers shared by the server page and the client
 * pieces:
 *
 *   // server page: a list with sorting and filters (lib/list-views.ts); bad input → defaults
 *   const view = await discountListView.load(searchParams);         // {search, page, page_size, ordering, status, …}
 *   upstreamCall(endpoints.listDiscounts, { query: listQuery(view) });
 *   // client piece
 *   const [{ search }, setParams] = useQueryStates(listParsersOf(searchMaxLength), LIST_URL_OPTIONS);
 *
 * Every text of a list URL (the search, a text filter) is cut to the longest its list call takes:
 * the API's own field's maximum (a constant of lib/contract/*, named by the list's view in
 * lib/list-views.ts), so no typed or hand-edited URL makes the call answer 400; the boxes take no
 * more either (their `maxLength`).
 *
 * Imported from "nuqs/server", which holds no client hooks and is safe in shared code.
 */
import { createLoader, createParser, parseAsStringLiteral, type inferParserType } from "nuqs/server";
import { isCalendarDay, isPageSize, PAGE_SIZES, SERVER_PAGE_SIZE } from "./paging";
import { unstorableTextMessage } from "./contract/strings";
import { dayRangeMessage } from "./day-range";

/** A 1-based page number; anything else in the URL ("0", "-2", "abc", "1e9999") reads as page 1. */
export const parseAsPage = createParser<number>({
  parse: (value) => {
    if (!/^\d{1,9}$/.test(value)) return null;
    const n = Number(value);
    return n >= 1 ? n : null;
  },
  serialize: (value) => String(value),
}).withDefault(1);

/**
 * A text of a list URL as a call may send it: trimmed, at most `max` characters, cut at a whole
 * character (a cut through an emoji would leave half of it), null when blank or when the API could
 * not take it (a NUL: lib/contract/strings.ts). The lists' search and text filters, the audit log's staff filter.
 */
export function urlText(value: string, max: number): string | null {
  const text = value.trim().slice(0, max).replace(/[\uD800-\uDBFF]$/, "");
  return text === "" || unstorableTextMessage(text) !== null ? null : text;
}

/**
 * A list's search or text filter of at most `max` characters (its API field's maximum: longer
 * input is cut, never an error), trimmed; blank reads as "" (and is left out of the URL), and so
 * does a text no list can search for (a NUL or a lone surrogate, lib/contract/strings.ts: the API
 * would refuse the call, and the page would be an error instead of its list).
 */
export const parseAsListText = (max: number) =>
  createParser<string>({
    parse: (value) => urlText(value, max),
    serialize: (value) => value,
  }).withDefault("");

/** `page_size`: one of PAGE_SIZES; anything else reads as the server's 10 (left out of the URL). */
export const parseAsPageSize = createParser<number>({
  parse: (value) => (/^\d{1,3}$/.test(value) && isPageSize(Number(value)) ? Number(value) : null),
  serialize: (value) => String(value),
}).withDefault(SERVER_PAGE_SIZE);

/** `ordering`: `key` or `-key` of `keys`; anything else reads as "" (the list's default order). */
export const parseAsOrdering = (keys: readonly string[]) =>
  createParser<string>({
    parse: (value) => (keys.includes(value.replace(/^-/, "")) ? value : null),
    serialize: (value) => value,
  }).withDefault("");

/** A calendar day YYYY-MM-DD (a real date); anything else reads as absent. */
export const parseAsDay = createParser<string>({ parse: (value) => (isCalendarDay(value) ? value : null), serialize: (value) => value });

/** A positive whole number (an id); anything else reads as absent. */
export const parseAsId = createParser<number>({
  parse: (value) => (/^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : null),
  serialize: (value) => String(value),
});

/** The search, page and page size of a list whose search takes at most `searchMaxLength` characters (its API field's maximum). */
export const listParsersOf = (searchMaxLength: number) => ({ search: parseAsListText(searchMaxLength), page: parseAsPage, page_size: parseAsPageSize });

/**
 * How list URL changes are made: a history entry each (Back returns to the previous page or
 * search), and a server round trip (`shallow: false`) so the server page loads the new rows.
 */
export const LIST_URL_OPTIONS = { history: "push", shallow: false, scroll: false } as const;

// ───────────────────────────── Filters ─────────────────────────────

/**
 * One filter of a list, as the filter bar shows it (components/ui/list-filters.tsx) and the URL
 * keeps it: a choice of options, a text (trimmed; "prefix" texts are upper-cased by the API; at most
 * `maxLength` characters, its API field's maximum), or a calendar day. Plain data: a server page
 * hands it to the client filter bar. Days named `x_from` and `x_to` are a range (lib/day-range.ts:
 * never backwards).
 */
export type ListFilterDef =
  | { name: string; label: string; kind: "select"; options: readonly { value: string; label: string }[] }
  | { name: string; label: string; kind: "text"; maxLength: number }
  | { name: string; label: string; kind: "day" };

/** The nuqs parser of each filter (absent → null). */
export function filterParsers(defs: readonly ListFilterDef[]) {
  return Object.fromEntries(
    defs.map((d) => [
      d.name,
      d.kind === "select" ? parseAsStringLiteral(d.options.map((o) => o.value)) : d.kind === "day" ? parseAsDay : parseAsListText(d.maxLength),
    ]),
  ) as Record<string, ReturnType<typeof parseAsStringLiteral<string>> | typeof parseAsDay>;
}

/** The values of a list's day filters, by name (`values`: the URL's view or the filter bar's draft). */
export const dayFilterValues = (defs: readonly ListFilterDef[], values: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(defs.filter((d) => d.kind === "day").map((d) => [d.name, values[d.name]]));

/** The sentence when a view's day range is backwards (lib/day-range.ts), else null: the filter bar's and the server page's one rule. */
export const filterRangeProblem = (defs: readonly ListFilterDef[], values: Readonly<Record<string, unknown>>) => dayRangeMessage(dayFilterValues(defs, values));

/**
 * A list with sorting and filters: its parsers, the server page's loader, and which of its values
 * differ from the unfiltered list; `rangeProblem(params)`: the sentence when the URL's view holds a
 * backwards range of days (the page then shows it instead of calling the list: it would select nothing).
 * `searchMaxLength`: the longest search its list call takes (the API field's maximum).
 */
export function listView<const D extends readonly ListFilterDef[]>(opts: { sortKeys: readonly string[]; filters: D; searchMaxLength: number }) {
  const parsers = { ...listParsersOf(opts.searchMaxLength), ordering: parseAsOrdering(opts.sortKeys), ...filterParsers(opts.filters) };
  return {
    sortKeys: opts.sortKeys,
    filters: opts.filters,
    searchMaxLength: opts.searchMaxLength,
    parsers,
    load: createLoader(parsers),
    rangeProblem: (params: Readonly<Record<string, unknown>>) => filterRangeProblem(opts.filters, params),
  };
}
export type ListViewParams = { search: string; page: number; page_size: number; ordering?: string } & Record<string, unknown>;

/**
 * The list call's query of a view: the spec's `search` and `page`, and each extension only when it
 * differs from the default (page_size 10, the default order, no filter), so an unfiltered list
 * calls the upstream exactly as the spec does. `omit`: keys to leave out (the export has no page).
 */
export function listQuery<P extends ListViewParams>(params: P, omit: readonly string[] = []): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(params)) {
    if (omit.includes(key) || value === null || value === "" || value === undefined) continue;
    if (key === "page_size" && value === SERVER_PAGE_SIZE) continue;
    out[key] = value as string | number;
  }
  return out;
}

/** Whether a view differs from the list's first, unfiltered page (the empty state's Go Back then clears it). */
export const isFilteredView = (params: Record<string, unknown>) =>
  Object.entries(params).some(([key, value]) => value !== null && value !== "" && value !== undefined && !(key === "page" && value === 1) && !(key === "page_size" && value === SERVER_PAGE_SIZE));

/** The page sizes offered (lib/contract/paging.ts). */
export { PAGE_SIZES };
export type ListViewValues<V extends { parsers: Record<string, unknown> }> = inferParserType<V["parsers"]>;

/** What a list screen's table gets from its server page: the count, the page it shows, and the URL's page size and ordering. */
export interface ServerListView {
  count: number;
  page: number;
  pageSize: number;
  ordering: string;
}

/** The table's view of a loaded list. */
export const serverListView = (params: { page: number; page_size: number; ordering?: string }, count: number): ServerListView => ({
  count,
  page: params.page,
  pageSize: params.page_size,
  ordering: params.ordering ?? "",
});
