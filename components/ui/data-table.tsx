"use client";
/**
 * DataTable: a client-side table (TanStack Table v9) with click-to-sort headers and pages of 25 rows
 * (CLIENT_PAGE_SIZE), 5 page buttons per block (spec 01 §9). The pager shows only when there is
 * more than one page.
 *
 * Columns use this file's feature set, so build them with `dataTableColumns<Row>()`:
 *
 *   const col = dataTableColumns<Order>();
 *   const columns = col.columns([
 *     col.accessor("id", { header: "Order" }),
 *     col.accessor("total", { header: "Total", cell: (info) => formatMoney(info.getValue()) }),
 *     col.display({ id: "actions", header: "", cell: ({ row }) => <Link href={...}>Open</Link> }),
 *   ]);
 *
 * Keep `columns` stable (module scope or useMemo). Props:
 *   columns: DataTableColumn<Row>[]; data: Row[] (stable reference);
 *   caption?: string (accessible table name, visually hidden unless showCaption);
 *   emptyText?: string (default "No results");
 *   getRowId?: (row: Row) => string; pageSize?: number (default 25);
 *   initialSorting?: { id: string; desc: boolean }[].
 */
import { useState } from "react";
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
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
  type SortingState,
} from "@tanstack/react-table";
import { CLIENT_PAGE_SIZE, pageBlock } from "@/lib/paging";

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
export type DataTableFeatures = typeof dataTableFeatures;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** The column helper bound to DataTable's features. */
export function dataTableColumns<TData extends RowData>(): ColumnHelper<DataTableFeatures, TData> {
  return createColumnHelper<DataTableFeatures, TData>();
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
}

const PAGE_BUTTON = "inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50";

export function DataTable<TData extends RowData>({
  columns,
  data,
  caption,
  showCaption = false,
  emptyText = "No results",
  getRowId,
  pageSize = CLIENT_PAGE_SIZE,
  initialSorting = [],
}: DataTableProps<TData>) {
  const [initialState] = useState(() => ({ pagination: { pageIndex: 0, pageSize }, sorting: initialSorting }));
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    initialState,
    getRowId: getRowId ? (row: TData) => getRowId(row) : undefined,
  });

  const rows = table.getRowModel().rows;
  const pageCount = table.getPageCount();
  const pageIndex = table.state.pagination.pageIndex;
  const block = pageBlock(pageIndex + 1, pageCount);
  const leafCount = table.getAllLeafColumns().length;

  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          {caption ? <caption className={showCaption ? "px-4 py-2 text-left font-medium" : "sr-only"}>{caption}</caption> : null}
          <thead className="bg-slate-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className="px-4 py-2 text-left font-semibold text-slate-700"
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 hover:text-slate-900">
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="text-xs text-slate-400">
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
      {pageCount > 1 ? (
        <nav aria-label={caption ? `${caption} pages` : "Table pages"} className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600">
            Page {pageIndex + 1} of {pageCount} ({table.getRowCount()} rows)
          </p>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <button type="button" className={`${PAGE_BUTTON} border-slate-300 bg-white`} onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()} aria-label="Previous page">
                Previous
              </button>
            </li>
            {block.map((p) => (
              <li key={p}>
                <button
                  type="button"
                  aria-label={`Page ${p}`}
                  aria-current={p === pageIndex + 1 ? "page" : undefined}
                  onClick={() => table.setPageIndex(p - 1)}
                  className={`${PAGE_BUTTON} ${p === pageIndex + 1 ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100"}`}
                >
                  {p}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className={`${PAGE_BUTTON} border-slate-300 bg-white`} onClick={() => table.nextPage()} disabled={!table.getCanNextPage()} aria-label="Next page">
                Next
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
