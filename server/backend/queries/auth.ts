/**
 * Staff authentication queries: tokens, authenticator state, password-reset tokens and the outbox.
 * Plain `(db, params)` functions; every "check and change" is one conditional UPDATE so two
 * concurrent requests cannot both succeed (a replayed code, a reused reset link).
 */
import { and, desc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { outbox, passwordResetTokens, staffTokens, staffUsers } from "../db/schema";

type Conn = Db | Tx;
export type StaffUserRow = typeof staffUsers.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

export async function findStaffUserByEmail(db: Conn, email: string): Promise<StaffUserRow | undefined> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.email, email.toLowerCase())).limit(1);
  return rows[0];
}

export async function findStaffUserById(db: Conn, id: number): Promise<StaffUserRow | undefined> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return rows[0];
}

/** Stores a new API token (its hash only). */
export async function insertStaffToken(db: Conn, params: { staffUserId: number; tokenHash: string; now: Date }): Promise<void> {
  await db.insert(staffTokens).values({ staffUserId: params.staffUserId, tokenHash: params.tokenHash, created: params.now });
}

/** Signs the user out everywhere. */
export async function deleteStaffTokens(db: Conn, params: { staffUserId: number }): Promise<number> {
  const rows = await db.delete(staffTokens).where(eq(staffTokens.staffUserId, params.staffUserId)).returning({ id: staffTokens.id });
  return rows.length;
}

/**
 * A new, not yet verified authenticator secret for a user whose setup is required. Authenticator
 * state is the sign-in's, not an edit of the user: Manage Users' "Last Updated" (last_updated) and
 * the user's version stay as they are (acceptTotpStep too).
 */
export async function setPendingTotpSecret(db: Conn, params: { staffUserId: number; secret: string }): Promise<void> {
  await db
    .update(staffUsers)
    .set({ totpSecret: params.secret, totpLastStep: null })
    .where(and(eq(staffUsers.id, params.staffUserId), eq(staffUsers.totpSetupRequired, true)));
}

/**
 * Records `step` as the last accepted authenticator step, only when it is later than the stored one
 * (false: the code was already used, or an older one). Completes a pending setup when asked.
 */
export async function acceptTotpStep(
  db: Conn,
  params: { staffUserId: number; step: number; secret: string; completeSetup: boolean },
): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({
      totpLastStep: params.step,
      ...(params.completeSetup ? { totpEnabled: true, totpSetupRequired: false } : {}),
    })
    .where(
      and(
        eq(staffUsers.id, params.staffUserId),
        // The secret the code was checked against is still the stored one (no setup restarted meanwhile).
        eq(staffUsers.totpSecret, params.secret),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, params.step)),
      ),
    )
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

export async function insertPasswordResetToken(
  db: Conn,
  params: { id: string; keyHash: string; staffUserId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values({ ...params, created: params.now });
}

export async function findPasswordResetToken(db: Conn, id: string): Promise<PasswordResetTokenRow | undefined> {
  const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, id)).limit(1);
  return rows[0];
}

/** Marks the token used if it is still unused and unexpired; false when another request got there first or it expired. */
export async function consumePasswordResetToken(db: Conn, params: { id: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(passwordResetTokens.id, params.id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, params.now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/**
 * The user's outstanding reset links stop working (marked used): once the password has been set,
 * before a new link is issued (only the newest works) and when the user is deactivated (a link sent
 * before stays dead after a reactivation).
 */
export async function retirePasswordResetTokens(db: Conn, params: { staffUserId: number; now: Date }): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: params.now })
    .where(and(eq(passwordResetTokens.staffUserId, params.staffUserId), isNull(passwordResetTokens.usedAt)));
}

export async function setStaffPassword(db: Conn, params: { staffUserId: number; passwordHash: string; now: Date }): Promise<void> {
  await db
    .update(staffUsers)
    .set({ passwordHash: params.passwordHash, lastUpdated: params.now })
    .where(eq(staffUsers.id, params.staffUserId));
}

export async function insertOutboxMessage(
  db: Conn,
  params: { toEmail: string; subject: string; body: string; link: string | null; now: Date },
): Promise<number> {
  const rows = await db
    .insert(outbox)
    .values({ toEmail: params.toEmail, subject: params.subject, body: params.body, link: params.link, created: params.now })
    .returning({ id: outbox.id });
  return rows[0]!.id;
}

/** The latest messages, newest first; for one address when `toEmail` is given. */
export async function listOutboxMessages(db: Conn, params: { toEmail?: string; limit: number }): Promise<OutboxRow[]> {
  const where = params.toEmail ? eq(outbox.toEmail, params.toEmail.toLowerCase()) : undefined;
  return db.select().from(outbox).where(where).orderBy(desc(outbox.created), desc(outbox.id)).limit(params.limit);
}
