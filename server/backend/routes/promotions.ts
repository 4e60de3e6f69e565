/**
 * Promotions (All Module Access only):
 * `GET /promotions/` (paged, `search` over name and free product), `GET promotions/{id}`,
 * `POST promotions` (the free product must be one of GET /products/free, the conditional products
 * one of GET /products/codes: 400 keyed by field otherwise; creator = the signed-in user; a "Promotion created" audit
 * entry; an optional Idempotency-Key), `PATCH promotions/{id}`
 * {status}, `GET promotions_export` (an extension: the CSV of what `search` and `status` select, in
 * keyset batches), and `GET /products/free`.
 */
import { Hono } from "hono";
import { PROMOTION_MESSAGES, promotionEndpoints as e } from "../../../lib/contract/promotions";
import { auditActorOf, type AppDeps, type AppEnv } from "../http/context";
import { badRequest, fieldErrors, notFound } from "../http/errors";
import { pageOf, pageWindow } from "../http/paging";
import { register } from "../http/register";
import { recordAudit } from "../queries/audit";
import { checkVersion } from "../queries/versioned";
import { runIdempotentIfKeyed } from "../queries/idempotency";
import type { CsvColumn } from "../../../lib/csv-stream";
import { csvAnswer, keysetBatches } from "../http/csv";
import { sortKeyOf } from "../http/list-order";
import { listProductCodes } from "../queries/products";
import {
  findPromotion,
  insertPromotion,
  listFreeProducts,
  listPromotions,
  lockPromotion,
  promotionExportBatch,
  type PromotionExportRow,
  promotionJson,
  setPromotionStatus,
} from "../queries/promotions";

/** The columns of the promotions CSV: spec 02 §3's Promotion fields as the API spells them, the three banner copies together (list cells joined by "; "). */
const PROMOTION_CSV_COLUMNS: CsvColumn<PromotionExportRow>[] = [
  { key: "id", header: "id" },
  { key: "name", header: "name" },
  { key: "status", header: "status" },
  { key: "promotionType", header: "promotion_type" },
  { key: "freeProductCode", header: "free_product_code" },
  { key: "quantity", header: "quantity" },
  { key: "requiredConditionsProducts", header: "required_conditions_products" },
  { key: "minimumOrderGrossValueThresholdAmount", header: "minimum_order_gross_value_threshold_amount", kind: "money" },
  { key: "startTimestamp", header: "start_timestamp" },
  { key: "endTimestamp", header: "end_timestamp" },
  { key: "bannerType", header: "banner_type" },
  { key: "bannerCopy", header: "banner_copy" },
  { key: "marketingSiteDesktopBannerCopy", header: "marketing_site_desktop_banner_copy" },
  { key: "marketingSiteMobileBannerCopy", header: "marketing_site_mobile_banner_copy" },
  { key: "createdBy", header: "created_by" },
  { key: "created", header: "created" },
];

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

  register(app, e.exportPromotions, async ({ query }) =>
    csvAnswer(keysetBatches(promotionExportBatch(deps.db, query), sortKeyOf), PROMOTION_CSV_COLUMNS),
  );

  register(app, e.getPromotion, async ({ params }) => {
    const row = await findPromotion(deps.db, promotionIdParam(params.id));
    if (!row) throw notFound();
    return promotionJson(row);
  });

  // The promotion and its "Promotion created" audit entry in one transaction (promotions have no
  // changelog of their own: the audit log is where who made one shows, as for its status), once per
  // Idempotency-Key when the call sends one: a replay answers the promotion made, no second row or entry.
  register(app, e.createPromotion, async ({ body, idempotency }, c) => {
    const at = now();
    const answer = await deps.db.transaction((tx) => runIdempotentIfKeyed(tx, idempotency, body, at, async () => {
      const free = await listFreeProducts(tx);
      const conditions = [...new Set(body.required_conditions_products)];
      // Exactly what Create Promotion offers (GET /products/codes: the active products), by the list's own query.
      const listed = new Set(conditions.length ? (await listProductCodes(tx, { among: conditions })).map((p) => p.code) : []);
      const missing = conditions.filter((code) => !listed.has(code));
      const errors: Record<string, string> = {};
      if (!free.some((p) => p.code === body.free_product_code)) errors.free_product_code = PROMOTION_MESSAGES.unknownFreeProduct(body.free_product_code);
      if (missing.length) errors.required_conditions_products = PROMOTION_MESSAGES.unknownProducts(missing);
      if (Object.keys(errors).length) throw fieldErrors(errors);
      const row = await insertPromotion(tx, {
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
      await recordAudit(tx, auditActorOf(c, at), { action: "promotion_created", objectType: "promotion", objectId: row.id, details: { name: row.name, status: row.status } });
      return promotionJson(row);
    }));
    return answer;
  });

  // Who changed a promotion's status, and from what, is in the staff audit log (as a discount's
  // toggle), written with the change in one transaction; an unchanged status writes nothing.
  register(app, e.updatePromotionStatus, async ({ params, body }, c) => {
    const id = promotionIdParam(params.id);
    const row = await deps.db.transaction(async (tx) => {
      // Locked before it is read (as the discount toggle does): a status change committed meanwhile is the previous status recorded.
      const before = await lockPromotion(tx, id);
      // The status it already has changes nothing: answered as it is, no write, no audit entry, the
      // version kept (nobody else's open toggle answers 409 for it), as a discount's toggle.
      if (before && before.status === body.status) {
        checkVersion(before, body.version, "promotion");
        return before;
      }
      // Activating gives the free product away again: it must still be one Create Promotion offers.
      if (before && body.status === "ACTIVE" && before.status !== "ACTIVE" && !(await listFreeProducts(tx)).some((p) => p.code === before.freeProductCode))
        throw badRequest(PROMOTION_MESSAGES.freeProductWithdrawn(before.freeProductCode));
      const changed = await setPromotionStatus(tx, id, body.status, body.version);
      if (!changed) throw notFound();
      await recordAudit(
        tx,
        { staffEmail: c.get("staff").email, requestId: c.get("requestId"), now: now() },
        { action: body.status === "ACTIVE" ? "promotion_activated" : "promotion_deactivated", objectType: "promotion", objectId: changed.id, details: { name: changed.name, previous_status: before?.status ?? null } },
      );
      return changed;
    });
    return promotionJson(row);
  });

  return app;
}
