/**
 * Items (spec 02 §7): `GET items/skus` (every SKU, sorted).
 */
import { Hono } from "hono";
import { itemEndpoints as e } from "../../../lib/contract/items";
import type { AppDeps, AppEnv } from "../http/context";
import { register } from "../http/register";
import { listItemSkus } from "../queries/items";

export function itemRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  register(app, e.listItemSkus, async () => listItemSkus(deps.db));

  return app;
}
