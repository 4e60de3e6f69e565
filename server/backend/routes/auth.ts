/**
 * Staff authentication, mounted at /auth:
 * POST login, POST totp/, POST password_reset_request, POST reset_password, and with
 * `Authorization: Token …`: POST logout (the token is deleted) and GET session (is the token still
 * good? the staff app asks on each page render). Every route is registered from its descriptor of
 * lib/contract/auth.ts (`authEndpoints`): method, path, body schema, answer type, token check.
 */
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { authEndpoints } from "../../../lib/contract/auth";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import { hashSecret, newSecret } from "../auth/tokens";
import { createFailureThrottle } from "../auth/throttle";
import { newTotpSecret, totpConfigUrl, verifyTotp } from "../auth/totp";
import type { Db, Tx } from "../db/client";
import { tokenOf } from "../http/auth";
import type { AppDeps, AppEnv } from "../http/context";
import { badRequest, tooMany, unauthorized } from "../http/errors";
import { register } from "../http/register";
import {
  acceptTotpStep,
  consumePasswordResetToken,
  deleteStaffTokens,
  findPasswordResetToken,
  findStaffUserByEmail,
  findStaffUserById,
  insertOutboxMessage,
  insertPasswordResetToken,
  insertStaffToken,
  retirePasswordResetTokens,
  setPendingTotpSecret,
  setStaffPassword,
  type StaffUserRow,
} from "../queries/auth";
import { accountOf, deleteStaffToken } from "../queries/staff";
import { lockStaffUsers } from "../queries/staff-users";
import { recordAudit, type AuditActor } from "../queries/audit";

/** How long a password-reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const AUTH_DETAIL = {
  /** Unknown email, wrong password and inactive user all answer this (no account enumeration). */
  invalidCredentials: "Unable to log in with provided credentials.",
  invalidCode: "Invalid authenticator code.",
  codeAlreadyUsed: "This authenticator code has already been used. Wait for the next code.",
  mfaNotConfigured: "Authenticator sign-in is not set up for this user.",
  resetRequested: "If an account exists for this email, a password reset link has been sent.",
  invalidResetLink: "This password reset link is invalid, expired or already used.",
  passwordReset: "Your password has been reset.",
  loggedOut: "Signed out.",
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

/** The password-reset address the staff app serves. */
export const resetLink = (appBaseUrl: string, tokenId: string, tokenKey: string) =>
  `${appBaseUrl.replace(/\/+$/, "")}/reset-password/${encodeURIComponent(tokenId)}/${encodeURIComponent(tokenKey)}`;

/**
 * Writes a password-reset link for the user of `email` to the outbox (the reset page's request,
 * and the Manage Users email icon). Only active users get one; unknown emails get nothing, silently.
 * `audit`: the staff member who sent it for someone else (Manage Users): a "Staff password reset
 * link sent" entry in the staff audit log, in the link's transaction (the sign-in page's own request
 * has no signed-in sender and writes none). Answers whether a link was written: false for an
 * unknown or inactive user, also one deactivated while the link was on its way (checked under the
 * user's row lock, taken after its links as a deactivation takes them: a deactivation that commits
 * first is seen, one that comes after retires the link).
 */
