/**
 * A bulk discount batch whose background run fails (review finding: one failed batch left the job
 * RUNNING until the API restarted): the failed batch is tried again after each backoff wait and the
 * job resumes exactly; after BULK_RETRY_DELAYS_MS.length tries that fail too the job is FAILED (its
 * changelog entry, the codes made kept and usable, shown by GET discount_bulk_jobs/{id} and the
 * list), never picked up again; stop() ends a wait at once and leaves the job RUNNING for the next
 * start. The failure is a transaction refused by the database (a dropped connection), simulated on
 * the runner's database handle; the waits are injected (nothing waits for real) and so is the clock.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { backendSuite, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { discountInput } from "../support/discount-input";
import { discountBulkJobSchema } from "@/lib/contract/discounts";
import { discountBulkCreateSchema } from "@/lib/discount-rules";
import { endpoints } from "@/lib/contract/endpoints";
import type { Db } from "@/server/backend/db/client";
import { discountBulkJobs, discounts, systemChangelog } from "@/server/backend/db/schema";
import { BULK_RETRY_DELAYS_MS, BulkDiscountRunner, createBulkJob, type BulkSleep } from "@/server/backend/queries/discount-bulk";
import { DEMO } from "../support/demo-staff";

const ALL = DEMO.all;
const NOW = new Date("2031-05-06T07:08:00.000Z");
const BATCH = 100;

/**
 * The runner's database handle, whose transactions are refused while `failures.left` > 0 (each
 * refusal uses one), as a dropped connection refuses them; `failures.onTransaction(n)` is told
 * of the n-th transaction before it runs, so a test arms the refusals between two batches.
 */
