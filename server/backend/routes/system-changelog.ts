/** The system changelog of items and product items. */
import { Hono } from "hono";
import { systemChangelogEndpoints as e } from "../../../lib/contract/system-changelog";
import type { AppDeps, AppEnv } from "../http/context";
import { register } from "../http/register";
import { listSystemChangelog } from "../queries/system-changelog";

export function systemChangelogRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  register(app, e.listItemChangelog, async () => listSystemChangelog(deps.db, ["Item"]));
  register(app, e.listProductItemChangelog, async () => listSystemChangelog(deps.db, ["Product Item"]));
  return app;
}
