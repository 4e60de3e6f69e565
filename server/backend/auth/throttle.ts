/**
 * Failed sign-in throttle: after MAX_FAILED_SIGN_INS failures (wrong password, unknown email,
 * wrong or replayed code) for one email within the window, further attempts for that email answer
 * 429 until the window that began with its first failure ends. Each attempt is reserved before it is
 * checked and taken back when it was no failure (lib/failure-throttle.ts `attempt`). On rate-limiter-flexible (the
 * helper the BFF's throttle uses too), in process memory: this API is the local/demo upstream and
 * one process owns its database.
 */
import { memoryLimiter, throttleOn, type Throttle } from "../../../lib/failure-throttle";

export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_MINUTES = 15;

export interface FailureThrottle {
  /**
   * Reserves an attempt for the key before its password or code is checked (atomic: attempts sent
   * together cannot all pass): 0 when reserved, else the minutes until the key may try again. The
   * attempt counts as a failure unless `release` or `succeed` takes it back.
   */
  begin(key: string): Promise<number>;
  /** The attempt was no failure (a right password awaiting its code; no verdict): taken back. */
  release(key: string): Promise<void>;
  /** A success: the key's failures are forgotten. */
  succeed(key: string): Promise<void>;
}

export function createFailureThrottle(max = MAX_FAILED_SIGN_INS, windowMinutes = FAILED_SIGN_IN_WINDOW_MINUTES): FailureThrottle {
  const limits = { limit: max, windowMs: windowMinutes * 60_000 };
  const throttle: Throttle = throttleOn(memoryLimiter(limits, "backend-signin"));
  return {
    async begin(key) {
      const gate = await throttle.attempt([key]);
      return gate.allowed ? 0 : Math.max(1, Math.ceil(gate.retryAfterSeconds / 60));
    },
    release: (key) => throttle.release([key]),
    succeed: (key) => throttle.reset(key),
  };
}
