/**
 * The staff session: ONE sealed, httpOnly iron-session cookie (SameSite=Lax, path /; outside `local`
 * Secure and named `__Host-bark_session`, in local `bark_session`: `sessionCookieOf`) holding the upstream token, the account, the entry day, a random session id and the environment it was signed in for. The token never leaves
 * the server in any other form.
 *
 * A session counts as missing ("anonymous") when the cookie is absent or unreadable, lacks the id
 * or environment, belongs to another environment than the request's host, or its id is on the
 * revocation list of the shared store (Logout puts it there until the end of its business day).
 *
 * - Pages and layouts: `readSessionState()` (Next's `cookies()`).
 * - Route handlers and proxy.ts: the request-based variants, which take a `Request` and write
 *   Set-Cookie headers into a sink, so they run (and are tested) without Next's request context.
 * Both open the seal through one cache (`openSeal`); a seal that does not open (forged, truncated,
 * sealed with a retired password, expired) is no session, never an error.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { getIronSession, unsealData, type IronSession, type SessionOptions } from "iron-session";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { businessDay, secondsLeftInBusinessDay } from "../../../lib/business-day";
import { SESSION_COOKIE_NAME, SESSION_TTL_SECONDS, sessionAccountSchema, sessionCookieName, sessionDataSchema, type SessionData, type StaffAccount } from "../../../lib/contract/session";
import { environmentFromHost, type Environment } from "../../../lib/environment";
import { getConfig, type BffConfig } from "../config/config";
import { getSharedStore, type SharedStore } from "../store/store";

export type { SessionData, StaffAccount };

export { SESSION_COOKIE_NAME, SESSION_TTL_SECONDS };

export interface SessionDeps {
  config: BffConfig;
  now?: () => Date;
  /** The shared store holding the revocation list; default: the configuration's (server/bff/store/store.ts). */
  store?: SharedStore;
}

export type SessionState =
  | { status: "anonymous" }
  | { status: "expired" }
  | { status: "active"; account: StaffAccount; token: string; sessionId: string; environment: Environment };

/**
 * The session cookie of an environment's host, in one place: Secure everywhere but `local` (plain
 * http; a host of no environment is refused anyway), and then named with the `__Host-` prefix
 * (lib/contract/session.ts `sessionCookieName`: Secure, Path=/, no Domain, so a sibling host can
 * neither plant nor overwrite it). Readers look for the name of the request's environment only.
 */
export function sessionCookieOf(environment: Environment | null): { name: string; secure: boolean } {
  const secure = environment !== null && environment !== "local";
  return { name: sessionCookieName(secure), secure };
}

export function sessionOptions(environment: Environment | null, config: BffConfig = getConfig()): SessionOptions {
  const cookie = sessionCookieOf(environment);
  return {
    cookieName: cookie.name,
    password: config.sessionPasswords,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
      secure: cookie.secure,
      path: "/",
    },
  };
}

/**
 * Classifies stored session data for a request of `environment` against today's business day.
 * Pure. A session of another environment (or of none) is no session.
 */
export function sessionStateOf(data: unknown, now: Date, timeZone: string, environment: Environment | null): SessionState {
  return stateOfSessionData(sessionDataOf(data), now, timeZone, environment);
}

/** Stored data checked by the session schema; null when it does not match. */
function sessionDataOf(data: unknown): SessionData | null {
  const parsed = sessionDataSchema.safeParse(data ?? {});
  return parsed.success ? parsed.data : null;
}

/** sessionStateOf for data the schema already checked (the opened-seal cache holds it so). */
function stateOfSessionData(data: SessionData | null, now: Date, timeZone: string, environment: Environment | null): SessionState {
  if (!data) return { status: "anonymous" };
  const { token, account, entryDay, sid, environment: signedInFor } = data;
  if (!token || !account || !entryDay || !sid || !signedInFor) return { status: "anonymous" };
  if (environment === null || signedInFor !== environment) return { status: "anonymous" };
  if (entryDay !== businessDay(now, timeZone)) return { status: "expired" };
  return { status: "active", account, token, sessionId: sid, environment: signedInFor };
}

/** A new random session id (128 bits, base64url). */
export function newSessionId(): string {
  return randomBytes(16).toString("base64url");
}

const revokedKey = (sessionId: string) => `revoked:${sessionId}`;
/** Clock slack added to a revocation's lifetime (replicas' clocks differ a little). */
const REVOCATION_SLACK_SECONDS = 300;

function storeOf(deps: SessionDeps): SharedStore {
  return deps.store ?? getSharedStore(deps.config);
}

/** Puts a session id on the revocation list until the end of the current business day. */
export async function revokeSession(sessionId: string, deps: SessionDeps): Promise<void> {
  const ttl = secondsLeftInBusinessDay(deps.now?.() ?? new Date(), deps.config.businessTimeZone) + REVOCATION_SLACK_SECONDS;
  await storeOf(deps).put(revokedKey(sessionId), "1", ttl);
}

/** True when the session id is on the revocation list: one store lookup. */
export async function isSessionRevoked(sessionId: string, deps: SessionDeps): Promise<boolean> {
  return (await storeOf(deps).get(revokedKey(sessionId))) !== null;
}

/**
 * The state of checked session data for a request: stateOfSessionData, then the revocation list
 * for an active one (one lookup, every request: a logout on any replica counts at once).
 */
async function liveStateOf(data: SessionData | null, environment: Environment | null, deps: SessionDeps): Promise<SessionState> {
  const state = stateOfSessionData(data, deps.now?.() ?? new Date(), deps.config.businessTimeZone, environment);
  if (state.status === "active" && (await isSessionRevoked(state.sessionId, deps))) return { status: "anonymous" };
  return state;
}

