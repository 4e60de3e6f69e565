/**
 * POST refunds, GET refunds (issue 22), POST fulfillments/{id}/split, PUT orders/mark_fulfillment_delivery_failed,
 * POST orders (lib/contract/order-actions.ts; rules in lib/orders/rules.ts).
 */
import { Hono } from "hono";
import { orderActionEndpoints as e } from "../../../lib/contract/order-actions";
import { isDryRun } from "../../../lib/contract/order-edits";
import type { AppDeps, AppEnv } from "../http/context";
import { register } from "../http/register";
import { createOrder, createRefund, markDeliveryFailed, splitFulfillment } from "../queries/order-actions";
import { listRefunds } from "../queries/refunds";

export function orderActionRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  // The Idempotency-Key is checked by register() (the descriptor is `idempotent`); the replay runs in createRefund.
  register(app, e.createRefund, async ({ body, idempotency }, c) =>
    createRefund(deps.db, {
      accountId: body.account,
      orderId: body.order_id,
      lines: body.order_product_refunds,
      reason: body.reason,
      idempotency,
      staffEmail: c.get("staff").email,
      requestId: c.get("requestId"),
      now: now(),
    }),
  );

  register(app, e.listRefunds, async ({ query }) => listRefunds(deps.db, { orderId: query.order_id, accountId: query.account }));

  register(app, e.splitFulfillment, async ({ params, body }, c) =>
    splitFulfillment(deps.db, { fulfillmentId: params.id, codes: body.product_codes_to_split, staffEmail: c.get("staff").email, now: now() }),
  );

  register(app, e.markFulfillmentDeliveryFailed, async ({ body }, c) =>
    markDeliveryFailed(deps.db, { fulfillmentId: body.fulfillment_id, staffEmail: c.get("staff").email, now: now() }),
  );

  // An Idempotency-Key is optional here (the descriptor is `idempotent: "optional"`); with one, createOrder places the order once per key.
  register(app, e.createOrder, async ({ body, query, idempotency }, c) =>
    createOrder(deps.db, {
      accountId: body.account,
      orderType: body.order_type,
      lines: body.order_products,
      replacementParentOrder: body.replacement_parent_order ?? null,
      discountCodes: body.discount_codes ?? [],
      dryRun: isDryRun(query),
      idempotency,
      staffEmail: c.get("staff").email,
      requestId: c.get("requestId"),
      now: now(),
    }),
  );

  return app;
}
