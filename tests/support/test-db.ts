/**
 * A fresh, migrated database for one test file. TEST_DB_DRIVER=postgres uses the PostgreSQL server
 * at TEST_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) and creates a database
 * of its own, dropped on close; anything else uses an in-memory PGlite.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "@/server/backend/db/client";

export const TEST_DB_DRIVER: "pglite" | "postgres" = process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function openTestDatabase(): Promise<Database> {
  if (TEST_DB_DRIVER !== "postgres") return openDatabase({ dataDir: "memory://" });
  const name = `bark_it_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await dropTestDatabase(name);
    },
  };
}

/**
 * Drops a test database once its connections are gone. pg's pool.end() resolves before its
 * connections have actually closed; killing them (WITH (FORCE)) at that moment raises an uncaught
 * "terminating connection due to administrator command" in the test process. So: a plain DROP,
 * retried while the database is still in use, and FORCE only as the last resort.
 */
export async function dropTestDatabase(name: string): Promise<void> {
  const a = new pg.Client({ connectionString: ADMIN_URL });
  await a.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await a.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== "55006") throw err; // 55006: object in use
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await a.end();
  }
}
