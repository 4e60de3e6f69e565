/**
 * Customer password-reset links (the customer page's password reset, issue 18). POST
 * default_password_request mails the customer a link to the customer portal's reset page; the link
 * carries a random token that is stored only as its SHA-256, works once and expires after
 * CUSTOMER_RESET_LINK_TTL_HOURS. Customer credentials live in the customer portal, which verifies
 * the token with `consumeCustomerPasswordResetToken` before it lets the customer set a password.
 * The token itself is never logged and never written to the changelog.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { CUSTOMER_RESET_LINK_TTL_HOURS } from "../../../lib/contract/customers";
import { hashSecret, liveTokenWhere, newSecret } from "../auth/tokens";
import type { Db, Tx } from "../db/client";
import { accounts, customerPasswordResetTokens } from "../db/schema";

type Conn = Db | Tx;

export const CUSTOMER_RESET_LINK_TTL_MS = CUSTOMER_RESET_LINK_TTL_HOURS * 60 * 60 * 1000;
/** The customer portal's page that takes the token (`?token=`). */
export const CUSTOMER_RESET_PATH = "/reset-password";

/** The link the email carries: the portal's reset page on the origin of CUSTOMER_PORTAL_URL. */
export function customerResetLink(portalUrl: string, token: string): string {
  const link = new URL(CUSTOMER_RESET_PATH, portalUrl);
  link.searchParams.set("token", token);
  return link.toString();
}

/**
 * A new reset token for the account's current email. The account's earlier open links stop working
 * (only the latest email's link counts). Answers the token in clear once, for the email's link.
 */
export async function issueCustomerPasswordResetToken(
  tx: Conn,
  params: { accountId: number; email: string; staffEmail: string; now: Date },
): Promise<{ id: number; token: string; expiresAt: Date }> {
  await tx
    .update(customerPasswordResetTokens)
    .set({ usedAt: params.now })
    .where(and(eq(customerPasswordResetTokens.accountId, params.accountId), isNull(customerPasswordResetTokens.usedAt)));
  const token = newSecret(32);
  const expiresAt = new Date(params.now.getTime() + CUSTOMER_RESET_LINK_TTL_MS);
  const [row] = await tx
    .insert(customerPasswordResetTokens)
    .values({
      tokenHash: hashSecret(token),
      accountId: params.accountId,
      email: params.email.toLowerCase(),
      staffEmail: params.staffEmail,
      expiresAt,
      created: params.now,
    })
    .returning({ id: customerPasswordResetTokens.id });
  return { id: row!.id, token, expiresAt };
}

/**
 * What the customer portal calls with the token from the link: the account (and the email the link
 * went to) when the token is known, unused, unexpired and the account still has that email (not
 * changed or erased since); null otherwise. Marking it used is one conditional UPDATE, so two
 * concurrent uses cannot both succeed.
 */
export async function consumeCustomerPasswordResetToken(
  db: Conn,
  token: string,
  now: Date,
): Promise<{ accountId: number; email: string } | null> {
  const t = customerPasswordResetTokens;
  const rows = await db
    .update(t)
    .set({ usedAt: now })
    .where(
      and(
        liveTokenWhere(t, token, now),
        sql`exists (select 1 from ${accounts} where ${accounts.id} = ${t.accountId} and lower(${accounts.email}) = ${t.email} and ${accounts.piiDeletedAt} is null)`,
      ),
    )
    .returning({ accountId: t.accountId, email: t.email });
  return rows[0] ?? null;
}
