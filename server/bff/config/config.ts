/**
 * The BFF's configuration, validated once (lazily, at first use; instrumentation.ts touches it at
 * server start so a bad configuration refuses to start). See server/bff/config/config-core.ts for the schema.
 */
import "server-only";
import { parseBffConfig, type BffConfig } from "./config-core";

export type { BffConfig, UpstreamBases } from "./config-core";
export { ConfigError, upstreamBasesFor } from "./config-core";

let cached: BffConfig | undefined;

export function getConfig(): BffConfig {
  cached ??= parseBffConfig(process.env);
  return cached;
}
