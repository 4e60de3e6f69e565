/**
 * The one discount page: guarded by its own path, the discount loaded
 * first (404 page when missing), a heading with a way back, the detail, and an optional status
 * control. The breadcrumb names the discount by its code ("Discount SPRING20"), as its panel does. /discount-lookup/{id} (read-only) and /discounts/{id} (with the toggle) both render it.
 */
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { DiscountDto } from "@/lib/contract/discounts";
import { CurrentCrumb } from "@/components/shell/breadcrumbs";
import type { pages } from "@/lib/pages";
import { loadDiscount, parseDiscountId } from "@/server/bff/pages/discount";
import { requirePageAccess } from "@/server/bff/session/guards";
import { DiscountDetail } from "./discount-detail";
import { PAGE_HEADER_LINK, PageHeader } from "@/components/ui/page-header";

export async function DiscountPage({
  route,
  list,
  segment,
  title,
  back,
  statusControl,
}: {
  /** The page (lib/pages.ts: discountLookupDetail or discount) and the list it lives under. */
  route: typeof pages.discountLookupDetail | typeof pages.discount;
  list: typeof pages.discountLookup | typeof pages.discounts;
  segment: string;
  title: string;
  back: string;
  statusControl?: (discount: DiscountDto) => ReactNode;
}) {
  await requirePageAccess(route, { discountId: segment });
  const id = parseDiscountId(segment);
  if (id === null) notFound();
  const discount = await loadDiscount(id);
  return (
    <div className="space-y-4">
      <CurrentCrumb label={route.named(discount.code)} />
      <PageHeader
        title={title}
        actions={
          <Link href={list.href()} className={PAGE_HEADER_LINK}>
            {back}
          </Link>
        }
      />
      <DiscountDetail discount={discount} statusControl={statusControl?.(discount)} />
    </div>
  );
}
