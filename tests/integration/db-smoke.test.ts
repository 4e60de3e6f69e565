import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, TEST_DB_DRIVER } from "../support/test-db";
import { openDatabase, type Database } from "@/server/backend/db/client";

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

describe.runIf(TEST_DB_DRIVER === "pglite")("a PGlite database started from a dump (the tests' migrated template)", () => {
  it("has the dumped database's rows and schema, and its own writes stay its own", async () => {
    const source = await openTestDatabase();
    await source.db.execute(sql`create table dump_probe (v text)`);
    await source.db.execute(sql`insert into dump_probe values ('from the dump')`);
    const dump = await source.dumpDataDir!();
    const copy = await openDatabase({ dataDir: "memory://", fromDump: dump });
    await copy.db.execute(sql`insert into dump_probe values ('the copy only')`);
    const rows = (db: Database) => db.db.execute(sql`select v from dump_probe order by v`).then((r) => (r as unknown as { rows: { v: string }[] }).rows.map((row) => row.v));
    expect(await rows(copy)).toEqual(["from the dump", "the copy only"]);
    expect(await rows(source)).toEqual(["from the dump"]);
    const migrated = await copy.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = 'accounts'`);
    expect((migrated as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await copy.close();
    await source.close();
  });
});
