/**
 * The sign-in related page paths, in one place, for proxy.ts, the guards and the pages.
 * Login-only pages (lib/roles PUBLIC_ROUTE_PREFIXES) send a signed-in user to "/".
 */
import { pages } from "./pages";
import { SESSION_ENDED_PARAM } from "./contract/session-answers";

export const LOGIN_PATH = pages.login.href();
export const HOME_PATH = pages.home.href();
/** Shown after the daily session ended: the "Daily login expired" toast, then /login 3 s later. */
export const SESSION_EXPIRED_PATH = pages.sessionExpired.href();
/** "You do not have sufficient permissions to view this page"; needs a session, no role. */
export const UNAUTHORIZED_PATH = pages.unauthorized.href();

/**
 * /login?next=<path> (the path is checked again by safeNextPath after sign-in); with `sessionEnded`,
 * `session=ended` too, so the sign-in page says why the user is there (a session the back-office
 * service refused: revoked, signed out elsewhere), not just an empty form.
 */
export function loginPathWithNext(pathWithSearch: string, opts: { sessionEnded?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (pathWithSearch && pathWithSearch !== "/") query.set("next", pathWithSearch);
  if (opts.sessionEnded) query.set("session", SESSION_ENDED_PARAM);
  const text = query.toString();
  return text ? `${LOGIN_PATH}?${text}` : LOGIN_PATH;
}
