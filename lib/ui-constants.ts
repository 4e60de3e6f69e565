/**
 * Client-side timing of the session lifecycle (spec 01 §4 "Daily session", §9 "Redirect delay
 * 3000 ms"). The toast text and the 401 code come from the BFF's contract (lib/contract/session.ts
 * DAILY_LOGIN_EXPIRED); the paths from lib/auth-paths.ts.
 */

/** Delay between the "Daily login expired" toast and the move to /login. */
export const DAILY_EXPIRY_REDIRECT_MS = 3000;
