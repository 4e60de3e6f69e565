/**
 * Product reads (lib/contract/products.ts): GET products/codes, products/one-time-codes,
 * products/one-time-order-products/?country=, product_items/by_code/{code}, buffer_bags?order_id=.
 */
import { Hono } from "hono";
import { productEndpoints as e } from "../../../lib/contract/products";
import type { AppDeps, AppEnv } from "../http/context";
import { register } from "../http/register";
import { getProductItemsByCode, listBufferBags, listOneTimeOrderProducts, listProductCodes } from "../queries/products";

export function productRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  register(app, e.listProductCodes, async () => listProductCodes(deps.db));
  register(app, e.listOneTimeProductCodes, async () => listProductCodes(deps.db, { oneTimeOnly: true }));
  register(app, e.listOneTimeOrderProducts, async ({ query }) =>
    listOneTimeOrderProducts(deps.db, { country: query.country, accountId: query.account_id }),
  );
  register(app, e.getProductItemsByCode, async ({ params }) => getProductItemsByCode(deps.db, params.code));
  register(app, e.listBufferBags, async ({ query }) => listBufferBags(deps.db, query.order_id));

  return app;
}
