/**
 * Bulk discount creation (All Module Access only, issue 12): POST discounts/bulk_create
 * writes a batch row (discount_bulk_jobs) and its changelog entry and answers at once; the codes are
 * made in the background by `BulkDiscountRunner`, in batches of `batchSize`, each batch and the
 * batch row's progress in one transaction, so a batch stopped at any point (a restart, a crash)
 * resumes from exactly what exists (`resumeAll` at start-up). A batch that fails (a dropped
 * connection, a pool timeout, a deadlock retried too often) is tried again after a backoff
 * (BULK_RETRY_DELAYS_MS); after that many consecutive failures the job is FAILED (`failBulkJob`):
 * the codes made stay, the progress panel says it stopped. Every code is the prefix, "-" and a
 * random suffix of BULK_CODE_SUFFIX_LENGTH characters of an unambiguous alphabet (crypto random);
 * the unique index on code refuses a collision, which is simply made again.
 */
import { randomInt } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { desc, eq, gt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { BULK_JOB_NOT_FOUND_MESSAGE, BULK_JOB_RUNNING_MESSAGE, type BulkJobStatusAnswer, type DiscountBulkJobDto } from "../../../lib/contract/discounts";
import { BULK_CODE_ALPHABET, BULK_CODE_SUFFIX_LENGTH, type DiscountBulkCreateValues, type DiscountCreateValues } from "../../../lib/discount-rules";
import type { Db } from "../db/client";
import { discountBulkJobs, discounts, systemChangelog } from "../db/schema";
import { ApiError, notFound } from "../http/errors";
import { checkEligibleProducts, discountRowValues } from "./discounts";
import { recordAudit, type AuditActor } from "./audit";
import { runIdempotentIfKeyed, type Idempotency } from "./idempotency";
import { loggableError } from "../http/loggable-error";

export const BULK_BATCH_SIZE = 1000;
/**
 * The waits before each new try of a failed batch (about 4 minutes in all, for a passing outage of
 * the database); a failure after the last one marks the job FAILED. A batch that succeeds starts the
 * count again.
 */
export const BULK_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 15_000, 60_000, 180_000];
/** Waits `ms`, or less when `signal` aborts (the runner stops); never rejects. */
export type BulkSleep = (ms: number, signal: AbortSignal) => Promise<void>;
const sleep: BulkSleep = (ms, signal) => delay(ms, undefined, { signal }).catch(() => undefined);
type JobRow = typeof discountBulkJobs.$inferSelect;
type Template = Omit<DiscountCreateValues, "code">;

export function bulkCode(prefix: string): string {
  let suffix = "";
  for (let i = 0; i < BULK_CODE_SUFFIX_LENGTH; i++) suffix += BULK_CODE_ALPHABET[randomInt(BULK_CODE_ALPHABET.length)];
  return `${prefix}-${suffix}`;
}

export function bulkJobDto(row: JobRow): DiscountBulkJobDto {
  return {
    id: row.id,
    prefix: row.prefix,
    number_of_codes: row.numberOfCodes,
    created_count: row.createdCount,
    status: row.status,
    created_by: row.createdBy,
    created: row.created.toISOString(),
    finished: row.finished?.toISOString() ?? null,
  };
}

/** POST discounts/bulk_create: the batch row and its changelog entry, in one transaction. */
export async function createBulkJob(
  db: Db,
  v: DiscountBulkCreateValues,
  actor: AuditActor & { application?: string | null },
  idempotency?: Idempotency,
): Promise<DiscountBulkJobDto> {
  await checkEligibleProducts(db, v.eligible_products);
  const { prefix, number_of_codes, ...template } = v;
  // Once per Idempotency-Key when the call sends one: a double submit answers the batch started, no second one.
  return db.transaction((tx) => runIdempotentIfKeyed(tx, idempotency, v, actor.now, async () => {
    const [job] = await tx
      .insert(discountBulkJobs)
      .values({
        prefix,
        numberOfCodes: number_of_codes,
        template,
        createdBy: actor.staffEmail,
        application: actor.application ?? null,
        created: actor.now,
      })
      .returning();
    await tx.insert(systemChangelog).values({
      category: "Bulk Discount",
      operationType: "CREATE",
      newValue: { bulk_job_id: job!.id, prefix, number_of_codes, status: "RUNNING", ...template },
      createdAt: actor.now,
      authorEmail: actor.staffEmail,
      application: actor.application ?? null,
      objectId: prefix,
    });
    await recordAudit(tx, actor, { action: "bulk_discount_batch", objectType: "discount_batch", objectId: job!.id, details: { prefix, number_of_codes } });
    return bulkJobDto(job!);
  }));
}

