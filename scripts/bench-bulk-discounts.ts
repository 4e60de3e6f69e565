/**
 * `npm run bench:bulk-discounts [-- --codes 100000 --batch 1000]`: how long bulk discount creation
 * (server/backend/queries/discount-bulk.ts) takes on the PostgreSQL database at DATABASE_URL. It
 * creates a batch like POST discounts/bulk_create does, runs it to the end with the runner the
 * embedded API uses, prints the duration and codes per second, checks the count and uniqueness,
 * and deletes the batch's codes, its row and its changelog entries again.
 */
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { openDatabase } from "../server/backend/db/client";
import { discountBulkJobs, discounts, systemChangelog } from "../server/backend/db/schema";
import { BULK_BATCH_SIZE, BulkDiscountRunner, createBulkJob } from "../server/backend/queries/discount-bulk";
import { discountBulkCreateSchema } from "../lib/discount-rules";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} needs a positive integer`);
  return v;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to a PostgreSQL database (migrations are applied).");
  const codes = arg("--codes", 100_000);
  const batchSize = arg("--batch", BULK_BATCH_SIZE);
  const database = await openDatabase({ databaseUrl: url });
  const db = database.db;
  const prefix = `BENCH${Date.now().toString(36).toUpperCase()}`;
  const values = discountBulkCreateSchema.parse({
    prefix,
    number_of_codes: codes,
    discount_type: "PERCENTAGE",
    value: 15,
    limit_type: "X_CUSTOMERS",
    limit_value: 1,
    order_subscription: true,
  });
  const job = await createBulkJob(db, values, { staffEmail: "bench+bark@example.com", requestId: "bench-bulk-discounts", now: new Date() });
  const runner = new BulkDiscountRunner(db, pino({ level: "silent" }), { batchSize });
  const started = performance.now();
  runner.start(job.id);
  await runner.settled(job.id);
  const ms = performance.now() - started;
  const [row] = await db.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, job.id));
  const [{ n, distinct }] = (await db
    .select({ n: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct ${discounts.code})::int` })
    .from(discounts)
    .where(eq(discounts.bulkJobId, job.id))) as [{ n: number; distinct: number }];
  console.log(
    JSON.stringify({ codes, batch_size: batchSize, status: row!.status, created: n, unique: distinct, seconds: Math.round(ms / 10) / 100, codes_per_second: Math.round((n / ms) * 1000) }),
  );
  await db.delete(discounts).where(eq(discounts.bulkJobId, job.id));
  await db.delete(systemChangelog).where(eq(systemChangelog.objectId, prefix));
  await db.delete(discountBulkJobs).where(eq(discountBulkJobs.id, job.id));
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
