import { describe, expect, it } from "vitest";
import { appWorkersNeedRedis, ConfigError, LOCAL_SESSION_PASSWORD, parseBffConfig, parseSessionPasswords } from "@/server/bff/config/config-core";
import { loadBackendConfig } from "@/server/backend/config";
import { gladlyConversationPrefix, gladlyPrefixesOf } from "@/lib/claim-rules";

const strong = (c: string) => c.repeat(40);

describe("parseBffConfig", () => {
  it("works with no configuration at all (local)", () => {
    const c = parseBffConfig({});
    expect(c.appPort).toBe(3000);
    expect(c.upstreams.local).toEqual({ api: "http://127.0.0.1:4000/api/", auth: "http://127.0.0.1:4000/auth/" });
    expect(c.upstreams.dev).toBeUndefined();
    expect(c.sessionPasswords).toEqual({ "1": LOCAL_SESSION_PASSWORD });
    expect(c.usingLocalSessionPassword).toBe(true);
    expect(c.upstreamTimeoutMs).toBe(15000);
    expect(c.businessTimeZone).toBe("America/New_York");
    expect(c.signinThrottle).toEqual({ limit: 10, windowMs: 15 * 60_000 });
  });

  it("derives the local upstream from BACKEND_HOST/PORT and normalises base addresses", () => {
    const c = parseBffConfig({ BACKEND_PORT: "4100", DEV_API_BASE_URL: "https://api.dev.example/api", DEV_AUTH_BASE_URL: "https://api.dev.example/auth/", SESSION_PASSWORDS: `1:${strong("a")}` });
    expect(c.upstreams.local?.api).toBe("http://127.0.0.1:4100/api/");
    expect(c.upstreams.dev).toEqual({ api: "https://api.dev.example/api/", auth: "https://api.dev.example/auth/" });
  });

  it("refuses to start without SESSION_PASSWORDS when a remote environment is configured, naming the variable", () => {
    expect(() => parseBffConfig({ PRODUCTION_API_BASE_URL: "https://api.example/api/", PRODUCTION_AUTH_BASE_URL: "https://api.example/auth/" })).toThrow(
      /Missing required configuration: SESSION_PASSWORDS/,
    );
  });

  it("refuses to start without SESSION_PASSWORDS when BARK_REQUIRE_SECRETS=1", () => {
    expect(() => parseBffConfig({ BARK_REQUIRE_SECRETS: "1" })).toThrow(ConfigError);
    expect(() => parseBffConfig({ BARK_REQUIRE_SECRETS: "1" })).toThrow(/SESSION_PASSWORDS/);
  });

  it("refuses the built-in local-only password (published in the code) wherever secrets are required, newest or older", () => {
    const production = { PRODUCTION_API_BASE_URL: "https://api.example/api/", PRODUCTION_AUTH_BASE_URL: "https://api.example/auth/" };
    expect(() => parseBffConfig({ ...production, SESSION_PASSWORDS: `1:${LOCAL_SESSION_PASSWORD}` })).toThrow(/SESSION_PASSWORDS: the password with id 1 is the built-in local-only one/);
    expect(() => parseBffConfig({ ...production, SESSION_PASSWORDS: LOCAL_SESSION_PASSWORD })).toThrow(ConfigError);
    expect(() => parseBffConfig({ BARK_REQUIRE_SECRETS: "1", SESSION_PASSWORDS: `2:${strong("n")},1:${LOCAL_SESSION_PASSWORD}` })).toThrow(/id 1 is the built-in local-only one/);
    // A local-only run may name it (e.g. while rotating away from it); it is the default there anyway.
    expect(parseBffConfig({ SESSION_PASSWORDS: `2:${strong("n")},1:${LOCAL_SESSION_PASSWORD}` }).sessionPasswords["1"]).toBe(LOCAL_SESSION_PASSWORD);
  });

  it("needs both base addresses of an environment", () => {
    expect(() => parseBffConfig({ STAGE_API_BASE_URL: "https://s.example/api/", SESSION_PASSWORDS: `1:${strong("a")}` })).toThrow(/STAGE_AUTH_BASE_URL/);
  });

  it("names bad values", () => {
    expect(() => parseBffConfig({ UPSTREAM_TIMEOUT_MS: "soon" })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => parseBffConfig({ BUSINESS_TIME_ZONE: "Mars/Base" })).toThrow(/BUSINESS_TIME_ZONE/);
    expect(() => parseBffConfig({ DEV_API_BASE_URL: "ftp://x", DEV_AUTH_BASE_URL: "ftp://y" })).toThrow(/DEV_API_BASE_URL/);
  });
});

