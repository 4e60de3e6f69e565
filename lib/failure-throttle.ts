/**
 * Failed-attempt counting on rate-limiter-flexible, shared by the BFF's sign-in throttle
 * (server/bff/store/throttle.ts, on the shared store) and the embedded API's (server/backend/auth/throttle.ts,
 * process memory). Each key may fail `limit` times in a window of `windowMs` that starts at its
 * first reserved attempt (the library's fixed window, even when that attempt is released later).
 * An attempt is reserved before it is checked (`attempt`: one atomic step per key in the store), so
 * attempts sent together cannot all pass a gate that no failure has reached yet; it then stays
 * counted (a failure) unless `release` (no verdict, or a right password awaiting its code) or
 * `reset` (a success) takes it back; while a key is at the limit, `attempt` refuses it.
 * No `server-only`: the embedded API runs outside Next.
 */
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export type ThrottleCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Throttle {
  /** Forgets a key's failures (after a successful sign-in). */
  reset(key: string): Promise<void>;
  /**
   * Reserves one attempt for every key, each atomically in the store: refused (nothing reserved)
   * when any key is at the limit. A reserved attempt counts as a failure until released or reset.
   */
  attempt(keys: readonly string[]): Promise<ThrottleCheck>;
  /** Takes back one reserved attempt of each key (the attempt was no failure). */
  release(keys: readonly string[]): Promise<void>;
}

export interface ThrottleLimits {
  limit: number;
  windowMs: number;
}

/** The library's memory back end for these limits (also the insurance of the Redis one). */
export function memoryLimiter(limits: ThrottleLimits, keyPrefix: string): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix, points: limits.limit, duration: windowSeconds(limits) });
}

export function windowSeconds(limits: ThrottleLimits): number {
  return Math.max(1, Math.ceil(limits.windowMs / 1000));
}

/** A Throttle over one rate limiter (memory or Redis) whose points are the limit and duration the window. */
export function throttleOn(limiter: RateLimiterAbstract): Throttle {
  return {
    async reset(key) {
      await limiter.delete(key);
    },
    async attempt(keys) {
      const results = await Promise.allSettled(keys.map((key) => limiter.consume(key, 1)));
      const refused: RateLimiterRes[] = [];
      for (const r of results) {
        if (r.status === "fulfilled") continue;
        // A store that failed is not a refusal: its error goes on (the Redis store falls back first).
        if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
        refused.push(r.reason);
      }
      if (refused.length === 0) return { allowed: true };
      // Over the limit on one key: the others' reservations are taken back.
      await Promise.all(keys.filter((_, i) => results[i]!.status === "fulfilled").map((key) => limiter.reward(key, 1)));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...refused.map((r) => r.msBeforeNext)) / 1000)) };
    },
    async release(keys) {
      await Promise.all(keys.map((key) => limiter.reward(key, 1)));
    },
  };
}
