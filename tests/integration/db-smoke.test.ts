import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, TEST_DB_DRIVER } from "../support/test-db";
import type { Database } from "@/server/backend/db/client";

describe(`database (${TEST_DB_DRIVER})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  it("applies every migration on an empty database", async () => {
    const res = await database.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = 'accounts'`);
    const rows = (res as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]!.n).toBe(1);
    expect(database.driver).toBe(TEST_DB_DRIVER);
  });
});
