/**
 * Failed sign-in throttle: after MAX_FAILED_SIGN_INS failures (wrong password, unknown email,
 * wrong or replayed code) for one email within the window, further attempts for that email answer
 * 429 until the oldest failure leaves the window. In memory, per API process (this API is the
 * local/demo upstream; one process owns its database).
 */
export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_MINUTES = 15;
/** Bound on remembered emails, so a flood of made-up emails cannot grow memory without limit. */
const MAX_TRACKED_KEYS = 10_000;

export interface FailureThrottle {
  /** Minutes until the key may try again, or 0 when it may try now. */
  retryAfterMinutes(key: string): number;
  fail(key: string): void;
  succeed(key: string): void;
}

export function createFailureThrottle(now: () => Date, max = MAX_FAILED_SIGN_INS, windowMinutes = FAILED_SIGN_IN_WINDOW_MINUTES): FailureThrottle {
  const windowMs = windowMinutes * 60_000;
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const t = now().getTime();
    const list = (failures.get(key) ?? []).filter((at) => at > t - windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    retryAfterMinutes(key) {
      const list = recent(key);
      if (list.length < max) return 0;
      const freeAt = list[list.length - max]! + windowMs;
      return Math.max(1, Math.ceil((freeAt - now().getTime()) / 60_000));
    },
    fail(key) {
      const list = recent(key);
      list.push(now().getTime());
      failures.delete(key);
      failures.set(key, list);
      if (failures.size > MAX_TRACKED_KEYS) failures.delete(failures.keys().next().value!);
    },
    succeed(key) {
      failures.delete(key);
    },
  };
}
