/**
 * The sign-in related page paths, in one place, for proxy.ts, the guards and the pages.
 * Login-only pages (lib/roles PUBLIC_ROUTE_PREFIXES) send a signed-in user to "/".
 */
import { pages } from "./pages";

export const LOGIN_PATH = pages.login.href();
export const HOME_PATH = pages.home.href();
/** Shown after the daily session ended: the "Daily login expired" toast, then /login 3 s later. */
export const SESSION_EXPIRED_PATH = pages.sessionExpired.href();
/** "You do not have sufficient permissions to view this page"; needs a session, no role. */
export const UNAUTHORIZED_PATH = pages.unauthorized.href();

/** /login?next=<path> (the path is checked again by safeNextPath after sign-in). */
export function loginPathWithNext(pathWithSearch: string): string {
  if (!pathWithSearch || pathWithSearch === "/") return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(pathWithSearch)}`;
}
