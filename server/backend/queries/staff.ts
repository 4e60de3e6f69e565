import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { staffTokens, staffUsers } from "../db/schema";

export type StaffUser = typeof staffUsers.$inferSelect;

export async function findStaffByTokenHash(db: Db, tokenHash: string): Promise<StaffUser | undefined> {
  const rows = await db
    .select({ user: staffUsers })
    .from(staffTokens)
    .innerJoin(staffUsers, eq(staffTokens.staffUserId, staffUsers.id))
    .where(eq(staffTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0]?.user;
}

/** The `account` object of the auth answers (spec 01 §7). */
export function accountOf(user: StaffUser) {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_active: user.isActive,
    groups: user.groups.map((name) => ({ name })),
  };
}
