/**
 * The system changelog: one entry per write of an item or a
 * product-item mapping (and of discounts), written in the transaction of the write it records.
 */
import { asc, inArray } from "drizzle-orm";
import type { SystemChangelogEntryDto } from "../../../lib/contract/system-changelog";
import type { ChangeAction } from "../../../lib/contract/enums";
import type { Db, Tx } from "../db/client";
import { systemChangelog } from "../db/schema";

type Conn = Db | Tx;
type Category = (typeof systemChangelog.$inferSelect)["category"];

export interface SystemChangelogInput {
  category: Category;
  operationType: ChangeAction;
  newValue: unknown;
  authorEmail: string;
  application: string | null;
  objectId: string | number;
  now?: Date;
}

/** Call with the transaction handle of the change it records. */
export async function writeSystemChangelog(db: Conn, entry: SystemChangelogInput): Promise<void> {
  await db.insert(systemChangelog).values({
    category: entry.category,
    operationType: entry.operationType,
    newValue: entry.newValue,
    authorEmail: entry.authorEmail,
    application: entry.application,
    objectId: String(entry.objectId),
    ...(entry.now ? { createdAt: entry.now } : {}),
  });
}

/** The entries of some categories, oldest first (the screens show them newest first). */
export async function listSystemChangelog(db: Conn, categories: readonly Category[]): Promise<SystemChangelogEntryDto[]> {
  const rows = await db.select().from(systemChangelog).where(inArray(systemChangelog.category, [...categories])).orderBy(asc(systemChangelog.createdAt), asc(systemChangelog.id));
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    operationType: r.operationType,
    newValue: r.newValue,
    createdAt: r.createdAt.toISOString(),
    authorEmail: r.authorEmail,
    application: r.application,
    objectId: r.objectId,
  }));
}
