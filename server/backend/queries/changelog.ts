/**
 * The customer changelog (GET customer_changelog/{customerId}): every change made to a
 * customer through the API writes one entry, in the same transaction as the change.
 */
import { desc, eq } from "drizzle-orm";
import type { CustomerChangelogEntryDto } from "../../../lib/contract/customers";
import type { ChangeAction, ChangelogObjectType } from "../../../lib/contract/enums";
import type { Db } from "../db/client";
import { customerChangelog, pets } from "../db/schema";

export interface ChangelogEntryInput {
  accountId: number;
  petId?: string | null;
  action: ChangeAction;
  objectType: ChangelogObjectType;
  objectId?: string | number | null;
  changes: Record<string, { old: unknown; new: unknown }>;
  staffEmail: string;
  now?: Date;
}

/** Call with the transaction handle of the change it records. */
export async function writeCustomerChangelog(db: Db, entry: ChangelogEntryInput): Promise<void> {
  await db.insert(customerChangelog).values({
    accountId: entry.accountId,
    petId: entry.petId ?? null,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
    changes: entry.changes,
    staffEmail: entry.staffEmail,
    ...(entry.now ? { created: entry.now } : {}),
  });
}

/** The account's entries, newest first (ties broken by id, newest first). */
export async function listCustomerChangelog(db: Db, accountId: number): Promise<CustomerChangelogEntryDto[]> {
  const rows = await db
    .select({ entry: customerChangelog, petName: pets.name })
    .from(customerChangelog)
    .leftJoin(pets, eq(pets.id, customerChangelog.petId))
    .where(eq(customerChangelog.accountId, accountId))
    .orderBy(desc(customerChangelog.created), desc(customerChangelog.id));
  return rows.map(({ entry, petName }) => ({
    id: entry.id,
    created: entry.created.toISOString(),
    action: entry.action,
    object_type: entry.objectType,
    object_id: entry.objectId,
    pet_id: entry.petId,
    pet_name: petName ?? null,
    changes: entry.changes,
    staff_email: entry.staffEmail,
  }));
}
