/**
 * The Redis these machines run (127.0.0.1:6379, or TEST_REDIS_URL) for the shared-store tests:
 * whether it answers, a key prefix of each test run's own, and removal of that run's keys.
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** REQUIRE_REDIS=1 (or "true"): a Redis that does not answer fails the tests that need it. */
export function redisRequired(env: Record<string, string | undefined> = process.env): boolean {
  return env.REQUIRE_REDIS === "1" || env.REQUIRE_REDIS === "true";
}

/** A prefix no other run uses: bark-test:<random>: */
export function testRedisPrefix(): string {
  return `bark-test:${randomBytes(6).toString("hex")}:`;
}

/**
 * True when Redis answers PING within a second; otherwise prints why the Redis cases do not run,
 * or, with REQUIRE_REDIS=1 (CI: .ci/run), throws, so Redis tests never vanish from a run silently.
 */
export async function redisAnswers(what: string, url: string = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch (err) {
    const why = `[redis] ${url} does not answer (${err instanceof Error ? err.message : String(err)})`;
    if (redisRequired()) throw new Error(`${why} and REQUIRE_REDIS=1: ${what} must run against Redis.`);
    console.warn(`${why}: ${what} NOT run against Redis.`);
    return false;
  } finally {
    client.disconnect();
  }
}

/** Deletes every key under `prefix`. */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length) await client.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } catch {
    // Redis went away: nothing to clean.
  } finally {
    client.disconnect();
  }
}
