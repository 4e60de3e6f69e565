/** POST accounts/{id}/create_exclusive_discount and POST discounts/generate_exclusive_discount. */
import { Hono } from "hono";
import { createExclusiveDiscountSchema, generateExclusiveDiscountSchema } from "../../../lib/contract/customers";
import { requireCapability } from "../http/auth";
import type { AppDeps, AppEnv } from "../http/context";
import { jsonBody } from "../http/validate";
import { createExclusiveDiscount, generateExclusiveDiscount } from "../queries/discounts-exclusive";
import { accountIdParam } from "./customers";

export function exclusiveDiscountRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  app.post("/accounts/:id/create_exclusive_discount", requireCapability("customerAccountActions"), async (c) => {
    const accountId = accountIdParam(c.req.param("id"));
    const body = await jsonBody(c, createExclusiveDiscountSchema);
    const result = await createExclusiveDiscount(deps.db, {
      accountId,
      kind: body.discount_type,
      orderId: body.order_id,
      staffEmail: c.get("staff").email,
      now: now(),
      application: c.req.header("x-application") ?? null,
    });
    return c.json(result, 201);
  });

  app.post("/discounts/generate_exclusive_discount", requireCapability("customerAccountActions"), async (c) => {
    const body = await jsonBody(c, generateExclusiveDiscountSchema);
    const result = await generateExclusiveDiscount(deps.db, {
      kind: body.discount_type,
      staffEmail: c.get("staff").email,
      now: now(),
      application: c.req.header("x-application") ?? null,
    });
    return c.json(result, 201);
  });

  return app;
}
