/**
 * Loaded by instrumentation.ts in the Node.js runtime when the Next server starts: a bad
 * configuration (e.g. a missing SESSION_PASSWORDS) stops the server with a message naming the variable.
 * A good one's business time zone is the server's from the start (lib/business-day.ts businessTimeZone;
 * getConfig sets the same at its first use).
 */
import { setServerBusinessTimeZone } from "../../../lib/business-day";
import { ConfigError, parseBffConfig } from "./config-core";

try {
  setServerBusinessTimeZone(parseBffConfig(process.env).businessTimeZone);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
