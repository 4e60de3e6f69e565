/**
 * Next.js configuration. Build info (version, commit, date) is baked in at build time through
 * `env` (lib/build-info.ts reads it). proxy.ts sets the security headers on every answer (CSP nonce
 * and HSTS depend on the request); the request-independent ones come from the one list in
 * lib/security-headers.mjs and are set here too, as a net under anything proxy.ts does not answer.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { STATIC_SECURITY_HEADERS } from "./lib/security-headers.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

function gitCommit() {
  if (process.env.BARK_BUILD_COMMIT) return process.env.BARK_BUILD_COMMIT;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
  } catch {
    return "unknown";
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  typedRoutes: false,
  // Paths reach the app as written: "/api/upstream/bark_user/" is proxied as is instead of costing
  // the browser a 308 round trip (the upstream accepts every path with or without a trailing slash).
  skipTrailingSlashRedirect: true,
  env: {
    BARK_BUILD_VERSION: process.env.BARK_BUILD_VERSION || pkg.version,
    BARK_BUILD_COMMIT: gitCommit(),
    BARK_BUILD_DATE: process.env.BARK_BUILD_DATE || new Date().toISOString(),
  },
  // pino and pg are on Next's built-in list; PGlite ships WASM it loads from its own folder;
  // ioredis and rate-limiter-flexible (the shared store, server/bff/store/store.ts) load as plain Node modules.
  serverExternalPackages: ["@electric-sql/pglite", "ioredis", "rate-limiter-flexible"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
    ];
  },
};

export default nextConfig;