/** GET discount_bulk_jobs: the running batches and those finished in the last day, newest first. */
export async function listBulkJobs(db: Db, now: Date): Promise<DiscountBulkJobDto[]> {
  const since = new Date(now.getTime() - 86_400_000);
  const rows = await db
    .select()
    .from(discountBulkJobs)
    .where(or(eq(discountBulkJobs.status, "RUNNING"), gt(discountBulkJobs.finished, since)))
    .orderBy(desc(discountBulkJobs.id))
    .limit(20);
  return rows.map(bulkJobDto);
}

/**
 * One batch of a job: locks the job row, makes up to `batchSize` of the codes still missing, adds
 * what it inserted to the progress and, when none are missing, marks the job DONE with its
 * changelog entry. Answers whether the job is finished.
 */
export async function runBulkBatch(db: Db, jobId: number, batchSize: number, now: () => Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, jobId)).for("update").limit(1);
    // Only a RUNNING job is made (a DONE or FAILED one is over).
    if (!job || job.status !== "RUNNING") return true;
    const missing = job.numberOfCodes - job.createdCount;
    let inserted = 0;
    if (missing > 0) {
      const template = job.template as unknown as Template;
      const base = discountRowValues(template, { staffEmail: job.createdBy ?? "", now: now(), application: job.application });
      const codes = new Set<string>();
      while (codes.size < Math.min(batchSize, missing)) codes.add(bulkCode(job.prefix));
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      // One statement whatever the batch size: the codes as one JSON parameter, the shared fields once
      // (a multi-row VALUES of 1,000 rows costs more to build than to run).
      const res = await tx.execute(sql`
        insert into ${discounts} (code, description, is_active, created_by, discount_type, value, trial_value, limit_type, limit_value,
          available_start_date, available_end_date, order_trial, order_subscription, order_onetime, eligible_products,
          exempt_from_sale_state, bulk_prefix, bulk_job_id, created, last_updated)
        select c, ${base.description}, ${base.isActive}, ${job.createdBy}, ${base.discountType}, ${base.value}::numeric, ${base.trialValue}::numeric,
          ${base.limitType}, ${base.limitValue}::integer, ${iso(base.availableStartDate)}::timestamptz, ${iso(base.availableEndDate)}::timestamptz,
          ${base.orderTrial}, ${base.orderSubscription}, ${base.orderOnetime},
          array(select jsonb_array_elements_text(${JSON.stringify(base.eligibleProducts)}::jsonb)),
          ${base.exemptFromSaleState}, ${job.prefix}, ${job.id}, ${iso(base.created)}::timestamptz, ${iso(base.lastUpdated)}::timestamptz
        from jsonb_array_elements_text(${JSON.stringify([...codes])}::jsonb) as c
        on conflict (code) do nothing
        returning id`);
      const rows = (res as unknown as { rows: { id: number }[] }).rows;
      inserted = rows.length;
    }
    const createdCount = job.createdCount + inserted;
    const done = createdCount >= job.numberOfCodes;
    await tx
      .update(discountBulkJobs)
      .set({ createdCount, ...(done ? { status: "DONE" as const, finished: now() } : {}) })
      .where(eq(discountBulkJobs.id, jobId));
    if (done) {
      await recordBatchEnd(tx, job, createdCount, "DONE", now());
    }
    return done;
  });
}

