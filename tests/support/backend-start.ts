/**
 * A throw-away environment for `npm run backend`'s start path (startBackend), for a describe block:
 *
 *   const backend = startableBackend("start");   // registers beforeAll/afterAll
 *   const { backend: b, log } = await backend.start();
 *
 * beforeAll makes a temp directory (PGlite data in {dir}/pglite) and, with TEST_DB_DRIVER=postgres,
 * a database bark_{name}_{pid}_{hex} at TEST_PG_ADMIN_URL (its URL in DATABASE_URL); afterAll
 * removes both. Every start() opens the same data with a logger whose lines log() returns.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { loadBackendConfig } from "@/server/backend/config";
import { createLogger } from "@/server/backend/logger";
import { startBackend } from "@/server/backend/server";
import { dropTestDatabase, TEST_DB_DRIVER } from "./test-db";

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function startableBackend(name: string) {
  let dir: string;
  let dbName: string | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `bark-${name}-`));
    env = { BACKEND_PORT: "0", SEED_CUSTOMERS: "0", BACKEND_DATA_DIR: path.join(dir, "pglite") };
    if (TEST_DB_DRIVER === "postgres") {
      dbName = `bark_${name}_${process.pid}_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(ADMIN_URL);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
    }
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    if (dbName) await dropTestDatabase(dbName);
  });

  return {
    /** The temp directory (set once beforeAll has run). */
    dir: () => dir,
    start: async () => {
      const lines: string[] = [];
      const logger = createLogger("info", new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }));
      const backend = await startBackend(loadBackendConfig(env as NodeJS.ProcessEnv), { logger });
      return { backend, log: () => lines.join("") };
    },
  };
}
