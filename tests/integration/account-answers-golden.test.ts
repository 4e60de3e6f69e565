/**
 * GET accounts/{id} answers, field by field, against answers recorded before the account read
 * became one statement (issue 23): every scenario customer of the demo seed (reference day fixed),
 * with fulfillment_contents absent (all), "none", and its newest order's id. The recorded answers
 * (tests/integration/golden/account-answers.json) were written by the earlier implementation
 * (eleven to thirteen queries per read); re-record only when the answer is meant to change:
 * `RECORD_ACCOUNT_ANSWERS=1 npx vitest run tests/integration/account-answers-golden.test.ts`.
 * Runs on PGlite and, with TEST_DB_DRIVER=postgres, on PostgreSQL: both must answer the same.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FULFILLMENT_CONTENTS_NONE, type AccountDto } from "@/lib/contract/customers";
import { endpoints } from "@/lib/contract/endpoints";
import { MIGRATIONS_FOLDER } from "@/server/backend/db/client";
import { accounts, orders } from "@/server/backend/db/schema";
import { seedDatabase } from "@/server/backend/seed";
import { truncateAllData } from "@/server/backend/seed/truncate";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { DEMO } from "../support/demo-staff";
import { TEST_DB_DRIVER } from "../support/test-db";

const GOLDEN = path.join(__dirname, "golden", "account-answers.json");
const RECORD = process.env.RECORD_ACCOUNT_ANSWERS === "1";
/** The seed's reference day: every relative date of the scenarios hangs on it. */
const REFERENCE_DAY = new Date("2026-06-15T12:00:00Z");

describe(`GET accounts/{id}: the recorded answers of every scenario customer (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let token: string;
  const answers: Record<string, unknown> = {};

  beforeAll(async () => {
    be = await createTestBackend({ seedStaff: false });
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD, now: () => REFERENCE_DAY });
    token = await be.tokenFor(DEMO.team);
  }, 180_000);
  afterAll(async () => {
    if (RECORD) {
      mkdirSync(path.dirname(GOLDEN), { recursive: true });
      writeFileSync(GOLDEN, `${JSON.stringify(answers, null, 1)}\n`);
    }
    await be?.close();
  });

  it("answers every scenario customer as recorded, with every fulfillment_contents", async () => {
    const recorded = RECORD ? {} : (JSON.parse(readFileSync(GOLDEN, "utf8")) as Record<string, unknown>);
    if (!RECORD) expect(existsSync(GOLDEN)).toBe(true);
    const ids = (await be.db.select({ id: accounts.id }).from(accounts).orderBy(asc(accounts.id))).map((r) => r.id);
    const orderRows = await be.db.select({ id: orders.id, accountId: orders.accountId }).from(orders).orderBy(asc(orders.id));
    const newestOrder = new Map(orderRows.map((o) => [o.accountId, o.id]));
    expect(ids.length).toBeGreaterThan(10);
    let compared = 0;
    for (const id of ids) {
      const contents = [undefined, FULFILLMENT_CONTENTS_NONE, newestOrder.get(id)].filter((c, i) => i < 2 || c !== undefined);
      for (const c of contents) {
        const res = await be.as({ token }).call(endpoints.getAccount, { params: { id }, query: c === undefined ? undefined : { fulfillment_contents: c } });
        expect(res.status).toBe(200);
        const json = (await res.json()) as AccountDto;
        const key = `${id} ${c ?? "all"}`;
        if (RECORD) answers[key] = json;
        else {
          // Field by field: toEqual names the first differing path.
          expect(json, key).toEqual(recorded[key]);
          compared++;
        }
      }
    }
    if (!RECORD) expect(compared).toBe(Object.keys(recorded).length);
  });

  /**
   * The account read is a named statement of the database handle (on PGlite, of the PGlite instance:
   * server/backend/db/pglite-named.ts). It must answer the same after the ways tests and
   * `db:reset` renew a database under a running handle: every table emptied and seeded again, the
   * schema dropped and migrated again, and (PGlite) the server's statements deallocated.
   */
  it("answers the same after the database is emptied, re-created or its statements deallocated", async () => {
    if (RECORD) return;
    const recorded = JSON.parse(readFileSync(GOLDEN, "utf8")) as Record<string, unknown>;
    const keys = Object.keys(recorded).filter((k) => /^(2|19) /.test(k));
    expect(keys.length).toBeGreaterThanOrEqual(4);
    const check = async (when: string) => {
      for (const key of keys) {
        const [id, c] = key.split(" ") as [string, string];
        const res = await be.as({ token }).call(endpoints.getAccount, { params: { id: Number(id) }, query: c === "all" ? undefined : { fulfillment_contents: c } });
        expect(res.status, `${when}: ${key}`).toBe(200);
        expect(await res.json(), `${when}: ${key}`).toEqual(recorded[key]);
      }
    };
    await check("before");
    if (TEST_DB_DRIVER === "pglite") {
      const prepared = (await be.db.execute(sql`select name from pg_prepared_statements`)) as unknown as { rows: { name: string }[] };
      expect(prepared.rows.map((r) => r.name)).toContain("bark_account_detail_all");
      await be.db.execute(sql`deallocate all`);
      await check("after deallocate all");
    }
    await truncateAllData(be.db);
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD, now: () => REFERENCE_DAY });
    token = await be.tokenFor(DEMO.team);
    await check("after truncate and seed");

    await be.db.execute(sql`drop schema if exists drizzle cascade`);
    await be.db.execute(sql`drop schema public cascade`);
    await be.db.execute(sql`create schema public`);
    const { migrate } =
      be.database.driver === "pglite" ? await import("drizzle-orm/pglite/migrator") : await import("drizzle-orm/node-postgres/migrator");
    await migrate(be.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD, now: () => REFERENCE_DAY });
    token = await be.tokenFor(DEMO.team);
    await check("after drop and migrate");
  }, 180_000);
});
