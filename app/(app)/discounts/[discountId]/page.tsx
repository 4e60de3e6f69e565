/** /discounts/{discountId}: Update Discount (spec 02 §2): the detail with the status toggle behind a confirmation. */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DiscountDetail } from "@/components/discounts/discount-detail";
import { DiscountStatusToggle } from "@/components/discounts/discount-status-toggle";
import { loadDiscount, parseDiscountId } from "@/server/discount";
import { requirePageAccess } from "@/server/guards";

export const metadata: Metadata = { title: "Update Discount" };

export default async function UpdateDiscountPage({ params }: { params: Promise<{ discountId: string }> }) {
  const { discountId } = await params;
  await requirePageAccess(`/discounts/${discountId}`);
  const id = parseDiscountId(discountId);
  if (id === null) notFound();
  const discount = await loadDiscount(id);
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Update Discount</h1>
        <Link href="/discounts" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to Manage Discounts
        </Link>
      </header>
      <DiscountDetail
        discount={discount}
        statusControl={<DiscountStatusToggle key={String(discount.is_active)} id={discount.id} code={discount.code} active={discount.is_active} />}
      />
    </div>
  );
}
