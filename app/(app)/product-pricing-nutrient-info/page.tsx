/** The Product, Pricing and Nutrient Info hub: links to its four sub-pages; any signed-in user. */
import type { Metadata } from "next";
import Link from "next/link";
import { PRODUCT_INFO_PAGES } from "@/lib/product-info-columns";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { TilePage } from "@/components/shell/home-tile";

export const metadata: Metadata = { title: "Product/Pricing/Nutrient Info" };

export default upstreamPage(async function ProductInfoHubPage() {
  await requirePageAccess(pages.productInfo);
  return (
    <TilePage title="Product/Pricing/Nutrient Info" label="Product information">
      {PRODUCT_INFO_PAGES.map((p) => (
        <li key={p.href}>
          <Link
            href={p.href}
            className="block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="block text-base font-semibold text-slate-900">{p.title}</span>
            <span className="mt-1 block text-sm text-slate-600">{p.text}</span>
          </Link>
        </li>
      ))}
    </TilePage>
  );
});
