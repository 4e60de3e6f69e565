/**
 * Loaded by instrumentation.ts in the Node.js runtime when the Next server starts: a bad
 * configuration (e.g. a missing SESSION_PASSWORDS) stops the server with a message naming the variable.
 */
import { ConfigError, parseBffConfig } from "./config-core";

try {
  parseBffConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
