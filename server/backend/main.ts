/**
 * `npm run backend`: the embedded back-office API as a process. Reads its configuration from the
 * environment (docs/backend.md), opens the database (PGlite in .data/pglite, or DATABASE_URL),
 * applies migrations, seeds an empty database, serves on BACKEND_HOST:BACKEND_PORT
 * (127.0.0.1:4000), and closes the server and the database on SIGINT/SIGTERM.
 */
import { setServerBusinessTimeZone } from "../../lib/business-day";
import { loadBackendConfig } from "./config";
import { createLogger } from "./logger";
import { startBackend } from "./server";

async function main() {
  const config = loadBackendConfig();
  // A date and time the API reads without a zone (lib/business-day.ts parseBusinessDateTime) is in its configured zone.
  setServerBusinessTimeZone(config.BUSINESS_TIME_ZONE);
  const logger = createLogger(config.LOG_LEVEL);
  const backend = await startBackend(config, { logger });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the embedded API");
    backend.close().then(
      () => {
        logger.info("embedded API stopped");
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, "error while stopping");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
