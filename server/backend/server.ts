/**
 * Serving the embedded API on a real port. `serveApp` listens with @hono/node-server (port 0 picks
 * a free one); `startBackend` opens the configured database (PGlite directory, or PostgreSQL when
 * DATABASE_URL is set), seeds an empty one, and serves createApp on it. main.ts, scripts and tests
 * use these; close() stops the server and then closes the database it opened.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { createApp } from "./app";
import type { BackendConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import type { AppEnv } from "./http/context";
import { createLogger, type Logger } from "./logger";
import { BulkDiscountRunner } from "./queries/discount-bulk";

export interface RunningServer {
  /** e.g. http://127.0.0.1:4000 (no trailing slash). */
  url: string;
  port: number;
  close(): Promise<void>;
}

export function serveApp(app: Hono<AppEnv>, opts: { host: string; port: number }): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: opts.host, port: opts.port }, (info: AddressInfo) => {
      const host = info.address.includes(":") ? `[${info.address}]` : info.address;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        close: () =>
          (closing ??= new Promise<void>((done, fail) => {
            const http = server as Server;
            http.close((err) => (err ? fail(err) : done()));
            // Idle keep-alive connections would hold close() open.
            http.closeIdleConnections?.();
          })),
      });
    });
    server.once("error", reject);
  });
}

export interface StartedBackend extends RunningServer {
  database: Database;
  logger: Logger;
}

export async function startBackend(
  config: BackendConfig,
  opts: { logger?: Logger; database?: Database; now?: () => Date } = {},
): Promise<StartedBackend> {
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL);
  const ownsDatabase = !opts.database;
  const releaseLock = ownsDatabase && !config.DATABASE_URL ? lockDataDir(config.BACKEND_DATA_DIR) : () => undefined;
  let database: Database;
  try {
    database =
      opts.database ??
      (await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.BACKEND_DATA_DIR }));
  } catch (err) {
    releaseLock();
    throw err;
  }
  database.transactionRetries.onRetry = ({ sqlState, attempt }) =>
    logger.warn({ sql_state: sqlState, attempt }, "transaction aborted by PostgreSQL (deadlock or serialization failure), run again");
  try {
    logger.info(
      { driver: database.driver, data: database.driver === "pglite" ? config.BACKEND_DATA_DIR : redactUrl(config.DATABASE_URL) },
      "database open, migrations applied",
    );
    const { seedIfEmpty } = await import("./seed");
    await seedIfEmpty(database.db, {
      customers: config.SEED_CUSTOMERS,
      staffPassword: config.SEED_STAFF_PASSWORD,
      logger,
      now: opts.now,
      timeZone: config.BUSINESS_TIME_ZONE,
    });
    const bulkDiscounts = new BulkDiscountRunner(database.db, logger, { now: opts.now });
    const app = createApp({ db: database.db, logger, config, now: opts.now, bulkDiscounts });
    const running = await serveApp(app, { host: config.BACKEND_HOST, port: config.BACKEND_PORT });
    const resumed = await bulkDiscounts.resumeAll();
    if (resumed.length > 0) logger.info({ bulk_job_ids: resumed }, "resuming bulk discount batches");
    logger.info({ url: running.url }, `embedded API listening on ${running.url} (API ${running.url}/api/, auth ${running.url}/auth/)`);
    return {
      ...running,
      database,
      logger,
      async close() {
        await bulkDiscounts.stop();
        await running.close();
        if (ownsDatabase) await database.close();
        releaseLock();
      },
    };
  } catch (err) {
    if (ownsDatabase) await database.close().catch(() => undefined);
    releaseLock();
    throw err;
  }
}

/** A database URL without its password, for the log. */
export function redactUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

/**
 * PGlite's data directory may be owned by one process only: a second one would corrupt it. A lock
 * file beside the directory (`<dir>.lock`, holding the owner's pid) makes a second start fail
 * with a clear message; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  if (dataDir.startsWith("memory://")) return () => undefined;
  const lockFile = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.on("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(readFileSync(lockFile, "utf8").trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The PGlite data directory ${dataDir} is in use by process ${owner} (only one process may open it). ` +
            `Stop that process, or set BACKEND_DATA_DIR to another directory, or DATABASE_URL to use PostgreSQL.`,
        );
      }
      unlinkSync(lockFile); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
