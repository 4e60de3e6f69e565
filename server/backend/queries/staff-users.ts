/** The staff users list of Manage Users (paginated, searchable). */
import { and, asc, count, eq, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { STAFF_USER_SORT_KEYS } from "../../../lib/contract/staff";
import type { Ordering } from "../../../lib/contract/paging";
import { orderedBy } from "../http/paging";

import type { Db, Tx } from "../db/client";
import { staffUsers } from "../db/schema";
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

/** One page of staff users ordered by email, and the count of all that match. */
const STAFF_SORT_COLUMNS: Record<(typeof STAFF_USER_SORT_KEYS)[number], AnyColumn> = {
  email: staffUsers.email,
  last_name: staffUsers.lastName,
  created: staffUsers.created,
  last_updated: staffUsers.lastUpdated,
};

/** One page by email unless `ordering`; `search`, and `status` (ACTIVE / INACTIVE, an extension). */
export async function listStaffUsers(
  db: Conn,
  params: { search?: string; status?: "ACTIVE" | "INACTIVE"; ordering?: Ordering<(typeof STAFF_USER_SORT_KEYS)[number]>; limit: number; offset: number },
) {
  const where = and(searchCondition(params.search), params.status ? eq(staffUsers.isActive, params.status === "ACTIVE") : undefined);
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(staffUsers).where(where),
    db
      .select()
      .from(staffUsers)
      .where(where)
      .orderBy(...orderedBy(params.ordering, STAFF_SORT_COLUMNS, staffUsers.id, [asc(staffUsers.email), asc(staffUsers.id)]))
      .limit(params.limit)
      .offset(params.offset),
  ]);
  return { count: Number(totals[0]?.n ?? 0), rows };
}

/** A new staff user (no usable password yet: the user sets one through a reset link). */
export async function insertStaffUser(
  db: Conn,
  values: { email: string; firstName: string; lastName: string; passwordHash: string; isActive: boolean; group: string; now: Date },
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
      created: values.now,
      lastUpdated: values.now,
    })
    .returning();
  return row!;
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
