/** GET recipes/ids: every recipe id of the catalogue, for any signed-in user. */
import { Hono } from "hono";
import { recipeEndpoints as e } from "../../../lib/contract/recipes";
import type { AppDeps, AppEnv } from "../http/context";
import { register } from "../http/register";
import { listRecipeIds } from "../queries/recipes";

export function recipeRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  register(app, e.listRecipeIds, async () => listRecipeIds(deps.db));
  return app;
}
