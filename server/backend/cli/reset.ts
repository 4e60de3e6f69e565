/**
 * `npm run db:reset`: drops every table of the configured database (the public schema and the
 * drizzle migrations bookkeeping), re-applies the migrations and seeds the default demo
 * (SEED_CUSTOMERS customers, default 500).
 */
import { sql } from "drizzle-orm";
import { loadBackendConfig } from "../config";
import { createLogger } from "../logger";
import { seedDatabase } from "../seed";
import { openSeedDatabase } from "../seed/cli-args";

async function main() {
  const config = loadBackendConfig();
  const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
  const target = config.DATABASE_URL ? "PostgreSQL" : `PGlite at ${config.BACKEND_DATA_DIR}`;
  const started = Date.now();
  console.log(`resetting ${target}`);
  const first = await openSeedDatabase(config);
  try {
    await first.db.execute(sql`drop schema if exists drizzle cascade`);
    await first.db.execute(sql`drop schema public cascade`);
    await first.db.execute(sql`create schema public`);
  } finally {
    await first.close();
  }
  console.log("  dropped all tables; migrating");
  const database = await openSeedDatabase(config);
  try {
    await seedDatabase(database.db, {
      customers: config.SEED_CUSTOMERS,
      staffPassword: config.SEED_STAFF_PASSWORD,
      timeZone: config.BUSINESS_TIME_ZONE,
      logger,
      onProgress: (done, total) => console.log(`  ${done} / ${total} customers`),
    });
    console.log(`reset and seeded ${config.SEED_CUSTOMERS} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
