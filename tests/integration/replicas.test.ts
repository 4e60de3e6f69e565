/**
 * Two replicas: two `next start` processes of the app's build on one REDIS_URL (a key prefix of
 * this run's own) and one embedded API. A logout on one is refused on the other, and failed
 * sign-ins on both add up to one limit, per email and per client address (README "Running several
 * replicas"). Needs the Redis at 127.0.0.1:6379 (TEST_REDIS_URL); when it does not answer, the test
 * says so and does not run (fails with REQUIRE_REDIS=1, as in CI). It does not depend on the
 * database driver: `npm test` runs it in the PGlite stage only (scripts/test.mjs DRIVER_INDEPENDENT).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AUTHENTICATED, signInThrottledText } from "@/lib/contract/session";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { ensureNextBuild, startNextApp, type NextApp } from "../support/next-app";
import { dropRedisPrefix, redisAnswers, testRedisPrefix, TEST_REDIS_URL } from "../support/redis";
import { endpoints } from "@/lib/contract/endpoints";
import { proxyPath } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const redis = await redisAnswers("tests/integration/replicas.test.ts (two app processes on one Redis)");
const prefix = testRedisPrefix();
const LIMIT = 4;
const ADMIN = DEMO.admin;

describe.runIf(redis)("two app replicas on one Redis", () => {
  let backend: TestBackend;
  let apps: NextApp[] = [];

  beforeAll(async () => {
    ensureNextBuild();
    backend = await createTestBackend();
    const api = await backend.listen();
    const env = {
      LOCAL_API_BASE_URL: `${api.url}/api/`,
      LOCAL_AUTH_BASE_URL: `${api.url}/auth/`,
      SESSION_PASSWORDS: `1:${"r".repeat(40)}-replicas-test`,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SIGNIN_THROTTLE_LIMIT: String(LIMIT),
      LOG_LEVEL: "warn",
    };
    apps = await Promise.all([startNextApp(env), startNextApp(env)]);
  }, 600_000);

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.stop()));
    await backend?.close();
    await dropRedisPrefix(prefix);
  });

  const signIn = (app: NextApp, email: string, password: string) =>
    fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email, password }),
    });

  it("a logout on one replica is refused on the other: pages go to /login, calls answer 401", async () => {
    const [a, b] = apps as [NextApp, NextApp];
    const login = await signIn(a, ADMIN, DEMO_PASSWORD);
    expect(login.status, a.stderr()).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("bark_session="))!.split(";")[0]!;
    // The session works on both replicas.
    expect((await fetch(`${b.url}${proxyPath(endpoints.listStaffUsers)}`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${b.url}/customer-lookup`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);

    expect((await fetch(`${a.url}/api/auth/logout`, { method: "POST", headers: { cookie, origin: a.url } })).status).toBe(200);

    // Replayed on the other replica: refused by B's own guards from the shared revocation list
    // (the answers of a missing session, not of the upstream's 401 for the deleted token).
    const call = await fetch(`${b.url}${proxyPath(endpoints.listStaffUsers)}`, { headers: { cookie } });
    expect(call.status).toBe(401);
    expect(await call.json()).toEqual(NOT_AUTHENTICATED);
    for (const path of ["/customer-lookup", "/"]) {
      const page = await fetch(`${b.url}${path}`, { headers: { cookie }, redirect: "manual" });
      expect(page.status, path).toBe(307);
      expect(new URL(page.headers.get("location")!, b.url).pathname, path).toBe("/login");
    }
  });

  it(`failed sign-ins on both replicas add up to one limit (${LIMIT}), per email and per address`, async () => {
    const [a, b] = apps as [NextApp, NextApp];
    const email = DEMO.team;
    for (const app of [a, b, a, b]) expect((await signIn(app, email, "Wrong-password-1")).status).toBe(401);
    // Each replica saw only two failures; together they reached the limit.
    for (const app of [a, b]) {
      const locked = await signIn(app, email, DEMO_PASSWORD);
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual({ detail: signInThrottledText(Number(locked.headers.get("retry-after"))) });
    }
    // The same failures counted for this client's address too (TRUSTED_PROXY_HOPS=0: the
    // connection's address, stamped by the app's request hook before Next): another account from
    // it is refused, and a client-written address header or X-Forwarded-For does not get it out.
    for (const app of [a, b]) {
      const other = await fetch(`${app.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url, "x-bark-client-address": "203.0.113.9", "x-forwarded-for": "203.0.113.9" },
        body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
      });
      expect(other.status).toBe(429);
    }
  });
});
