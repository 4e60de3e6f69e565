"use client";
/**
 * OrdersTable: the customer's orders grouped as upcoming, processing and past, each
 * row linking to the order page: with `customerSegment` (the canonical `{id}__{name}`) straight to
 * the canonical order URL, else `/customer-lookup/{customerId}/order/{orderId}` (which redirects).
 * Each group has its view in the URL under its own keys (lib/customers/order-table-view.ts:
 * `pastPage`, `pastPageSize`, `pastOrdering`, `pastStatus`): rows per page (10, 25, 50, 100; 25 by
 * default), sorting by date, total or status, and a status filter, so Back from an order returns to
 * the same view, and "Export this view" (the CSV of every order the group's status filter selects,
 * all pages: lib/customers/order-table-view.ts orderTableExportHref); an empty group is one line ("No upcoming orders"). Each group's section has the id `orders-{group}` for the page's jump links. A row
 * marked `replaceable` (lib/orders/rules canReplaceNow: replaceable with something left to replace, and a role that may) offers "Replace Order"
 * with the order page's dialog (replace order is one of the customer page's dialogs; issue 18):
 * ONE dialog for the whole table (./replace-order-on-demand.tsx, its code loaded on the first
 * opening), which reads the order's lines when it opens (issue 23: the rows carry only what they
 * show, no order lines).
 * Props: customerId; orders: the account's orders by group (OrderRow: the fields the rows show);
 * customerPath: where a replacement returns to (no actions without it); customerSegment?: the
 * canonical customer segment for the order links; replaceUnavailable?: why the rows' Replace Order
 * is disabled (lib/orders/rules.ts replaceOrderUnavailable: the customer's personal data was deleted).
 */
import Link from "next/link";
import { useQueryStates } from "nuqs";
import { useCallback, useId, useMemo, useState } from "react";
import { ButtonWithReason } from "@/components/ui/button-with-reason";
import { DataTable, dataTableColumns, type DataTableColumn } from "@/components/ui/data-table";
import { URL_TABLE_OPTIONS, type UrlPaging } from "@/components/ui/data-table/url-page";
import { DownloadButton } from "@/components/ui/download-button";
import { ANY_OPTION } from "@/components/ui/list-filters";
import { Select } from "@/components/ui/select";
import {
  ORDER_TABLE_PAGE_SIZE,
  ORDER_TABLE_SORT_COLUMNS,
  orderStatusOptions,
  orderTableDate,
  orderTableExportHref,
  orderTableKeys,
  orderTableRows,
  orderTablesParsers,
} from "@/lib/customers/order-table-view";
import type { OrderDto, OrderGroup } from "@/lib/contract/orders";
import { customerOrderPath } from "@/lib/customers/paths";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { StatusBadge } from "@/components/ui/status-badge";
import { EXPORT_VIEW_LABEL } from "@/lib/csv";
import { formatDate } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { OrderStatus } from "@/lib/enums";
import { humanizeCode } from "@/lib/status";

/** One row: what the table shows, sorts and filters by (issue 23: nothing more goes to the browser). */
export type OrderRow = Pick<OrderDto, "id" | "status" | "order_type" | "total_price" | "total_refunds" | "scheduled" | "charged"> & {
  /** The order's discount codes, in the account's order. */
  discountCodes: string[];
  /** The order may be replaced by this staff member (lib/orders/rules canReplaceNow and the role): the row offers Replace Order. */
  replaceable?: true;
};

/** The order being replaced: ONE dialog for every row, its code and the order's lines loaded when it opens. */
const ReplaceOrderOnDemand = lazyDialog(() => import("./replace-order-on-demand").then((m) => m.ReplaceOrderOnDemand));
type ReplaceTarget = { id: string; status: OrderStatus };

const GROUP_TITLES: Record<OrderGroup, string> = { upcoming: "Upcoming", processing: "Processing", past: "Past" };
const GROUP_ORDER: OrderGroup[] = ["upcoming", "processing", "past"];

const col = dataTableColumns<OrderRow>();
const columnsFor = (customerId: number, customerSegment: string | undefined, replace: ((order: ReplaceTarget) => void) | undefined, replaceUnavailable: string | null) => col.columns([
  col.accessor("id", {
    header: "Order",
    cell: ({ row }) => (
      <Link href={customerOrderPath(customerSegment ?? customerId, row.original.id)} className="font-medium text-brand-700 hover:underline">
        {row.original.id}
      </Link>
    ),
  }),
  col.accessor("status", { header: "Status", cell: (info) => <StatusBadge kind="order" status={info.getValue()} /> }),
  col.accessor("order_type", { header: "Type", cell: (info) => humanizeCode(info.getValue()) }),
  col.accessor(orderTableDate, {
    id: "date",
    header: "Scheduled / charged",
    cell: ({ row }) => (row.original.charged ? `Charged ${formatDate(row.original.charged)}` : `Scheduled ${formatDate(row.original.scheduled)}`),
  }),
  col.accessor("total_price", { header: "Total", cell: (info) => formatMoney(info.getValue()) }),
  col.accessor("total_refunds", { header: "Refunds", cell: (info) => formatMoney(info.getValue()) }),
  col.display({
    id: "discounts",
    header: "Discounts",
    cell: ({ row }) => row.original.discountCodes.join(", ") || "—",
  }),
  ...(replace
    ? [
        col.display({
          id: "actions",
          header: "Actions",
          cell: ({ row }) =>
            row.original.replaceable ? (
              <ButtonWithReason
                variant="secondary"
                size="sm"
                onClick={() => replace({ id: row.original.id, status: row.original.status })}
                onPointerEnter={ReplaceOrderOnDemand.preload}
                aria-label={`Replace order ${row.original.id}`}
                unavailable={replaceUnavailable}
              >
                Replace Order
              </ButtonWithReason>
            ) : null,
        }),
      ]
    : []),
]);

