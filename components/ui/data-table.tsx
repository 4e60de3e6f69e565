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
 * `enableColumnFilter: false`); rowSelection?: { rowLabel(row): string; onChange?(rows); by?: "checkbox" | "click" };
 * columnVisibility?: boolean (a "Columns" menu of checkboxes, one per leaf column; a column opts
 * out with `enableHiding: false`); toolbar?: ReactNode (beside the Columns menu, e.g. a download).
 *
 * Grouped headers: `col.group({ id, header: "Pricing", columns: [...] })` gives a header row per
 * level (ungrouped columns leave an empty cell in the upper rows).
 *
 * Selection by click (`rowSelection.by: "click"`, spec 02 §2 product tables): no checkbox column;
 * the table is an ARIA grid (aria-multiselectable, rows aria-selected). A click selects that row
 * alone, ctrl/cmd-click toggles it, shift-click selects the range from the anchor (the row last
 * clicked without shift) to it. From the keyboard, the rows are one tab stop (roving tabindex):
 * ArrowUp/ArrowDown/Home/End move, shift+arrow extends the range, Space or Enter selects like a
 * click (ctrl/cmd: toggle, shift: range), Escape clears. The range runs over the rows on screen
 * (this page, in the current sort order).
 */
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import * as Popover from "@radix-ui/react-popover";
import {
  columnFilteringFeature,
  columnVisibilityFeature,
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
  type ColumnVisibilityState,
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
  columnVisibilityFeature,
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
  /** Server mode: `data` is page `page` of `count` rows; the page lives in the URL. */
  server?: { count: number; page: number };
  /** Client mode: a text filter under each filterable column header. */
  columnFilters?: boolean;
  rowSelection?: DataTableRowSelection<TData>;
  /** A "Columns" menu to show and hide columns. */
  columnVisibility?: boolean;
  /** Shown above the table, beside the Columns menu. */
  toolbar?: ReactNode;
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
  columnVisibility = false,
  toolbar,
}: DataTableProps<TData>) {
  const size = pageSize ?? (server ? SERVER_PAGE_SIZE : CLIENT_PAGE_SIZE);
  const [initialState] = useState(() => ({ pagination: { pageIndex: 0, pageSize: size }, sorting: server ? [] : initialSorting }));
  // The selection belongs to the rows on screen: a server page change starts an empty one.
  const pageKey = server ? server.page : 0;
  const [selected, setSelected] = useState<{ pageKey: number; ids: RowSelectionState }>({ pageKey, ids: {} });
  const selection = selected.pageKey === pageKey ? selected.ids : {};
  const [visibility, setVisibility] = useState<ColumnVisibilityState>({});
  const byClick = rowSelection?.by === "click";
  const checkboxes = !!rowSelection && !byClick;
  // Selection by click: the range anchor and the row holding the tab stop.
  const [anchorId, setAnchorId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);

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
    state: { ...(server ? { pagination: { pageIndex: server.page - 1, pageSize: size } } : {}), rowSelection: selection, columnVisibility: visibility },
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => setVisibility((old) => (typeof updater === "function" ? updater(old) : updater)),
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
  const leafCount = table.getVisibleLeafColumns().length + (checkboxes ? 1 : 0);
  const showFilters = columnFilters && !server && table.getVisibleLeafColumns().some((c) => c.getCanFilter());
  const headerGroups = table.getHeaderGroups();

  // ── Selection by click and keyboard ──
  const setSelection = (ids: RowSelectionState) => table.setRowSelection(ids);
  const rangeIds = (fromId: string, toId: string): RowSelectionState => {
    const ids = rows.map((r) => r.id);
    const a = ids.indexOf(fromId);
    const b = ids.indexOf(toId);
    if (a === -1 || b === -1) return { [toId]: true };
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    return Object.fromEntries(ids.slice(lo, hi + 1).map((id) => [id, true]));
  };
  const selectRow = (id: string, mode: { toggle: boolean; range: boolean }) => {
    if (mode.range && anchorId !== null) {
      setSelection(rangeIds(anchorId, id));
    } else if (mode.toggle) {
      const next = { ...selection };
      if (next[id]) delete next[id];
      else next[id] = true;
      setSelection(next);
      setAnchorId(id);
    } else {
      setSelection({ [id]: true });
      setAnchorId(id);
    }
    setFocusId(id);
  };
  const focusRow = (id: string) => {
    setFocusId(id);
    [...(bodyRef.current?.querySelectorAll<HTMLElement>("tr[data-row-id]") ?? [])].find((tr) => tr.dataset.rowId === id)?.focus();
  };
  const onRowClick = (id: string, event: MouseEvent) => selectRow(id, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
  const onRowKeyDown = (id: string, event: KeyboardEvent) => {
    const ids = rows.map((r) => r.id);
    const at = ids.indexOf(id);
    const move = (to: number) => {
      const target = ids[Math.max(0, Math.min(ids.length - 1, to))];
      if (target === undefined) return;
      event.preventDefault();
      focusRow(target);
      if (event.shiftKey) {
        const from = anchorId ?? id;
        if (anchorId === null) setAnchorId(id);
        setSelection(rangeIds(from, target));
      }
    };
    switch (event.key) {
      case "ArrowDown":
        return move(at + 1);
      case "ArrowUp":
        return move(at - 1);
      case "Home":
        return move(0);
      case "End":
        return move(ids.length - 1);
      case " ":
      case "Enter":
        event.preventDefault();
        return selectRow(id, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
      case "Escape":
        if (Object.keys(selection).length === 0) return;
        event.preventDefault();
        setSelection({});
        return;
      default:
        return;
    }
  };
  const tabStop = byClick ? (rows.find((r) => r.id === focusId) ?? rows.find((r) => r.getIsSelected()) ?? rows[0])?.id : undefined;
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  const label = pagerLabel ?? (caption ? `${caption} pages` : "Table pages");
  const rowCount = server ? server.count : table.getPrePaginatedRowModel().rows.length;

  return (
    <div>
      {columnVisibility || toolbar ? (
        <div className="mb-2 flex flex-wrap items-center justify-end gap-2">
          {toolbar}
          {columnVisibility ? <ColumnsMenu columns={hideable} label={caption ? `${caption} columns` : "Columns"} /> : null}
        </div>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table
          className="min-w-full divide-y divide-slate-200 text-sm"
          role={byClick ? "grid" : undefined}
          aria-multiselectable={byClick ? true : undefined}
        >
          {caption ? <caption className={showCaption ? "px-4 py-2 text-left text-sm text-slate-600" : "sr-only"}>{caption}</caption> : null}
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
                      scope={header.colSpan > 1 ? "colgroup" : "col"}
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className={`px-4 py-2 align-top font-semibold text-slate-700 ${header.colSpan > 1 ? "border-x border-slate-200 text-center" : "text-left"}`}
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
          <tbody ref={bodyRef} className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={leafCount} className="px-4 py-6 text-center text-slate-500">
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  data-row-id={row.id}
                  className={
                    byClick
                      ? `cursor-pointer select-none focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600 ${row.getIsSelected() ? "bg-brand-50 hover:bg-brand-100" : "hover:bg-slate-50"}`
                      : "hover:bg-slate-50"
                  }
                  {...(byClick
                    ? {
                        "aria-selected": row.getIsSelected(),
                        tabIndex: row.id === tabStop ? 0 : -1,
                        onClick: (event: MouseEvent) => onRowClick(row.id, event),
                        onKeyDown: (event: KeyboardEvent) => onRowKeyDown(row.id, event),
                        onFocus: () => setFocusId(row.id),
                      }
                    : {})}
                >
                  {checkboxes ? (
                    <td className="w-10 px-4 py-2 align-top">
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
                  {row.getVisibleCells().map((cell) => (
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any column of any table
type HideableColumn = { id: string; columnDef: { header?: unknown }; getIsVisible: () => boolean; toggleVisibility: (value?: boolean) => void; parent?: any };

/** The "Columns" menu: a checkbox per hideable leaf column (grouped columns named "Group: Column"). */
function ColumnsMenu({ columns, label }: { columns: HideableColumn[]; label: string }) {
  const name = (c: HideableColumn): string => {
    const own = typeof c.columnDef.header === "string" ? c.columnDef.header : c.id;
    const group = c.parent && typeof c.parent.columnDef?.header === "string" ? c.parent.columnDef.header : null;
    return group ? `${group}: ${own}` : own;
  };
  const visible = columns.filter((c) => c.getIsVisible()).length;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Columns ({visible} of {columns.length})<span aria-hidden="true">▾</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={4} className="z-50 max-h-[24rem] w-72 overflow-y-auto rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg">
          <fieldset>
            <legend className="mb-1 px-1 font-semibold text-slate-800">{label}</legend>
            {columns.map((c) => (
              <label key={c.id} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-slate-50">
                <input type="checkbox" className={CHECKBOX} checked={c.getIsVisible()} onChange={(e) => c.toggleVisibility(e.target.checked)} />
                <span>{name(c)}</span>
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
