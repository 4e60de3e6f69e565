/**
 * Serving the embedded API on a real port. `serveApp` listens with @hono/node-server (port 0 picks
 * a free one); `startBackend` opens the configured database (PGlite directory, or PostgreSQL when
 * DATABASE_URL is set), seeds an empty one, and serves createApp on it. main.ts, scripts and tests
 * use these; close() stops the server and then closes the database it opened.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { createApp } from "./app";
import type { BackendConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import type { AppEnv } from "./http/context";
import { createLogger, type Logger } from "./logger";

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
  const database =
    opts.database ??
    (await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.BACKEND_DATA_DIR }));
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
    });
    const app = createApp({ db: database.db, logger, config, now: opts.now });
    const running = await serveApp(app, { host: config.BACKEND_HOST, port: config.BACKEND_PORT });
    logger.info({ url: running.url }, `embedded API listening on ${running.url} (API ${running.url}/api/, auth ${running.url}/auth/)`);
    return {
      ...running,
      database,
      logger,
      async close() {
        await running.close();
        if (ownsDatabase) await database.close();
      },
    };
  } catch (err) {
    if (ownsDatabase) await database.close().catch(() => undefined);
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
