/**
 * The URL state of a list page: `search` and
 * `page` (1-based) live in the query string, so a list can be bookmarked, shared, and survives Back
 * and reload. Parsed once, with nuqs parsers shared by the server page and the client pieces:
 *
 *   // server page
 *   const { search, page } = await loadListParams(searchParams);   // bad input → defaults
 *   // client piece
 *   const [{ search }, setParams] = useQueryStates(listParsers, LIST_URL_OPTIONS);
 *
 * Imported from "nuqs/server", which holds no client hooks and is safe in shared code.
 */
import { createLoader, createParser, createSerializer } from "nuqs/server";

/** The longest search text kept from the URL (longer input is cut, never an error). */
export const MAX_SEARCH_LENGTH = 200;

/** A 1-based page number; anything else in the URL ("0", "-2", "abc", "1e9999") reads as page 1. */
export const parseAsPage = createParser<number>({
  parse: (value) => {
    if (!/^\d{1,9}$/.test(value)) return null;
    const n = Number(value);
    return n >= 1 ? n : null;
  },
  serialize: (value) => String(value),
}).withDefault(1);

/** Trimmed search text; blank reads as "" (and is left out of the URL). */
export const parseAsSearch = createParser<string>({
  parse: (value) => {
    const text = value.trim().slice(0, MAX_SEARCH_LENGTH);
    return text === "" ? null : text;
  },
  serialize: (value) => value,
}).withDefault("");

export const listParsers = { search: parseAsSearch, page: parseAsPage };

/** Server pages: `await loadListParams(searchParams)` → `{ search, page }`. */
export const loadListParams = createLoader(listParsers);

/** `serializeListParams(base, { page: 2 })` → base URL with the page changed (page 1 and "" omitted). */
export const serializeListParams = createSerializer(listParsers);

/**
 * How list URL changes are made: a history entry each (Back returns to the previous page or
 * search), and a server round trip (`shallow: false`) so the server page loads the new rows.
 */
export const LIST_URL_OPTIONS = { history: "push", shallow: false, scroll: false } as const;
