/**
 * Row sets read as JSON: the rows of a table (whole, in a given order) as one `json` value, so a
 * read that needs the rows of many tables is one statement, each table's rows a scalar subquery
 * (issue 23: on PGlite a round trip, its query building and its row decoding cost far more than the
 * rows themselves). Decoded through each column's own driver mapping (dates, numeric as numbers,
 * arrays, jsonb), a set's rows are what a `select` of the table answers (timestamps at millisecond
 * precision, like the drivers' own decoding).
 */
import { eq, getTableColumns, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { preparedOnce } from "./prepared";

/** A table's rows as one json value (`sql`) and their decoding back into typed rows. */
export interface RowSet<T> {
  sql: SQL;
  decode(raw: unknown): T[];
}

/** The decoded rows of each set of S. */
export type RowSetRows<S extends Record<string, RowSet<unknown>>> = { [K in keyof S]: S[K] extends RowSet<infer T> ? T[] : never };

const decoders = new WeakMap<PgTable, (raw: Record<string, unknown>) => unknown>();

/** Decodes one row of `row_to_json(table)` (keys: column names) into the table's typed row (keys: field names). */
function rowDecoder(table: PgTable): (raw: Record<string, unknown>) => unknown {
  let decode = decoders.get(table);
  if (!decode) {
    const columns: [string, string, Column][] = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name, column]);
    decode = (raw) => {
      const row: Record<string, unknown> = {};
      for (const [key, name, column] of columns) {
        const value = raw[name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row;
    };
    decoders.set(table, decode);
  }
  return decode;
}

/** The driver hands `json` over parsed (PGlite, pg); text is parsed here in case one does not. */
const jsonValue = (raw: unknown): unknown => (typeof raw === "string" ? JSON.parse(raw) : raw);

/** The rows of `table` matching `where`, in `orderBy`'s order ('[]' when none). */
export function tableRows<T extends PgTable>(table: T, where: SQL, orderBy: SQL[]): RowSet<T["$inferSelect"]> {
  const decode = rowDecoder(table);
  return {
    sql: sql`(select coalesce(json_agg(${table} order by ${sql.join(orderBy, sql`, `)}), '[]'::json) from ${table} where ${where})`,
    decode: (raw) => (jsonValue(raw) as Record<string, unknown>[]).map(decode) as T["$inferSelect"][],
  };
}

/** The select fields of several row sets (one column each, named as the set). */
export function rowSetFields<S extends Record<string, RowSet<unknown>>>(sets: S): { [K in keyof S]: SQL<unknown> } {
  return Object.fromEntries(Object.entries(sets).map(([name, set]) => [name, set.sql])) as { [K in keyof S]: SQL<unknown> };
}

/** The typed rows of each set, from a row selected with rowSetFields. */
export function decodeRowSets<S extends Record<string, RowSet<unknown>>>(sets: S, row: { [K in keyof S]: unknown }): RowSetRows<S> {
  return Object.fromEntries(Object.entries(sets).map(([name, set]) => [name, set.decode(row[name])])) as RowSetRows<S>;
}

/**
 * The rows of `sets` under the row of `table` whose `key` column equals `value` (the sets'
 * conditions name that row's columns), in one statement prepared once per database handle under
 * `name` (./prepared.ts; `sets` must be the same for a name: define them once); undefined when
 * there is no such row (a 404 without a query of its own for the existence). `values`: the sets'
 * own placeholders.
 */
export async function rowSetsUnder<S extends Record<string, RowSet<unknown>>>(
  db: Db,
  name: string,
  under: { table: PgTable; key: Column; value: unknown },
  sets: S,
  values: Record<string, unknown> = {},
): Promise<RowSetRows<S> | undefined> {
  const statement = preparedOnce(db, name, (n) => {
    const fields: Record<string, SQL> = rowSetFields(sets);
    return db.select(fields).from(under.table).where(eq(under.key, sql.placeholder("key"))).limit(1).prepare(n);
  });
  const rows = (await statement.execute({ ...values, key: under.value })) as Record<string, unknown>[];
  return rows[0] ? decodeRowSets(sets, rows[0] as { [K in keyof S]: unknown }) : undefined;
}
