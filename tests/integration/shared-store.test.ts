/**
 * The shared store (server/bff/store/store.ts): values with a lifetime, the sign-in throttle and the
 * revocation list, on process memory and on the Redis at 127.0.0.1:6379 (a key prefix of this
 * run's own). Two Redis stores on one prefix stand for two replicas: what one writes, the other
 * sees, and their failed sign-ins add up to one limit. When Redis does not answer, the Redis
 * cases say so on the console and only the memory back end runs.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { createMemoryStore, createRedisStore, type SharedStore } from "@/server/bff/store/store";
import { isSessionRevoked, readRequestSessionState, revokeSession } from "@/server/bff/session/session";
import { ACCOUNTS, sessionCookie, sessionSetCookie, testConfig } from "../support/bff";
import { dropRedisPrefix, redisAnswers, testRedisPrefix, TEST_REDIS_URL } from "../support/redis";

const config = testConfig("http://127.0.0.1:9");
const prefix = testRedisPrefix();
const redis = await redisAnswers("tests/integration/shared-store.test.ts");
const opened: SharedStore[] = [];

/** Two handles on one store: two replicas on one Redis, or (memory) the same process twice. */
function pair(kind: "memory" | "redis"): [SharedStore, SharedStore] {
  if (kind === "memory") {
    const one = createMemoryStore();
    return [one, one];
  }
  const a = createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix });
  const b = createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix });
  opened.push(a, b);
  return [a, b];
}

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  if (redis) await dropRedisPrefix(prefix);
});

const kinds: ("memory" | "redis")[] = redis ? ["memory", "redis"] : ["memory"];

describe.each(kinds)("shared store on %s", (kind) => {
  it("keeps a value for its lifetime, then forgets it", async () => {
    // The memory store reads Date.now(): its clock is faked and moved on. Redis keeps the lifetime on
    // its own server clock, so that case waits for real.
    if (kind === "memory") vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const [a, b] = pair(kind);
      expect(a.kind).toBe(kind);
      await a.put("value:x", "1", 1);
      expect(await b.get("value:x")).toBe("1");
      expect(await b.get("value:other")).toBeNull();
      if (kind === "memory") vi.setSystemTime(Date.now() + 1_100);
      else await new Promise((r) => setTimeout(r, 1_100));
      expect(await b.get("value:x")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("failed sign-ins on either handle add up to one limit; a reset clears the key for both", async () => {
    const [a, b] = pair(kind);
    const limits = { limit: 4, windowMs: 60_000 };
    const ta = a.throttle("signin-test", limits);
    const tb = b.throttle("signin-test", limits);
    const keys = [`email:${kind}@x`];
    // Each attempt not taken back is a failure.
    await ta.attempt(keys);
    await tb.attempt(keys);
    await ta.attempt(keys);
    expect((await tb.attempt(keys)).allowed).toBe(true);
    const refused = await ta.attempt(keys);
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect((await tb.attempt(keys)).allowed).toBe(false);
    await ta.reset(keys[0]!);
    expect((await tb.attempt(keys)).allowed).toBe(true);
  });

  it("a revoked session id is refused through the other handle, until the end of its business day", async () => {
    const [a, b] = pair(kind);
    const sid = `revoked-${kind}-0123456789abcdef`;
    const cookie = await sessionCookie(config, { token: "t0k", account: ACCOUNTS.team, sid });
    const request = () => new Request("http://localhost:3000/customer-lookup", { headers: { host: "localhost:3000", cookie } });
    expect((await readRequestSessionState(request(), { config, store: b })).status).toBe("active");
    await revokeSession(sid, { config, store: a });
    expect(await isSessionRevoked(sid, { config, store: b })).toBe(true);
    const sink = { headers: new Headers() };
    expect(await readRequestSessionState(request(), { config, store: b }, sink)).toEqual({ status: "anonymous" });
    // The browser's copy is cleared too.
    expect(sessionSetCookie(new Response(null, { headers: sink.headers }))).toMatch(/Max-Age=0/i);
    expect(await isSessionRevoked(`other-${sid}`, { config, store: b })).toBe(false);
  });
});

describe.runIf(redis)("Redis specifics", () => {
  it("keys carry the configured prefix and a revocation lives until the end of the business day", async () => {
    const { Redis } = await import("ioredis");
    const store = createRedisStore({ url: TEST_REDIS_URL, keyPrefix: prefix });
    opened.push(store);
    const sid = "ttl-check-0123456789abcdefgh";
    await revokeSession(sid, { config, store });
    const raw = new Redis(TEST_REDIS_URL);
    try {
      const ttl = await raw.ttl(`${prefix}revoked:${sid}`);
      expect(ttl).toBeGreaterThan(0);
      // At most a business day (25 h on the autumn DST day) plus the clock slack.
      expect(ttl).toBeLessThanOrEqual(25 * 3600 + 300);
    } finally {
      raw.disconnect();
    }
  });
});

describe("a store whose Redis does not answer", () => {
  it("never fails a request: lookups answer from this replica, the throttle counts in memory", async () => {
    const store = createRedisStore({ url: "redis://127.0.0.1:1", keyPrefix: prefix, commandTimeoutMs: 300 });
    opened.push(store);
    await store.put("value:y", "1", 60);
    expect(await store.get("value:y")).toBe("1");
    expect(await store.get("value:z")).toBeNull();
    const th = store.throttle("signin-down", { limit: 2, windowMs: 60_000 });
    expect((await th.attempt(["email:down@x"])).allowed).toBe(true);
    expect((await th.attempt(["email:down@x"])).allowed).toBe(true);
    expect((await th.attempt(["email:down@x"])).allowed).toBe(false);
  });
});
