/**
 * Client-visible texts and timings of the session lifecycle (spec 01 §4 "Daily session", §8, §9).
 * The one place these values live; the session-expired page and lib/client/api.ts use them.
 */

/** Toast shown when the day's session has ended. */
export const DAILY_LOGIN_EXPIRED_MESSAGE = "Daily login expired";

/** The machine code the BFF puts on its 401 answer when the daily session expired. */
export const DAILY_LOGIN_EXPIRED_CODE = "daily_login_expired";

/** Delay between the "Daily login expired" toast and the move to /login (spec 01 §9: 3000 ms). */
export const DAILY_EXPIRY_REDIRECT_MS = 3000;

/** Where a signed-out user signs in. */
export const LOGIN_PATH = "/login";
