/**
 * What the BFF keeps in its one sealed session cookie: the upstream
 * token, the account (email, is_active, groups), the day of sign-in in the business time zone, a
 * random session id (Logout puts it on the revocation list) and the environment it was signed in
 * for (a cookie shown to another environment's host counts as no session).
 * The account is the upstream's `account` (lib/contract/auth.ts) cut down to what guards need, so
 * the cookie stays well under 4 kB.
 */
import { z } from "zod";
import { ENVIRONMENTS } from "../environment";
import { staffAccountSchema } from "./auth";

/**
 * The one session cookie (sealed by iron-session; httpOnly). Tests that reseal it import these.
 * Its name where it is not Secure (local, plain http): `bark_session`.
 */
export const SESSION_COOKIE_NAME = "bark_session";
/**
 * Its name where it is Secure (every environment but local, served over https): with the `__Host-`
 * prefix a browser keeps it only when it is Secure, Path=/ and has no Domain, so a sibling host
 * (another subdomain) can neither plant nor overwrite it. Browsers refuse such a cookie without
 * Secure, so plain-http local keeps the bare name.
 */
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/** The session cookie's name for a cookie that is (or is not) Secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}
/**
 * Lifetime of the seal and the cookie. The entry day ends a session at the business day's end;
 * this only bounds a cookie that is never presented again (a day plus DST and clock slack).
 */
export const SESSION_TTL_SECONDS = 26 * 60 * 60;

export const sessionAccountSchema = staffAccountSchema.pick({ email: true, is_active: true, groups: true });
/** The signed-in staff account as the BFF and the pages see it. */
export type StaffAccount = z.infer<typeof sessionAccountSchema>;

export const sessionDataSchema = z.object({
  token: z.string().min(1).optional(),
  account: sessionAccountSchema.optional(),
  /** YYYY-MM-DD in the business time zone. */
  entryDay: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Random, 128 bits, base64url; the key of the revocation list. */
  sid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22,64}$/)
    .optional(),
  /** The environment the session was signed in for (lib/environment.ts). */
  environment: z.enum(ENVIRONMENTS).optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export { DAILY_LOGIN_EXPIRED, NOT_AUTHENTICATED, PERMISSION_DENIED, SESSION_ENDED } from "./session-answers";

/** Sign-in messages, the spec's texts: the BFF answers them, the login page shows them. */
export const SIGN_IN_MESSAGES = {
  invalidCredentials: "Invalid email and password combination. Remember to use the +bark qualifier in the email address.",
  generic: "Something went wrong. Please try again later!",
  /** Logout: this app refuses the session from now on, but the back-office service did not confirm its own sign-out. */
  logoutUnconfirmed:
    "You are signed out of this app, but the back-office service did not confirm the sign-out. If you are on a shared computer, close the browser.",
} as const;

/** The sign-in throttle's sentence for a wait of `retryAfterSeconds` (rounded up to whole minutes; the window is configurable, and a fixed window often has less left). */
export function signInThrottledText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes === 1 ? "1 minute" : `${minutes} minutes`} and try again.`;
}

export { LOGOUT_UNCONFIRMED_PARAM, SESSION_ENDED_PARAM } from "./session-answers";

/** The answer of POST /api/auth/logout. `upstream_signed_out: false` → tell the user (logoutUnconfirmed). */
export interface LogoutAnswer {
  ok: true;
  upstream_signed_out: boolean;
  detail?: string;
}
