/** GET payment_methods/?account_id= and POST payment_methods/switch_payment_processor. */
import { Hono } from "hono";
import { customerEndpoints as e } from "../../../lib/contract/customers";
import type { AppDeps, AppEnv } from "../http/context";
import { register } from "../http/register";
import { notFoundCustomer } from "../queries/customers";
import { listPaymentMethods, switchPaymentProcessor } from "../queries/payment-methods";

export function paymentMethodRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  register(app, e.listPaymentMethods, async ({ query }) => {
    return (await listPaymentMethods(deps.db, query.account_id)) ?? notFoundCustomer();
  });

  register(app, e.switchPaymentProcessor, async ({ body }, c) =>
    switchPaymentProcessor(deps.db, { accountId: body.account_id, staffEmail: c.get("staff").email, requestId: c.get("requestId"), now: deps.now?.() ?? new Date() }),
  );

  return app;
}
