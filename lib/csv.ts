/**
 * CSV exports ("The item download saves a CSV as items_{timestamp}.csv. The product-item
 * download is productitems_{timestamp}.csv. The timestamp format is yyyy-MM-dd_hh.mm.ss."): the
 * rules every CSV the product writes follows, whoever writes it (the embedded API's exports, the
 * BFF's own downloads). Pure and isomorphic; the streaming writer is lib/csv-stream.ts.
 *
 * - `neutraliseCsvCell(text)`: a cell beginning with `=`, `+`, `-`, `@` (or a full-width form of
 *   one), also after leading whitespace or separators (`;=1`, ` =1`), or with tab or carriage
 *   return, is prefixed with a single quote, so a spreadsheet shows it as text and never runs it as a
 *   formula (OWASP "CSV injection"). Numbers are written as they are (they are never formulas).
 * - `csvTimestamp(date, timeZone)`: "yyyy-MM-dd_hh.mm.ss" in the business time zone, with the
 *   pattern's `hh` taken literally: the hour of a 12-hour clock, 01–12.
 * - `csvFileName(prefix, date, timeZone)`: "{prefix}_{timestamp}.csv".
 * - `attachmentDisposition(fileName)`: the Content-Disposition header of a download.
 * - `CSV_BOM`: every CSV the product writes starts with the UTF-8 byte-order mark (lib/csv-stream.ts
 *   writes it before the header row).
 */

/**
 * The characters that make a spreadsheet read a cell as a formula: `=`, `+`, `-`, `@`, their
 * full-width forms (＝ ＋ － ＠, which some spreadsheets fold to ASCII), their small forms
 * (﹦ ﹢ ﹣ ﹫) and the minus sign (−).
 */
export const CSV_FORMULA_TRIGGERS = ["=", "+", "-", "@", "\uff1d", "\uff0b", "\uff0d", "\uff20", "\ufe66", "\ufe62", "\ufe63", "\ufe6b", "\u2212"] as const;

/**
 * What a spreadsheet may skip before it reads a formula (issue 19): whitespace of any kind
 * (tab, CR, LF, no-break and full-width spaces, zero-width characters, a BOM) and the separators of
 * other CSV dialects (`;`, `,`, `|`), which split `;=1` into an empty cell and `=1` when opened
 * with a semicolon locale.
 */
const LEADING_FILLER = /^[\s\u200b-\u200d\u2060\ufeff;,|]*/u;

/**
 * A cell that could run as a formula, made plain text by a leading single quote: its first
 * character after any leading whitespace or separator is a formula trigger, or it begins with a
 * tab or carriage return (which hide what follows).
 */
export function neutraliseCsvCell(text: string): string {
  if (text === "") return text;
  // Most cells begin with a letter or a digit: neither a trigger nor filler, nothing to look at.
  const c = text.charCodeAt(0);
  if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) return text;
  if (text[0] === "\t" || text[0] === "\r") return `'${text}`;
  const first = text.replace(LEADING_FILLER, "")[0];
  return first !== undefined && (CSV_FORMULA_TRIGGERS as readonly string[]).includes(first) ? `'${text}` : text;
}

/** The timestamp pattern of the CSV downloads' file names. */
export const CSV_TIMESTAMP_PATTERN = "yyyy-MM-dd_hh.mm.ss";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hour12: true,
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** `date` as yyyy-MM-dd_hh.mm.ss in `timeZone` (hh: 01–12). */
export function csvTimestamp(date: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const two = (v: string) => v.padStart(2, "0");
  return `${get("year").padStart(4, "0")}-${two(get("month"))}-${two(get("day"))}_${two(get("hour"))}.${two(get("minute"))}.${two(get("second"))}`;
}

/** "{prefix}_{yyyy-MM-dd_hh.mm.ss}.csv". */
export function csvFileName(prefix: string, date: Date, timeZone: string): string {
  return `${prefix}_${csvTimestamp(date, timeZone)}.csv`;
}

