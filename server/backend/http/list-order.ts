/**
 * A list's order, declared ONCE for its page and for its CSV export, so "Export this view" writes
 * the rows in the order the list shows them (all pages of it): the columns of the contract's
 * `ordering` keys (lib/contract/<resource>.ts `*_SORT_KEYS`, validated by lib/contract/paging.ts
 * `orderingField`, the same field on the list call and on the export call), the list's default
 * order, ties broken by the id in the same direction (a unique, non-null column has none to break).
 *
 *   const discountOrder = listOrder({ columns: { code: discounts.code, … }, id: discounts.id, byDefault: { column: discounts.id, desc: true } });
 *   // the list's page
 *   db.select().from(discounts).where(where).orderBy(...discountOrder.orderBy(query.ordering)).limit(n).offset(m);
 *   // the export, in keyset batches (server/backend/http/csv.ts keysetBatches) on that same order
 *   const order = discountOrder.keyset(query.ordering);
 *   const batch = (after, limit) => db.select({ …, sortKey: order.sortKey }).from(discounts)
 *     .where(and(where, order.after(after))).orderBy(...order.orderBy).limit(limit);
 *   csvAnswer(keysetBatches(batch, sortKeyOf), columns);
 *
 * NULLs sort as PostgreSQL sorts them by default, written out: last ascending, first descending.
 * The keyset's key is the last row's sort value read as text (`column::text`: no microsecond of a
 * timestamp or digit of a numeric lost on its way through JavaScript) and its id; the next batch
 * starts after it, compared in the column's own type.
 */
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Ordering } from "../../../lib/contract/paging";

/** The keyset position of a row: its sort column's value as text (null for a NULL) and its id. */
export interface SortPosition {
  value: string | null;
  id: number;
}

/** The position of an export row that carries `sortKey` (ListOrder's keyset `sortKey`) and its `id`. */
export const sortKeyOf = (row: { sortKey: string | null; id: number }): SortPosition => ({ value: row.sortKey, id: row.id });

interface SortTerm {
  column: AnyColumn;
  desc: boolean;
}

export interface ListOrderDef<K extends string> {
  /** The column of each `ordering` key of the contract. */
  columns: Record<K, AnyColumn>;
  /** The tie-breaker: the row's id (a number). */
  id: AnyColumn;
  /** The list's order when no `ordering` is given (the id itself for "newest first by id"). */
  byDefault: SortTerm;
}

export interface ListOrder<K extends string> {
  /** ORDER BY of the list for a validated `ordering` (absent: the default). */
  orderBy(ordering?: Ordering<K>): SQL[];
  /** The same order for reading in keyset batches. */
  keyset(ordering?: Ordering<K>): {
    orderBy: SQL[];
    /** Select it as `sortKey` beside the row's `id` (sortKeyOf reads both). */
    sortKey: SQL<string | null>;
    /** The rows after `position` in this order (null: from the first). */
    after(position: SortPosition | null): SQL | undefined;
  };
}

export function listOrder<K extends string>(def: ListOrderDef<K>): ListOrder<K> {
  const termOf = (ordering?: Ordering<K>): SortTerm => (ordering ? { column: def.columns[ordering.key], desc: ordering.desc } : def.byDefault);
  // A unique column that holds no NULL (an id, a code, an SKU, an email) orders alone: no tie to break, its unique index serves it.
  const alone = (column: AnyColumn) => column === def.id || (column.isUnique && column.notNull);
  const orderBy = (term: SortTerm): SQL[] => {
    const by = term.desc ? sql`${term.column} desc nulls first` : sql`${term.column} asc nulls last`;
    if (term.column === def.id) return [term.desc ? desc(def.id) : asc(def.id)];
    return alone(term.column) ? [by] : [by, term.desc ? desc(def.id) : asc(def.id)];
  };
  return {
    orderBy: (ordering) => orderBy(termOf(ordering)),
    keyset(ordering) {
      const term = termOf(ordering);
      const { column } = term;
      const beyond = (id: number) => (term.desc ? lt(def.id, id) : gt(def.id, id));
      return {
        orderBy: orderBy(term),
        sortKey: sql<string | null>`(${column})::text`,
        after(position) {
          if (position === null) return undefined;
          if (column === def.id) return beyond(position.id);
          if (position.value === null) {
            // NULLs are last ascending (after a NULL: the NULLs of a higher id), first descending (after one: the lower ids' NULLs, then every value).
            return term.desc ? or(isNotNull(column), beyond(position.id)) : and(isNull(column), beyond(position.id));
          }
          const value = sql`cast(${position.value} as ${sql.raw(column.getSQLType())})`;
          if (alone(column)) return term.desc ? lt(column, value) : gt(column, value);
          // A column that holds no NULL: one row comparison (an index on (column, id) can serve it).
          if (column.notNull) return term.desc ? sql`(${column}, ${def.id}) < (${value}, ${position.id})` : sql`(${column}, ${def.id}) > (${value}, ${position.id})`;
          const further = term.desc ? sql`${column} < ${value}` : sql`${column} > ${value}`;
          return or(further, and(eq(column, value), beyond(position.id)), term.desc ? undefined : isNull(column));
        },
      };
    },
  };
}
