/**
 * Opens the embedded API's database: PGlite (a directory, or memory) by default, PostgreSQL when a
 * URL is given. Both run the same schema, migrations and queries. Nothing here runs at import
 * time: PGlite's directory may be owned by one process only, and `next build` must not open it.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface OpenDatabaseOptions {
  /** postgres://… → PostgreSQL through `pg`. */
  databaseUrl?: string;
  /** PGlite data directory; "memory://" (or undefined with memory: true) for a throw-away database. */
  dataDir?: string;
  /**
   * PGlite only: start from this dump of a data directory (`dumpDataDir()` of another database;
   * the tests' migrated template, tests/support/test-db.ts) instead of an empty one. The
   * migrations still run, and do nothing where the dump has them already.
   */
  fromDump?: Blob;
}

/** The transactions run again after PostgreSQL aborted them (retryingTransactions): counted, and told to `onRetry` (the API logs a warning). */
export interface TransactionRetries {
  count: number;
  onRetry?: (retry: { sqlState: string; attempt: number }) => void;
}

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** PostgreSQL's deadlocks and serialization failures run again (none on PGlite, whose transactions never overlap). */
  transactionRetries: TransactionRetries;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (what `fromDump` takes). */
  dumpDataDir?: () => Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const transactionRetries: TransactionRetries = { count: 0 };
    return { db: retryingTransactions(db as unknown as Db, transactionRetries), driver: "postgres", transactionRetries, close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite(opts.dataDir ?? "memory://", opts.fromDump ? { loadDataDir: opts.fromDump } : undefined);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, driver: "pglite", transactionRetries: { count: 0 }, close: () => client.close(), dumpDataDir: () => client.dumpDataDir("none") };
}

/**
 * PostgreSQL's answers that mean "nothing was written, run the transaction again": deadlock_detected
 * (two writes that lock the same rows in opposite orders; PostgreSQL aborts one of them) and
 * serialization_failure. The locks each write takes are ordered to avoid deadlocks, but not every
 * pair of writes can be (marking an order cancelled takes the order, then its fulfillments; a split
 * takes the fulfillment, then its order), and the one aborted must not answer 500.
 */
const RETRYABLE_SQLSTATES = new Set(["40P01", "40001"]);
/** How many times a transaction is run at most when PostgreSQL aborts it as above. */
export const TRANSACTION_ATTEMPTS = 3;

/** The SQLSTATE of a failed query (drizzle wraps the driver's error as its `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Every `db.transaction(…)` of the API (PostgreSQL) runs again, from the start, when PostgreSQL
 * aborted it as a deadlock or serialization failure (it wrote nothing), up to TRANSACTION_ATTEMPTS
 * runs in all (a third abort is thrown: a 500). A transaction's body is its queries and pure work on
 * their answers (mail is an outbox row; throttles and logs are outside), so running it again does it
 * once. Savepoints (`tx.transaction`) are not retried on their own: the whole transaction is. Each
 * retry is counted in `retries` and told to its `onRetry`, so a lock order that regressed shows (a
 * warning in the log; the race tests check that none happened), not only as a second's delay.
 */
function retryingTransactions(db: Db, retries: TransactionRetries): Db {
  const once = db.transaction.bind(db);
  const retrying = async (...args: Parameters<Db["transaction"]>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(...args);
      } catch (error) {
        const sqlState = sqlStateOf(error);
        if (attempt >= TRANSACTION_ATTEMPTS || sqlState === undefined || !RETRYABLE_SQLSTATES.has(sqlState)) throw error;
        retries.count += 1;
        retries.onRetry?.({ sqlState, attempt });
      }
    }
  };
  return Object.assign(db, { transaction: retrying as Db["transaction"] });
}