export async function sendPasswordResetLink(deps: AppDeps, email: string, audit?: AuditActor): Promise<boolean> {
  const { db } = deps;
  const user = await findStaffUserByEmail(db, email);
  if (!user?.isActive) return false;
  const tokenId = newSecret(12);
  const tokenKey = newSecret(32);
  const at = deps.now?.() ?? new Date();
  const link = resetLink(deps.config.APP_BASE_URL, tokenId, tokenKey);
  const outboxId = await db.transaction(async (tx) => {
    // Only the newest link works.
    await retirePasswordResetTokens(tx, { staffUserId: user.id, now: at });
    // Still active, read under the user's row lock (after its links: PUT bark_user's order, so no deadlock).
    const [locked] = await lockStaffUsers(tx, [user.id]);
    if (!locked?.isActive) return null;
    await insertPasswordResetToken(tx, {
      id: tokenId,
      keyHash: hashSecret(tokenKey),
      staffUserId: user.id,
      expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      now: at,
    });
    if (audit) await recordAudit(tx, audit, { action: "staff_password_reset_link", objectType: "staff_user", objectId: user.email });
    return insertOutboxMessage(tx, {
      toEmail: user.email,
      subject: "Reset your BARK Back Office password",
      body:
        `Hello ${user.firstName},\n\nUse this link to set a new password for ${user.email}:\n${link}\n\n` +
        `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. ` +
        `If you did not ask for it, ignore this message.\n`,
      link,
      now: at,
    });
  });
  if (outboxId === null) return false;
  // The link carries the key: it is never logged, at any level (a developer reads it from the
  // outbox: /dev/outbox/{id}/link).
  deps.logger.info({ outbox_id: outboxId, to_email: user.email }, "password reset link written to the outbox");
  return true;
}

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();
  const db: Db = deps.db;
  // Computed once up front so the first unknown-email sign-in takes no longer than the others.
  void dummyPasswordHash();
  const throttle = createFailureThrottle();

  /** Reserves the attempt (it counts as a failure unless released); 429 while the email is locked out by failed attempts (auth/throttle.ts). */
  async function beginAttempt(email: string) {
    const minutes = await throttle.begin(email);
    if (minutes > 0) throw tooMany(AUTH_DETAIL.tooManyAttempts(minutes));
  }

  /** The user when the email and password are right and the user is active; otherwise the one 401. */
  async function authenticate(email: string, password: string): Promise<StaffUserRow> {
    const user = await findStaffUserByEmail(db, email);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    // A failure: the attempt beginAttempt reserved stays counted.
    if (!user || !ok || !user.isActive) throw unauthorized(AUTH_DETAIL.invalidCredentials);
    return user;
  }

  async function issueToken(user: StaffUserRow, conn: Db | Tx = db): Promise<string> {
    const token = newSecret();
    await insertStaffToken(conn, { staffUserId: user.id, tokenHash: hashSecret(token), now: now() });
    return token;
  }

  register(app, authEndpoints.login, async ({ body }) => {
    await beginAttempt(body.email);
    const user = await authenticate(body.email, body.password);
    // A right password is no failure, whatever step comes next.
    if (user.totpSetupRequired || user.totpEnabled) await throttle.release(body.email);
    if (user.totpSetupRequired) {
      const secret = newTotpSecret();
      await setPendingTotpSecret(db, { staffUserId: user.id, secret });
      deps.logger.info({ staff_email: user.email }, "authenticator setup started");
      return {
        mfa_required: false,
        setup_required: true,
        config_url: totpConfigUrl(user.email, secret),
        token: null,
        account: null,
      };
    }
    if (user.totpEnabled) {
      return { mfa_required: true, setup_required: false, config_url: null, token: null, account: null };
    }
    // A right password: whatever fails from here on is no failed attempt.
    const token = await issueToken(user).catch(async (error: unknown) => {
      await throttle.release(body.email);
      throw error;
    });
    await throttle.succeed(body.email);
    return {
      mfa_required: false,
      setup_required: false,
      config_url: null,
      token,
      account: accountOf(user),
    };
  });

  register(app, authEndpoints.totp, async ({ body }) => {
    await beginAttempt(body.email);
    const user = await authenticate(body.email, body.password);
    const completeSetup = user.totpSetupRequired;
    if (!user.totpSecret || !(user.totpEnabled || user.totpSetupRequired)) {
      await throttle.release(body.email);
      throw badRequest(AUTH_DETAIL.mfaNotConfigured);
    }
    const step = await verifyTotp(user.totpSecret, body.token, now());
    // A wrong or replayed code: the reserved attempt stays counted.
    if (step === null) throw badRequest(AUTH_DETAIL.invalidCode);
    const secret = user.totpSecret;
    // Accepting the step (and completing a setup) and issuing the token: one transaction.
    // A right code: a database error from here on is no failed attempt.
    const token = await db
      .transaction(async (tx) => {
        const accepted = await acceptTotpStep(tx, { staffUserId: user.id, step, secret, completeSetup });
        return accepted ? issueToken(user, tx) : null;
      })
      .catch(async (error: unknown) => {
        await throttle.release(body.email);
        throw error;
      });
    if (!token) throw badRequest(AUTH_DETAIL.codeAlreadyUsed);
    await throttle.succeed(body.email);
    if (completeSetup) deps.logger.info({ staff_email: user.email }, "authenticator setup completed");
    // Accepting a code changes none of the fields of `account`.
    return { token, account: accountOf(user) };
  });

  /** Ends the token's session: the token is deleted and answers 401 from then on. */
  register(
    app,
    authEndpoints.logout,
    async (_input, c) => {
      // The token was authenticated by register (its descriptor requires one).
      await deleteStaffToken(db, hashSecret(tokenOf(c)!));
      return { detail: AUTH_DETAIL.loggedOut };
    },
    deps,
  );

  /** 200 with the account while the token is good; 401 once logged out, expired, reset or deactivated. */
  register(app, authEndpoints.session, async (_input, c) => ({ account: accountOf(c.get("staff")) }), deps);

  register(app, authEndpoints.passwordResetRequest, async ({ body: { email } }) => {
    await sendPasswordResetLink(deps, email);
    return { detail: AUTH_DETAIL.resetRequested };
  });

  register(app, authEndpoints.resetPassword, async ({ body }) => {
    const at = now();
    const record = await findPasswordResetToken(db, body.reset_token_id);
    const given = Buffer.from(hashSecret(body.reset_token_key), "hex");
    const stored = Buffer.from(record?.keyHash ?? "00".repeat(32), "hex");
    const keyMatches = given.length === stored.length && timingSafeEqual(given, stored);
    if (!record || !keyMatches || record.usedAt || record.expiresAt.getTime() <= at.getTime()) {
      throw badRequest(AUTH_DETAIL.invalidResetLink);
    }
    const passwordHash = await hashPassword(body.password);
    const email = await db.transaction(async (tx) => {
      if (!(await consumePasswordResetToken(tx, { id: record.id, now: at }))) throw badRequest(AUTH_DETAIL.invalidResetLink);
      const user = await findStaffUserById(tx, record.staffUserId);
      if (!user || !user.isActive) throw badRequest(AUTH_DETAIL.invalidResetLink);
      await setStaffPassword(tx, { staffUserId: user.id, passwordHash, now: at });
      // A new password signs the user out everywhere and retires every other reset link.
      await deleteStaffTokens(tx, { staffUserId: user.id });
      await retirePasswordResetTokens(tx, { staffUserId: user.id, now: at });
      return user.email;
    });
    deps.logger.info({ staff_email: email }, "password reset completed");
    return { detail: AUTH_DETAIL.passwordReset, email };
  });

  return app;
}
