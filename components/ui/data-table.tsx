"use client";
/**
 * DataTable: the one table of the app, on TanStack Table v9 (`useTable`, `tableFeatures`,
 * `create*RowModel`). Two modes:
 *
 * - client mode (default): `data` is the whole list; click-to-sort headers, pages of 25
 *   (CLIENT_PAGE_SIZE), optional column filters (a text box under each filterable header).
 * - server mode (`server={{ count, page }}`): `data` is one page the server loaded (00-decisions §3:
 *   10 a page); the pager's links keep the URL and change only `page` (lib/list-params), so the
 *   page is bookmarkable and survives Back and reload. No client sorting or filtering (that would
 *   reorder one page only): the search lives in the URL (ListPage's search box).
 *
 * Either way the pager is <Pagination> (5 page buttons a block), shown only when count exceeds the
 * page size. Optional row selection adds a first column of checkboxes ("Select all rows on this
 * page", "Select {rowLabel(row)}") and reports the selected rows; in server mode the selection is
 * the current page's and starts empty on another page.
 *
 * Build columns with this file's feature set, `dataTableColumns<Row>()`, and keep them stable
 * (module scope or useMemo):
 *
 *   const col = dataTableColumns<Order>();
 *   const columns = col.columns([
 *     col.accessor("id", { header: "Order" }),
 *     col.accessor("total", { header: "Total", cell: (info) => formatMoney(info.getValue()) }),
 *     col.display({ id: "actions", header: "Actions", cell: ({ row }) => <Link href={...}>Open</Link> }),
 *   ]);
 *
 * Props: columns; data (stable reference); caption? (accessible table name, visually hidden unless
 * showCaption); emptyText? (default NO_RESULTS, "No results"); getRowId?; pageSize? (default 25 client, 10
 * server); initialSorting?; pagerLabel? (aria-label of the pager, default "{caption} pages");
 * server?: { count, page }; columnFilters?: boolean (client mode; a column opts out with
 * `enableColumnFilter: false`); rowSelection?: { rowLabel(row): string; onChange?(rows) }.
 */
import { useState } from "react";
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnHelper,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { CLIENT_PAGE_SIZE, SERVER_PAGE_SIZE } from "@/lib/paging";
import { NO_RESULTS } from "@/lib/ui-constants";
import { Pagination } from "./pagination";
import { UrlPagination } from "./url-pagination";

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});
export type DataTableFeatures = typeof dataTableFeatures;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** The column helper bound to DataTable's features. */
export function dataTableColumns<TData extends RowData>(): ColumnHelper<DataTableFeatures, TData> {
  return createColumnHelper<DataTableFeatures, TData>();
}

export interface DataTableRowSelection<TData> {
  /** The row's accessible name for its checkbox: "Select {rowLabel(row)}". */
  rowLabel: (row: TData) => string;
  /** Called with the selected rows (original data) whenever the selection changes. */
  onChange?: (rows: TData[]) => void;
}

export interface DataTableProps<TData extends RowData> {
  columns: DataTableColumn<TData>[];
  data: TData[];
  caption?: string;
  showCaption?: boolean;
  emptyText?: string;
  getRowId?: (row: TData) => string;
  pageSize?: number;
  initialSorting?: SortingState;
  pagerLabel?: string;
  /** Server mode: `data` is page `page` of `count` rows; the page lives in the URL. */
  server?: { count: number; page: number };
  /** Client mode: a text filter under each filterable column header. */
  columnFilters?: boolean;
  rowSelection?: DataTableRowSelection<TData>;
}

const CHECKBOX = "size-4 rounded border-slate-400 accent-brand-600";
const FILTER_INPUT =
  "block w-full min-w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-normal text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-500";

