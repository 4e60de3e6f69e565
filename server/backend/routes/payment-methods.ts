/** GET payment_methods/?account_id= and POST payment_methods/switch_payment_processor (spec 01 §7). */
import { Hono } from "hono";
import { accountIdQuerySchema, switchPaymentProcessorSchema } from "../../../lib/contract/customers";
import { requireCapability } from "../http/auth";
import type { AppDeps, AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { jsonBody, queryParams } from "../http/validate";
import { accountExists, CUSTOMER_NOT_FOUND_MESSAGE } from "../queries/customers";
import { listPaymentMethods, switchPaymentProcessor } from "../queries/payment-methods";

export function paymentMethodRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/payment_methods", requireCapability("customerLookup"), async (c) => {
    const { account_id } = queryParams(c, accountIdQuerySchema);
    if (!(await accountExists(deps.db, account_id))) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
    return c.json(await listPaymentMethods(deps.db, account_id));
  });

  app.post("/payment_methods/switch_payment_processor", requireCapability("switchPaymentProcessor"), async (c) => {
    const { account_id } = await jsonBody(c, switchPaymentProcessorSchema);
    return c.json(
      await switchPaymentProcessor(deps.db, { accountId: account_id, staffEmail: c.get("staff").email, now: deps.now?.() ?? new Date() }),
    );
  });

  return app;
}
