/** Reading and resealing the app's session cookie with the password the e2e web server was given. */
import type { BrowserContext, Cookie } from "@playwright/test";
import { sealData, unsealData } from "iron-session";
import { SESSION_COOKIE_NAME, SESSION_TTL_SECONDS } from "../../../lib/contract/session";
import { E2E_SESSION_PASSWORDS } from "./stack";

export const SESSION_COOKIE = SESSION_COOKIE_NAME;

export interface StoredSession {
  token?: string;
  account?: { email: string; is_active: boolean; groups: { name: string }[] };
  entryDay?: string;
}

export async function sessionCookie(context: BrowserContext): Promise<Cookie> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in the browser context`);
  return cookie;
}

export async function readSession(context: BrowserContext): Promise<StoredSession> {
  const cookie = await sessionCookie(context);
  return unsealData<StoredSession>(cookie.value, { password: E2E_SESSION_PASSWORDS, ttl: SESSION_TTL_SECONDS });
}

/** Replaces the session cookie with `session` sealed again (same name, path, flags). */
export async function writeSession(context: BrowserContext, session: StoredSession): Promise<void> {
  const cookie = await sessionCookie(context);
  const value = await sealData(session, { password: E2E_SESSION_PASSWORDS, ttl: SESSION_TTL_SECONDS });
  await context.addCookies([{ ...cookie, value }]);
}

/** The calendar day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
