/** Argument parsing shared by the seed and reset commands. */
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
 * The seed's PostgreSQL sessions skip waiting for the WAL flush on commit: a crash mid-seed loses
 * at most the last commits of a seed one re-runs anyway. Durability of the API's own writes is
 * untouched (they use their own connection settings).
 */
export function withFastCommits(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.searchParams.has("options")) url.searchParams.set("options", "-c synchronous_commit=off");
  return url.toString();
}
