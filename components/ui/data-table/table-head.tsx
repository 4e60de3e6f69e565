"use client";
/**
 * DataTable's <thead>: a header row per level of grouping (click-to-sort buttons in client mode,
 * links that set the URL's `ordering` for the sortable columns of server mode, buttons calling
 * `onSort` for a client table sorted in the URL),
 * the "Select all rows on this page" checkbox when rows select by checkbox, and the row of column
 * filters (client mode, `columnFilters`). The header cells' look is ./data-table.css's (the table's
 * class `data-table`).
 */
import { flexRender, type Column, type Header, type ReactTable, type RowData } from "@tanstack/react-table";
import { header_getContext } from "@tanstack/react-table/static-functions";
import type { DataTableFeatures } from "./columns";
import { CHECKBOX, FILTER_INPUT, TABLE_HEAD } from "./styles";
import { SortAscIcon, SortDescIcon, SortableIcon } from "../icons";
import { nextOrdering, sortDirection, UrlSortLink } from "./url-sort";

const SORT_BUTTON = "inline-flex items-center gap-1 hover:text-slate-900";
const SortIcon = ({ sorted }: { sorted: "asc" | "desc" | false }) => (
  <span aria-hidden="true" className="text-slate-500">
    {sorted === "asc" ? <SortAscIcon size={14} /> : sorted === "desc" ? <SortDescIcon size={14} /> : <SortableIcon size={14} />}
  </span>
);

/** A header's content: its template with its context (the static function: no memo per header), no component of its own. */
const headerContent = <TData extends RowData>(header: Header<DataTableFeatures, TData, unknown>) => flexRender(header.column.columnDef.header, header_getContext(header));

export function DataTableHead<TData extends RowData>({
  table,
  clientSort,
  checkboxes,
  filterColumns,
  noRows,
  serverSort,
}: {
  table: ReactTable<DataTableFeatures, TData>;
  /** The table sorts itself (its sorting feature registered): click-to-sort headers. */
  clientSort: boolean;
  checkboxes: boolean;
  /** The columns of the filter row (client mode, `columnFilters`), or null: no filter row. */
  filterColumns: Column<DataTableFeatures, TData, unknown>[] | null;
  noRows: boolean;
  /** Sorting in the URL: the ordering and each sortable column's key; header links (server mode) or, with `onSort`, buttons. */
  serverSort?: { ordering: string; keys: Readonly<Record<string, string>>; onSort?: (ordering: string) => void };
}) {
  const headerGroups = table.getHeaderGroups();
  return (
    <thead className={TABLE_HEAD}>
      {headerGroups.map((group, level) => (
        <tr key={group.id}>
          {checkboxes && level < headerGroups.length - 1 ? <td aria-hidden="true" /> : null}
          {checkboxes && level === headerGroups.length - 1 ? (
            <th scope="col" className="w-10 align-middle">
              <input
                type="checkbox"
                className={CHECKBOX}
                aria-label="Select all rows on this page"
                checked={table.getIsAllPageRowsSelected()}
                ref={(el) => {
                  if (el) el.indeterminate = !table.getIsAllPageRowsSelected() && table.getIsSomePageRowsSelected();
                }}
                onChange={table.getToggleAllPageRowsSelectedHandler()}
                disabled={noRows}
              />
            </th>
          ) : null}
          {group.headers.map((header) => {
            const urlKey = header.isPlaceholder || header.colSpan > 1 ? undefined : serverSort?.keys[header.column.id];
            // The sorting feature's APIs only on a table that registers it (clientSort).
            const sorted = urlKey !== undefined ? sortDirection(serverSort!.ordering, urlKey) : clientSort ? header.column.getIsSorted() : false;
            const canSort = clientSort && header.column.getCanSort();
            return (
              <th
                key={header.id}
                colSpan={header.colSpan}
                scope={header.colSpan > 1 ? "colgroup" : "col"}
                aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                className={header.colSpan > 1 ? "border-x border-slate-200 text-center" : undefined}
              >
                {header.isPlaceholder ? null : urlKey !== undefined && serverSort?.onSort ? (
                  <button type="button" onClick={() => serverSort.onSort!(nextOrdering(serverSort.ordering, urlKey))} className={SORT_BUTTON}>
                    {headerContent(header)}
                    <SortIcon sorted={sorted} />
                  </button>
                ) : urlKey !== undefined ? (
                  <UrlSortLink ordering={serverSort!.ordering} sortKey={urlKey}>
                    {headerContent(header)}
                  </UrlSortLink>
                ) : canSort ? (
                  <button type="button" onClick={header.column.getToggleSortingHandler()} className={SORT_BUTTON}>
                    {headerContent(header)}
                    <SortIcon sorted={sorted} />
                  </button>
                ) : (
                  headerContent(header)
                )}
              </th>
            );
          })}
        </tr>
      ))}
      {filterColumns ? (
        <tr>
          {checkboxes ? <td /> : null}
          {filterColumns.map((column) => (
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
  );
}
