/**
 * Validates the staff app's configuration (server/bff/config/config-core.ts) before scripts/start.mjs starts
 * anything: a bad value or a missing secret stops the start with a message naming the variable.
 */
import { ConfigError, parseBffConfig } from "../server/bff/config/config-core";

try {
  const config = parseBffConfig(process.env);
  if (config.usingLocalSessionPassword) {
    console.log("[start] SESSION_PASSWORDS is not set: using the built-in local-only session password (fine for local runs).");
  }
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
