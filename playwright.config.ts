/**
 * End-to-end tests in real Chromium (/usr/bin/chromium; browsers are not downloaded). The web
 * server is the whole product (`node scripts/start.mjs`: embedded API + Next app) on its own ports
 * with a fresh PGlite directory (tests/e2e/support/stack.ts). One worker: the tests share the demo
 * accounts (authenticator codes are single-use, a password reset ends the user's other sessions).
 */
import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, e2eServerEnv } from "./tests/e2e/support/stack";

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: "./test-results/e2e-artifacts",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
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