describe("parseSessionPasswords (rotation)", () => {
  it("reads id:password pairs, newest first", () => {
    expect(parseSessionPasswords(`2:${strong("n")},1:${strong("o")}`)).toEqual({ "2": strong("n"), "1": strong("o") });
  });
  it("accepts one bare password as id 1", () => {
    expect(parseSessionPasswords(strong("x"))).toEqual({ "1": strong("x") });
  });
  it("refuses short passwords, duplicates and an older password first", () => {
    expect(() => parseSessionPasswords("1:short")).toThrow(/at least 32/);
    expect(() => parseSessionPasswords(`1:${strong("a")},1:${strong("b")}`)).toThrow(/twice/);
    expect(() => parseSessionPasswords(`1:${strong("a")},2:${strong("b")}`)).toThrow(/newest password first/);
    expect(() => parseSessionPasswords(`${strong("a")},${strong("b")}`)).toThrow(/<id>:<password>/);
  });
});

describe("shared store and proxy settings", () => {
  it("REDIS_URL, REDIS_KEY_PREFIX and TRUSTED_PROXY_HOPS: defaults and checks", () => {
    const plain = parseBffConfig({});
    expect(plain.redisUrl).toBeNull();
    expect(plain.redisKeyPrefix).toBe("bark:");
    expect(plain.trustedProxyHops).toBe(0);
    const set = parseBffConfig({ REDIS_URL: "redis://10.0.0.2:6379/1", REDIS_KEY_PREFIX: "bo:", TRUSTED_PROXY_HOPS: "1" });
    expect(set).toMatchObject({ redisUrl: "redis://10.0.0.2:6379/1", redisKeyPrefix: "bo:", trustedProxyHops: 1 });
    expect(parseBffConfig({ REDIS_URL: "" }).redisUrl).toBeNull();
    expect(() => parseBffConfig({ REDIS_URL: "http://10.0.0.2:6379" })).toThrow(/REDIS_URL/);
    expect(() => parseBffConfig({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseBffConfig({ REDIS_KEY_PREFIX: "has space" })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it("APP_WORKERS: one by default; several only with REDIS_URL (they are replicas)", () => {
    expect(parseBffConfig({}).appWorkers).toBe(1);
    expect(parseBffConfig({ APP_WORKERS: "2", REDIS_URL: "redis://127.0.0.1:6379" }).appWorkers).toBe(2);
    expect(() => parseBffConfig({ APP_WORKERS: "2" })).toThrow(new ConfigError(appWorkersNeedRedis(2)));
    expect(() => parseBffConfig({ APP_WORKERS: "0" })).toThrow(/APP_WORKERS/);
    expect(() => parseBffConfig({ APP_WORKERS: "two" })).toThrow(/APP_WORKERS/);
  });

  it("reads the claim form's conversation-link prefixes from the environment; blank or unset keeps the defaults", () => {
    expect(parseBffConfig({}).gladlyPrefixes).toEqual({ production: undefined, test: undefined });
    expect(parseBffConfig({ GLADLY_PREFIX_PRODUCTION: "", GLADLY_PREFIX_TEST: "https://bark.gladly.dev/" }).gladlyPrefixes).toEqual({
      production: undefined,
      test: "https://bark.gladly.dev/",
    });
  });

  it("the embedded API reads the same conversation-link settings as the app (was: its defaults only)", () => {
    const envs: Record<string, string>[] = [{}, { GLADLY_PREFIX_PRODUCTION: "", GLADLY_PREFIX_TEST: "https://bark.gladly.dev/" }, { GLADLY_PREFIX_PRODUCTION: "https://p/", GLADLY_PREFIX_TEST: "https://t/" }];
    for (const env of envs) expect(gladlyPrefixesOf(loadBackendConfig(env as NodeJS.ProcessEnv))).toEqual(parseBffConfig(env).gladlyPrefixes);
    expect(gladlyConversationPrefix("local", gladlyPrefixesOf(loadBackendConfig({ GLADLY_PREFIX_TEST: "https://t/" } as Record<string, string> as NodeJS.ProcessEnv)))).toBe("https://t/");
  });
});
