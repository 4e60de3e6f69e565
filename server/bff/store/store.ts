/**
 * The one store the replicas of the staff app share: the sign-in throttle's counts and the list
 * of logged-out sessions. Redis (ioredis) when REDIS_URL is set, process memory otherwise (one
 * replica, the default of `npm start`). Nothing else a replica holds needs sharing: the session is
 * a sealed cookie, the rest lives upstream (README "Running several replicas").
 *
 * The Redis client connects when the store is first requested (getSharedStore), never at import.
 * Every key gets REDIS_KEY_PREFIX. A Redis failure never fails a request: the throttle falls back
 * to process memory (the library's insurance limiter) and a revocation lookup answers from this
 * replica's own copy (the upstream token of a logged-out session is deleted anyway). Commands are
 * not queued while Redis is away (`enableOfflineQueue: false`): they fail at once, so a request
 * never waits on a Redis that is down; only the very first commands wait for the first connection
 * attempt (at most the command timeout).
 */
import "server-only";
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import { RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { BffConfig } from "../config/config-core";
import { getLogger, type Logger } from "../logger";
import { memoryLimiter, throttleOn, windowSeconds, type Throttle, type ThrottleLimits } from "../../../lib/failure-throttle";

export interface SharedStore {
  readonly kind: "redis" | "memory";
  /** Stores `value` under `key` for `ttlSeconds`. */
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** The value under `key`, or null (none, expired, or the store did not answer). */
  get(key: string): Promise<string | null>;
  /** A failed-attempt throttle whose counts live in this store, under `name`. */
  throttle(name: string, limits: ThrottleLimits): Throttle;
  /** Closes the connection (tests, shutdown). */
  close(): Promise<void>;
}

/**
 * Process memory: a map of values with their expiry, pruned as it grows. With a `file`, every
 * value is also appended to it (one JSON line, mode 0600) and the unexpired ones are read back
 * when the store is made: a restart forgets nothing (the revoked sessions of a replica without
 * Redis). The file is rewritten with only the live lines at each start.
 */
class MemoryValues {
  private readonly values = new Map<string, { value: string; expiresAt: number }>();
  constructor(
    private readonly maxKeys = 100_000,
    private readonly file: string | null = null,
    /** A file that cannot be read or written: the values still count in memory; this says so. */
    private readonly onFileError: (err: unknown) => void = () => undefined,
  ) {
    if (file) this.load(file);
  }

  private load(file: string): void {
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      // none yet
    }
    const t = Date.now();
    for (const line of text.split("\n")) {
      try {
        const entry = JSON.parse(line) as { k?: unknown; v?: unknown; e?: unknown };
        if (typeof entry.k === "string" && typeof entry.v === "string" && typeof entry.e === "number" && entry.e > t) {
          this.values.set(entry.k, { value: entry.v, expiresAt: entry.e });
        }
      } catch {
        // a torn last line (a crash mid-write): skipped
      }
    }
    try {
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      const live = [...this.values].map(([k, { value, expiresAt }]) => JSON.stringify({ k, v: value, e: expiresAt }) + "\n");
      writeFileSync(file, live.join(""), { mode: 0o600 });
    } catch (err) {
      this.onFileError(err);
    }
  }

  put(key: string, value: string, ttlSeconds: number): void {
    const t = Date.now();
    // Written before it counts: a put that returned is on disk.
    if (this.file) {
      try {
        appendFileSync(this.file, JSON.stringify({ k: key, v: value, e: t + ttlSeconds * 1000 }) + "\n", { mode: 0o600 });
      } catch (err) {
        this.onFileError(err);
      }
    }
    if (this.values.size >= this.maxKeys) {
      for (const [k, v] of this.values) if (v.expiresAt <= t) this.values.delete(k);
      // Still full: forget the oldest entry (insertion order).
      if (this.values.size >= this.maxKeys) this.values.delete(this.values.keys().next().value!);
    }
    this.values.delete(key);
    this.values.set(key, { value, expiresAt: t + ttlSeconds * 1000 });
  }

  get(key: string): string | null {
    const hit = this.values.get(key);
    if (!hit) return null;
    if (hit.expiresAt <= Date.now()) {
      this.values.delete(key);
      return null;
    }
    return hit.value;
  }
}