/** A Set-Cookie sink for iron-session: it appends to `headers`. */
export interface CookieSink {
  headers: Headers;
}

export function newCookieSink(): CookieSink {
  return { headers: new Headers() };
}

/** Copies the Set-Cookie headers a sink collected onto a response's headers. */
export function applyCookies(sink: CookieSink, target: Headers): void {
  for (const value of sink.headers.getSetCookie()) target.append("set-cookie", value);
}

/** The environment of a request, from its Host. */
export function environmentOf(request: Request): Environment | null {
  return environmentFromHost(request.headers.get("host") ?? new URL(request.url).host);
}

/** No cookies: what a session writer reads, so it never opens the browser's seal (readers use openSeal). */
const NO_COOKIES = { headers: new Headers() } as unknown as Request;

/**
 * An empty iron-session for a request, to write with: `save()` seals a whole new session,
 * `destroy()` clears the cookie; both append Set-Cookie to `sink.headers`. It does not read the
 * request's cookie (a sign-in starts a new session; a clearing works whatever the cookie holds).
 */
function sessionWriter(request: Request, sink: CookieSink, deps: SessionDeps): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(NO_COOKIES, sink as unknown as Response, sessionOptions(environmentOf(request), deps.config));
}

/** The raw sealed value of the session cookie `name` (default: local's) in a Cookie header, or null. */
export function sealFromCookieHeader(cookieHeader: string | null, name: string = SESSION_COOKIE_NAME): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const i = part.indexOf("=");
    if (i < 0 || part.slice(0, i).trim() !== name) continue;
    const raw = part.slice(i + 1).trim();
    try {
      return raw.includes("%") ? decodeURIComponent(raw) : raw;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Opened seals, kept briefly so the crypto and the schema check run once per cookie rather than
 * once per request (the proxy and then the page render both read it; a page's calls through the
 * proxy repeat it). Keyed by the seal and the password set; entries live a minute. What is kept
 * is the data as sealed, checked by the session schema (null: a seal that does not open, or data
 * that does not match: anonymous). The day, the environment and the revocation list are still
 * checked on every request (liveStateOf).
 */
const OPENED_TTL_MS = 60_000;
const OPENED_MAX = 2_000;
const opened = new Map<string, { data: SessionData | null; at: number; passwords: Record<string, string> }>();

async function openSeal(seal: string, config: BffConfig): Promise<SessionData | null> {
  const hit = opened.get(seal);
  const t = Date.now();
  if (hit && hit.passwords === config.sessionPasswords && t - hit.at < OPENED_TTL_MS) return hit.data;
  let raw: unknown;
  try {
    raw = await unsealData<SessionData>(seal, { password: config.sessionPasswords, ttl: SESSION_TTL_SECONDS });
  } catch {
    // iron-session throws for some malformed seals ("Wrong mac prefix", "Invalid expiration", …).
    raw = {};
  }
  const data = sessionDataOf(raw);
  if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!);
  opened.set(seal, { data, at: t, passwords: config.sessionPasswords });
  return data;
}

/**
 * The session state of a request. When the day is over, the session is destroyed: the clearing
 * Set-Cookie goes to `sink` when one is given.
 */
export async function readRequestSessionState(
  request: Request,
  deps: SessionDeps = { config: getConfig() },
  sink?: CookieSink,
): Promise<SessionState> {
  const environment = environmentOf(request);
  const seal = sealFromCookieHeader(request.headers.get("cookie"), sessionCookieOf(environment).name);
  if (!seal) return { status: "anonymous" };
  const state = await liveStateOf(await openSeal(seal, deps.config), environment, deps);
  // A day-over, revoked or foreign session is dropped from the browser too.
  if (state.status !== "active") await destroyRequestSession(request, sink ?? newCookieSink(), deps);
  return state;
}

/** Stores a fresh sign-in: token, account, today's business day, a new session id and the environment. */
export async function saveSignIn(
  request: Request,
  sink: CookieSink,
  signIn: { token: string; account: StaffAccount },
  deps: SessionDeps = { config: getConfig() },
): Promise<void> {
  const session = await sessionWriter(request, sink, deps);
  session.token = signIn.token;
  session.account = sessionAccountSchema.parse(signIn.account);
  session.entryDay = businessDay(deps.now?.() ?? new Date(), deps.config.businessTimeZone);
  session.sid = newSessionId();
  const environment = environmentOf(request);
  if (environment) session.environment = environment;
  await session.save();
}

/** Destroys the request's session (a clearing Set-Cookie goes to the sink). */
export async function destroyRequestSession(request: Request, sink: CookieSink, deps: SessionDeps = { config: getConfig() }): Promise<void> {
  const session = await sessionWriter(request, sink, deps);
  session.destroy();
}

/**
 * The session state for pages and layouts. Server components cannot change cookies, so an
 * expired session is only reported here; proxy.ts and the route handlers clear it.
 */
export const readSessionState = cache(async (): Promise<SessionState> => {
  // cache(): the layout, the page and each upstream() of one render share one read (one
  // revocation lookup); openSeal's cache spares the crypto proxy.ts already ran for this cookie.
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const environment = environmentFromHost(headerList.get("host"));
  const seal = cookieStore.get(sessionCookieOf(environment).name)?.value;
  if (!seal) return { status: "anonymous" };
  const config = getConfig();
  return liveStateOf(await openSeal(seal, config), environment, { config });
});