export function OrdersTable({
  customerId,
  orders,
  customerPath,
  customerSegment,
  replaceUnavailable = null,
}: {
  customerId: number;
  orders: Record<OrderGroup, OrderRow[]>;
  customerPath?: string;
  customerSegment?: string;
  replaceUnavailable?: string | null;
}) {
  const [replacing, setReplacing] = useState<ReplaceTarget | null>(null);
  const closeReplace = useCallback(() => setReplacing(null), []);
  // Every group's view in one read of the URL (issue 23).
  const [url, setUrl] = useQueryStates(orderTablesParsers, URL_TABLE_OPTIONS);
  const hasActions = !!customerPath && Object.values(orders).some((rows) => rows.some((r) => r.replaceable));
  const columns = useMemo(
    () => columnsFor(customerId, customerSegment, hasActions ? setReplacing : undefined, replaceUnavailable),
    [customerId, hasActions, customerSegment, replaceUnavailable],
  );
  return (
    <div className="space-y-6">
      {GROUP_ORDER.map((group) => {
        const keys = orderTableKeys(group);
        const view: GroupView = { page: url[keys.page], pageSize: url[keys.pageSize], ordering: url[keys.ordering], status: url[keys.status] };
        const setView = (change: GroupViewChange) =>
          void setUrl(Object.fromEntries(Object.entries(change).map(([field, value]) => [keys[field as keyof GroupView], value])) as Parameters<typeof setUrl>[0]);
        return <OrderGroupTable key={group} customerId={customerId} group={group} rows={orders[group]} columns={columns} view={view} setView={setView} />;
      })}
      {hasActions && customerPath ? (
        <ReplaceOrderOnDemand open={replacing !== null} order={replacing} onClose={closeReplace} accountId={customerId} customerPath={customerPath} />
      ) : null}
    </div>
  );
}

/** One group's view as the URL has it (lib/customers/order-table-view.ts). */
type GroupView = { page: number; pageSize: number; ordering: string; status: OrderStatus | null };
/** A change of one group's view (null: the key leaves the URL). */
type GroupViewChange = { [F in keyof GroupView]?: GroupView[F] | null };

function OrderGroupTable({
  customerId,
  group,
  rows,
  columns,
  view,
  setView,
}: {
  customerId: number;
  group: OrderGroup;
  rows: OrderRow[];
  columns: DataTableColumn<OrderRow>[];
  view: GroupView;
  setView: (change: GroupViewChange) => void;
}) {
  const paging: UrlPaging = {
    page: view.page,
    onPageChange: (next) => setView({ page: next <= 1 ? null : next }),
    pageSize: view.pageSize,
    sizeChoice: { defaultSize: ORDER_TABLE_PAGE_SIZE, onSizeChange: (size) => setView({ pageSize: size === ORDER_TABLE_PAGE_SIZE ? null : size, page: null }) },
  };
  const { ordering, status } = view;
  const shown = useMemo(() => orderTableRows(rows, { ordering, status }), [rows, ordering, status]);
  const statusOptions = useMemo(() => orderStatusOptions(rows), [rows]);
  const statusId = useId();
  const title = `${GROUP_TITLES[group]} orders`;
  if (rows.length === 0) {
    return (
      <section id={`orders-${group}`} tabIndex={-1} aria-label={title}>
        <p className="text-sm text-slate-500">No {group} orders</p>
      </section>
    );
  }
  return (
    <section id={`orders-${group}`} tabIndex={-1} aria-label={title}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-700">
          {GROUP_TITLES[group]} <span className="font-normal text-slate-500">({view.status ? `${shown.length} of ${rows.length}` : rows.length})</span>
        </h3>
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <label htmlFor={statusId}>Status</label>
          <div className="w-44">
            <Select
              id={statusId}
              value={view.status ?? ANY_OPTION.value}
              options={[ANY_OPTION, ...statusOptions]}
              onValueChange={(v) => setView({ status: v === ANY_OPTION.value ? null : (v as OrderStatus), page: null })}
            />
          </div>
          <DownloadButton href={orderTableExportHref(customerId, group, view)} label={EXPORT_VIEW_LABEL} total={shown.length} />
        </div>
      </div>
      <DataTable
        columns={columns}
        data={shown}
        caption={title}
        emptyText={`No ${group} orders of this status`}
        pageSize={paging.pageSize}
        paging={paging}
        sort={{ ordering: view.ordering, keys: ORDER_TABLE_SORT_COLUMNS, onSort: (ordering) => setView({ ordering: ordering || null, page: null }) }}
      />
    </section>
  );
}
