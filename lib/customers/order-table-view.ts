/**
 * The customer page's order tables (components/customers/orders-table.tsx), one per group
 * (upcoming, processing, past), each with its view in the URL under the group's own keys
 * (`pastPage`, `pastPageSize`, `pastOrdering`, `pastStatus`) so Back from an order returns to the
 * same view and a link can be shared: rows per page (10, 25, 50, 100; default 25), sorting by date
 * (charged, else scheduled), total or status (`key` or `-key`; default the account's order as the
 * upstream lists it), and a status filter. The rows are the account's orders already loaded, so
 * the view is computed here, on the client, never by the upstream.
 */
import { parseAsStringLiteral } from "nuqs/server";
import { ORDER_GROUPS, ORDER_TABLE_SORT_KEYS, type OrderDto, type OrderGroup, type OrderTableSortKey } from "../contract/orders";
import { OrderStatus } from "../enums";
import { parseAsOrdering, parseAsPage, parseAsPageSize } from "../list-params";
import { CLIENT_PAGE_SIZE } from "../paging";
import { EXPORT_ROUTES, exportViewHref } from "../csv";
import { statusLabel } from "../status";

type SortKey = OrderTableSortKey;
/** The table's column id of each sortable column → its sort key. */
export const ORDER_TABLE_SORT_COLUMNS: Readonly<Record<string, SortKey>> = { date: "date", total_price: "total", status: "status" };

/** Rows per page when the URL names none. */
export const ORDER_TABLE_PAGE_SIZE = CLIENT_PAGE_SIZE;

/** The URL keys of one group's table. */
export const orderTableKeys = <G extends OrderGroup>(group: G) => ({ page: `${group}Page`, pageSize: `${group}PageSize`, ordering: `${group}Ordering`, status: `${group}Status` }) as const;

/** The parsers of a table's view (bad input reads as the default: 25 rows, the upstream's order, every status). */
export const orderTableParsers = {
  page: parseAsPage,
  pageSize: parseAsPageSize.withDefault(ORDER_TABLE_PAGE_SIZE),
  ordering: parseAsOrdering(ORDER_TABLE_SORT_KEYS),
  status: parseAsStringLiteral(OrderStatus.options),
};

type ViewParsers = typeof orderTableParsers;
type GroupKeys = ReturnType<typeof orderTableKeys<OrderGroup>>;
/** Every group's parsers under its URL keys (`pastPage` → the page parser…). */
type TablesParsers = { [F in keyof ViewParsers as GroupKeys[F]]: ViewParsers[F] };

/**
 * The parsers of every group's view under its URL keys: the orders table reads its URL once for
 * all its groups (issue 23: one nuqs hook per table, not two per group).
 */
export const orderTablesParsers = Object.fromEntries(
  ORDER_GROUPS.flatMap((group) => {
    const keys = orderTableKeys(group);
    return (Object.keys(orderTableParsers) as (keyof ViewParsers)[]).map((field) => [keys[field], orderTableParsers[field]]);
  }),
) as TablesParsers;

type ViewRow = Pick<OrderDto, "status" | "total_price" | "scheduled" | "charged">;

/** The date an order table shows and sorts by: charged, else scheduled. */
export const orderTableDate = (r: Pick<OrderDto, "scheduled" | "charged">): string => r.charged ?? r.scheduled ?? "";

const COMPARE: Record<SortKey, (a: ViewRow, b: ViewRow) => number> = {
  date: (a, b) => orderTableDate(a).localeCompare(orderTableDate(b)),
  total: (a, b) => a.total_price - b.total_price,
  status: (a, b) => statusLabel("order", a.status).localeCompare(statusLabel("order", b.status)),
};

/** The rows of a view: those of `status` (all when null), in `ordering` (ties keep the upstream's order). */
export function orderTableRows<R extends ViewRow>(rows: readonly R[], view: { ordering: string; status: string | null }): R[] {
  const kept = view.status ? rows.filter((r) => r.status === view.status) : [...rows];
  const key = view.ordering.replace(/^-/, "") as SortKey;
  if (!(key in COMPARE)) return kept;
  const sign = view.ordering.startsWith("-") ? -1 : 1;
  return kept.map((row, i) => ({ row, i })).sort((a, b) => sign * COMPARE[key](a.row, b.row) || a.i - b.i).map((x) => x.row);
}

/** The status filter's choices: the statuses the group's orders have, by label. */
export function orderStatusOptions(rows: readonly Pick<OrderDto, "status">[]): { value: string; label: string }[] {
  return [...new Set(rows.map((r) => r.status))].map((value) => ({ value, label: statusLabel("order", value) })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * "Export this view" of one group's table: the CSV of every order its filters select (the group
 * and the status; every page), in the table's order (its `ordering`; rows per page are not a
 * filter, as on the other lists), app/api/exports/customer-orders → GET orders_export.
 */
export function orderTableExportHref(accountId: number, group: OrderGroup, view: { status: string | null; ordering?: string }): string {
  return exportViewHref(EXPORT_ROUTES.customerOrders, { account: accountId, group, status: view.status, ordering: view.ordering });
}
