/**
 * End-to-end tests in real Chromium (/usr/bin/chromium; browsers are not downloaded). The web
 * server is the whole product (`node scripts/start.mjs`: embedded API + Next app) on its own ports
 * with a fresh PGlite directory (tests/e2e/support/stack.ts).
 *
 * Parallel: E2E_WORKERS workers (default 2, the cores of these machines), every test on its own.
 * That is safe because
 *   - the "setup" project signs each role in once (auth.setup.ts) and tests start from that saved
 *     state (support/fixtures.ts `test.use({ role })`); nothing run from a saved state logs out,
 *     resets that user's password or deactivates it;
 *   - a test that changes a customer makes its own through the API (`api.createCustomer()`) (the
 *     one exception: order-page.spec.ts edits the scenario order 1000001 in a serial describe and
 *     puts it back, checked; no other test reads its lines or totals), and
 *     a test that ends a staff user's sessions (Logout in auth.spec.ts; the password reset in
 *     reset-password.spec.ts, which signs the user out everywhere) does it to a staff user of its
 *     own (`api.createStaffUser()`);
 *   - authenticator codes are single-use: only auth.spec.ts signs in mfa+bark and setup+bark, one
 *     test each, so no two tests ever spend a code of the same account.
 */
import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, e2eServerEnv } from "./tests/e2e/support/stack";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";

const DEFAULT_WORKERS = 2;
const workers = Number.parseInt(process.env.E2E_WORKERS ?? "", 10);

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: "./test-results/e2e-artifacts",
  fullyParallel: true,
  workers: Number.isInteger(workers) && workers > 0 ? workers : DEFAULT_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    // After every test (the setup project's teardown): the run's database keeps the money rules (tests/e2e/money-rules.teardown.ts).
    { name: "setup", testMatch: /auth\.setup\.ts$/, teardown: "money-rules", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "money-rules", testMatch: /money-rules\.teardown\.ts$/ },
    { name: "chromium", dependencies: ["setup"], use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    command: "node tests/e2e/support/start-stack.mjs",
    url: `${E2E_BASE_URL}/login`,
    env: e2eServerEnv(),
    // E2E_REUSE_SERVER=1: run against a stack already listening on the e2e ports (same env as below).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
