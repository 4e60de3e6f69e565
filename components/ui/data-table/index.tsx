"use client";
/**
 * DataTable: the one table of the app, on TanStack Table v9 (`useTable`, `tableFeatures`,
 * `create*RowModel`). Two modes:
 *
 * - client mode (default): `data` is the whole list; click-to-sort headers, pages of 25
 *   (CLIENT_PAGE_SIZE), optional column filters (a text box under each filterable header).
 * - server mode (`server={{ count, page }}`): `data` is one page the server loaded (a server
 *   list answers 10 results a page, or `server.pageSize`); the pager's links keep the URL and change
 *   only `page` (lib/list-params), so the page is bookmarkable and survives Back and reload. No client
 *   sorting or filtering (that would reorder one page only): the search and filters live in the URL
 *   (ListPage), sorting is the server's (`server.sort`: header links that set `ordering`), and
 *   `server.pageSizeChoice` offers "Rows per page" (10, 25, 50, 100, the URL's `page_size`).
 *   A page past the last while rows still match shows no pager and, in place of `emptyText`, says
 *   so with a link to the last page (PastEndNotice, ../past-end-notice.tsx).
 *
 * Client mode may keep its page elsewhere (`paging={{ page, onPageChange }}`, 1-based), e.g. in the URL
 * with `useUrlPage(key)` (./url-page.ts) so Back from a row's page returns to the same page of the
 * table; a page past the end reads as the last one. `useUrlPage(key, sizeChoice)` adds "Rows per
 * page" beside the pager; `sort={{ ordering, keys, onSort }}` sorts in the URL too (the caller
 * hands the rows in that order; the header buttons call `onSort` with the next ordering).
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
 * A column that shows text but sorts on a value of its own (a formatted number: "1,200", "$2.50"):
 * `col.sortedBy({ id, header, text: (row) => …, sortValue: (row) => row.grams })`: click-to-sort
 * compares the values, a missing one (null) last either way; the cell and its filter use the text.
 *
 * Props: columns; data (stable reference); caption? (accessible table name, visually hidden unless
 * showCaption); emptyText? (default NO_RESULTS, "No results"); getRowId?; pageSize? (default 25 client, 10
 * server); initialSorting?; pagerLabel? (aria-label of the pager, default "{caption} pages");
 * server?: { count, page }; columnFilters?: boolean (client mode; a column opts out with
 * `enableColumnFilter: false`); rowSelection?: { rowLabel(row): string; onChange?(rows); by?: "checkbox" | "click" };
 * columnVisibility?: boolean (a "Columns" menu of checkboxes, one per leaf column; a column opts
 * out with `enableHiding: false`); toolbar?: ReactNode (beside the Columns menu, e.g. a download).
 *
 * Grouped headers: `col.group({ id, header: "Pricing", columns: [...] })` gives a header row per
 * level (ungrouped columns leave an empty cell in the upper rows).
 *
 * Selection by click (`rowSelection.by: "click"`, as on the product information tables): no
 * checkbox column; the table is an ARIA grid (aria-multiselectable, rows aria-selected). A click
 * selects that row alone, ctrl/cmd-click toggles it, shift-click selects the range from the anchor
 * (the row last clicked without shift) to it. From the keyboard, the rows are one tab stop (roving tabindex):
 * ArrowUp/ArrowDown/Home/End move, shift+arrow extends the range, Space or Enter selects like a
 * click (ctrl/cmd: toggle, shift: range), Escape clears. The range runs over the rows on screen
 * (this page, in the current sort order).
 *
 * The look of its cells and rows is the table's class `data-table` (./data-table.css): the cells carry
 * no classes of their own (issue 23), but for an identifier column's (`meta: { identifier: true }`: a
 * code or SKU kept on one line, ./columns.ts DataTableColumnMeta).
 *
 * Files: ./columns.ts (the feature set and column helper), ./table-head.tsx (headers, sort,
 * select-all, filters), ./click-selection.ts (selection by click and keyboard), ./columns-menu.tsx
 * (loaded only by a table with `columnVisibility`: ./columns-menu-lazy.ts; such a table suspends
 * until the menu's code is there, so render it inside a Suspense boundary, e.g. a deferred island
 * that loads it ahead with `loadColumnsMenu`).
 */
