/**
 * The discount calls (lib/contract/discounts.ts): lookup by code, eligible product
 * codes, the managed list, one discount, the status toggle, create single and in bulk (background
 * batches, server/backend/queries/discount-bulk.ts), the bulk batches' progress and the discount
 * changelog.
 */
import { Hono, type Context } from "hono";
import { DISCOUNT_NOT_FOUND_MESSAGE, discountEndpoints as e } from "../../../lib/contract/discounts";
import type { AppDeps, AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { pageOf, pageWindow } from "../http/paging";
import { register } from "../http/register";
import { BulkDiscountRunner, createBulkJob, listBulkJobs } from "../queries/discount-bulk";
import {
  createDiscount,
  getDiscount,
  listDiscountChangelog,
  listDiscountEligibleCodes,
  listDiscounts,
  lookupDiscount,
  updateDiscountStatus,
} from "../queries/discounts";

/** A path id that is not a positive integer names no discount: 404, never 500. */
function discountIdParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE);
  return Number(raw);
}

export function discountRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();
  const runner = deps.bulkDiscounts ?? new BulkDiscountRunner(deps.db, deps.logger, { now: deps.now });
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
    const { page, limit, offset } = pageWindow(query.page);
    const { count, results } = await listDiscounts(deps.db, query.search, { limit, offset });
    return pageOf(c, page, count, results);
  });

  // The static paths before "discounts/:id".
  register(app, e.bulkCreateDiscounts, async ({ body }, c) => {
    const job = await createBulkJob(deps.db, body, actor(c));
    runner.start(job.id);
    return job;
  });

  register(app, e.listDiscountBulkJobs, async () => listBulkJobs(deps.db, now()));

  register(app, e.listDiscountChangelog, async () => listDiscountChangelog(deps.db));

  register(app, e.getDiscount, async ({ params }) => {
    const d = await getDiscount(deps.db, discountIdParam(params.id));
    if (!d) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE);
    return d;
  });

  register(app, e.updateDiscountStatus, async ({ params, body }, c) => updateDiscountStatus(deps.db, discountIdParam(params.id), body, actor(c)));

  register(app, e.createDiscount, async ({ body }, c) => createDiscount(deps.db, body, actor(c)));

  return app;
}