/** A batch's end (DONE, or FAILED when the runner gave up): its "Bulk Discount" UPDATE changelog entry, in the caller's transaction, by the batch's author. */
async function recordBatchEnd(tx: Db, job: typeof discountBulkJobs.$inferSelect, createdCount: number, status: "DONE" | "FAILED", at: Date): Promise<void> {
  await tx.insert(systemChangelog).values({
    category: "Bulk Discount",
    operationType: "UPDATE",
    newValue: { bulk_job_id: job.id, prefix: job.prefix, number_of_codes: job.numberOfCodes, created_count: createdCount, status },
    createdAt: at,
    authorEmail: job.createdBy,
    application: job.application,
    objectId: job.prefix,
  });
}

/**
 * Marks a RUNNING job FAILED (the runner gave up on it) with its "Bulk Discount" UPDATE changelog
 * entry (the created count, status FAILED), in one transaction; a job that is no longer RUNNING is
 * left as it is. Answers whether it marked it.
 */
export async function failBulkJob(db: Db, jobId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, jobId)).for("update").limit(1);
    if (!job || job.status !== "RUNNING") return false;
    await tx.update(discountBulkJobs).set({ status: "FAILED", finished: now }).where(eq(discountBulkJobs.id, jobId));
    await recordBatchEnd(tx, job, job.createdCount, "FAILED", now);
    return true;
  });
}

/**
 * Runs the batches of bulk jobs in the background of the embedded API, one job at a time per job
 * id. A failed batch is tried again after each wait of `retryDelaysMs` (the batch is one
 * transaction, so a new try resumes exactly); one more failure marks the job FAILED. `stop()` lets
 * the batch under way finish (its transaction), ends a wait at once, and stops: the job stays
 * RUNNING; `resumeAll()` picks up every RUNNING job (start-up after a stop or a crash). The clock
 * (`now`) and the waits (`sleep`) are injected; tests pass a `sleep` that does not wait.
 */
export class BulkDiscountRunner {
  private readonly running = new Map<number, Promise<void>>();
  private stopped = false;
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly opts: {
      batchSize?: number;
      now?: () => Date;
      afterBatch?: (jobId: number) => void | Promise<void>;
      retryDelaysMs?: readonly number[];
      sleep?: BulkSleep;
    } = {},
  ) {}

  /** Starts (or keeps running) the job; answers at once. */
  start(jobId: number): void {
    if (this.stopped || this.running.has(jobId)) return;
    const run = this.run(jobId)
      .catch((err: unknown) => this.logger.error({ error: loggableError(err), bulk_job_id: jobId }, "bulk discount batch stopped; it resumes at the next start"))
      .finally(() => this.running.delete(jobId));
    this.running.set(jobId, run);
  }

  private async run(jobId: number): Promise<void> {
    const batchSize = this.opts.batchSize ?? BULK_BATCH_SIZE;
    const now = this.opts.now ?? (() => new Date());
    const retryDelays = this.opts.retryDelaysMs ?? BULK_RETRY_DELAYS_MS;
    const wait = this.opts.sleep ?? sleep;
    const started = performance.now();
    let failures = 0;
    while (!this.stopped) {
      let done: boolean;
      try {
        done = await runBulkBatch(this.db, jobId, batchSize, now);
        await this.opts.afterBatch?.(jobId);
        failures = 0;
      } catch (err) {
        failures++;
        if (failures > retryDelays.length) {
          await this.giveUp(jobId, err, failures, now());
          return;
        }
        const ms = retryDelays[failures - 1]!;
        this.logger.warn({ error: loggableError(err), bulk_job_id: jobId, failures, retry_in_ms: ms }, "bulk discount batch failed; trying it again");
        await wait(ms, this.stopping.signal);
        continue;
      }
      if (done) {
        this.logger.info({ bulk_job_id: jobId, duration_ms: Math.round(performance.now() - started) }, "bulk discount batch done");
        return;
      }
      // Let requests in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** After the last retry failed too: the job FAILED, said in the log (if even that cannot be written, it stays RUNNING and resumes at the next start). */
  private async giveUp(jobId: number, err: unknown, failures: number, now: Date): Promise<void> {
    try {
      if (await failBulkJob(this.db, jobId, now)) this.logger.error({ error: loggableError(err), bulk_job_id: jobId, failures }, "bulk discount batch failed too often; the job is FAILED");
    } catch (markError) {
      this.logger.error(
        { error: loggableError(err), mark_error: loggableError(markError), bulk_job_id: jobId, failures },
        "bulk discount batch failed too often and could not be marked FAILED; it resumes at the next start",
      );
    }
  }

  /** Resumes every RUNNING job; answers their ids. */
  async resumeAll(): Promise<number[]> {
    const rows = await this.db.select({ id: discountBulkJobs.id }).from(discountBulkJobs).where(eq(discountBulkJobs.status, "RUNNING"));
    for (const r of rows) this.start(r.id);
    return rows.map((r) => r.id);
  }

  /** Waits until the job's run (if any) ends. */
  async settled(jobId?: number): Promise<void> {
    if (jobId !== undefined) await this.running.get(jobId);
    else await Promise.all(this.running.values());
  }

  /** Stops after the batch under way (a wait for a new try ends at once). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    await Promise.all(this.running.values());
  }
}

/** GET discount_bulk_jobs/{id}: null when there is none. */
export async function getBulkJob(db: Db, id: number): Promise<DiscountBulkJobDto | null> {
  const [row] = await db.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, id)).limit(1);
  return row ? bulkJobDto(row) : null;
}

