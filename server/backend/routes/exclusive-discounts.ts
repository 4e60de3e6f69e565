/** POST accounts/{id}/create_exclusive_discount and POST discounts/generate_exclusive_discount (lib/contract/discounts.ts). */
import { Hono } from "hono";
import { discountEndpoints as e } from "../../../lib/contract/discounts";
import type { AppDeps, AppEnv } from "../http/context";
import { register } from "../http/register";
import { createExclusiveDiscount, generateExclusiveDiscount } from "../queries/discounts-exclusive";
import { accountIdParam } from "./customers";

export function exclusiveDiscountRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  register(app, e.createExclusiveDiscount, async ({ params, body, idempotency }, c) =>
    createExclusiveDiscount(deps.db, {
      idempotency,
      accountId: accountIdParam(params.id),
      kind: body.discount_type,
      orderId: body.order_id,
      staffEmail: c.get("staff").email,
      now: now(),
      application: c.req.header("x-application") ?? null,
    }),
  );

  register(app, e.generateExclusiveDiscount, async ({ body, idempotency }, c) =>
    generateExclusiveDiscount(deps.db, {
      idempotency,
      kind: body.discount_type,
      staffEmail: c.get("staff").email,
      now: now(),
      application: c.req.header("x-application") ?? null,
    }),
  );

  return app;
}
