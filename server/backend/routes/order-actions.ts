/**
 * POST refunds, POST fulfillments/{id}/split, PUT orders/mark_fulfillment_delivery_failed,
 * POST orders (lib/contract/order-actions.ts; rules in lib/orders/rules.ts).
 */
import { Hono } from "hono";
import { orderActionEndpoints as e } from "../../../lib/contract/order-actions";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REQUIRED } from "../../../lib/contract/idempotency";
import type { AppDeps, AppEnv } from "../http/context";
import { badRequest } from "../http/errors";
import { register } from "../http/register";
import { createOrder, createRefund, markDeliveryFailed, splitFulfillment } from "../queries/order-actions";

/** An idempotency key: 1–200 visible ASCII characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export function orderActionRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  register(app, e.createRefund, async ({ body }, c) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_KEY_REQUIRED);
    return createRefund(deps.db, {
      accountId: body.account,
      orderId: body.order_id,
      lines: body.order_product_refunds,
      idempotencyKey: key,
      staffEmail: c.get("staff").email,
      now: now(),
    });
  });

  register(app, e.splitFulfillment, async ({ params, body }, c) =>
    splitFulfillment(deps.db, { fulfillmentId: params.id, codes: body.product_codes_to_split, staffEmail: c.get("staff").email, now: now() }),
  );

  register(app, e.markFulfillmentDeliveryFailed, async ({ body }, c) =>
    markDeliveryFailed(deps.db, { fulfillmentId: body.fulfillment_id, staffEmail: c.get("staff").email, now: now() }),
  );

  register(app, e.createOrder, async ({ body, query }, c) =>
    createOrder(deps.db, {
      accountId: body.account,
      orderType: body.order_type,
      lines: body.order_products,
      replacementParentOrder: body.replacement_parent_order ?? null,
      discountCodes: body.discount_codes ?? [],
      dryRun: query.dry_run === "true",
      staffEmail: c.get("staff").email,
      now: now(),
    }),
  );

  return app;
}
