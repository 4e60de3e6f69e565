/** Empties every data table of the schema (not the migrations bookkeeping), resetting serials. */
import { getTableName, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import * as schema from "../db/schema";

export function dataTables(): PgTable[] {
  return Object.values(schema as Record<string, unknown>).filter((v: unknown): v is PgTable => v instanceof PgTable);
}

export async function truncateAllData(db: Db): Promise<void> {
  const names = dataTables()
    .map((t) => `"${getTableName(t)}"`)
    .join(", ");
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}
