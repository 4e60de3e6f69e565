/**
 * `Authorization: Token {token}` on every /api/ call (and /auth/logout, /auth/session), and the
 * role table enforced per route. A token lives for the business day it was issued on
 * (BUSINESS_TIME_ZONE, like the staff app's daily session); after that, on logout, a password
 * reset or a deactivation it answers 401.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { sameBusinessDay } from "../../../lib/business-day";
import { can, type Capability } from "../../../lib/roles";
import { hashSecret } from "../auth/tokens";
import { accountOf, deleteStaffToken, findStaffByTokenHash, type StaffUser } from "../queries/staff";
import type { AppDeps, AppEnv } from "./context";
import { forbidden, unauthorized } from "./errors";

export const TOKEN_DETAIL = {
  invalid: "Invalid token.",
  expired: "Token expired.",
  inactive: "User inactive or deleted.",
} as const;

/** True while `issued` is on today's business day (its bounds known once a day: no date formatted per request). */
export function tokenIsCurrent(issued: Date, now: Date, timeZone: string): boolean {
  return sameBusinessDay(issued, now, timeZone);
}

/** The token of an `Authorization: Token …` header, or null. */
export function tokenOf(c: Context<AppEnv>): string | null {
  const match = /^Token\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  return match ? match[1]! : null;
}

/** The staff user of the request's token; 401 when missing, unknown, expired or the user inactive. */
export async function authenticateToken(c: Context<AppEnv>, deps: AppDeps): Promise<{ user: StaffUser; tokenHash: string }> {
  const token = tokenOf(c);
  if (!token) throw unauthorized();
  const tokenHash = hashSecret(token);
  const found = await findStaffByTokenHash(deps.db, tokenHash);
  if (!found) throw unauthorized(TOKEN_DETAIL.invalid);
  if (!tokenIsCurrent(found.issued, deps.now?.() ?? new Date(), deps.config.BUSINESS_TIME_ZONE)) {
    await deleteStaffToken(deps.db, tokenHash);
    throw unauthorized(TOKEN_DETAIL.expired);
  }
  if (!found.user.isActive) throw unauthorized(TOKEN_DETAIL.inactive);
  return { user: found.user, tokenHash };
}

export const requireStaff = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { user } = await authenticateToken(c, deps);
    c.set("staff", user);
    await next();
  });

/** 403 unless the signed-in staff user's role may use `capability`. */
export const requireCapability = (capability: Capability) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!can(accountOf(c.get("staff")), capability)) throw forbidden();
    await next();
  });
