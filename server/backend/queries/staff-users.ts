/** The staff users list of Manage Users (spec 02 §2 "GET /bark_user/": paginated, searchable). */
import { asc, count, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { staffUsers } from "../db/schema";
import { containsPattern } from "./like";

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
export async function listStaffUsers(db: Conn, params: { search?: string; limit: number; offset: number }) {
  const where = searchCondition(params.search);
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(staffUsers).where(where),
    db.select().from(staffUsers).where(where).orderBy(asc(staffUsers.email), asc(staffUsers.id)).limit(params.limit).offset(params.offset),
  ]);
  return { count: Number(totals[0]?.n ?? 0), rows };
}
