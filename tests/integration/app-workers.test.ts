/**
 * APP_WORKERS (issue 23): scripts/app-workers.mjs runs the app as several `next start` processes on
 * one port, so a page load can use every core. Both processes serve (each new connection goes to
 * the next one), a session signed in on one is good on the other, and when one process stops the
 * whole app stops (as start.mjs expects of its app process). The processes are replicas and share
 * Redis (the configuration check refuses more than one without it: tests/unit/bff-config.test.ts),
 * so this needs the Redis at 127.0.0.1:6379 like tests/integration/replicas.test.ts; Linux (/proc)
 * for the processes' CPU time. Driver-independent: the PGlite stage only (scripts/test.mjs).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { ensureNextBuild, startNextApp, type NextApp } from "../support/next-app";
import { dropRedisPrefix, redisAnswers, testRedisPrefix, TEST_REDIS_URL } from "../support/redis";
import { DEMO } from "../support/demo-staff";
import { childPids, ownCpuMs } from "../../scripts/proc-stat";

const redis = await redisAnswers("tests/integration/app-workers.test.ts (APP_WORKERS on one Redis)");
const prefix = testRedisPrefix();

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(redis && process.platform === "linux")("APP_WORKERS: the app as two processes on one port", () => {
  let backend: TestBackend;
  let app: NextApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    ensureNextBuild();
    backend = await createTestBackend();
    const api = await backend.listen();
    env = {
      LOCAL_API_BASE_URL: `${api.url}/api/`,
      LOCAL_AUTH_BASE_URL: `${api.url}/auth/`,
      SESSION_PASSWORDS: `1:${"w".repeat(40)}-app-workers-test`,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      APP_WORKERS: "2",
      LOG_LEVEL: "warn",
    };
    app = await startNextApp(env, 120_000, { workers: 2 });
  }, 600_000);

  afterAll(async () => {
    await app?.stop();
    await backend?.close();
    await dropRedisPrefix(prefix);
  });

  it("both processes serve the port, and a session signed in on one is good on the other", async () => {
    const workers = childPids(app.pid);
    expect(workers, app.stderr()).toHaveLength(2);
    const before = workers.map(ownCpuMs);

    const login = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url, connection: "close" },
      body: JSON.stringify({ email: DEMO.admin, password: DEMO_PASSWORD }),
    });
    expect(login.status, app.stderr()).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("bark_session="))!.split(";")[0]!;
    // A new connection each time: the primary hands them to the processes in turn.
    for (let i = 0; i < 12; i++) {
      const page = await fetch(`${app.url}/customer-lookup`, { headers: { cookie, connection: "close" }, redirect: "manual" });
      expect(page.status, `request ${i}: ${app.stderr()}`).toBe(200);
    }
    const after = workers.map(ownCpuMs);
    // Each rendered signed-in pages (some CPU time of its own), not only one of them.
    workers.forEach((pid, i) => expect(after[i]! - before[i]!, `worker ${pid}`).toBeGreaterThan(0));
  });

  it("when one process stops, the app stops (start.mjs then stops the embedded API)", async () => {
    const other = await startNextApp(env, 120_000, { workers: 2 });
    const [first, second] = childPids(other.pid) as [number, number];
    process.kill(first, "SIGKILL");
    await until("the other process to stop", () => !isRunning(second));
    await until("the primary to stop", () => !isRunning(other.pid));
    expect(other.stderr()).toContain(`worker ${first} stopped`);
    await other.stop();
  }, 180_000);
});
