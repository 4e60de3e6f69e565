/**
 * Seeds the demo staff accounts. Idempotent: an upsert by email that puts every
 * account back into its documented state (password, group, active flag, authenticator state).
 * `now` (the seed's injected clock, seedDatabase) dates the rows; without it, the database's clock.
 */
import { sql } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import type { Db, Tx } from "../db/client";
import { staffUsers } from "../db/schema";
import { DEMO_STAFF } from "./demo-staff";

export async function seedStaffUsers(db: Db | Tx, opts: { password: string; now?: Date }): Promise<void> {
  const at = opts.now ?? null;
  // One scrypt hash per account (each with its own salt), computed before touching the database.
  const rows = await Promise.all(
    DEMO_STAFF.map(async (s) => ({
      email: s.email.toLowerCase(),
      firstName: s.firstName,
      lastName: s.lastName,
      passwordHash: await hashPassword(opts.password),
      isActive: s.isActive,
      groups: [s.group],
      totpSecret: s.totpSecret,
      totpEnabled: s.totpSecret !== null,
      totpSetupRequired: s.totpSetupRequired,
      totpLastStep: null,
      ...(at ? { created: at, lastUpdated: at } : {}),
    })),
  );
  await db
    .insert(staffUsers)
    .values(rows)
    .onConflictDoUpdate({
      target: staffUsers.email,
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        passwordHash: sql`excluded.password_hash`,
        isActive: sql`excluded.is_active`,
        groups: sql`excluded.groups`,
        totpSecret: sql`excluded.totp_secret`,
        totpEnabled: sql`excluded.totp_enabled`,
        totpSetupRequired: sql`excluded.totp_setup_required`,
        totpLastStep: sql`excluded.totp_last_step`,
        lastUpdated: at ?? sql`now()`,
      },
    });
}
