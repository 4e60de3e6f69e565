/**
 * Product-item mappings: `GET /product_items/`
 * (mapped products, paged, `search`), `GET product_items/{id}` (404 "No product with id ... exists"),
 * `POST product_items/{id}/add_items` (at least one item, every SKU existing, quantity > 0; one
 * transaction with its "Product Item" changelog entry: CREATE for a product's first items, UPDATE
 * after, which also records the items it replaced, `previous_items`; a save that changes nothing writes nothing), `DELETE product_items/{id}/items/{sku}` (removes one mapped item, with a "Product Item"
 * DELETE entry, in one transaction; never the last one: 400, nothing written) and `GET product_items_export` (CSV, streamed in keyset batches; `search`, and the extension `status`).
 */
import { Hono } from "hono";
import { PRODUCT_ITEMS_MESSAGES, productItemEndpoints as e, removeItemProblem } from "../../../lib/contract/product-items";
import type { AppDeps, AppEnv } from "../http/context";
import { csvAnswer, keysetBatches } from "../http/csv";
import { badRequest, fieldErrors, notFound } from "../http/errors";
import { pageOf, pageWindow } from "../http/paging";
import { register } from "../http/register";
import { deleteProductItem, findProductItems, itemsBySku, listProductItems, lockProductItems, productItemExportBatch, productItemsExportKey, upsertProductItems } from "../queries/product-items";
import { writeSystemChangelog } from "../queries/system-changelog";
import { applicationOf } from "./items";

/** A product id of the path: a positive whole number, else the 404 "No product with id ... exists". */
function productIdParam(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(PRODUCT_ITEMS_MESSAGES.noProduct(raw));
  return id;
}

export function productItemRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  register(app, e.listProductItems, async ({ query }, c) => {
    const { page, pageSize, limit, offset } = pageWindow(query.page, query.page_size);
    const { count, results } = await listProductItems(deps.db, { search: query.search, status: query.status, ordering: query.ordering, limit, offset });
    return pageOf(c, page, count, results, pageSize);
  });

  register(app, e.getProductItems, async ({ params }) => {
    const id = productIdParam(params.id);
    const found = await findProductItems(deps.db, id);
    if (!found) throw notFound(PRODUCT_ITEMS_MESSAGES.noProduct(id));
    return found;
  });

  register(app, e.addProductItems, async ({ params, body }, c) => {
    const id = productIdParam(params.id);
    const at = now();
    return deps.db.transaction(async (tx) => {
      if (!(await lockProductItems(tx, id, body.version))) throw notFound(PRODUCT_ITEMS_MESSAGES.noProduct(id));
      const before = (await findProductItems(tx, id))!;
      const known = await itemsBySku(tx, body.items.map((i) => i.sku));
      const errors: Record<string, string> = {};
      body.items.forEach((item, i) => {
        if (!known.has(item.sku)) errors[`items.${i}.sku`] = PRODUCT_ITEMS_MESSAGES.unknownSku(item.sku);
      });
      if (Object.keys(errors).length) throw fieldErrors(errors);
      // Saved as it is (every item sent already packed in that quantity): the items after would equal
      // the items before, so nothing is written: no new version, no changelog entry.
      if (body.items.every((i) => before.items.some((b) => b.sku === i.sku && b.quantity === i.quantity))) return before;
      await upsertProductItems(
        tx,
        id,
        body.items.map((i) => ({ itemId: known.get(i.sku)!, quantity: i.quantity })),
      );
      const after = (await findProductItems(tx, id))!;
      const created = before.items.length === 0;
      await writeSystemChangelog(tx, {
        category: "Product Item",
        operationType: created ? "CREATE" : "UPDATE",
        // An UPDATE also records the items it replaced (`previous_items`, the whole mapping before), as the
        // removal records `removed` and the discount toggle `previous_is_active`: the mapping decides what
        // each box packs, and a mapping seeded or made before has no earlier entry saying what it was.
        newValue: { product_id: after.id, product_code: after.code, items: after.items, ...(created ? {} : { previous_items: before.items }) },
        authorEmail: c.get("staff").email,
        application: applicationOf(c),
        objectId: after.code,
        now: at,
      });
      return after;
    });
  });

  register(app, e.removeProductItem, async ({ params, query }, c) => {
    const id = productIdParam(params.id);
    const sku = params.sku.trim().toUpperCase();
    const at = now();
    return deps.db.transaction(async (tx) => {
      // Locked, and 409 when the removal was based on an older version of the mapping.
      if (!(await lockProductItems(tx, id, query.version))) throw notFound(PRODUCT_ITEMS_MESSAGES.noProduct(id));
      const before = (await findProductItems(tx, id))!;
      const removed = before.items.find((i) => i.sku === sku);
      if (!removed) throw notFound(PRODUCT_ITEMS_MESSAGES.notMapped(sku, before.code));
      // "At least one item": the last item a product packs stays (the product is locked, so two removals count one after the other).
      const problem = removeItemProblem(before, sku);
      if (problem) throw badRequest(problem);
      if (!(await deleteProductItem(tx, id, sku))) throw notFound(PRODUCT_ITEMS_MESSAGES.notMapped(sku, before.code));
      const after = (await findProductItems(tx, id))!;
      await writeSystemChangelog(tx, {
        category: "Product Item",
        operationType: "DELETE",
        newValue: { product_id: after.id, product_code: after.code, removed, items: after.items },
        authorEmail: c.get("staff").email,
        application: applicationOf(c),
        objectId: after.code,
        now: at,
      });
      return after;
    });
  });

  register(app, e.exportProductItems, async ({ query }) =>
    csvAnswer(
      keysetBatches(productItemExportBatch(deps.db, query), productItemsExportKey),
      [
        { key: "productId", header: "product_id" },
        { key: "productCode", header: "product_code" },
        { key: "productName", header: "product_name" },
        { key: "status", header: "status" },
        { key: "sku", header: "sku" },
        { key: "quantity", header: "quantity" },
      ],
    ),
  );

  return app;
}
