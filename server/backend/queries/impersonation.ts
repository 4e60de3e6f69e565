/**
 * "Login as customer" (GET impersonate/): a random token for the customer portal, stored
 * only as its SHA-256, valid for IMPERSONATION_TOKEN_TTL_MS and usable once.
 */
import { and, eq, isNotNull, notExists } from "drizzle-orm";
import { CHANGELOG_OBJECT_TYPES, IMPERSONATION_ERASED_MESSAGE } from "../../../lib/contract/customers";
import { hashSecret, liveTokenWhere, newSecret } from "../auth/tokens";
import type { Db } from "../db/client";
import { accounts, impersonationTokens } from "../db/schema";
import { badRequest, notFound } from "../http/errors";
import { writeCustomerChangelog } from "./changelog";
import { recordAudit, type AuditActor } from "./audit";
import { CUSTOMER_NOT_FOUND_MESSAGE } from "./customers";

export const IMPERSONATION_TOKEN_TTL_MS = 5 * 60 * 1000;

export async function createImpersonationToken(
  db: Db,
  params: { accountId: number } & AuditActor,
): Promise<{ token: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    // FOR SHARE: a deletion of the personal data running now waits for this token, or this waits for it.
    const [account] = await tx
      .select({ id: accounts.id, piiDeletedAt: accounts.piiDeletedAt })
      .from(accounts)
      .where(eq(accounts.id, params.accountId))
      .limit(1)
      .for("share");
    if (!account) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
    // An erased customer is nobody to log in as (issue 19): no token, no changelog entry.
    if (account.piiDeletedAt) throw badRequest(IMPERSONATION_ERASED_MESSAGE);
    const token = newSecret(32);
    const expiresAt = new Date(params.now.getTime() + IMPERSONATION_TOKEN_TTL_MS);
    const [row] = await tx
      .insert(impersonationTokens)
      .values({ tokenHash: hashSecret(token), accountId: params.accountId, staffEmail: params.staffEmail, expiresAt, created: params.now })
      .returning({ id: impersonationTokens.id });
    await writeCustomerChangelog(tx, {
      accountId: params.accountId,
      action: "CREATE",
      objectType: CHANGELOG_OBJECT_TYPES.impersonation,
      objectId: row!.id,
      changes: { logged_in_as_customer_by: { old: null, new: params.staffEmail }, expires_at: { old: null, new: expiresAt.toISOString() } },
      staffEmail: params.staffEmail,
      now: params.now,
    });
    await recordAudit(tx, params, { action: "login_as_customer", accountId: params.accountId, objectType: "customer", objectId: params.accountId, details: { expires_at: expiresAt.toISOString() } });
    return { token, expiresAt };
  });
}

/**
 * What the customer portal calls with the token from the URL: the account it opens, or null when the
 * token is unknown, expired or already used, or its account's personal data was deleted since. Marking it used is one conditional UPDATE, so two
 * concurrent uses cannot both succeed.
 */
export async function consumeImpersonationToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ accountId: number; staffEmail: string } | null> {
  const rows = await db
    .update(impersonationTokens)
    .set({ usedAt: now })
    .where(
      and(
        liveTokenWhere(impersonationTokens, token, now),
        notExists(db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.id, impersonationTokens.accountId), isNotNull(accounts.piiDeletedAt)))),
      ),
    )
    .returning({ accountId: impersonationTokens.accountId, staffEmail: impersonationTokens.staffEmail });
  return rows[0] ?? null;
}
