/**
 * The customer changelog's `object_type` has one spelling (issue 7): the enum of lib/enums.ts, used
 * by the API's own writes and by the demo data, enforced by the database, and migration 0003
 * rewrites the rows the seed wrote before ("Account", "Pet", "PetPlan", "PetPlanProduct").
 * On PGlite and, with TEST_DB_DRIVER=postgres, on PostgreSQL.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChangelogObjectType } from "@/lib/contract/enums";
import { MIGRATIONS_FOLDER, type Db } from "@/server/backend/db/client";
import { customerChangelog } from "@/server/backend/db/schema";
import { seedDatabase } from "@/server/backend/seed";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { createCustomer } from "../support/factories";
import { dropTestDatabase, TEST_DB_DRIVER } from "../support/test-db";
import { endpoints } from "@/lib/contract/endpoints";
import { DEMO } from "../support/demo-staff";

const ADMIN_PG_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The migrations folder as it was before 0003: the same files, the journal cut after 0002. */
function migrationsThrough0002(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "bark-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  expect(journal.entries.some((e) => e.tag.startsWith("0003_"))).toBe(true);
  journal.entries = journal.entries.filter((e) => e.idx <= 2);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** An empty database of the test driver, migrated by hand (migrate(folder)). */
async function openUnmigrated(): Promise<{ db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> }> {
  if (TEST_DB_DRIVER === "postgres") {
    const name = `bark_it_mig_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: ADMIN_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_PG_URL);
    url.pathname = `/${name}`;
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const db = drizzle(pool);
    return {
      db: db as unknown as Db,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await dropTestDatabase(name);
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite("memory://");
  const db = drizzle(client);
  return { db: db as unknown as Db, migrate: (folder) => migrate(db, { migrationsFolder: folder }), close: () => client.close() };
}

const objectTypesIn = async (db: Db) =>
  (await db.selectDistinct({ t: customerChangelog.objectType }).from(customerChangelog)).map((r) => r.t as string).sort();

describe(`customer changelog object_type (${TEST_DB_DRIVER})`, () => {
  let b: TestBackend;

  beforeAll(async () => {
    b = await createTestBackend({ seedStaff: false });
    await seedDatabase(b.db, { customers: 30, staffPassword: DEMO_PASSWORD });
  });
  afterAll(async () => {
    await b?.close();
  });

  it("the seed and the API's own writes use the enum's one spelling", async () => {
    const seeded = await objectTypesIn(b.db);
    expect(seeded).toEqual(expect.arrayContaining(["account", "pet", "pet_plan"]));
    for (const t of seeded) expect(ChangelogObjectType.options).toContain(t);

    const [seededAccountEntry] = await b.db.select().from(customerChangelog).where(eq(customerChangelog.action, "CREATE")).limit(1);
    const token = await b.tokenFor(DEMO.admin);
    const res = await b.as({ token }).call(endpoints.updateProactiveSupport, { params: { id: seededAccountEntry!.accountId }, body: { proactive_customer_support_opted_in: true } });
    expect(res.status).toBe(200);
    const [written] = await b.db
      .select()
      .from(customerChangelog)
      .where(eq(customerChangelog.accountId, seededAccountEntry!.accountId))
      .orderBy(sql`${customerChangelog.id} desc`)
      .limit(1);
    expect(written!.staffEmail).toBe(DEMO.admin);
    expect(written!.objectType).toBe(seededAccountEntry!.objectType);
    expect(written!.objectType).toBe(ChangelogObjectType.enum.account);
  });

  it("the database refuses another spelling", async () => {
    const [entry] = await b.db.select().from(customerChangelog).limit(1);
    await expect(
      b.db.execute(sql`insert into customer_changelog (account_id, action, object_type, changes) values (${entry!.accountId}, 'UPDATE', 'Account', '{}'::jsonb)`),
    ).rejects.toThrow();
  });

  it("migration 0003 rewrites the rows written before it", async () => {
    const raw = await openUnmigrated();
    const before = migrationsThrough0002();
    try {
      await raw.migrate(before);
      const customer = await createCustomer(raw.db);
      const old = ["Account", "Pet", "PetPlan", "PetPlanProduct", "account", "payment_processor"];
      for (const objectType of old) {
        await raw.db.execute(
          sql`insert into customer_changelog (account_id, action, object_type, changes) values (${customer.id}, 'UPDATE', ${objectType}, '{}'::jsonb)`,
        );
      }
      await raw.migrate(MIGRATIONS_FOLDER);
      const rows = await raw.db.select({ t: customerChangelog.objectType }).from(customerChangelog).orderBy(customerChangelog.id);
      expect(rows.map((r) => r.t)).toEqual(["account", "pet", "pet_plan", "pet_plan_product", "account", "payment_processor"]);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await raw.close();
    }
  });
});
