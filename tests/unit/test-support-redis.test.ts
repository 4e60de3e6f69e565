/**
 * tests/support/redis.ts: with REQUIRE_REDIS=1 (set by .ci/run) a Redis that does not answer fails
 * the Redis tests instead of leaving their Redis cases out, so they cannot vanish from CI silently.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { redisAnswers, redisRequired } from "../support/redis";

async function closedRedisUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `redis://127.0.0.1:${port}`;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("redisAnswers when Redis does not answer", () => {
  it("without REQUIRE_REDIS: false, and says on the console what does not run", async () => {
    vi.stubEnv("REQUIRE_REDIS", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(redisAnswers("the probe test", await closedRedisUrl())).resolves.toBe(false);
    expect(warn.mock.calls[0]?.[0]).toMatch(/the probe test NOT run against Redis/);
  });

  it("with REQUIRE_REDIS=1: throws, naming the test", async () => {
    vi.stubEnv("REQUIRE_REDIS", "1");
    await expect(redisAnswers("the probe test", await closedRedisUrl())).rejects.toThrow(/REQUIRE_REDIS=1: the probe test must run against Redis/);
  });

  it("REQUIRE_REDIS is on for 1 or true only", () => {
    expect(redisRequired({ REQUIRE_REDIS: "1" })).toBe(true);
    expect(redisRequired({ REQUIRE_REDIS: "true" })).toBe(true);
    expect(redisRequired({ REQUIRE_REDIS: "0" })).toBe(false);
    expect(redisRequired({})).toBe(false);
  });
});

describe("CI", () => {
  it(".ci/run requires Redis", async () => {
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(".ci/run", "utf8")).toMatch(/^export REQUIRE_REDIS=1$/m);
  });
});
