import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { staffTokens, staffUsers } from "../db/schema";
import { preparedOnce } from "./prepared";

export type StaffUser = typeof staffUsers.$inferSelect;

/** The user a token belongs to and when the token was issued (its lifetime is checked by http/auth.ts). */
export async function findStaffByTokenHash(db: Db, tokenHash: string): Promise<{ user: StaffUser; issued: Date } | undefined> {
  const statement = preparedOnce(db, "staff_by_token_hash", (name) =>
    db
      .select({ user: staffUsers, issued: staffTokens.created })
      .from(staffTokens)
      .innerJoin(staffUsers, eq(staffTokens.staffUserId, staffUsers.id))
      .where(eq(staffTokens.tokenHash, sql.placeholder("tokenHash")))
      .limit(1)
      .prepare(name),
  );
  const rows = await statement.execute({ tokenHash });
  return rows[0];
}

/** Deletes one token (logout, or an expired one met on use); true when it existed. */
export async function deleteStaffToken(db: Db | Tx, tokenHash: string): Promise<boolean> {
  const rows = await db.delete(staffTokens).where(eq(staffTokens.tokenHash, tokenHash)).returning({ id: staffTokens.id });
  return rows.length > 0;
}

/** The `account` object of the auth answers. */
export function accountOf(user: StaffUser) {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_active: user.isActive,
    groups: user.groups.map((name) => ({ name })),
  };
}
