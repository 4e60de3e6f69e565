/**
 * /promotions/{promotionId}: View Promotion, read-only with the status toggle: name,
 * creator ("n/a" if missing), banner copies, active start and end ("Not set" if absent), free
 * product code and quantity, conditional products, conditional minimum spend ("$0.00" if none).
 * An entity page: 404 for an unknown promotion. Any other load failure is logged and the page keeps
 * its frame with a message (server/bff/pages/entity-page.ts loadOrLogFailure), not the error boundary.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { PromotionStatusToggleIsland } from "@/components/promotions/detail-islands";
import { endpoints } from "@/lib/contract/endpoints";
import { PROMOTION_TEXTS } from "@/lib/contract/promotions";
import { formatDateTime } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { Notice } from "@/components/ui/notice";
import { entityLoader, loadOrLogFailure } from "@/server/bff/pages/entity-page";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PAGE_HEADER_LINK, PageHeader } from "@/components/ui/page-header";
import { CurrentCrumb } from "@/components/shell/breadcrumbs";

export const metadata: Metadata = { title: "View Promotion" };

const loadPromotion = entityLoader((id: number) => upstreamCall(endpoints.getPromotion, { params: { id } }));

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

function PromotionHeader({ title }: { title: string }) {
  return (
    <PageHeader
      title={title}
      actions={
        <Link href={pages.promotions.href()} className={PAGE_HEADER_LINK}>
          Back to promotions
        </Link>
      }
    />
  );
}

export default upstreamPage(async function PromotionPage({ params }: { params: Promise<{ promotionId: string }> }) {
  const { promotionId } = await params;
  await requirePageAccess(pages.promotion, { promotionId });
  if (!/^\d{1,9}$/.test(promotionId)) notFound();
  const loaded = await loadOrLogFailure(() => loadPromotion(Number(promotionId)), { page: pages.promotion.pattern, promotion_id: promotionId });
  if (!loaded.ok) {
    return (
      <div className="space-y-4">
        <PromotionHeader title="View Promotion" />
        <Notice tone="error">{PROMOTION_TEXTS.loadFailed}</Notice>
        <p>
          {/* A full load: the server renders the page again. */}
          <a href={pages.promotion.href({ promotionId })} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            Try again
          </a>
        </p>
      </div>
    );
  }
  const p = loaded.value;
  const date = (v: string | null) => (v ? formatDateTime(v) : PROMOTION_TEXTS.noDate);
  return (
    <div className="space-y-4">
      {/* The breadcrumb names the promotion as the heading does ("Promotion Spring treat"), never by its id. */}
      <CurrentCrumb label={pages.promotion.named(p.name)} />
      <PromotionHeader title={p.name} />
      <dl className="grid max-w-3xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <Row label="Name">{p.name}</Row>
        <Row label="Status">
          <PromotionStatusToggleIsland promotion={p} />
        </Row>
        <Row label="Creator">{p.created_by ?? PROMOTION_TEXTS.noCreator}</Row>
        <Row label="Funnel banner copy">{p.banner_copy ?? "—"}</Row>
        <Row label="Marketing site desktop banner copy">{p.marketing_site_desktop_banner_copy ?? "—"}</Row>
        <Row label="Marketing site mobile banner copy">{p.marketing_site_mobile_banner_copy ?? "—"}</Row>
        <Row label="Active start">{date(p.start_timestamp)}</Row>
        <Row label="Active end">{date(p.end_timestamp)}</Row>
        <Row label="Free product">
          <span className="font-mono">{p.free_product_code}</span> × {p.quantity}
        </Row>
        <Row label="Conditional products">{p.required_conditions_products.length ? p.required_conditions_products.join(", ") : "—"}</Row>
        <Row label="Conditional minimum spend">{formatMoney(p.minimum_order_gross_value_threshold_amount)}</Row>
      </dl>
    </div>
  );
});
