/**
 * Promotions (All Module Access only):
 * `GET /promotions/` (paged, `search` over name and free product), `GET promotions/{id}`,
 * `POST promotions` (the free product must be one of GET /products/free, the conditional products
 * must exist: 400 keyed by field otherwise; creator = the signed-in user), `PATCH promotions/{id}`
 * {status}, and `GET /products/free`.
 */
import { Hono } from "hono";
import { PROMOTION_MESSAGES, promotionEndpoints as e } from "../../../lib/contract/promotions";
import type { AppDeps, AppEnv } from "../http/context";
import { fieldErrors, notFound } from "../http/errors";
import { pageOf, pageWindow } from "../http/paging";
import { register } from "../http/register";
import { existingProductCodes, findPromotion, insertPromotion, listFreeProducts, listPromotions, promotionJson, setPromotionStatus } from "../queries/promotions";

function promotionIdParam(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

export function promotionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  register(app, e.listFreeProducts, async () => listFreeProducts(deps.db));

  register(app, e.listPromotions, async ({ query }, c) => {
    const { page, pageSize, limit, offset } = pageWindow(query.page, query.page_size);
    const { count, rows } = await listPromotions(deps.db, { search: query.search, status: query.status, ordering: query.ordering, limit, offset });
    return pageOf(c, page, count, rows.map(promotionJson), pageSize);
  });

  register(app, e.getPromotion, async ({ params }) => {
    const row = await findPromotion(deps.db, promotionIdParam(params.id));
    if (!row) throw notFound();
    return promotionJson(row);
  });

  register(app, e.createPromotion, async ({ body }, c) => {
    const at = now();
    const row = await deps.db.transaction(async (tx) => {
      const free = await listFreeProducts(tx);
      const conditions = [...new Set(body.required_conditions_products)];
      const existing = await existingProductCodes(tx, conditions);
      const missing = conditions.filter((code) => !existing.has(code));
      const errors: Record<string, string> = {};
      if (!free.some((p) => p.code === body.free_product_code)) errors.free_product_code = PROMOTION_MESSAGES.unknownFreeProduct(body.free_product_code);
      if (missing.length) errors.required_conditions_products = PROMOTION_MESSAGES.unknownProducts(missing);
      if (Object.keys(errors).length) throw fieldErrors(errors);
      return insertPromotion(tx, {
        name: body.name,
        createdBy: c.get("staff").email,
        status: body.status,
        promotionType: body.promotion_type,
        bannerCopy: body.banner_copy,
        marketingSiteDesktopBannerCopy: body.marketing_site_desktop_banner_copy,
        marketingSiteMobileBannerCopy: body.marketing_site_mobile_banner_copy,
        startTimestamp: body.start_timestamp ? new Date(body.start_timestamp) : null,
        endTimestamp: body.end_timestamp ? new Date(body.end_timestamp) : null,
        bannerType: body.banner_type,
        freeProductCode: body.free_product_code,
        quantity: body.quantity,
        requiredConditionsProducts: conditions,
        minimumOrderGrossValueThresholdAmount: body.minimum_order_gross_value_threshold_amount,
        created: at,
      });
    });
    return promotionJson(row);
  });

  register(app, e.updatePromotionStatus, async ({ params, body }) => {
    const row = await setPromotionStatus(deps.db, promotionIdParam(params.id), body.status, body.version);
    if (!row) throw notFound();
    return promotionJson(row);
  });

  return app;
}
