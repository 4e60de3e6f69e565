/**
 * `npm run bench:search [-- --runs 50 --naive-runs 15 --explain --analyze zip]`: customer search speed on the
 * PostgreSQL database at DATABASE_URL (e.g. one seeded with `npm run db:seed -- --customers 1000000`).
 *
 * For each search field kind it runs the real search (queries/customers.ts: count, then one page
 * (whose plan may depend on the count) and the page's primary addresses) with varied, realistic values taken from random customers of the
 * database, and prints p50/p95. In the same run it repeats each search as a naive unindexed scan:
 * the same statements inside a transaction with `SET LOCAL enable_indexscan/enable_indexonlyscan/
 * enable_bitmapscan = off`, so the planner must scan the tables (parallel sequential scans stay
 * allowed); the primary-address lookup of the 10 result rows runs with indexes in both cases, so
 * the difference is the search itself. `--explain` prints the indexes each indexed plan uses;
 * `--analyze <text>` (repeatable; `all` for every kind) prints EXPLAIN (ANALYZE, BUFFERS) of the count
 * and the page statement for the slowest indexed run of each kind whose name contains the text.
 * Before timing it runs VACUUM (ANALYZE) on accounts and addresses, as autovacuum would.
 */
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../server/backend/db/client";
import { customerSearchStatements, toSearchResults } from "../server/backend/queries/customers";
import type { CustomerSearchCriteria } from "../lib/customer-search";
import { SERVER_PAGE_SIZE } from "../lib/paging";

interface Args {
  runs: number;
  naiveRuns: number;
  explain: boolean;
  analyze: string[];
}