import { useState, type ReactNode } from "react";
import {
  flexRender,
  useTable,
  type Cell,
  type CellContext,
  type RowData,
  type RowSelectionState,
  type ColumnVisibilityState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { row_getAllCells } from "@tanstack/react-table/static-functions";
import { CLIENT_PAGE_SIZE, pastEndLastPage, SERVER_PAGE_SIZE } from "@/lib/paging";
import { NO_RESULTS } from "@/lib/ui-constants";
import { Pagination } from "../pagination";
import { PastEndNotice } from "../past-end-notice";
import { UrlPagination } from "../url-pagination";
import { useClickSelection } from "./click-selection";
import { dataTableFeaturesFor, dataTableUseKey, type DataTableColumn, type DataTableFeatures, type DataTableUse } from "./columns";
import { LazyColumnsMenu } from "./columns-menu-lazy";
import { CHECKBOX, IDENTIFIER_CELL, TABLE, TABLE_BODY, TABLE_FRAME } from "./styles";
import { ListPageSizeSelect, PageSizeSelect } from "./page-size";
import type { DataTableServer } from "./server-mode";
import type { UrlPaging } from "./url-page";
import { DataTableHead } from "./table-head";

export { dataTableColumns, dataTableFeatures, type DataTableColumn, type DataTableColumnMeta, type DataTableFeatures, type DataTableUse } from "./columns";
export { useUrlPage } from "./url-page";
export { serverList, type DataTableServer, type ServerListView } from "./server-mode";

export interface DataTableRowSelection<TData> {
  /** The row's accessible name for its checkbox: "Select {rowLabel(row)}". */
  rowLabel: (row: TData) => string;
  /** Called with the selected rows (original data) whenever the selection changes. */
  onChange?: (rows: TData[]) => void;
  /** "checkbox" (default): a first column of checkboxes; "click": rows select by click and keyboard (see above). */
  by?: "checkbox" | "click";
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
  /** Client mode with the page kept by the caller (e.g. `useUrlPage(key)`): the 1-based page and its setter. */
  paging?: UrlPaging;
  /** Client mode sorted by the caller (e.g. in the URL): the ordering, each sortable column's key, and the header's step. */
  sort?: NonNullable<DataTableServer["sort"]> & { onSort: (ordering: string) => void };
  /** Server mode: `data` is page `page` of `count` rows; the page lives in the URL. */
  server?: DataTableServer;
  /** Client mode: a text filter under each filterable column header. */
  columnFilters?: boolean;
  rowSelection?: DataTableRowSelection<TData>;
  /** A "Columns" menu to show and hide columns. */
  columnVisibility?: boolean;
  /** Shown above the table, beside the Columns menu. */
  toolbar?: ReactNode;
}


/**
 * The TanStack features a table uses, from its props (the one place that decides them; ./columns.ts
 * `dataTableFeaturesFor` gives their shared feature object): client sorting only for a client table
 * that sorts itself (not server mode, not `sort`), column filters only with `columnFilters` in client
 * mode, client pages only in client mode (a server page comes cut), row selection only with
 * `rowSelection`, column visibility only with the Columns menu.
 */
export function dataTableUse({ server, sort, columnFilters, rowSelection, columnVisibility }: Pick<DataTableProps<never>, "server" | "sort" | "columnFilters" | "rowSelection" | "columnVisibility">): DataTableUse {
  return {
    sorting: !server && !sort,
    filtering: !server && !!columnFilters,
    paging: !server,
    selection: !!rowSelection,
    visibility: !!columnVisibility,
  };
}

export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const use = dataTableUse(props);
  // A table is built with its features once: another feature set (props that change what the table
  // does, which no screen does today) is another table.
  return <DataTableOf key={dataTableUseKey(use)} {...props} use={use} />;
}

