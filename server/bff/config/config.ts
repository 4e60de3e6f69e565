/**
 * The BFF's configuration, validated once (lazily, at first use; instrumentation.ts touches it at
 * server start so a bad configuration refuses to start). See server/bff/config/config-core.ts for the schema.
 */
import "server-only";
import { setServerBusinessTimeZone } from "../../../lib/business-day";
import { parseBffConfig, type BffConfig } from "./config-core";

export type { BffConfig, UpstreamBases } from "./config-core";
export { ConfigError, upstreamBasesFor } from "./config-core";

let cached: BffConfig | undefined;

/** The configuration, read at first use; its business time zone becomes the one every date on the server is shown and read in (lib/business-day.ts businessTimeZone). */
export function getConfig(): BffConfig {
  if (!cached) {
    cached = parseBffConfig(process.env);
    setServerBusinessTimeZone(cached.businessTimeZone);
  }
  return cached;
}
