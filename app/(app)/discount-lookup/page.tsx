/** /discount-lookup: search by discount code (the code is upper-cased as typed). Everyone may look up. */
import type { Metadata } from "next";
import { DiscountLookupForm } from "@/components/discounts/deferred-lookup-form";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Discount Lookup" };

export default upstreamPage(async function DiscountLookupPage() {
  await requirePageAccess(pages.discountLookup);
  return (
    <div className="space-y-6">
      <PageHeader title="Discount Lookup" />
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <DiscountLookupForm />
      </section>
    </div>
  );
});
