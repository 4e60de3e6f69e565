/**
 * Product, pricing and nutrient information: the product list of a meal line
 * (`GET product_list?meal_type=UNKIBBLE|FRESH`), the ancillary summary
 * (`GET product_summary?meal_type=ANCILLARY`) and a recipe's nutrient rows
 * (`GET nutrient_analysis?recipe_id=`). Any signed-in user.
 */
import { Hono } from "hono";
import { productInfoEndpoints as e, UNKNOWN_RECIPE_MESSAGE } from "../../../lib/contract/product-info";
import type { AppDeps, AppEnv } from "../http/context";
import { fieldErrors } from "../http/errors";
import { register } from "../http/register";
import { listAncillaryProducts, listMealProducts, nutrientAnalysis } from "../queries/product-info";

export function productInfoRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  register(app, e.listMealProducts, async ({ query }) => listMealProducts(deps.db, query.meal_type));

  register(app, e.productSummary, async () => ({ data: await listAncillaryProducts(deps.db) }));

  register(app, e.nutrientAnalysis, async ({ query }) => {
    const rows = await nutrientAnalysis(deps.db, query.recipe_id);
    if (rows === null) throw fieldErrors({ recipe_id: UNKNOWN_RECIPE_MESSAGE });
    return rows;
  });

  return app;
}
