/**
 * PUT orders/mark_order_cancelled, PUT orders/{id} and POST orders/{id}/remove_discount (each
 * ?dry_run=true: the totals preview; lib/contract/order-edits.ts). mark_order_cancelled is
 * registered first so its literal path is never taken for an order id.
 */
import { Hono } from "hono";
import { isDryRun, orderEditEndpoints as e } from "../../../lib/contract/order-edits";
import type { AppDeps, AppEnv } from "../http/context";
import { register } from "../http/register";
import { markOrderCancelled, removeOrderDiscount, updateOrder } from "../queries/order-edits";

export function orderEditRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const actor = (email: string) => ({ staffEmail: email, now: deps.now?.() ?? new Date() });

  register(app, e.markOrderCancelled, async ({ body }, c) => markOrderCancelled(deps.db, body.order_id, actor(c.get("staff").email), body.version));

  // An Idempotency-Key is optional on both changes (`idempotent: "optional"`); with one, the change is made once per key.
  register(app, e.updateOrder, async ({ params, body, query, idempotency }, c) =>
    updateOrder(
      deps.db,
      {
        orderId: params.id,
        account: body.account,
        orderType: body.order_type,
        bodyOrderId: body.order_id,
        lines: body.order_products,
        discountCodes: body.discount_codes,
        dryRun: isDryRun(query),
        version: body.version,
        idempotency,
      },
      actor(c.get("staff").email),
    ),
  );

  register(app, e.removeOrderDiscount, async ({ params, body, query, idempotency }, c) =>
    removeOrderDiscount(deps.db, { orderId: params.id, code: body.discount_code, version: body.version, dryRun: isDryRun(query), idempotency }, actor(c.get("staff").email)),
  );

  return app;
}