function flakyDb(db: Db) {
  const failures: { left: number; transactions: number; onTransaction: (n: number) => void } = { left: 0, transactions: 0, onTransaction: () => {} };
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver) as unknown;
      return (...args: unknown[]) => {
        failures.onTransaction(++failures.transactions);
        if (failures.left > 0) {
          failures.left--;
          return Promise.reject(new Error("Connection terminated unexpectedly (simulated)"));
        }
        return (target.transaction as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
  return { db: proxy, failures };
}

describe(`bulk discounts: a failed batch (${TEST_DB_DRIVER})`, () => {
  const { backend, call } = backendSuite({ signIn: [ALL], as: ALL });
  let be: TestBackend;
  beforeAll(() => {
    be = backend();
  });

  const newJob = async (prefix: string, numberOfCodes: number) => {
    const values = discountBulkCreateSchema.parse({
      ...discountInput({ value: 10, description: "Retry test", limit_type: "X_CUSTOMERS", limit_value: 1, is_active: false }),
      prefix,
      number_of_codes: numberOfCodes,
    });
    return createBulkJob(be.db, values, { staffEmail: ALL, requestId: "bulk-retry-test", now: NOW });
  };
  const jobRow = async (id: number) => (await be.db.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, id)))[0]!;
  const codesOf = async (id: number) => be.db.select({ code: discounts.code }).from(discounts).where(eq(discounts.bulkJobId, id));
  /** Waits that return at once, each recorded. */
  const recordedWaits = () => {
    const waits: number[] = [];
    const sleep: BulkSleep = async (ms) => {
      waits.push(ms);
    };
    return { waits, sleep };
  };
  const logOf = (id: number) => be.logLines().filter((l) => l.bulk_job_id === id);

  it("tries a failed batch again after each backoff wait and resumes exactly; a batch that succeeds starts the count again", async () => {
    const job = await newJob("RETRYOK", 350);
    const { db, failures } = flakyDb(be.db);
    // Batch 1 commits; batch 2 is refused twice, then commits; batch 3 is refused once; then on to the end.
    failures.onTransaction = (n) => {
      if (n === 2) failures.left = 2;
      if (n === 5) failures.left = 1;
    };
    const { waits, sleep } = recordedWaits();
    const runner = new BulkDiscountRunner(db, be.logger, { batchSize: BATCH, now: () => NOW, sleep });
    runner.start(job.id);
    await runner.settled(job.id);

    expect(waits).toEqual([BULK_RETRY_DELAYS_MS[0], BULK_RETRY_DELAYS_MS[1], BULK_RETRY_DELAYS_MS[0]]);
    expect(await jobRow(job.id)).toMatchObject({ status: "DONE", createdCount: 350, finished: NOW });
    const codes = await codesOf(job.id);
    expect(codes).toHaveLength(350);
    expect(new Set(codes.map((c) => c.code)).size).toBe(350);
    const retried = logOf(job.id).filter((l) => l.msg === "bulk discount batch failed; trying it again");
    expect(retried.map((l) => [l.failures, l.retry_in_ms])).toEqual([
      [1, BULK_RETRY_DELAYS_MS[0]],
      [2, BULK_RETRY_DELAYS_MS[1]],
      [1, BULK_RETRY_DELAYS_MS[0]],
    ]);
    expect(retried.every((l) => l.level === 40)).toBe(true);
    expect((await call(endpoints.getDiscountBulkJob, { params: { id: job.id } })).json).toMatchObject({ status: "DONE", created_count: 350 });
  });

  it("after the last wait's try fails too, the job is FAILED: its changelog entry, its codes kept and usable, shown by the API, never picked up again", async () => {
    const job = await newJob("GIVEUP", 500);
    const { db, failures } = flakyDb(be.db);
    // Batch 1 commits; then every try of batch 2 is refused (the first and one after each wait).
    failures.onTransaction = (n) => {
      if (n === 2) failures.left = BULK_RETRY_DELAYS_MS.length + 1;
    };
    const { waits, sleep } = recordedWaits();
    const runner = new BulkDiscountRunner(db, be.logger, { batchSize: BATCH, now: () => NOW, sleep });
    runner.start(job.id);
    await runner.settled(job.id);

    expect(waits).toEqual([...BULK_RETRY_DELAYS_MS]);
    expect(await jobRow(job.id)).toMatchObject({ status: "FAILED", createdCount: BATCH, finished: NOW });
    expect(await codesOf(job.id)).toHaveLength(BATCH);
    const gaveUp = logOf(job.id).filter((l) => l.msg === "bulk discount batch failed too often; the job is FAILED");
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]).toMatchObject({ level: 50, failures: BULK_RETRY_DELAYS_MS.length + 1 });

    // The changelog says so, after the batch's creation.
    const log = await be.db.select().from(systemChangelog).where(eq(systemChangelog.objectId, "GIVEUP")).orderBy(asc(systemChangelog.id));
    expect(log.map((l) => [l.category, l.operationType])).toEqual([
      ["Bulk Discount", "CREATE"],
      ["Bulk Discount", "UPDATE"],
    ]);
    expect(log[1]).toMatchObject({ authorEmail: ALL, createdAt: NOW, newValue: { bulk_job_id: job.id, prefix: "GIVEUP", number_of_codes: 500, created_count: BATCH, status: "FAILED" } });

    // The batch page's and the progress panel's reads show it stopped.
    const one = await call(endpoints.getDiscountBulkJob, { params: { id: job.id } });
    expect(one.status).toBe(200);
    expect(discountBulkJobSchema.parse(one.json)).toMatchObject({ status: "FAILED", created_count: BATCH, number_of_codes: 500, finished: NOW.toISOString() });
    // The list holds the batches finished in the last day, on the API's clock: an hour after it stopped.
    be.setNow(new Date(NOW.getTime() + 3_600_000));
    try {
      const listed = await be.as({ token: await be.tokenFor(ALL) }).call(endpoints.listDiscountBulkJobs);
      expect(await listed.json()).toContainEqual(expect.objectContaining({ id: job.id, status: "FAILED" }));
    } finally {
      be.setNow(null);
    }

    // Its codes may be activated as a whole (no 409 "still being created").
    const on = await call(endpoints.setDiscountBulkJobActive, { params: { id: job.id }, body: { is_active: true } });
    expect(on).toMatchObject({ status: 200, json: { changed: BATCH, is_active: true, job: { id: job.id, status: "FAILED" } } });

    // Neither a new start nor a restart takes it up again.
    const again = new BulkDiscountRunner(be.db, be.logger, { batchSize: BATCH, now: () => NOW, sleep });
    expect(await again.resumeAll()).not.toContain(job.id);
    again.start(job.id);
    await again.settled(job.id);
    expect(await jobRow(job.id)).toMatchObject({ status: "FAILED", createdCount: BATCH });
    expect(await codesOf(job.id)).toHaveLength(BATCH);
  });

  it("stop() ends a wait at once: the job stays RUNNING with what was made, and the next start finishes it", async () => {
    const job = await newJob("STOPWAIT", 250);
    const { db, failures } = flakyDb(be.db);
    failures.onTransaction = (n) => {
      if (n === 2) failures.left = 1;
    };
    // A wait that only the runner's stop ends.
    let waiting!: () => void;
    const inWait = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const sleep: BulkSleep = (_ms, signal) =>
      new Promise<void>((resolve) => {
        signal.addEventListener("abort", () => resolve(), { once: true });
        waiting();
      });
    const first = new BulkDiscountRunner(db, be.logger, { batchSize: BATCH, now: () => NOW, sleep });
    first.start(job.id);
    await inWait;
    await first.stop();
    expect(await jobRow(job.id)).toMatchObject({ status: "RUNNING", createdCount: BATCH });

    const second = new BulkDiscountRunner(be.db, be.logger, { batchSize: BATCH, now: () => NOW, sleep });
    expect(await second.resumeAll()).toContain(job.id);
    await second.settled(job.id);
    expect(await jobRow(job.id)).toMatchObject({ status: "DONE", createdCount: 250 });
    const [{ n }] = (await be.db
      .select({ n: sql<number>`count(distinct ${discounts.code})::int` })
      .from(discounts)
      .where(eq(discounts.bulkJobId, job.id))) as [{ n: number }];
    expect(Number(n)).toBe(250);
  });
});
