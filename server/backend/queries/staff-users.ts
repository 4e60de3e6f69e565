/** The staff users list of Manage Users (paginated, searchable). */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { STAFF_USER_SORT_KEYS } from "../../../lib/contract/staff";
import type { Ordering } from "../../../lib/contract/paging";
import { listOrder, type SortPosition } from "../http/list-order";

import type { Db, Tx } from "../db/client";
import { staffUsers } from "../db/schema";
import { listCell } from "../http/csv";
import { containsPattern } from "./like";
import { bumpVersion, staleVersion, versionMatches } from "./versioned";

type Conn = Db | Tx;

function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(
    ilike(staffUsers.email, pattern),
    ilike(staffUsers.firstName, pattern),
    ilike(staffUsers.lastName, pattern),
    ilike(sql`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`, pattern),
  );
}

/** The staff users `search` and `status` (ACTIVE / INACTIVE, an extension) select. */
type StaffUserFilters = { search?: string; status?: "ACTIVE" | "INACTIVE" };
type StaffUserSortKey = (typeof STAFF_USER_SORT_KEYS)[number];

/** The list's order and its export's: `ordering` on these columns, by email without one. */
const staffUserOrder = listOrder<StaffUserSortKey>({
  columns: {
    email: staffUsers.email,
    last_name: staffUsers.lastName,
    created: staffUsers.created,
    last_updated: staffUsers.lastUpdated,
  },
  id: staffUsers.id,
  byDefault: { column: staffUsers.email, desc: false },
});
const staffUserWhere = (f: StaffUserFilters) => and(searchCondition(f.search), f.status ? eq(staffUsers.isActive, f.status === "ACTIVE") : undefined);

/** GET bark_user_export: batches of the staff users the filters select, in the list's order (keysetBatches with http/list-order.ts `sortKeyOf`); never a secret column. */
export function staffUserExportBatch(db: Conn, filters: StaffUserFilters & { ordering?: Ordering<StaffUserSortKey> }) {
  const where = staffUserWhere(filters);
  const order = staffUserOrder.keyset(filters.ordering);
  return (after: SortPosition | null, limit: number) =>
    db
      .select({
        id: staffUsers.id,
        sortKey: order.sortKey,
        email: staffUsers.email,
        firstName: staffUsers.firstName,
        lastName: staffUsers.lastName,
        isActive: staffUsers.isActive,
        groups: listCell(staffUsers.groups),
        created: staffUsers.created,
        lastUpdated: staffUsers.lastUpdated,
      })
      .from(staffUsers)
      .where(and(where, order.after(after)))
      .orderBy(...order.orderBy)
      .limit(limit);
}
export type StaffUserExportRow = Awaited<ReturnType<ReturnType<typeof staffUserExportBatch>>>[number];

/** One page by email unless `ordering`; `search`, and `status` (ACTIVE / INACTIVE, an extension). */
export async function listStaffUsers(
  db: Conn,
  params: StaffUserFilters & { ordering?: Ordering<StaffUserSortKey>; limit: number; offset: number },
) {
  const where = staffUserWhere(params);
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(staffUsers).where(where),
    db
      .select()
      .from(staffUsers)
      .where(where)
      .orderBy(...staffUserOrder.orderBy(params.ordering))
      .limit(params.limit)
      .offset(params.offset),
  ]);
  return { count: Number(totals[0]?.n ?? 0), rows };
}

/** A new staff user (no usable password yet: the user sets one through a reset link). */
export async function insertStaffUser(
  db: Conn,
  values: { email: string; firstName: string; lastName: string; passwordHash: string; isActive: boolean; group: string; totpSetupRequired: boolean; now: Date },
) {
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      passwordHash: values.passwordHash,
      isActive: values.isActive,
      groups: [values.group],
      totpSetupRequired: values.totpSetupRequired,
      created: values.now,
      lastUpdated: values.now,
    })
    .returning();
  return row!;
}

/**
 * The staff users of `ids`, locked in id order (two transactions locking the same pair never
 * deadlock), FOR NO KEY UPDATE: a new reset link's or API token's foreign-key check (KEY SHARE) is not
 * blocked by it.
 */
export async function lockStaffUsers(db: Conn, ids: readonly number[]): Promise<{ id: number; isActive: boolean }[]> {
  return db
    .select({ id: staffUsers.id, isActive: staffUsers.isActive })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...new Set(ids)]))
    .orderBy(asc(staffUsers.id))
    .for("no key update");
}

/** Sets a staff user's active flag; 409 when `version` (the one the change was based on) is stale. */
export async function setStaffUserActive(db: Conn, params: { id: number; isActive: boolean; now: Date; version?: number }) {
  const [row] = await db
    .update(staffUsers)
    .set({ isActive: params.isActive, ...bumpVersion(staffUsers), lastUpdated: params.now })
    .where(and(eq(staffUsers.id, params.id), versionMatches(staffUsers, params.version)))
    .returning();
  if (!row) throw staleVersion("staff user");
  return row;
}
