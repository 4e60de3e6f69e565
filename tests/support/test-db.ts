/**
 * A fresh, migrated database for one test file. TEST_DB_DRIVER=postgres uses the PostgreSQL server
 * at TEST_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) and creates a database
 * of its own, dropped on close; anything else uses an in-memory PGlite, started from a migrated
 * template (below).
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { MIGRATIONS_FOLDER, openDatabase, type Database } from "@/server/backend/db/client";

export const TEST_DB_DRIVER: "pglite" | "postgres" = process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function openTestDatabase(): Promise<Database> {
  if (TEST_DB_DRIVER !== "postgres") return openDatabase({ dataDir: "memory://", fromDump: await pgliteTemplate() });
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

// From the module's URL: vitest and a plain tsx run (npm run bench:export, ESM: no __dirname there) alike.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Every file under `dir`, sorted, with its path relative to it. */
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? filesUnder(path.join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`]));
}

/**
 * A PGlite database made and migrated once, as a dump of its data directory: each test file's
 * database loads it (about 0.8 s on these machines) instead of running initdb and every migration
 * (about 3.3 s): some 3 s less per test file's database. Kept in
 * .test-data/pglite-template/, named by a hash of the migrations and PGlite's version, so a new
 * migration or PGlite makes a new one; written under a temporary name and renamed, so a reader
 * never sees half of one.
 */
let templateFile: string | undefined;

/** The template's path: a hash of PGlite's version and the migrations (computed once per test file). */
function pgliteTemplateFile(): string {
  const hash = createHash("sha256");
  hash.update(JSON.parse(readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8")).version);
  for (const file of filesUnder(MIGRATIONS_FOLDER)) hash.update(`\0${file}\0`).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  return path.join(ROOT, ".test-data", "pglite-template", `${hash.digest("hex").slice(0, 16)}.tar`);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = (templateFile ??= pgliteTemplateFile());
  if (!existsSync(file)) {
    const fresh = await openDatabase({ dataDir: "memory://" });
    const dump = Buffer.from(await (await fresh.dumpDataDir!()).arrayBuffer());
    await fresh.close();
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
