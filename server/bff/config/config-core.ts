/**
 * The BFF's configuration: every variable, its default and its check, in one zod schema.
 * Pure (no `server-only`) so scripts/start.mjs can validate the configuration before it starts
 * anything (scripts/check-config.ts) and tests can parse a made-up environment. App code uses
 * `getConfig()` from server/bff/config/config.ts. Every variable is documented in .env.example.
 */
import path from "node:path";
import { z } from "zod";
import { DEFAULT_BUSINESS_TIME_ZONE, isValidTimeZone } from "../../../lib/business-day";
import type { Environment } from "../../../lib/environment";
import { GLADLY_PREFIX_SETTINGS, gladlyPrefixesOf, type GladlyPrefixes } from "../../../lib/claim-rules";

/** Used to seal session cookies when nothing else is configured: local/dev runs only. */
export const LOCAL_SESSION_PASSWORD = "bark-local-only-session-password-do-not-use-in-production";
export const MIN_SESSION_PASSWORD_LENGTH = 32;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

const baseUrl = z
  .string()
  .trim()
  .url("must be an absolute http(s) address")
  .refine((v) => /^https?:\/\//i.test(v), "must start with http:// or https://")
  .transform((v) => (v.endsWith("/") ? v : `${v}/`));

const optionalBaseUrl = z.preprocess((v) => (v === "" ? undefined : v), baseUrl.optional());
const flag = z.preprocess((v) => (v === "" || v === undefined ? "0" : v), z.enum(["0", "1", "true", "false"])).transform((v) => v === "1" || v === "true");

const rawSchema = z.object({
  APP_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * How many `next start` processes `npm start` runs on APP_PORT (scripts/app-workers.mjs), so the
   * app uses more than one core. More than one needs REDIS_URL: they are replicas.
   */
  APP_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  BACKEND_HOST: z.string().trim().min(1).default("127.0.0.1"),
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOCAL_API_BASE_URL: optionalBaseUrl,
  LOCAL_AUTH_BASE_URL: optionalBaseUrl,
  DEV_API_BASE_URL: optionalBaseUrl,
  DEV_AUTH_BASE_URL: optionalBaseUrl,
  STAGE_API_BASE_URL: optionalBaseUrl,
  STAGE_AUTH_BASE_URL: optionalBaseUrl,
  PRODUCTION_API_BASE_URL: optionalBaseUrl,
  PRODUCTION_AUTH_BASE_URL: optionalBaseUrl,
  /** "2:newest-password,1:older-password"; ids are integers; each password ≥ 32 characters. */
  SESSION_PASSWORDS: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  /** Require SESSION_PASSWORDS even when only `local` is configured. */
  BARK_REQUIRE_SECRETS: flag,
  /** The support service's conversation-link prefixes the claim form accepts (defaults and settings: lib/claim-rules.ts; the embedded API reads the same). */
  ...GLADLY_PREFIX_SETTINGS,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(15_000),
  BUSINESS_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_BUSINESS_TIME_ZONE)
    .refine(isValidTimeZone, "must be an IANA time zone such as America/New_York"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Failed sign-in attempts allowed per email and per client address within the window. */
  SIGNIN_THROTTLE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  SIGNIN_THROTTLE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /**
   * The store replicas share (sign-in throttle, revoked sessions): redis://… or rediss://…. Unset:
   * process memory (one replica).
   */
  REDIS_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .trim()
      .url("must be a redis:// or rediss:// address")
      .refine((v) => /^rediss?:\/\//i.test(v), "must start with redis:// or rediss://")
      .optional(),
  ),
  /** Prefix of every key this app writes to Redis (several apps or test runs can share one Redis). */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, "letters, digits and : . _ - only (at most 64)")
    .default("bark:"),
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (0: none trusted, the
   * header is ignored and only the per-email sign-in limit applies).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Where a replica without Redis keeps what must survive a restart: the logged-out sessions
   * (revoked-sessions.jsonl). Default .data/bff (git-ignored).
   */
  BFF_DATA_DIR: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().min(1).optional()),
});

/** Several app processes are replicas: they must share the sign-in throttle and the logged-out sessions. */
export const appWorkersNeedRedis = (workers: number) =>
  `APP_WORKERS=${workers} needs REDIS_URL: several app processes must share the sign-in throttle and the list of logged-out sessions (README "Running several replicas").`;

export interface UpstreamBases {
  /** e.g. http://127.0.0.1:4000/api/ (always ends with "/"). */
  api: string;
  /** e.g. http://127.0.0.1:4000/auth/ */
  auth: string;
}

export interface BffConfig {
  appPort: number;
  /** `next start` processes of `npm start` (scripts/app-workers.mjs). */
  appWorkers: number;
  backendHost: string;
  backendPort: number;
  /** Base addresses per environment; an environment without both is not served (503). */
  upstreams: Partial<Record<Environment, UpstreamBases>>;
  /** id → password; iron-session seals with the highest id and opens with any. */
  sessionPasswords: Record<string, string>;
  /** True when SESSION_PASSWORDS was not set and the local-only default is in use. */
  usingLocalSessionPassword: boolean;
  upstreamTimeoutMs: number;
  /** Overrides of the claim form's conversation-link prefixes (unset: lib/claim-rules.ts defaults). */
  gladlyPrefixes?: GladlyPrefixes;
  businessTimeZone: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  signinThrottle: { limit: number; windowMs: number };
  /** The shared store: Redis when set, else process memory. */
  redisUrl: string | null;
  redisKeyPrefix: string;
  /** Reverse-proxy hops whose X-Forwarded-For entries are trusted (server/bff/store/throttle.ts). */
  trustedProxyHops: number;
  /** The file of revoked sessions of the memory store (no Redis), kept across restarts. */
  revocationFile: string;
}