/** A row's <tr> props when rows do not select by click (shared: no object per row). */
const NO_ROW_PROPS = {};

/**
 * A cell's context for its template: TanStack's (`cell_getContext`) with the value read straight
 * from the column's accessor (issue 23: `cell.getValue()` goes through the row's value cache and a
 * memoized column lookup, for every cell of every server render; an accessor is a pure read of the
 * row, so the value is the same).
 */
function cellContext<TData extends RowData>(cell: Cell<DataTableFeatures, TData, unknown>): CellContext<DataTableFeatures, TData, unknown> {
  const { row, column, table } = cell;
  const getValue = () => column.accessorFn?.(row.original, row.index);
  return { table, column, row, cell, getValue, renderValue: () => getValue() ?? table.options.renderFallbackValue } as CellContext<DataTableFeatures, TData, unknown>;
}

function DataTableOf<TData extends RowData>({
  use,
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
  paging,
  sort,
  rowSelection,
  toolbar,
}: DataTableProps<TData> & { use: DataTableUse }) {
  const size = pageSize ?? server?.pageSize ?? paging?.pageSize ?? (server ? SERVER_PAGE_SIZE : CLIENT_PAGE_SIZE);
  const [initialState] = useState(() => ({
    ...(use.paging ? { pagination: { pageIndex: 0, pageSize: size } } : {}),
    ...(use.sorting ? { sorting: initialSorting } : {}),
  }));
  // The selection belongs to the rows on screen: a server page change starts an empty one.
  const pageKey = server ? server.page : 0;
  const [selected, setSelected] = useState<{ pageKey: number; ids: RowSelectionState }>({ pageKey, ids: {} });
  const selection = selected.pageKey === pageKey ? selected.ids : {};
  const [visibility, setVisibility] = useState<ColumnVisibilityState>({});
  const byClick = rowSelection?.by === "click";
  // A caller-kept client page, clamped to the pages the data has (a stale URL past the end shows the last page).
  const controlledPage = !server && paging ? Math.min(Math.max(1, paging.page), Math.max(1, Math.ceil(data.length / size))) : null;
  const checkboxes = !!rowSelection && !byClick;

  // Only the options and state of the features this table registers (dataTableUse).
  const table = useTable({
    features: dataTableFeaturesFor(use),
    columns,
    data,
    initialState,
    getRowId: getRowId ? (row: TData) => getRowId(row) : undefined,
    ...(controlledPage !== null ? { autoResetPageIndex: false } : {}),
    state: {
      ...(controlledPage !== null ? { pagination: { pageIndex: controlledPage - 1, pageSize: size } } : {}),
      ...(use.selection ? { rowSelection: selection } : {}),
      ...(use.visibility ? { columnVisibility: visibility } : {}),
    },
    ...(use.visibility
      ? { onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => setVisibility((old) => (typeof updater === "function" ? updater(old) : updater)) }
      : {}),
    ...(use.selection
      ? {
          onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
            const next = typeof updater === "function" ? updater(selection) : updater;
            setSelected({ pageKey, ids: next });
            if (rowSelection?.onChange) {
              const byId = new Map(table.getCoreRowModel().flatRows.map((r) => [r.id, r.original]));
              rowSelection.onChange(Object.keys(next).flatMap((id) => (byId.has(id) ? [byId.get(id) as TData] : [])));
            }
          },
        }
      : {}),
  });

  const rows = table.getRowModel().rows;
  // Without the Columns menu every column is visible (no visibility feature registered).
  const leafColumns = use.visibility ? table.getVisibleLeafColumns() : table.getAllLeafColumns();
  const leafCount = leafColumns.length + (checkboxes ? 1 : 0);
  const showFilters = use.filtering && leafColumns.some((c) => c.getCanFilter());

  const { bodyRef, rowProps } = useClickSelection({ enabled: byClick, rows, selection, setSelection: (ids) => table.setRowSelection(ids) });
  const label = pagerLabel ?? (caption ? `${caption} pages` : "Table pages");
  const rowCount = server ? server.count : table.getPrePaginatedRowModel().rows.length;
  // A server page past the last while rows still match: the last page's number (its notice, no pager), else null.
  const pastEnd = server && rows.length === 0 ? pastEndLastPage(server.count, server.page, size) : null;
  // "Rows per page": a server list's (the URL's page_size) or a client table's kept by its `paging`
  // (its size is the table's: no read of the URL of its own).
  const sizeChoice = server ? (server.pageSizeChoice ? { defaultSize: SERVER_PAGE_SIZE } : undefined) : paging?.sizeChoice;

  return (
    <div>
      {use.visibility || toolbar ? (
        <div className="mb-2 flex flex-wrap items-center justify-end gap-2">
          {toolbar}
          {/* The menu's code comes with a table that offers it (./columns-menu-lazy.ts). No Suspense
              boundary of its own: a nested one would hydrate in a later pass than its deferred island,
              and a click replayed on it meanwhile is lost; until loaded it suspends to the nearest
              boundary (the island's, which loads it ahead). */}
          {use.visibility ? <LazyColumnsMenu columns={table.getAllLeafColumns().filter((c) => c.getCanHide())} label={caption ? `${caption} columns` : "Columns"} /> : null}
        </div>
      ) : null}
      <div className={TABLE_FRAME}>
        <table
          className={TABLE}
          role={byClick ? "grid" : undefined}
          aria-multiselectable={byClick ? true : undefined}
        >
          {caption ? <caption className={showCaption ? undefined : "sr-only"}>{caption}</caption> : null}
          <DataTableHead
            table={table}
            clientSort={use.sorting}
            checkboxes={checkboxes}
            filterColumns={showFilters ? leafColumns : null}
            noRows={rows.length === 0}
            serverSort={server?.sort ?? sort}
          />
          <tbody ref={bodyRef} className={TABLE_BODY}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={leafCount} className="px-4 py-6 text-center text-slate-500">
                  {server && pastEnd !== null ? <PastEndNotice page={server.page} lastPage={pastEnd} /> : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  data-row-id={row.id}
                  className={
                    byClick
                      ? `cursor-pointer select-none focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600${row.getIsSelected() ? " bg-brand-50 hover:bg-brand-100" : ""}`
                      : undefined
                  }
                  {...(byClick ? rowProps(row) : NO_ROW_PROPS)}
                >
                  {checkboxes ? (
                    <td className="w-10">
                      <input
                        type="checkbox"
                        className={CHECKBOX}
                        aria-label={`Select ${rowSelection!.rowLabel(row.original)}`}
                        checked={row.getIsSelected()}
                        disabled={!row.getCanSelect()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </td>
                  ) : null}
                  {/* The static functions, not the row's and cell's memoized APIs: those build a memo per
                      row and per cell on each server render, for one call (the cells themselves are
                      cached on the row either way). */}
                  {(use.visibility ? row.getVisibleCells() : row_getAllCells(row)).map((cell) => (
                    <td key={cell.id} className={cell.column.columnDef.meta?.identifier ? IDENTIFIER_CELL : undefined}>
                      {flexRender(cell.column.columnDef.cell, cellContext(cell))}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {server ? (
          pastEnd === null ? (
            <UrlPagination count={server.count} page={server.page} pageSize={size} label={label} />
          ) : null
        ) : (
          <Pagination
            count={rowCount}
            page={table.state.pagination.pageIndex + 1}
            pageSize={size}
            label={label}
            onPageChange={(p) => (paging ? paging.onPageChange(p) : table.setPageIndex(p - 1))}
          />
        )}
        {sizeChoice && (rowCount > SERVER_PAGE_SIZE || size !== sizeChoice.defaultSize) ? (
          <div className="ml-auto pt-3">
            {"onSizeChange" in sizeChoice ? <PageSizeSelect size={size} onSizeChange={sizeChoice.onSizeChange} /> : <ListPageSizeSelect />}
          </div>
        ) : null}
      </div>
    </div>
  );
}
