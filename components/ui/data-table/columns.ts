/**
 * DataTable's TanStack features and its column helper (see ./index.tsx for the table itself).
 * Build columns with `dataTableColumns<Row>()` and keep them stable (module scope or useMemo).
 *
 * A table registers only the features it uses (issue 23: every feature adds its APIs, state and
 * per-row, per-column data to each table built, on every server render): `dataTableFeaturesFor(use)`
 * gives one shared feature object per combination. `use` is decided from the table's props in one
 * place, ./index.tsx `dataTableUse`. Columns are typed with the full set (`DataTableFeatures`), so one
 * column list serves any table; an option of a feature the table does not register (e.g.
 * `enableHiding: false` without the Columns menu) is ignored.
 */
import {
  columnFilteringFeature,
  constructFilterFn,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type ColumnHelper,
  type RowData,
} from "@tanstack/react-table";

/**
 * What a column says of itself to the table (the column's `meta`), read by ./index.tsx in one place:
 *
 *   col.accessor("code", { header: "Code", meta: { identifier: true } })
 */
export interface DataTableColumnMeta {
  /**
   * The column holds an identifier (a discount code, a product code, a SKU): its cells stay on one
   * line (IDENTIFIER_CELL, ./styles.ts), never broken at a hyphen ("BULK-" / "SHELTER-" / "0005"),
   * so a row stays one line high and the code reads and copies whole; a table wider than its frame
   * scrolls sideways instead (TABLE_FRAME).
   */
  identifier?: boolean;
}
/** The type-only slot that types every column's `meta`: in the full set's type only, no table registers it (TanStack ignores it at run time). */
const META = { columnMeta: metaHelper<DataTableColumnMeta>() };

/** Click-to-sort headers, sorted on the client (client mode without `sort`). */
const SORTING = {
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
};
/** A text filter under each filterable header (`columnFilters`, client mode). */
const FILTERING = { columnFilteringFeature, filteredRowModel: createFilteredRowModel(), filterFns: { includesString: filterFn_includesString } };
/** Pages cut on the client (client mode; a server page comes cut). */
const PAGING = { rowPaginationFeature, paginatedRowModel: createPaginatedRowModel() };

/** Every feature a DataTable may use: the type its columns and its table are written against. */
export const dataTableFeatures = tableFeatures({ ...META, ...SORTING, ...FILTERING, ...PAGING, rowSelectionFeature, columnVisibilityFeature });
export type DataTableFeatures = typeof dataTableFeatures;

/** The features one table uses (./index.tsx `dataTableUse` decides them from its props). */
export interface DataTableUse {
  sorting: boolean;
  filtering: boolean;
  paging: boolean;
  selection: boolean;
  visibility: boolean;
}

const FLAGS = ["sorting", "filtering", "paging", "selection", "visibility"] as const;
/** A short key per combination ("s-p--" …): the table is rebuilt when it changes (./index.tsx). */
export const dataTableUseKey = (use: DataTableUse): string => FLAGS.map((f) => (use[f] ? f[0] : "-")).join("");

const byUse = new Map<string, DataTableFeatures>();
/**
 * The feature object of a table that uses `use`: one per combination, shared by every such table.
 * Typed as the full set: the table's code calls an optional feature's API only when `use` has it.
 */
export function dataTableFeaturesFor(use: DataTableUse): DataTableFeatures {
  const key = dataTableUseKey(use);
  let features = byUse.get(key);
  if (!features) {
    features = tableFeatures({
      ...(use.sorting ? SORTING : {}),
      ...(use.filtering ? FILTERING : {}),
      ...(use.paging ? PAGING : {}),
      ...(use.selection ? { rowSelectionFeature } : {}),
      ...(use.visibility ? { columnVisibilityFeature } : {}),
    }) as DataTableFeatures;
    byUse.set(key, features);
  }
  return features;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** What a column sorts on (`sortedBy`): a number (or a string, a date's ISO text); null, undefined or NaN when the row has none. */
export type SortValue = number | string | null | undefined;

/** A column that shows text but sorts on a value of its own (`col.sortedBy`). */
export interface SortedByColumn<TData extends RowData> {
  id: string;
  header: string;
  /** The cell's text, e.g. a formatted number ("1,200", "$2.50", "—"). */
  text: (row: TData) => string;
  /** The value the column sorts on, e.g. the raw number behind the text. */
  sortValue: (row: TData) => SortValue;
}

/** The column helper bound to DataTable's features, with `sortedBy`. */
export interface DataTableColumnHelper<TData extends RowData> extends ColumnHelper<DataTableFeatures, TData> {
  /**
   * A column that shows text but sorts on a value of its own (a client table's click-to-sort): a
   * number shown formatted sorts as text wrongly ("1,200" before "600", "0.9" before "0.69"). The
   * column's value (what TanStack sorts on) is `sortValue(row)`, compared as is; a missing one (null,
   * undefined, NaN) sorts last in either direction; a first click sorts ascending, as on a text
   * column. The cell shows `text(row)` and a column filter matches that text.
   */
  sortedBy: (column: SortedByColumn<TData>) => DataTableColumn<TData>;
}

const missing = (v: SortValue) => v === null || v === undefined || (typeof v === "number" && Number.isNaN(v));

/** The column helper bound to DataTable's features. */
export function dataTableColumns<TData extends RowData>(): DataTableColumnHelper<TData> {
  const helper = createColumnHelper<DataTableFeatures, TData>();
  const sortedBy = ({ id, header, text, sortValue }: SortedByColumn<TData>): DataTableColumn<TData> =>
    helper.accessor(
      (row: TData) => {
        const v = sortValue(row);
        return missing(v) ? undefined : v;
      },
      {
        id,
        header,
        cell: ({ row }) => text(row.original),
        sortFn: "basic",
        sortUndefined: "last",
        sortDescFirst: false,
        filterFn: constructFilterFn({
          ...filterFn_includesString,
          resolveDataValue: undefined,
          filter: (_value: unknown, filterValue: string, row) => text(row.original).toLowerCase().includes(filterValue),
        }),
      },
    );
  return { ...helper, sortedBy };
}
