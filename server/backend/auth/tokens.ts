/** Random secrets and their stored form: tokens are stored as SHA-256, never in clear. */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** 160+ bits of randomness, hex. */
export const newSecret = (bytes = 20) => randomBytes(bytes).toString("hex");
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/**
 * The WHERE part that finds a single-use token still good at `now`: its hash matches, it is unused
 * and unexpired. The token tables (impersonation, customer password reset) consume a token with one
 * conditional UPDATE on it, so two concurrent uses cannot both succeed.
 */
export function liveTokenWhere(
  table: { tokenHash: AnyPgColumn; usedAt: AnyPgColumn; expiresAt: AnyPgColumn },
  token: string,
  now: Date,
): SQL | undefined {
  return and(eq(table.tokenHash, hashSecret(token)), isNull(table.usedAt), gt(table.expiresAt, now));
}
