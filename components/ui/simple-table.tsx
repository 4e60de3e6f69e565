/**
 * SimpleTable: a small static table written out by hand (a form's lines, a few totals, a before and
 * after comparison) in DataTable's look: the same frame, header row and cells (./data-table/styles.ts,
 * ./data-table/data-table.css), so a small table and a list read as one product. A list of records
 * (sorting, pages, filters, selection) is a DataTable.
 *
 *   <SimpleTable caption="Previous and new values" density="compact">
 *     <SimpleTableHead>
 *       <SimpleTr>
 *         <SimpleTh scope="col">Field</SimpleTh>
 *         <SimpleTh scope="col">New</SimpleTh>
 *       </SimpleTr>
 *     </SimpleTableHead>
 *     <SimpleTableBody>
 *       <SimpleTr>
 *         <SimpleTh scope="row">Name</SimpleTh>
 *         <SimpleTd>Rex</SimpleTd>
 *       </SimpleTr>
 *     </SimpleTableBody>
 *   </SimpleTable>
 *
 * - SimpleTable: a <table>'s props (id, aria-*, data-*, className) plus caption? (the table's
 *   name, visually hidden unless showCaption, as DataTable's), density? ("normal", or "compact":
 *   less padding, for a table in a dialog or of many columns) and columnWidths? (one width class
 *   per column, "" for the one that takes the rest: a fixed layout, so what a cell shows, e.g. a
 *   message under an input, never resizes the columns; the cells keep the narrow padding).
 * - SimpleTableHead, SimpleTableBody, SimpleTr, SimpleTd: <thead>, <tbody>, <tr>, <td>. SimpleTableHead
 *   takes its header row as `columns` too (labels, or `{label, className}`), so a table's header is
 *   one line: <SimpleTableHead columns={["Field", "Previous", "New"]} />.
 * - SimpleTh: a header cell; `scope` is required: "col" (a column's header) or "row" (a row's
 *   label, in a body row).
 * Every part passes its props through (id, aria-*, data-testid, colSpan, …); a className adds to
 * the look and wins over it (alignment, a width, a row's emphasis). No state: safe in server components.
 */
import { isValidElement, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { TABLE, TABLE_BODY, TABLE_FRAME, TABLE_HEAD } from "./data-table/styles";

/** The kit's class list with a caller's classes after it. */
const withClass = (base: string, className: string | undefined) => (className ? `${base} ${className}` : base);

export type SimpleTableDensity = "normal" | "compact";

export interface SimpleTableProps extends Omit<ComponentPropsWithoutRef<"table">, "children"> {
  children: ReactNode;
  /** The table's name: a <caption>, visually hidden unless showCaption. */
  caption?: ReactNode;
  showCaption?: boolean;
  /** "compact": less padding around the cells (a table in a dialog or of many columns). */
  density?: SimpleTableDensity;
  /** Fixed column widths: a width class per column (e.g. "w-24"), "" for the column that takes the rest. */
  columnWidths?: readonly string[];
}

export function SimpleTable({ caption, showCaption = false, density = "normal", columnWidths, className, children, ...table }: SimpleTableProps) {
  let look = TABLE;
  if (columnWidths) look += " data-table-fixed w-full table-fixed";
  if (density === "compact") look += " data-table-compact";
  return (
    <div className={TABLE_FRAME}>
      <table {...table} className={withClass(look, className)}>
        {caption ? <caption className={showCaption ? undefined : "sr-only"}>{caption}</caption> : null}
        {columnWidths ? (
          <colgroup>
            {columnWidths.map((width, i) => (
              <col key={i} className={width || undefined} />
            ))}
          </colgroup>
        ) : null}
        {children}
      </table>
    </div>
  );
}

/** A column header of SimpleTableHead's `columns`: its label, or the label with classes of its own (an amount's `text-right`). */
export type SimpleColumn = ReactNode | { label: ReactNode; className?: string };

const columnOf = (c: SimpleColumn): { label: ReactNode; className?: string } =>
  typeof c === "object" && c !== null && !isValidElement(c) && "label" in c ? c : { label: c };

export interface SimpleTableHeadProps extends ComponentPropsWithoutRef<"thead"> {
  /** The header row as a list (each a `scope="col"` header cell), instead of writing the row out as children. */
  columns?: readonly SimpleColumn[];
}

export function SimpleTableHead({ className, columns, children, ...props }: SimpleTableHeadProps) {
  return (
    <thead {...props} className={withClass(TABLE_HEAD, className)}>
      {columns ? (
        <tr>
          {columns.map((c, i) => {
            const { label, className: cell } = columnOf(c);
            return (
              <th key={i} scope="col" className={cell}>
                {label}
              </th>
            );
          })}
        </tr>
      ) : (
        children
      )}
    </thead>
  );
}

export function SimpleTableBody({ className, ...props }: ComponentPropsWithoutRef<"tbody">) {
  return <tbody {...props} className={withClass(TABLE_BODY, className)} />;
}

export function SimpleTr(props: ComponentPropsWithoutRef<"tr">) {
  return <tr {...props} />;
}

export interface SimpleThProps extends ComponentPropsWithoutRef<"th"> {
  scope: "col" | "row";
}

export function SimpleTh(props: SimpleThProps) {
  return <th {...props} />;
}

export function SimpleTd(props: ComponentPropsWithoutRef<"td">) {
  return <td {...props} />;
}
