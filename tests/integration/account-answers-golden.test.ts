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
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FULFILLMENT_CONTENTS_NONE, type AccountDto } from "@/lib/contract/customers";
import { endpoints } from "@/lib/contract/endpoints";
import { accounts, orders } from "@/server/backend/db/schema";
import { seedDatabase } from "@/server/backend/seed";
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
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD, now: REFERENCE_DAY });
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
});
