/**
 * A bulk discount batch survives a restart of `npm run backend` (startBackend): the process is
 * stopped while the batch runs (close() lets the batch under way commit and stops), and the next
 * start resumes it to exactly the number asked, every code unique.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { discountBulkJobs, discounts } from "@/server/backend/db/schema";
import { startableBackend } from "../support/backend-start";
import { TEST_DB_DRIVER } from "../support/test-db";
import { endpoints } from "@/lib/contract/endpoints";
import { httpApiClient } from "../support/api-client";

/** Enough batches that the shutdown comes while the batch runs (PGlite is slower). */
const CODES = TEST_DB_DRIVER === "postgres" ? 20_000 : 5_000;

describe(`bulk discounts across a restart (${TEST_DB_DRIVER})`, () => {
  const { start } = startableBackend("bulk");

  it("a batch stopped mid-way by a shutdown is finished by the next start", { timeout: 180_000 }, async () => {
    const first = await start();
    const res = await httpApiClient(first.backend.url)
      .as("all")
      .call(endpoints.bulkCreateDiscounts, { body: { prefix: "RESTART", number_of_codes: CODES, discount_type: "AMOUNT", value: 5, limit_type: "X_CUSTOMERS", limit_value: 1, order_subscription: true } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await first.backend.close();

    const second = await start();
    const db = second.backend.database.db;
    const [stopped] = await db.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, id));
    // Stopped mid-way: what was committed is counted exactly.
    expect(stopped!.status).toBe("RUNNING");
    expect(stopped!.createdCount).toBeLessThan(CODES);
    expect(second.log()).toContain("resuming bulk discount batches");
    for (let i = 0; ; i++) {
      const [job] = await db.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, id));
      if (job!.status === "DONE") break;
      if (i > 1500) throw new Error(`not done: ${job!.createdCount}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const [{ n, distinct }] = (await db
      .select({ n: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct ${discounts.code})::int` })
      .from(discounts)
      .where(eq(discounts.bulkJobId, id))) as [{ n: number; distinct: number }];
    expect(Number(n)).toBe(CODES);
    expect(Number(distinct)).toBe(CODES);
    const [done] = await db.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, id));
    expect(done!.createdCount).toBe(CODES);
    await second.backend.close();
  });
});