/** Content-Disposition of a download named `fileName` (ASCII names; anything else replaced by "_"). */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`;
}

/**
 * The UTF-8 byte-order mark every CSV the product writes starts with: without it Excel on Windows
 * reads a CSV in the system's code page and garbles "×", "—" and accented names. Decoders that
 * follow the Encoding standard (fetch's `text()`, TextDecoder) drop it; Node's `readFile(…, "utf8")`
 * keeps it. Not a line break: counting rows by "\n" is unchanged.
 */
export const CSV_BOM = "\uFEFF";

/** The media type of every CSV answer. */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** The app's CSV export routes of the list screens (app/api/exports/…/route.ts). */
export const EXPORT_ROUTES = {
  items: "/api/exports/items",
  productItems: "/api/exports/product-items",
  discounts: "/api/exports/discounts",
  promotions: "/api/exports/promotions",
  staffUsers: "/api/exports/staff-users",
  auditLog: "/api/exports/audit-log",
  customerOrders: "/api/exports/customer-orders",
} as const;

/** What a list's URL state holds that no export takes: which page, and how many rows a page (the export is every page). */
const NOT_EXPORTED: readonly string[] = ["page", "page_size"];

/**
 * "Export this view": the download route with the list's URL state but its page: the search, the
 * filters and the `ordering` (the API's export sorts by the list's own keys and default order,
 * server/backend/http/list-order.ts), so the CSV holds every row the view selects, in the order the
 * list shows them. `params` is the view as its loader read it (an unknown sort key already "": the
 * default order, left out like the list's call leaves it out).
 */
export function exportViewHref(route: (typeof EXPORT_ROUTES)[keyof typeof EXPORT_ROUTES], params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (NOT_EXPORTED.includes(key) || value === null || value === undefined || value === "") continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${route}?${text}` : route;
}

/** Spec 02's Download: the route with the list's search and its order (what the list shows, every page of it; not its other filters). */
export const exportHref = (route: (typeof EXPORT_ROUTES)[keyof typeof EXPORT_ROUTES], params: { search: string; ordering?: unknown }) =>
  exportViewHref(route, { search: params.search, ordering: params.ordering });
export const EXPORT_VIEW_LABEL = "Export this view";
/** A list screen's "Export this view" button (Manage Discounts, Promotions, Users). */
export const exportViewDownload = (route: (typeof EXPORT_ROUTES)[keyof typeof EXPORT_ROUTES], params: Record<string, unknown>): DownloadLink => ({
  href: exportViewHref(route, params),
  label: EXPORT_VIEW_LABEL,
});

/** A list screen's download button: its route and query, its label (default "Download"), and whether the list's count is its row count. */
export interface DownloadLink {
  href: string;
  label?: string;
  /** false: the file's rows are not the rows the list counts (spec 02's Download with a filter applied; Product Items: a row per product and item). */
  counted?: boolean;
}

/**
 * The exports whose file has more rows than its list counts, whatever the filters: Product Items'
 * list counts products, its file has one row per product and item
 * (server/backend/queries/product-items.ts `productItemExportBatch`).
 */
const ROWS_PER_LISTED_ITEM: readonly string[] = [EXPORT_ROUTES.productItems];

/**
 * Items and Product Items: spec 02's "Download" (the list's search, in the list's order) and, only when the view's
 * filters select less than the search alone, "Export this view" beside it. Items has no filter but
 * its search, so its Download already is the view. A download is counted (its progress "N of
 * {count} rows") only when its file's rows are the rows the list counts: not a Download beside a
 * narrower view, never Product Items' (ROWS_PER_LISTED_ITEM).
 */
export function specDownloads(route: (typeof EXPORT_ROUTES)[keyof typeof EXPORT_ROUTES], params: { search: string } & Record<string, unknown>): DownloadLink[] {
  const download = exportHref(route, params);
  const view = exportViewHref(route, params);
  const uncounted = ROWS_PER_LISTED_ITEM.includes(route) ? { counted: false } : {};
  return view === download ? [{ href: download, ...uncounted }] : [{ href: download, counted: false }, { href: view, label: EXPORT_VIEW_LABEL, ...uncounted }];
}
