/**
 * `npm run db:seed -- --customers N [--seed S]`: empties every data table of the configured
 * database (DATABASE_URL → PostgreSQL, else BACKEND_DATA_DIR, default .data/pglite) and seeds the
 * demo data afresh: catalogue, demo staff, scenario customers and N generated customers.
 */
import { loadBackendConfig } from "../config";
import { createLogger } from "../logger";
import { DEFAULT_SEED, seedDatabase } from "../seed";
import { BULK_INDEX_REBUILD_FROM, dropSecondaryIndexes, openSeedDatabase, parseSeedArgs } from "../seed/cli-args";
import { truncateAllData } from "../seed/truncate";

async function main() {
  const config = loadBackendConfig();
  let args: ReturnType<typeof parseSeedArgs>;
  try {
    args = parseSeedArgs(process.argv.slice(2), config.SEED_CUSTOMERS);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  }
  const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
  const target = config.DATABASE_URL ? "PostgreSQL" : `PGlite at ${config.BACKEND_DATA_DIR}`;
  const started = Date.now();
  console.log(`seeding ${target}: ${args.customers} customers, seed ${args.seed ?? DEFAULT_SEED}`);
  const database = await openSeedDatabase(config);
  try {
    await truncateAllData(database.db);
    const rebuild = database.driver === "postgres" && args.customers >= BULK_INDEX_REBUILD_FROM ? await dropSecondaryIndexes(database.db) : null;
    let lastPrinted = 0;
    const seedStarted = Date.now();
    try {
      await seedDatabase(database.db, {
        customers: args.customers,
        staffPassword: config.SEED_STAFF_PASSWORD,
      timeZone: config.BUSINESS_TIME_ZONE,
        seed: args.seed,
        logger,
        onProgress: (done, total) => {
          const now = Date.now();
          if (done === total || now - lastPrinted >= 2000) {
            lastPrinted = now;
            const secs = (now - seedStarted) / 1000;
            console.log(`  ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} customers (${secs.toFixed(1)} s, ${Math.round(done / secs).toLocaleString("en-US")}/s)`);
          }
        },
      });
    } finally {
      if (rebuild) {
        const t = Date.now();
        console.log("  rebuilding secondary indexes");
        await rebuild();
        console.log(`  indexes rebuilt in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
    }
    console.log(`seeded ${args.customers} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
