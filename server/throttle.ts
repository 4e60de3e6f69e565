/**
 * Sign-in throttling (in memory, per server process): failed attempts are counted per email and
 * per client address in a sliding window; when either key has reached the limit, further attempts
 * answer 429 without reaching the upstream. A successful sign-in clears its email's count.
 */
import "server-only";


export interface Throttle {
  /** Whether another attempt is allowed for all the keys; `retryAfterSeconds` when not. */
  check(keys: readonly string[]): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** Records a failed attempt for each key. */
  fail(keys: readonly string[]): void;
  /** Forgets a key's failures (after a successful sign-in). */
  reset(key: string): void;
}

export function createThrottle(opts: { limit: number; windowMs: number; now?: () => number; maxKeys?: number }): Throttle {
  const hits = new Map<string, number[]>();
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 100_000;

  const recent = (key: string, t: number): number[] => {
    const list = (hits.get(key) ?? []).filter((at) => t - at < opts.windowMs);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  };

  return {
    check(keys) {
      const t = now();
      let wait = 0;
      for (const key of keys) {
        const list = recent(key, t);
        if (list.length >= opts.limit) {
          const oldestCounted = list[list.length - opts.limit]!;
          wait = Math.max(wait, Math.ceil((oldestCounted + opts.windowMs - t) / 1000));
        }
      }
      return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
    },
    fail(keys) {
      const t = now();
      if (hits.size > maxKeys) {
        // Bound memory: drop the keys whose window has passed.
        for (const key of [...hits.keys()]) recent(key, t);
      }
      for (const key of keys) {
        const list = recent(key, t);
        list.push(t);
        hits.set(key, list);
      }
    },
    reset(key) {
      hits.delete(key);
    },
  };
}

/** The client address: the right-most X-Forwarded-For entry (added by the nearest proxy / Next itself). */
export function clientAddress(request: Request): string {
  const xff = request.headers.get("x-forwarded-for");
  if (xff) {
    const parts = xff
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length) return parts[parts.length - 1]!;
  }
  return request.headers.get("x-real-ip")?.trim() || "unknown";
}

export function signInThrottleKeys(email: string, request: Request): string[] {
  return [`email:${email.trim().toLowerCase()}`, `addr:${clientAddress(request)}`];
}

const GLOBAL_KEY = Symbol.for("bark.signInThrottle");

/** The process-wide sign-in throttle (on globalThis: route bundles must share one). */
export function getSignInThrottle(opts: { limit: number; windowMs: number }): Throttle {
  const g = globalThis as unknown as Record<symbol, Throttle | undefined>;
  g[GLOBAL_KEY] ??= createThrottle(opts);
  return g[GLOBAL_KEY]!;
}
