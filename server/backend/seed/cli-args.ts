/** Argument parsing and database opening shared by the seed and reset commands. */
import { sql } from "drizzle-orm";
import type { BackendConfig } from "../config";
import { openDatabase, type Database, type Db } from "../db/client";

export interface SeedArgs {
  customers: number;
  seed?: number;
}

const MAX_CUSTOMERS = 1_000_000;

function intArg(name: string, raw: string | undefined, min: number, max: number): number {
  const n = Number(raw);
  if (raw === undefined || !Number.isInteger(n) || n < min || n > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max.toLocaleString("en-US")} (got ${raw ?? "nothing"})`);
  }
  return n;
}

/** `--customers N` (default: the configured SEED_CUSTOMERS), `--seed S`; `--name=value` works too. */
export function parseSeedArgs(argv: string[], defaultCustomers: number): SeedArgs {
  const args: SeedArgs = { customers: defaultCustomers };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split("=", 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--customers") args.customers = intArg("customers", value(), 0, MAX_CUSTOMERS);
    else if (flag === "--seed") args.seed = intArg("seed", value(), 0, 2 ** 31 - 1);
    else throw new Error(`unknown argument ${argv[i]} (expected --customers N [--seed S])`);
  }
  return args;
}

/**
 * Connection settings of the seed's own PostgreSQL sessions (never the API's):
 * - synchronous_commit=off: a crash mid-seed loses at most the last commits of a seed one re-runs;
 * - maintenance_work_mem=256MB: index rebuilds after a large load sort in memory;
 * - session_replication_role=replica (bulk mode): foreign-key triggers do not fire for the seed's
 *   COPYs. The generator assigns every id itself and writes parents before children, and the seed
 *   test proves referential integrity with the checks on. Needs a superuser; openSeedDatabase
 *   falls back to the checked mode when the server refuses it.
 */
export function seedConnectionUrl(databaseUrl: string, bulk: boolean): string {
  const url = new URL(databaseUrl);
  if (url.searchParams.has("options")) return url.toString();
  url.searchParams.set("options", `-c synchronous_commit=off -c maintenance_work_mem=256MB${bulk ? " -c session_replication_role=replica" : ""}`);
  return url.toString();
}

/** The configured database (DATABASE_URL → PostgreSQL, else PGlite in BACKEND_DATA_DIR), opened and migrated for seeding. */
export async function openSeedDatabase(config: BackendConfig): Promise<Database> {
  if (!config.DATABASE_URL) return openDatabase({ dataDir: config.BACKEND_DATA_DIR });
  try {
    return await openDatabase({ databaseUrl: seedConnectionUrl(config.DATABASE_URL, true) });
  } catch (err) {
    if (!/session_replication_role|permission denied/i.test(String(err))) throw err;
    console.log("  (not a superuser: foreign keys stay checked during the seed)");
    return openDatabase({ databaseUrl: seedConnectionUrl(config.DATABASE_URL, false) });
  }
}

/** From this many customers on, the seed command drops secondary indexes while loading and rebuilds them after. */
export const BULK_INDEX_REBUILD_FROM = 50_000;

/**
 * Drops the secondary indexes of the public schema (not primary keys or unique constraints, which
 * the data relies on) and returns a function that rebuilds them: one sort-based build per index
 * after the load is much cheaper than maintaining each index row by row during it.
 */
export async function dropSecondaryIndexes(db: Db): Promise<() => Promise<void>> {
  const res = await db.execute(sql`
    select i.indexname as name, i.indexdef as def
    from pg_indexes i
    where i.schemaname = 'public'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))`);
  const indexes = (res as unknown as { rows: { name: string; def: string }[] }).rows;
  for (const { name } of indexes) await db.execute(sql.raw(`drop index if exists "${name}"`));
  return async () => {
    const queue = [...indexes];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await db.execute(sql.raw(next.def));
    };
    await Promise.all([worker(), worker()]);
  };
}
