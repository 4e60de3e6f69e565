/**
 * The discount calls (lib/contract/discounts.ts): lookup by code, eligible product
 * codes, the managed list, one discount, the status toggle, create single and in bulk (background
 * batches, server/backend/queries/discount-bulk.ts), the bulk batches' progress, one batch and its
 * activation as a whole, the CSV export of what the list's filters select in the list's order (keyset batches), and the
 * discount changelog.
 */
import { Hono, type Context } from "hono";
import { BULK_JOB_NOT_FOUND_MESSAGE, DISCOUNT_NOT_FOUND_MESSAGE, discountEndpoints as e } from "../../../lib/contract/discounts";
import type { CsvColumn } from "../../../lib/csv-stream";
import { makeDiscountSchemas } from "../../../lib/discount-rules";
import { csvAnswer, keysetBatches } from "../http/csv";
import { sortKeyOf } from "../http/list-order";
import type { AppDeps, AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { pageOf, pageWindow } from "../http/paging";
import { register, withBody } from "../http/register";
import { BulkDiscountRunner, createBulkJob, getBulkJob, listBulkJobs, setBulkJobActive } from "../queries/discount-bulk";
import {
  createDiscount,
  discountExportBatch,
  type DiscountExportRow,
  getDiscount,
  listDiscountChangelog,
  listDiscountEligibleCodes,
  listDiscounts,
  lookupDiscount,
  updateDiscountStatus,
} from "../queries/discounts";

/** A path id that is not a positive integer names nothing: 404 `message`, never 500. */
function idParam(raw: string | undefined, message: string): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound(message);
  return Number(raw);
}
const discountIdParam = (raw: string | undefined) => idParam(raw, DISCOUNT_NOT_FOUND_MESSAGE);
const bulkJobIdParam = (raw: string | undefined) => idParam(raw, BULK_JOB_NOT_FOUND_MESSAGE);

/** The columns of the discounts CSV (spec 02 §3's Discount fields as the API spells them, its id first as in the other exports; usage is left out: it is a count per code over the orders). */
const DISCOUNT_CSV_COLUMNS: CsvColumn<DiscountExportRow>[] = [
  { key: "id", header: "id" },
  { key: "code", header: "code" },
  { key: "description", header: "description" },
  { key: "isActive", header: "is_active" },
  { key: "discountType", header: "discount_type" },
  { key: "value", header: "value" },
  { key: "trialValue", header: "trial_value" },
  { key: "limitType", header: "limit_type" },
  { key: "limitValue", header: "limit_value" },
  { key: "availableStartDate", header: "available_start_date" },
  { key: "availableEndDate", header: "available_end_date" },
  { key: "orderTrial", header: "order_trial" },
  { key: "orderSubscription", header: "order_subscription" },
  { key: "orderOnetime", header: "order_onetime" },
  { key: "exemptFromSaleState", header: "exempt_from_sale_state" },
  // A JSON list of product codes; [] is every product (spec 02: "empty means all").
  { key: "eligibleProducts", header: "eligible_products" },
  { key: "bulkPrefix", header: "bulk_prefix" },
  { key: "bulkJobId", header: "bulk_job_id" },
  { key: "createdBy", header: "created_by" },
  { key: "created", header: "created" },
];

export function discountRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();
  const runner = deps.bulkDiscounts ?? new BulkDiscountRunner(deps.db, deps.logger, { now: deps.now });
  // The create and bulk bodies' rules against this API's clock ("Start time cannot be in the past"
  // at deps.now, as the lookups, the apply rules and `created` read it).
  const bodies = makeDiscountSchemas(now);
  const actor = (c: Context<AppEnv>) => ({
    staffEmail: c.get("staff").email,
    requestId: c.get("requestId"),
    now: now(),
    application: c.req.header("x-application") ?? null,
  });

  register(app, e.lookupDiscount, async ({ query }) =>
    lookupDiscount(deps.db, query.discount_code, { avoidValidation: query.avoid_validation, now: now() }),
  );

  register(app, e.listDiscountEligibleCodes, async () => listDiscountEligibleCodes(deps.db));

  register(app, e.listDiscounts, async ({ query }, c) => {
    const { page, page_size, ordering, ...filters } = query;
    const { pageSize, limit, offset } = pageWindow(page, page_size);
    const { count, results } = await listDiscounts(deps.db, filters, { limit, offset, ordering, timeZone: deps.config.BUSINESS_TIME_ZONE });
    return pageOf(c, page, count, results, pageSize);
  });

  register(app, e.exportDiscounts, async ({ query }) =>
    csvAnswer(keysetBatches(discountExportBatch(deps.db, query, deps.config.BUSINESS_TIME_ZONE), sortKeyOf), DISCOUNT_CSV_COLUMNS),
  );

  // The static paths before "discounts/:id".
  register(app, withBody(e.bulkCreateDiscounts, bodies.bulk), async ({ body, idempotency }, c) => {
    const job = await createBulkJob(deps.db, body, actor(c), idempotency);
    // A replay answers the batch already started: starting it again is a no-op (running or DONE).
    runner.start(job.id);
    return job;
  });

  register(app, e.listDiscountBulkJobs, async () => listBulkJobs(deps.db, now()));

  register(app, e.getDiscountBulkJob, async ({ params }) => {
    const job = await getBulkJob(deps.db, bulkJobIdParam(params.id));
    if (!job) throw notFound(BULK_JOB_NOT_FOUND_MESSAGE);
    return job;
  });

  register(app, e.setDiscountBulkJobActive, async ({ params, body }, c) => setBulkJobActive(deps.db, bulkJobIdParam(params.id), body.is_active, actor(c)));

  register(app, e.listDiscountChangelog, async () => listDiscountChangelog(deps.db));

  register(app, e.getDiscount, async ({ params }) => {
    const d = await getDiscount(deps.db, discountIdParam(params.id));
    if (!d) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE);
    return d;
  });

  register(app, e.updateDiscountStatus, async ({ params, body }, c) => updateDiscountStatus(deps.db, discountIdParam(params.id), body, actor(c)));

  register(app, withBody(e.createDiscount, bodies.create), async ({ body }, c) => createDiscount(deps.db, body, actor(c)));

  return app;
}
