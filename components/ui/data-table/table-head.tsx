"use client";
/**
 * DataTable's <thead>: a header row per level of grouping (click-to-sort buttons in client mode,
 * links that set the URL's `ordering` for the sortable columns of server mode),
 * the "Select all rows on this page" checkbox when rows select by checkbox, and the row of column
 * filters (client mode, `columnFilters`).
 */
import type { ReactTable, RowData } from "@tanstack/react-table";
import type { DataTableFeatures } from "./columns";
import { CHECKBOX, FILTER_INPUT } from "./styles";
import { SortAscIcon, SortDescIcon, SortableIcon } from "../icons";
import { sortDirection, UrlSortLink } from "./url-sort";

export function DataTableHead<TData extends RowData>({
  table,
  checkboxes,
  showFilters,
  noRows,
  serverSort,
}: {
  table: ReactTable<DataTableFeatures, TData>;
  checkboxes: boolean;
  showFilters: boolean;
  noRows: boolean;
  /** Server mode's sorting: the URL's ordering and each sortable column's key. */
  serverSort?: { ordering: string; keys: Readonly<Record<string, string>> };
}) {
  const headerGroups = table.getHeaderGroups();
  return (
    <thead className="bg-slate-50">
      {headerGroups.map((group, level) => (
        <tr key={group.id}>
          {checkboxes && level < headerGroups.length - 1 ? <td aria-hidden="true" /> : null}
          {checkboxes && level === headerGroups.length - 1 ? (
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
                disabled={noRows}
              />
            </th>
          ) : null}
          {group.headers.map((header) => {
            const urlKey = header.isPlaceholder || header.colSpan > 1 ? undefined : serverSort?.keys[header.column.id];
            const sorted = urlKey !== undefined ? sortDirection(serverSort!.ordering, urlKey) : header.column.getIsSorted();
            const canSort = header.column.getCanSort();
            return (
              <th
                key={header.id}
                colSpan={header.colSpan}
                scope={header.colSpan > 1 ? "colgroup" : "col"}
                aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                className={`px-4 py-2 align-top font-semibold text-slate-700 ${header.colSpan > 1 ? "border-x border-slate-200 text-center" : "text-left"}`}
              >
                {header.isPlaceholder ? null : urlKey !== undefined ? (
                  <UrlSortLink ordering={serverSort!.ordering} sortKey={urlKey}>
                    <table.FlexRender header={header} />
                  </UrlSortLink>
                ) : canSort ? (
                  <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 hover:text-slate-900">
                    <table.FlexRender header={header} />
                    <span aria-hidden="true" className="text-slate-500">
                      {sorted === "asc" ? <SortAscIcon size={14} /> : sorted === "desc" ? <SortDescIcon size={14} /> : <SortableIcon size={14} />}
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
          {checkboxes ? <td /> : null}
          {table.getVisibleLeafColumns().map((column) => (
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
