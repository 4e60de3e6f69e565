/**
 * The bench's bare route handler's switch and address (server/bff/proxy/bench-bare.ts), without
 * `server-only` so scripts/bench-proxy.ts can name them.
 */

/** The server-side variable that turns the bare handler on (read per request). */
export const BENCH_BARE_HANDLER_ENV = "BARK_BENCH_BARE_HANDLER";
/** Where it answers: `/api/bench-bare/<upstream path>`. */
export const BENCH_BARE_PREFIX = "/api/bench-bare/";
