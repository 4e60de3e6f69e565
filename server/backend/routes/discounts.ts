/** The discount calls of spec 02 §7 (lib/contract/discounts.ts): lookup by code, eligible product codes. */
import { Hono } from "hono";
import { discountEndpoints as e } from "../../../lib/contract/discounts";
import type { AppDeps, AppEnv } from "../http/context";
import { register } from "../http/register";
import { listDiscountEligibleCodes, lookupDiscount } from "../queries/discounts";

export function discountRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  register(app, e.lookupDiscount, async ({ query }) =>
    lookupDiscount(deps.db, query.discount_code, { avoidValidation: query.avoid_validation, now: now() }),
  );

  register(app, e.listDiscountEligibleCodes, async () => listDiscountEligibleCodes(deps.db));

  return app;
}