export function DataTable<TData extends RowData>({
  columns,
  data,
  caption,
  showCaption = false,
  emptyText = NO_RESULTS,
  getRowId,
  pageSize,
  initialSorting = [],
  pagerLabel,
  server,
  columnFilters = false,
  rowSelection,
}: DataTableProps<TData>) {
  const size = pageSize ?? (server ? SERVER_PAGE_SIZE : CLIENT_PAGE_SIZE);
  const [initialState] = useState(() => ({ pagination: { pageIndex: 0, pageSize: size }, sorting: server ? [] : initialSorting }));
  // The selection belongs to the rows on screen: a server page change starts an empty one.
  const pageKey = server ? server.page : 0;
  const [selected, setSelected] = useState<{ pageKey: number; ids: RowSelectionState }>({ pageKey, ids: {} });
  const selection = selected.pageKey === pageKey ? selected.ids : {};

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    initialState,
    getRowId: getRowId ? (row: TData) => getRowId(row) : undefined,
    // Server mode: the rows are already one page, in the server's order.
    manualPagination: !!server,
    manualFiltering: !!server,
    manualSorting: !!server,
    enableSorting: !server,
    enableColumnFilters: columnFilters && !server,
    ...(server ? { rowCount: server.count } : {}),
    enableRowSelection: !!rowSelection,
    state: { ...(server ? { pagination: { pageIndex: server.page - 1, pageSize: size } } : {}), rowSelection: selection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === "function" ? updater(selection) : updater;
      setSelected({ pageKey, ids: next });
      if (rowSelection?.onChange) {
        const byId = new Map(table.getCoreRowModel().flatRows.map((r) => [r.id, r.original]));
        rowSelection.onChange(Object.keys(next).flatMap((id) => (byId.has(id) ? [byId.get(id) as TData] : [])));
      }
    },
  });

  const rows = table.getRowModel().rows;
  const leafCount = table.getAllLeafColumns().length + (rowSelection ? 1 : 0);
  const showFilters = columnFilters && !server && table.getAllLeafColumns().some((c) => c.getCanFilter());
  const label = pagerLabel ?? (caption ? `${caption} pages` : "Table pages");
  const rowCount = server ? server.count : table.getPrePaginatedRowModel().rows.length;

  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          {caption ? <caption className={showCaption ? "px-4 py-2 text-left text-sm text-slate-600" : "sr-only"}>{caption}</caption> : null}
          <thead className="bg-slate-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {rowSelection ? (
                  <th scope="col" className="w-10 px-4 py-2 text-left">
                    <input
                      type="checkbox"
                      className={CHECKBOX}
                      aria-label="Select all rows on this page"
                      checked={table.getIsAllPageRowsSelected()}
                      ref={(el) => {
                        if (el) el.indeterminate = !table.getIsAllPageRowsSelected() && table.getIsSomePageRowsSelected();
                      }}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                      disabled={rows.length === 0}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className="px-4 py-2 text-left align-top font-semibold text-slate-700"
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 hover:text-slate-900">
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="text-xs text-slate-500">
                            {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
            {showFilters ? (
              <tr>
                {rowSelection ? <td /> : null}
                {table.getAllLeafColumns().map((column) => (
                  <td key={column.id} className="px-4 pb-2">
                    {column.getCanFilter() ? (
                      <input
                        type="search"
                        className={FILTER_INPUT}
                        aria-label={`Filter ${typeof column.columnDef.header === "string" ? column.columnDef.header : column.id}`}
                        value={(column.getFilterValue() as string | undefined) ?? ""}
                        onChange={(e) => {
                          column.setFilterValue(e.target.value || undefined);
                          table.setPageIndex(0);
                        }}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            ) : null}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={leafCount} className="px-4 py-6 text-center text-slate-500">
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  {rowSelection ? (
                    <td className="w-10 px-4 py-2 align-top">
                      <input
                        type="checkbox"
                        className={CHECKBOX}
                        aria-label={`Select ${rowSelection.rowLabel(row.original)}`}
                        checked={row.getIsSelected()}
                        disabled={!row.getCanSelect()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </td>
                  ) : null}
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-2 align-top text-slate-800">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {server ? (
        <UrlPagination count={server.count} page={server.page} pageSize={size} label={label} />
      ) : (
        <Pagination count={rowCount} page={table.state.pagination.pageIndex + 1} pageSize={size} label={label} onPageChange={(p) => table.setPageIndex(p - 1)} />
      )}
    </div>
  );
}
