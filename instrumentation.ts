/**
 * Runs once when the Next server starts: validates the configuration so that a missing secret
 * refuses to start (with a message naming the variable) instead of failing on the first request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { parseBffConfig, ConfigError } = await import("./server/config-core");
  try {
    parseBffConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
