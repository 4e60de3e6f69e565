/** Argument parsing and database opening shared by the seed and reset commands. */
import type { BackendConfig } from "../config";
import { openDatabase, type Database } from "../db/client";

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
 * - session_replication_role=replica (bulk mode): foreign-key triggers do not fire for the seed's
 *   COPYs. The generator assigns every id itself and writes parents before children, and the seed
 *   test proves referential integrity with the checks on. Needs a superuser; openSeedDatabase
 *   falls back to the checked mode when the server refuses it.
 */
export function seedConnectionUrl(databaseUrl: string, bulk: boolean): string {
  const url = new URL(databaseUrl);
  if (url.searchParams.has("options")) return url.toString();
  url.searchParams.set("options", bulk ? "-c synchronous_commit=off -c session_replication_role=replica" : "-c synchronous_commit=off");
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
