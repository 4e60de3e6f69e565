/** GET /products/{code} (lib/contract/product-detail.ts): 404 "Product not found." for an unknown code. */
import { Hono } from "hono";
import { PRODUCT_NOT_FOUND_MESSAGE, productDetailEndpoints as e } from "../../../lib/contract/product-detail";
import type { AppDeps, AppEnv } from "../http/context";
import { notFound } from "../http/errors";
import { register } from "../http/register";
import { getProductByCode } from "../queries/product-detail";

export function productDetailRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  register(app, e.getProduct, async ({ params }) => {
    const product = await getProductByCode(deps.db, params.code);
    if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    return product;
  });
  return app;
}