/**
 * POST discount_bulk_jobs/{id}/set_active: every code of a finished (DONE or FAILED) batch made active or inactive
 * in one transaction (one UPDATE of the codes whose state differs, each code's version raised) with
 * ONE "Bulk Discount" UPDATE changelog entry for the batch (its id, prefix, the new state and how
 * many codes changed; docs/assumptions.md says why not one per code) and one audit entry (discount
 * activated or deactivated, the batch as its object); neither when no code changed. The batch row is locked first,
 * so two requests for one batch run one after the other; a running batch answers 409.
 */
export async function setBulkJobActive(
  db: Db,
  id: number,
  isActive: boolean,
  actor: AuditActor & { application?: string | null },
): Promise<BulkJobStatusAnswer> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, id)).for("update").limit(1);
    if (!job) throw notFound(BULK_JOB_NOT_FOUND_MESSAGE);
    // A FAILED batch's codes exist and may be activated or deactivated like a DONE one's.
    if (job.status === "RUNNING") throw new ApiError(409, { detail: BULK_JOB_RUNNING_MESSAGE });
    // One statement; the count comes back as one row on both drivers.
    const res = await tx.execute(sql`
      with changed as (
        update ${discounts} set is_active = ${isActive}, version = version + 1, last_updated = ${actor.now.toISOString()}::timestamptz
        where bulk_job_id = ${id} and is_active <> ${isActive}
        returning 1)
      select count(*)::int as n from changed`);
    const changed = Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    // Nothing changed (every code had the state already, e.g. someone else's Deactivate all came
    // first): nothing is recorded; the answer's `changed: 0` says so.
    if (changed === 0) return { job: bulkJobDto(job), is_active: isActive, changed };
    await tx.insert(systemChangelog).values({
      category: "Bulk Discount",
      operationType: "UPDATE",
      newValue: { bulk_job_id: job.id, prefix: job.prefix, is_active: isActive, codes_changed: changed, number_of_codes: job.numberOfCodes },
      createdAt: actor.now,
      authorEmail: actor.staffEmail,
      application: actor.application ?? null,
      objectId: job.prefix,
    });
    await recordAudit(tx, actor, { action: isActive ? "discount_activated" : "discount_deactivated", objectType: "discount_batch", objectId: job.id, details: { prefix: job.prefix, codes_changed: changed } });
    return { job: bulkJobDto(job), is_active: isActive, changed };
  });
}