function parseArgs(argv: string[]): Args {
  const args: Args = { runs: 50, naiveRuns: 15, explain: false, analyze: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 1) throw new Error(`${a} needs a positive integer`);
      return v;
    };
    if (a === "--runs") args.runs = num();
    else if (a === "--naive-runs") args.naiveRuns = num();
    else if (a === "--explain") args.explain = true;
    else if (a === "--analyze") {
      const v = argv[++i];
      if (!v) throw new Error("--analyze needs a kind name (or a part of one, or all)");
      args.analyze.push(v.toLowerCase());
    }    else if (a === "--help" || a === "-h") {
      console.log("usage: npm run bench:search -- [--runs N] [--naive-runs M] [--explain] [--analyze KIND…|all]   (DATABASE_URL=postgres://…)");
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;

interface Sample {
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  order_id: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** Random customers (with their primary address and one order) to draw search values from. */
async function sampleCustomers(db: Db, n: number): Promise<Sample[]> {
  const bounds = rowsOf(await db.execute(sql`select min(id)::int as lo, max(id)::int as hi from accounts`))[0]!;
  const lo = Number(bounds.lo);
  const hi = Number(bounds.hi);
  const ids = Array.from({ length: n * 4 }, () => lo + Math.floor(Math.random() * (hi - lo + 1)));
  const rows = rowsOf(
    await db.execute(sql`
      select a.email, a.first_name, a.last_name, a.phone_number,
             (select o.id from orders o where o.account_id = a.id order by o.id limit 1) as order_id,
             ad.address1, ad.address2, ad.city, ad.state, ad.zip
      from accounts a
      left join lateral (select * from addresses x where x.account_id = a.id order by x.is_primary desc, x.id limit 1) ad on true
      where a.id = any(${sql.raw(`ARRAY[${ids.join(",")}]::int[]`)}) and a.email is not null and a.first_name is not null
      limit ${n}`),
  );
  return rows as unknown as Sample[];
}

/** Mixed case as an agent might type it: the search must not care. */
const typed = (s: string, i: number) => (i % 2 ? s.toUpperCase() : s.charAt(0).toUpperCase() + s.slice(1));

const KINDS: { name: string; criteria: (s: Sample, i: number) => CustomerSearchCriteria | null }[] = [
  { name: "email (local part, prefix)", criteria: (s, i) => ({ email: typed(s.email.split("@")[0]!, i) }) },
  { name: "email (full, exact)", criteria: (s) => ({ email: s.email }) },
  { name: "first_name", criteria: (s, i) => ({ first_name: typed(s.first_name.toLowerCase(), i) }) },
  { name: "last_name", criteria: (s, i) => ({ last_name: typed(s.last_name.toLowerCase(), i) }) },
  { name: "last_name (3-letter prefix)", criteria: (s) => ({ last_name: s.last_name.slice(0, 3) }) },
  { name: "phone_number", criteria: (s) => (s.phone_number ? { phone_number: s.phone_number } : null) },
  { name: "order_id", criteria: (s) => (s.order_id ? { order_id: s.order_id } : null) },
  { name: "address_1 (number + street prefix)", criteria: (s) => (s.address1 ? { address_1: s.address1.split(" ").slice(0, 2).join(" ") } : null) },
  { name: "address_2", criteria: (s) => (s.address2 ? { address_2: s.address2 } : null) },
  { name: "city", criteria: (s, i) => (s.city ? { city: typed(s.city.toLowerCase(), i) } : null) },
  { name: "state", criteria: (s) => (s.state ? { state: s.state } : null) },
  { name: "zip_code", criteria: (s) => (s.zip ? { zip_code: s.zip } : null) },
  { name: "zip_code (3-digit prefix)", criteria: (s) => (s.zip ? { zip_code: s.zip.slice(0, 3) } : null) },
  { name: "first_name + last_name", criteria: (s) => ({ first_name: s.first_name, last_name: s.last_name }) },
  { name: "last_name + state", criteria: (s) => (s.state ? { last_name: s.last_name, state: s.state } : null) },
];

const PAGE = { limit: SERVER_PAGE_SIZE, offset: 0 };

async function timedSearch(db: Db, criteria: CustomerSearchCriteria, naive: boolean): Promise<{ ms: number; count: number }> {
  const started = performance.now();
  const count = await db.transaction(async (tx) => {
    if (naive) {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
    }
    const q = customerSearchStatements(tx, criteria, PAGE);
    const countRows = await q.count;
    const rows = await q.page(Number(countRows[0]?.n ?? 0));
    if (naive) {
      await tx.execute(sql`set local enable_indexscan = on`);
      await tx.execute(sql`set local enable_indexonlyscan = on`);
      await tx.execute(sql`set local enable_bitmapscan = on`);
    }
    await toSearchResults(tx, rows);
    return Number(countRows[0]?.n ?? 0);
  });
  return { ms: performance.now() - started, count };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Index names in an EXPLAIN (FORMAT JSON) plan. */
function indexesIn(plan: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(plan)) for (const p of plan) indexesIn(p, out);
  else if (plan && typeof plan === "object") {
    for (const [k, v] of Object.entries(plan)) {
      if (k === "Index Name" && typeof v === "string") out.add(v);
      else indexesIn(v, out);
    }
  }
  return out;
}

async function explainIndexes(db: Db, criteria: CustomerSearchCriteria): Promise<string> {
  const q = customerSearchStatements(db, criteria, PAGE);
  const page = q.page(Number((await q.count)[0]?.n ?? 0));
  const res = rowsOf(await db.execute(sql`explain (format json) ${page}`));
  const plan = res[0]?.["QUERY PLAN"];
  const names = [...indexesIn(typeof plan === "string" ? JSON.parse(plan) : plan)];
  return names.length ? names.join(", ") : "(no index: sequential scan)";
}

/** EXPLAIN (ANALYZE, BUFFERS) of the count and the page statement of one search, as text. */
async function analyzePlans(db: Db, criteria: CustomerSearchCriteria): Promise<string> {
  const q = customerSearchStatements(db, criteria, PAGE);
  const out: string[] = [];
  const page = q.page(Number((await q.count)[0]?.n ?? 0));
  for (const [label, stmt] of [["count", q.count], ["page", page]] as const) {
    const res = rowsOf(await db.execute(sql`explain (analyze, buffers) ${stmt}`));
    out.push(`    ${label}:`, ...res.map((r) => `      ${String(r["QUERY PLAN"])}`));
  }
  return out.join("\n");
}

const fmt = (ms: number) => (Number.isNaN(ms) ? "-" : ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error("bench:search needs DATABASE_URL=postgres://… (a PostgreSQL database seeded with npm run db:seed -- --customers N)");
    process.exit(2);
  }
  const database = await openDatabase({ databaseUrl: url }); // applies pending migrations (the search indexes)
  const db = database.db;
  try {
    const version = String(rowsOf(await db.execute(sql`show server_version`))[0]!.server_version);
    const sizes = rowsOf(
      await db.execute(sql`select (select count(*) from accounts)::int as accounts, (select count(*) from addresses)::int as addresses, (select count(*) from orders)::int as orders`),
    )[0]!;
    // What autovacuum does on a live database: planner statistics, and the visibility map that lets
    // the count of a broad search read its index only (a freshly bulk-loaded table has none yet).
    await db.execute(sql`vacuum (analyze) accounts`);
    await db.execute(sql`vacuum (analyze) addresses`);
    await db.execute(sql`analyze orders`);
    const redacted = new URL(url);
    redacted.password = "";
    console.log(`customer search benchmark: PostgreSQL ${version} at ${redacted.host}${redacted.pathname}`);
    console.log(
      `data: ${Number(sizes.accounts).toLocaleString("en-US")} accounts, ${Number(sizes.addresses).toLocaleString("en-US")} addresses, ${Number(sizes.orders).toLocaleString("en-US")} orders`,
    );
    console.log(`runs per field: ${args.runs} indexed, ${args.naiveRuns} naive (indexes disabled with SET LOCAL); times in ms, page 1 (count + 10 rows + primary addresses)`);
    console.log("");

    const samples = await sampleCustomers(db, Math.max(args.runs, args.naiveRuns) * 2);
    if (samples.length === 0) throw new Error("the database has no customers: seed it first (npm run db:seed -- --customers N)");
    // Warm the caches once so the first field does not pay for them.
    for (let i = 0; i < 3; i++) await timedSearch(db, { last_name: samples[i % samples.length]!.last_name }, false);

    const header = `${pad("field", 36)}${lpad("matches p50", 12)}${lpad("indexed p50", 13)}${lpad("p95", 9)}${lpad("naive p50", 12)}${lpad("p95", 9)}${lpad("p95 ×", 9)}`;
    console.log(header);
    console.log("-".repeat(header.length));
    const explains: string[] = [];
    const analyses: string[] = [];
    const wantsAnalyze = (name: string) => args.analyze.some((a) => a === "all" || name.toLowerCase().includes(a));
    for (const kind of KINDS) {
      const values = samples.map((s, i) => kind.criteria(s, i)).filter((c): c is CustomerSearchCriteria => c !== null);
      if (values.length === 0) {
        console.log(`${pad(kind.name, 36)}  (no sample values)`);
        continue;
      }
      const indexed: number[] = [];
      const counts: number[] = [];
      let slowest = { ms: -1, criteria: values[0]!, count: 0 };
      for (let i = 0; i < args.runs; i++) {
        const criteria = values[i % values.length]!;
        const r = await timedSearch(db, criteria, false);
        indexed.push(r.ms);
        counts.push(r.count);
        if (r.ms > slowest.ms) slowest = { ms: r.ms, criteria, count: r.count };
      }
      const naive: number[] = [];
      for (let i = 0; i < args.naiveRuns; i++) naive.push((await timedSearch(db, values[i % values.length]!, true)).ms);
      indexed.sort((a, b) => a - b);
      naive.sort((a, b) => a - b);
      counts.sort((a, b) => a - b);
      const ip95 = percentile(indexed, 95);
      const np95 = percentile(naive, 95);
      console.log(
        `${pad(kind.name, 36)}${lpad(String(percentile(counts, 50)), 12)}${lpad(fmt(percentile(indexed, 50)), 13)}${lpad(fmt(ip95), 9)}${lpad(fmt(percentile(naive, 50)), 12)}${lpad(fmt(np95), 9)}${lpad((np95 / ip95).toFixed(0), 9)}`,
      );
      if (args.explain) explains.push(`${pad(kind.name, 36)}${await explainIndexes(db, values[0]!)}`);
      if (wantsAnalyze(kind.name)) {
        analyses.push(
          `  ${kind.name}: slowest run ${fmt(slowest.ms)} ms, ${slowest.count} matches, ${JSON.stringify(slowest.criteria)}`,
          await analyzePlans(db, slowest.criteria),
        );
      }
    }
    if (explains.length) {
      console.log("");
      console.log("indexes used by the indexed page query (EXPLAIN):");
      for (const line of explains) console.log(`  ${line}`);
    }
    if (analyses.length) {
      console.log("");
      console.log("EXPLAIN (ANALYZE, BUFFERS) of the slowest indexed run (run again, so caches are warm):");
      for (const text of analyses) console.log(text);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
