/**
 * The end-to-end stack's addresses and secrets: its own ports, PGlite directory and session
 * password, so a run never touches the default .data/ or ports 3000/4000. playwright.config.ts
 * passes these to the web server; tests use them to read the outbox and to reseal the cookie.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { DEFAULT_DEMO_STAFF_PASSWORD } from "../../../server/backend/seed/demo-staff";

export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4100);
export const E2E_BASE_URL = `http://localhost:${E2E_APP_PORT}`;
export const E2E_BACKEND_URL = `http://127.0.0.1:${E2E_BACKEND_PORT}`;
export const E2E_DATA_DIR = path.resolve(process.cwd(), ".test-data", "e2e");

/** The session password the web server is given (id 1); the daily-expiry test reseals with it. */
export const E2E_SESSION_PASSWORD = "e2e-only-session-password-not-a-secret-0123456789";
export const E2E_SESSION_PASSWORDS = { "1": E2E_SESSION_PASSWORD } as const;

/**
 * The secret that lets the password-reset tests read one outbox message's link from the embedded
 * API (GET /dev/outbox/{id}/link; the outbox list withholds links). Random per run: set here in
 * Playwright's main process, inherited by the web server and the workers it forks. With
 * E2E_REUSE_SERVER=1, give the running stack and the run the same E2E_DEV_ROUTES_SECRET.
 */
export const E2E_DEV_ROUTES_SECRET = (process.env.E2E_DEV_ROUTES_SECRET ??= randomBytes(24).toString("hex"));

/** The environment of `node scripts/start.mjs` for the run. */
export function e2eServerEnv(): Record<string, string> {
  return {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_PORT: String(E2E_APP_PORT),
    PORT: String(E2E_APP_PORT),
    BACKEND_PORT: String(E2E_BACKEND_PORT),
    BACKEND_HOST: "127.0.0.1",
    LOCAL_API_BASE_URL: `${E2E_BACKEND_URL}/api/`,
    LOCAL_AUTH_BASE_URL: `${E2E_BACKEND_URL}/auth/`,
    BACKEND_DATA_DIR: path.join(E2E_DATA_DIR, "pglite"),
    SEED_CUSTOMERS: "60",
    SEED_STAFF_PASSWORD: DEFAULT_DEMO_STAFF_PASSWORD,
    APP_BASE_URL: E2E_BASE_URL,
    SESSION_PASSWORDS: `1:${E2E_SESSION_PASSWORD}`,
    // The suite makes a handful of deliberate failed sign-ins from one address.
    SIGNIN_THROTTLE_LIMIT: "50",
    ENABLE_DEV_ROUTES: "true",
    // POST /dev/fixtures/* (server/backend/routes/dev-fixtures.ts): each test's own customers.
    ENABLE_TEST_FIXTURES: "true",
    DEV_ROUTES_SECRET: E2E_DEV_ROUTES_SECRET,
    LOG_LEVEL: "warn",
  };
}