/** One limiter per name and limits, made on first use: every caller of a store shares its counts. */
function limiterCache(make: (name: string, limits: ThrottleLimits) => RateLimiterAbstract) {
  const limiters = new Map<string, RateLimiterAbstract>();
  return (name: string, limits: ThrottleLimits): RateLimiterAbstract => {
    const id = `${name}|${limits.limit}|${limits.windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = make(name, limits);
      limiters.set(id, limiter);
    }
    return limiter;
  };
}

/** `file`: where the values are kept across restarts (none: process memory only, e.g. tests). */
export function createMemoryStore(opts: { file?: string | null; logger?: Logger } = {}): SharedStore {
  const values = new MemoryValues(100_000, opts.file ?? null, (err) =>
    opts.logger?.error({ err: err instanceof Error ? err.message : String(err), file: opts.file }, "shared store file unavailable: logouts are kept in memory only"),
  );
  const limiter = limiterCache((name, limits) => memoryLimiter(limits, name));
  return {
    kind: "memory",
    put: async (key, value, ttlSeconds) => values.put(key, value, ttlSeconds),
    get: async (key) => values.get(key),
    throttle: (name, limits) => throttleOn(limiter(name, limits)),
    close: async () => undefined,
  };
}

export interface RedisStoreOptions {
  url: string;
  keyPrefix: string;
  logger?: Logger;
  /** Bound on one command (ms); a slower Redis counts as not answering. */
  commandTimeoutMs?: number;
}

export function createRedisStore(opts: RedisStoreOptions): SharedStore {
  const commandTimeout = opts.commandTimeoutMs ?? 1_000;
  const client = new Redis(opts.url, {
    lazyConnect: true,
    keyPrefix: opts.keyPrefix,
    connectTimeout: 2_000,
    commandTimeout,
    // Redis away: a command fails at once (and the store answers without it) instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastErrorLogged = 0;
  const logError = (err: unknown, op: string) => {
    // One line per 10 s at most while Redis is away.
    if (Date.now() - lastErrorLogged < 10_000) return;
    lastErrorLogged = Date.now();
    opts.logger?.error({ err: err instanceof Error ? err.message : String(err), op }, "shared store (Redis) unavailable");
  };
  client.on("error", (err) => logError(err, "connection"));
  // Connect now, so the first request finds the connection up. Until this first attempt settles
  // (bounded by the command timeout), commands wait for it; afterwards they never wait.
  let firstConnect: Promise<void> | null = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, commandTimeout);
    timer.unref?.();
    client.connect().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (err: unknown) => {
        clearTimeout(timer);
        logError(err, "connect");
        resolve();
      },
    );
  }).then(() => {
    firstConnect = null;
  });
  const connected = async () => {
    if (firstConnect) await firstConnect;
  };
  // This replica's own copy: answers when Redis does not.
  const local = new MemoryValues();
  const limiter = limiterCache(
    (name, limits) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: name,
        points: limits.limit,
        duration: windowSeconds(limits),
        // Redis away: count in this process meanwhile.
        insuranceLimiter: memoryLimiter(limits, name),
      }),
  );

  return {
    kind: "redis",
    async put(key, value, ttlSeconds) {
      local.put(key, value, ttlSeconds);
      try {
        await connected();
        await client.set(key, value, "EX", Math.max(1, Math.ceil(ttlSeconds)));
      } catch (err) {
        logError(err, "put");
      }
    },
    async get(key) {
      const mine = local.get(key);
      if (mine !== null) return mine;
      try {
        await connected();
        return await client.get(key);
      } catch (err) {
        logError(err, "get");
        return null;
      }
    },
    throttle(name, limits) {
      const throttle = throttleOn(limiter(name, limits));
      return {
        reset: (key) => connected().then(() => throttle.reset(key)),
        attempt: (keys) => connected().then(() => throttle.attempt(keys)),
        release: (keys) => connected().then(() => throttle.release(keys)),
      };
    },
    async close() {
      if (client.status === "wait" || client.status === "end" || client.status === "reconnecting") {
        client.disconnect();
        return;
      }
      await client.quit().catch(() => client.disconnect());
    },
  };
}

const GLOBAL_KEY = Symbol.for("bark.sharedStore");

/**
 * The process-wide store for a configuration (on globalThis: proxy.ts and the route bundles must
 * share one). Creating it opens nothing; Redis connects at the first command.
 */
export function getSharedStore(config: BffConfig, logger?: Logger): SharedStore {
  const g = globalThis as unknown as Record<symbol, { id: string; store: SharedStore } | undefined>;
  const id = config.redisUrl ? `${config.redisUrl}|${config.redisKeyPrefix}` : `memory|${config.revocationFile}`;
  const held = g[GLOBAL_KEY];
  if (held && held.id === id) return held.store;
  const store = config.redisUrl ? createRedisStore({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, logger: logger ?? getLogger() }) : createMemoryStore({ file: config.revocationFile, logger: logger ?? getLogger() });
  g[GLOBAL_KEY] = { id, store };
  return store;
}
