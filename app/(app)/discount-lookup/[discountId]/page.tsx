/** /discount-lookup/{discountId}: View Discount, read-only (spec 02 §2 "Discount detail"; no status toggle here). */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DiscountDetail } from "@/components/discounts/discount-detail";
import { loadDiscount, parseDiscountId } from "@/server/discount";
import { requirePageAccess } from "@/server/guards";

export const metadata: Metadata = { title: "View Discount" };

export default async function ViewDiscountPage({ params }: { params: Promise<{ discountId: string }> }) {
  const { discountId } = await params;
  await requirePageAccess(`/discount-lookup/${discountId}`);
  const id = parseDiscountId(discountId);
  if (id === null) notFound();
  const discount = await loadDiscount(id);
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">View Discount</h1>
        <Link href="/discount-lookup" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Look up another code
        </Link>
      </header>
      <DiscountDetail discount={discount} />
    </div>
  );
}
