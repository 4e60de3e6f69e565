/**
 * Failed sign-in throttle: after MAX_FAILED_SIGN_INS failures (wrong password, unknown email,
 * wrong or replayed code) for one email within the window, further attempts for that email answer
 * 429 until the window that began with its first failure ends. On rate-limiter-flexible (the
 * helper the BFF's throttle uses too), in process memory: this API is the local/demo upstream and
 * one process owns its database.
 */
import { memoryLimiter, throttleOn, type Throttle } from "../../../lib/failure-throttle";

export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_MINUTES = 15;

export interface FailureThrottle {
  /** Minutes until the key may try again, or 0 when it may try now. */
  retryAfterMinutes(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  succeed(key: string): Promise<void>;
}

export function createFailureThrottle(max = MAX_FAILED_SIGN_INS, windowMinutes = FAILED_SIGN_IN_WINDOW_MINUTES): FailureThrottle {
  const limits = { limit: max, windowMs: windowMinutes * 60_000 };
  const throttle: Throttle = throttleOn(memoryLimiter(limits, "backend-signin"), limits);
  return {
    async retryAfterMinutes(key) {
      const gate = await throttle.check([key]);
      return gate.allowed ? 0 : Math.max(1, Math.ceil(gate.retryAfterSeconds / 60));
    },
    fail: (key) => throttle.fail([key]),
    succeed: (key) => throttle.reset(key),
  };
}