/** "2:new…,1:old…" → {"2": "new…", "1": "old…"}; the first listed must carry the highest id. */
export function parseSessionPasswords(value: string): Record<string, string> {
  const entries = value
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "");
  if (entries.length === 0) throw new ConfigError("SESSION_PASSWORDS: no password given.");
  const map: Record<string, string> = {};
  const ids: number[] = [];
  for (const [i, entry] of entries.entries()) {
    const m = /^(\d+):(.*)$/s.exec(entry);
    let id: string;
    let password: string;
    if (m) {
      id = String(Number(m[1]));
      password = m[2]!;
    } else if (entries.length === 1) {
      id = "1";
      password = entry;
    } else {
      throw new ConfigError(`SESSION_PASSWORDS: entry ${i + 1} must look like "<id>:<password>" (for example "2:…,1:…").`);
    }
    if (password.length < MIN_SESSION_PASSWORD_LENGTH) {
      throw new ConfigError(`SESSION_PASSWORDS: the password with id ${id} must be at least ${MIN_SESSION_PASSWORD_LENGTH} characters long.`);
    }
    if (id in map) throw new ConfigError(`SESSION_PASSWORDS: id ${id} appears twice.`);
    map[id] = password;
    ids.push(Number(id));
  }
  if (ids[0] !== Math.max(...ids)) {
    throw new ConfigError("SESSION_PASSWORDS: list the newest password first, with the highest id (it seals new cookies).");
  }
  return map;
}

export function parseBffConfig(env: Record<string, string | undefined>): BffConfig {
  const parsed = rawSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration of the staff app:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const embedded = `http://${c.BACKEND_HOST.includes(":") ? `[${c.BACKEND_HOST}]` : c.BACKEND_HOST}:${c.BACKEND_PORT}/`;
  const upstreams: Partial<Record<Environment, UpstreamBases>> = {
    local: { api: c.LOCAL_API_BASE_URL ?? `${embedded}api/`, auth: c.LOCAL_AUTH_BASE_URL ?? `${embedded}auth/` },
  };
  const remote: [Environment, string | undefined, string | undefined, string][] = [
    ["dev", c.DEV_API_BASE_URL, c.DEV_AUTH_BASE_URL, "DEV"],
    ["stage", c.STAGE_API_BASE_URL, c.STAGE_AUTH_BASE_URL, "STAGE"],
    ["production", c.PRODUCTION_API_BASE_URL, c.PRODUCTION_AUTH_BASE_URL, "PRODUCTION"],
  ];
  let anyRemote = false;
  for (const [name, api, auth, prefix] of remote) {
    if (!api && !auth) continue;
    anyRemote = true;
    if (!api || !auth) {
      const missing = api ? `${prefix}_AUTH_BASE_URL` : `${prefix}_API_BASE_URL`;
      throw new ConfigError(`Missing required configuration: ${missing} (set both ${prefix}_API_BASE_URL and ${prefix}_AUTH_BASE_URL, or neither).`);
    }
    upstreams[name] = { api, auth };
  }

  const secretsRequired = c.BARK_REQUIRE_SECRETS || anyRemote;
  let sessionPasswords: Record<string, string>;
  let usingLocalSessionPassword = false;
  if (c.SESSION_PASSWORDS) {
    sessionPasswords = parseSessionPasswords(c.SESSION_PASSWORDS);
    // The built-in password is in the code: whoever reads it could open and forge the cookies.
    const published = Object.entries(sessionPasswords).find(([, password]) => password === LOCAL_SESSION_PASSWORD);
    if (secretsRequired && published) {
      throw new ConfigError(
        `SESSION_PASSWORDS: the password with id ${published[0]} is the built-in local-only one, which is published with the code; ` +
          "use at least 32 random characters of your own wherever a dev, stage or production upstream is configured or BARK_REQUIRE_SECRETS=1.",
      );
    }
  } else if (secretsRequired) {
    throw new ConfigError(
      "Missing required configuration: SESSION_PASSWORDS (the session cookie's secret, e.g. \"1:<at least 32 random characters>\"). " +
        "It is required whenever a dev, stage or production upstream is configured or BARK_REQUIRE_SECRETS=1.",
    );
  } else {
    sessionPasswords = { "1": LOCAL_SESSION_PASSWORD };
    usingLocalSessionPassword = true;
  }

  if (c.APP_WORKERS > 1 && !c.REDIS_URL) throw new ConfigError(appWorkersNeedRedis(c.APP_WORKERS));

  return {
    appPort: c.APP_PORT,
    appWorkers: c.APP_WORKERS,
    backendHost: c.BACKEND_HOST,
    backendPort: c.BACKEND_PORT,
    upstreams,
    sessionPasswords,
    usingLocalSessionPassword,
    upstreamTimeoutMs: c.UPSTREAM_TIMEOUT_MS,
    gladlyPrefixes: gladlyPrefixesOf(c),
    businessTimeZone: c.BUSINESS_TIME_ZONE,
    logLevel: c.LOG_LEVEL,
    signinThrottle: { limit: c.SIGNIN_THROTTLE_LIMIT, windowMs: c.SIGNIN_THROTTLE_WINDOW_MINUTES * 60_000 },
    redisUrl: c.REDIS_URL ?? null,
    redisKeyPrefix: c.REDIS_KEY_PREFIX,
    trustedProxyHops: c.TRUSTED_PROXY_HOPS,
    revocationFile: path.resolve(c.BFF_DATA_DIR ?? path.join(process.cwd(), ".data", "bff"), "revoked-sessions.jsonl"),
  };
}

/** The upstream of an environment, or null when that environment is not configured. */
export function upstreamBasesFor(config: BffConfig, environment: Environment): UpstreamBases | null {
  return config.upstreams[environment] ?? null;
}
