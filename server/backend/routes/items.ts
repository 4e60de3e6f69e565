/**
 * Items: `GET /items/` (paged, `search` over SKU and name),
 * `POST items` (SKU upper-cased and unique, recipe from recipes/ids; one transaction with its
 * "Item" CREATE changelog entry), `GET items/skus` (every SKU, sorted) and `GET items_export` (CSV of
 * the items matching `search`, streamed from the database in keyset batches).
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { itemEndpoints as e, ITEM_MESSAGES } from "../../../lib/contract/items";
import { recipes } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { csvAnswer, keysetBatches } from "../http/csv";
import { sortKeyOf } from "../http/list-order";
import { fieldErrors } from "../http/errors";
import { pageOf, pageWindow } from "../http/paging";
import { register } from "../http/register";
import { findItemBySku, insertItem, itemExportBatch, itemJson, listItems, listItemSkus } from "../queries/items";
import { writeSystemChangelog } from "../queries/system-changelog";
import { isUniqueViolation } from "../queries/unique";

/** The application a write came from (the x-application header the BFF sends), for the changelog. */
export const applicationOf = (c: { req: { header(name: string): string | undefined } }) => c.req.header("x-application")?.slice(0, 100) ?? null;

export function itemRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  register(app, e.listItemSkus, async () => listItemSkus(deps.db));

  register(app, e.listItems, async ({ query }, c) => {
    const { page, pageSize, limit, offset } = pageWindow(query.page, query.page_size);
    const { count, rows } = await listItems(deps.db, { search: query.search, ordering: query.ordering, limit, offset });
    return pageOf(c, page, count, rows.map(itemJson), pageSize);
  });

  register(app, e.createItem, async ({ body }, c) => {
    const author = c.get("staff").email;
    const at = now();
    try {
      const row = await deps.db.transaction(async (tx) => {
        const [recipe] = await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, body.recipe)).limit(1);
        const taken = await findItemBySku(tx, body.sku);
        const errors: Record<string, string> = {};
        if (taken) errors.sku = ITEM_MESSAGES.skuTaken;
        if (!recipe) errors.recipe = ITEM_MESSAGES.unknownRecipe(body.recipe);
        if (Object.keys(errors).length) throw fieldErrors(errors);
        const item = await insertItem(tx, { sku: body.sku, name: body.name, weightOz: body.weight_oz, volume: body.volume, recipeId: body.recipe, now: at });
        await writeSystemChangelog(tx, {
          category: "Item",
          operationType: "CREATE",
          newValue: { sku: item.sku, name: item.name, weight_oz: Number(item.weightOz), volume: Number(item.volume), recipe: item.recipeId },
          authorEmail: author,
          application: applicationOf(c),
          objectId: item.sku,
          now: at,
        });
        return item;
      });
      return itemJson(row);
    } catch (error) {
      // Two creations of one SKU at once: the second meets the unique index.
      if (isUniqueViolation(error)) throw fieldErrors({ sku: ITEM_MESSAGES.skuTaken });
      throw error;
    }
  });

  register(app, e.exportItems, async ({ query }) =>
    csvAnswer(
      keysetBatches(itemExportBatch(deps.db, query), sortKeyOf),
      [
        { key: "sku", header: "sku" },
        { key: "name", header: "name" },
        { key: "weightOz", header: "weight_oz" },
        { key: "volume", header: "volume" },
        { key: "recipeId", header: "recipe" },
        { key: "created", header: "created" },
      ],
    ),
  );

  return app;
}
