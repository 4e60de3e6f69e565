/**
 * A sign-in over a live session revokes the old session id (server/bff/session/auth-handlers.ts
 * `signedIn`), over real HTTP: `next start` of the app's build in front of the embedded API, once
 * on the default memory store (revocations in BFF_DATA_DIR) and once on Redis (a key prefix of this
 * run's own; when Redis does not answer, that case says so and does not run, REQUIRE_REDIS=1 fails).
 * Sign in, keep the cookie, sign in again carrying it: the new session works, the kept copy of the
 * old cookie gets the signed-out answers (calls 401, pages → /login), and the old session's
 * upstream token is gone from the embedded API (let go as at Logout).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffTokens, staffUsers } from "@/server/backend/db/schema";
import { NOT_AUTHENTICATED } from "@/lib/contract/session";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { ensureNextBuild, startNextApp, type NextApp } from "../support/next-app";
import { dropRedisPrefix, redisAnswers, testRedisPrefix, TEST_REDIS_URL } from "../support/redis";
import { endpoints } from "@/lib/contract/endpoints";
import { proxyPath } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const redis = await redisAnswers("tests/integration/sign-in-over-session.test.ts (the Redis revocation list)");
const prefix = testRedisPrefix();
const kinds: ("memory" | "redis")[] = redis ? ["memory", "redis"] : ["memory"];

let backend: TestBackend;
let apiUrl: string;
const dataDirs: string[] = [];

beforeAll(async () => {
  ensureNextBuild();
  backend = await createTestBackend();
  apiUrl = (await backend.listen()).url;
}, 600_000);

afterAll(async () => {
  await backend?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (redis) await dropRedisPrefix(prefix);
});

describe.each(kinds)("signing in again over a live session (%s store)", (kind) => {
  let app: NextApp;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bark-sign-in-over-session-"));
    dataDirs.push(dataDir);
    app = await startNextApp({
      LOCAL_API_BASE_URL: `${apiUrl}/api/`,
      LOCAL_AUTH_BASE_URL: `${apiUrl}/auth/`,
      SESSION_PASSWORDS: `1:${"q".repeat(40)}-sign-in-over-session`,
      BFF_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...(kind === "redis" ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
    });
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  const signIn = (email: string, cookie?: string) =>
    fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
  const cookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("bark_session="))!.split(";")[0]!;
  /** How many upstream tokens the embedded API holds for a staff member. */
  const tokensOf = async (email: string) =>
    (await backend.db.select({ id: staffTokens.id }).from(staffTokens).innerJoin(staffUsers, eq(staffTokens.staffUserId, staffUsers.id)).where(eq(staffUsers.email, email))).length;
  const listCall = (cookie: string) => fetch(`${app.url}${proxyPath(endpoints.listStaffUsers)}`, { headers: { cookie } });

  it("the old session's kept cookie gets the signed-out answers; the new one works", async () => {
    const first = await signIn(DEMO.admin);
    expect(first.status, app.stderr()).toBe(200);
    const oldCookie = cookieOf(first);
    expect((await listCall(oldCookie)).status).toBe(200);

    const tokensBefore = await tokensOf(DEMO.admin);
    // Signing in again with the old session's cookie on the request.
    const second = await signIn(DEMO.admin, oldCookie);
    expect(second.status, app.stderr()).toBe(200);
    const newCookie = cookieOf(second);
    expect(newCookie).not.toBe(oldCookie);
    expect((await listCall(newCookie)).status).toBe(200);

    const replay = await listCall(oldCookie);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual(NOT_AUTHENTICATED);
    const page = await fetch(`${app.url}/customer-lookup`, { headers: { cookie: oldCookie }, redirect: "manual" });
    expect(page.status).toBe(307);
    expect(new URL(page.headers.get("location")!, app.url).pathname).toBe("/login");
    // The new session is untouched by the revocation of the old one.
    expect((await listCall(newCookie)).status).toBe(200);
    // The old session's upstream token was let go: one token in, one out.
    expect(await tokensOf(DEMO.admin)).toBe(tokensBefore);
  });

  it("a sign-in as another staff member over a live session lets the first one's upstream token go", async () => {
    const first = await signIn(DEMO.team);
    expect(first.status, app.stderr()).toBe(200);
    const teamTokens = await tokensOf(DEMO.team);
    const second = await signIn(DEMO.admin, cookieOf(first));
    expect(second.status, app.stderr()).toBe(200);
    expect(await tokensOf(DEMO.team)).toBe(teamTokens - 1);
    expect((await listCall(cookieOf(first))).status).toBe(401);
    expect((await listCall(cookieOf(second))).status).toBe(200);
  });

  it("a sign-in without a session, or over a cookie that opens nothing, just signs in", async () => {
    const plain = await signIn(DEMO.admin);
    expect(plain.status).toBe(200);
    const garbage = await signIn(DEMO.admin, "bark_session=not-a-seal");
    expect(garbage.status).toBe(200);
    expect((await listCall(cookieOf(garbage))).status).toBe(200);
    expect((await listCall(cookieOf(plain))).status).toBe(200);
  });
});
