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
  type ColumnDef,
  type ColumnHelper,
  type RowData,
} from "@tanstack/react-table";

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
export const dataTableFeatures = tableFeatures({ ...SORTING, ...FILTERING, ...PAGING, rowSelectionFeature, columnVisibilityFeature });
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

/** The column helper bound to DataTable's features. */
export function dataTableColumns<TData extends RowData>(): ColumnHelper<DataTableFeatures, TData> {
  return createColumnHelper<DataTableFeatures, TData>();
}
