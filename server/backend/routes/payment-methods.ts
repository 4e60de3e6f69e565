/** GET payment_methods/?account_id= and POST payment_methods/switch_payment_processor. */
import { Hono } from "hono";
import { customerEndpoints as e } from "../../../lib/contract/customers";
import type { AppDeps, AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { register } from "../http/register";
import { accountExists, CUSTOMER_NOT_FOUND_MESSAGE } from "../queries/customers";
import { listPaymentMethods, switchPaymentProcessor } from "../queries/payment-methods";

export function paymentMethodRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  register(app, e.listPaymentMethods, async ({ query }) => {
    if (!(await accountExists(deps.db, query.account_id))) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
    return listPaymentMethods(deps.db, query.account_id);
  });

  register(app, e.switchPaymentProcessor, async ({ body }, c) =>
    switchPaymentProcessor(deps.db, { accountId: body.account_id, staffEmail: c.get("staff").email, requestId: c.get("requestId"), now: deps.now?.() ?? new Date() }),
  );

  return app;
}
