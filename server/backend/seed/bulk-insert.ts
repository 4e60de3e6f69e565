/**
 * Bulk inserts for the seed. On PostgreSQL (node-postgres pool): COPY ... FROM STDIN in text
 * format, the fastest path the server offers. Elsewhere (PGlite, or a transaction handle): one
 * statement per slice of rows, sent as ONE jsonb parameter and expanded server-side with
 * jsonb_to_recordset, which sidesteps PostgreSQL's 65,535 bind-parameter limit. Rows carry their
 * ids (the generator assigns them), so children never wait for a RETURNING.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { getTableColumns, getTableName, sql, type InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Db, Tx } from "../db/client";

/** Rows per statement: big enough to amortise the round trip, small enough to keep each JSON body a few MB. */
export const ROWS_PER_STATEMENT = 4000;

function recordsetType(sqlType: string): string {
  if (sqlType === "serial") return "integer";
  if (sqlType === "bigserial") return "bigint";
  return sqlType;
}

/** The column list of a table, in declaration order: [propertyName, dbName, sqlType]. */
function columnsOf(table: PgTable): [string, string, string][] {
  return Object.entries(getTableColumns(table)).map(([prop, col]) => [prop, col.name, recordsetType(col.getSQLType())]);
}

const columnCache = new WeakMap<PgTable, [string, string, string][]>();

/**
 * Inserts rows (drizzle insert models, property names) into a table. Every row of one call must
 * carry the same keys: a key missing from a row is sent as NULL, not as the column default.
 */
export async function bulkInsert<T extends PgTable>(db: Db | Tx, table: T, rows: InferInsertModel<T>[]): Promise<void> {
  if (rows.length === 0) return;
  let cols = columnCache.get(table);
  if (!cols) {
    cols = columnsOf(table);
    columnCache.set(table, cols);
  }
  const present = new Set<string>();
  for (const key of Object.keys(rows[0] as object)) present.add(key);
  const used = cols.filter(([prop]) => present.has(prop));
  const names = used.map(([, name]) => `"${name}"`).join(", ");
  const defs = used.map(([, name, type]) => `"${name}" ${type}`).join(", ");
  const tableName = getTableName(table);
  const pool = pgPoolOf(db);
  if (pool) {
    await copyRows(pool, tableName, names, used, rows as Record<string, unknown>[]);
    return;
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const slice = rows.slice(start, start + ROWS_PER_STATEMENT);
    const records = slice.map((row) => {
      const out: Record<string, unknown> = {};
      const r = row as Record<string, unknown>;
      for (const [prop, name] of used) out[name] = r[prop] ?? null;
      return out;
    });
    const json = JSON.stringify(records);
    await db.execute(
      sql`insert into ${sql.identifier(tableName)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(defs)})`,
    );
  }
}

/** Moves every serial sequence of the given tables past the highest id present. */
export async function syncSequences(db: Db | Tx, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const cols = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
    const idCol = Object.values(cols).find((c) => c.getSQLType() === "serial");
    if (!idCol) continue;
    const name = getTableName(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, ${idCol.name}), coalesce((select max(${sql.identifier(idCol.name)}) from ${sql.identifier(name)}), 0) + 1, false)`,
    );
  }
}

/** The node-postgres pool behind a drizzle database, when there is one (not PGlite, not a transaction). */
function pgPoolOf(db: Db | Tx): Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client as Partial<Pool> | undefined;
  return client && typeof client.connect === "function" && "totalCount" in client ? (client as Pool) : null;
}

/** One field in COPY text format (backslash escapes; \N is NULL). */
export function copyField(value: unknown, sqlType: string): string {
  if (value === null || value === undefined) return "\\N";
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number" || typeof value === "bigint") return String(value);
  else if (typeof value === "boolean") return value ? "t" : "f";
  else if (value instanceof Date) return value.toISOString();
  else if (Array.isArray(value) && sqlType.endsWith("[]")) {
    text = `{${value.map((v) => (v === null ? "NULL" : `"${String(v).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`)).join(",")}}`;
  } else text = JSON.stringify(value);
  return /[\\\n\r\t]/.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c]!) : text;
}
const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

async function copyRows(pool: Pool, tableName: string, names: string, used: [string, string, string][], rows: Record<string, unknown>[]): Promise<void> {
  const client = await pool.connect();
  try {
    function* lines() {
      let buffer = "";
      for (const row of rows) {
        let line = "";
        for (let i = 0; i < used.length; i += 1) {
          if (i > 0) line += "\t";
          const [prop, , type] = used[i]!;
          line += copyField(row[prop], type);
        }
        buffer += line + "\n";
        if (buffer.length > 1 << 16) {
          yield buffer;
          buffer = "";
        }
      }
      if (buffer) yield buffer;
    }
    await pipeline(Readable.from(lines()), client.query(copyFrom(`copy "${tableName}" (${names}) from stdin`)));
  } finally {
    client.release();
  }
}
