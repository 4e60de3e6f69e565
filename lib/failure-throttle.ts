/**
 * Failed-attempt counting on rate-limiter-flexible, shared by the BFF's sign-in throttle
 * (server/bff/store/throttle.ts, on the shared store) and the embedded API's (server/backend/auth/throttle.ts,
 * process memory). Each key may fail `limit` times in a window of `windowMs` that starts at its
 * first failure (the library's fixed window); while a key is at the limit, `check` refuses it.
 * No `server-only`: the embedded API runs outside Next.
 */
import { RateLimiterMemory, type RateLimiterAbstract, type RateLimiterRes } from "rate-limiter-flexible";

export type ThrottleCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Throttle {
  /** Whether another attempt is allowed for every key; `retryAfterSeconds` when not. */
  check(keys: readonly string[]): Promise<ThrottleCheck>;
  /** Records a failed attempt for each key. */
  fail(keys: readonly string[]): Promise<void>;
  /** Forgets a key's failures (after a successful sign-in). */
  reset(key: string): Promise<void>;
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

/** A Throttle over one rate limiter (memory or Redis); points = the limit, duration = the window. */
export function throttleOn(limiter: RateLimiterAbstract, limits: ThrottleLimits): Throttle {
  return {
    async check(keys) {
      const states = await Promise.all(keys.map((key) => limiter.get(key) as Promise<RateLimiterRes | null>));
      let waitMs = 0;
      for (const state of states) {
        if (state && state.consumedPoints >= limits.limit && state.msBeforeNext > 0) waitMs = Math.max(waitMs, state.msBeforeNext);
      }
      return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
    },
    async fail(keys) {
      // penalty() counts without refusing: the refusal is check()'s.
      await Promise.all(keys.map((key) => limiter.penalty(key, 1)));
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
