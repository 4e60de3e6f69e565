/**
 * The Node flags of the app's server process (`npm start`, its APP_WORKERS, and the benches that
 * start the app: scripts/bench-servers.ts), in one place.
 *
 * `--max-semi-space-size=64` (MB; V8's default is 16 on 64-bit): a server render allocates a few MB
 * of short-lived objects (the account read, the RSC payload, the HTML), so with the default young
 * generation most of them outlive a scavenge and are copied, some promoted to the old generation.
 * Measured on the 61-order customer page at 10 connections (issue 23, an A/B of two app
 * processes of one build on one API, alternating 8 s rounds): about 10% less app CPU per view
 * (19.8–21.4 against 21.5–25.1 ms) and about 10% more views a second. It costs up to 3 × 64 MB of
 * young generation per process.
 */
export const APP_NODE_FLAGS = ["--max-semi-space-size=64"];
