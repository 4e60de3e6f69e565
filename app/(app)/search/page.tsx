/**
 * /search?q=…: what the header's search box (⌘K) opens. The query is read as an order number,
 * a customer id, a phone, an email, a name or a discount code (lib/search/quick-search.ts); the lookups
 * run server-side, each only for a staff member who may make that call. The one thing found opens
 * at once; otherwise the matches are listed, grouped by kind.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { StatusBadge } from "@/components/ui/status-badge";
import { QuickSearchForm } from "@/components/shell/quick-search-form";
import { formatPhone } from "@/lib/format";
import { customerDisplayName } from "@/lib/customers/display";
import { pages } from "@/lib/pages";
import { planIsEmpty, planQuickSearch, refineInLookupHref } from "@/lib/search/quick-search";
import { QUICK_SEARCH_MESSAGES } from "@/lib/search/messages";
import { pageCheckingTokenAfterReads, requirePageAccess } from "@/server/bff/session/guards";
import { runQuickSearch, singleDestination, type QuickSearchHit } from "@/server/bff/pages/quick-search";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Search" };

type SearchParams = Record<string, string | string[] | undefined>;

function HitList({ title, hits }: { title: string; hits: QuickSearchHit[] }) {
  if (hits.length === 0) return null;
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-700">{title}</h2>
      <ul className="divide-y divide-slate-100">
        {hits.map((hit) => (
          <li key={hit.href}>
            <Link href={hit.href} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50">
              {hit.kind === "order" ? (
                <>
                  <span className="font-medium text-brand-700">Order {hit.orderId}</span>
                  <span className="text-sm text-slate-700">{customerDisplayName(hit.customer)}</span>
                  <span className="text-sm text-slate-600">{hit.customer.email}</span>
                </>
              ) : hit.kind === "customer" ? (
                <>
                  <span className="font-medium text-brand-700">{customerDisplayName(hit.customer)}</span>
                  <span className="text-sm text-slate-600">{hit.customer.email}</span>
                  <span className="text-sm text-slate-600">{formatPhone(hit.customer.phone_number)}</span>
                  <span className="text-sm text-slate-600">Customer {hit.customer.id}</span>
                  <StatusBadge kind="account" status={hit.customer.status} />
                </>
              ) : (
                <span className="font-medium text-brand-700">Discount {hit.code}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// The token's upstream check rides on the lookups (a 2xx proves it, a 401 ends the session); without
// a lookup, or when every one failed, the check runs before the page returns (server/bff/session/guards.ts).
export default upstreamPage(pageCheckingTokenAfterReads(pages.search, async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requirePageAccess(pages.search);
  const raw = (await searchParams).q;
  const plan = planQuickSearch(typeof raw === "string" ? raw : "");
  const result = planIsEmpty(plan) ? null : await runQuickSearch(plan, staff);
  const destination = result ? singleDestination(result) : null;
  if (destination) redirect(destination);

  const hits = result?.hits ?? [];
  return (
    <div className="space-y-6">
      <PageHeader title="Search" />
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <QuickSearchForm defaultValue={plan.query} />
        <p className="mt-2 text-sm text-slate-600">{QUICK_SEARCH_MESSAGES.hint}</p>
      </section>
      {plan.query !== "" && planIsEmpty(plan) ? <p className="text-sm text-slate-700">{QUICK_SEARCH_MESSAGES.notSearchable}</p> : null}
      {result && hits.length === 0 && result.failures === 0 ? (
        // A long query without spaces wraps anywhere instead of widening the page.
        <p role="status" className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {QUICK_SEARCH_MESSAGES.nothingFound(plan.query)}
        </p>
      ) : null}
      {result?.failure ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {QUICK_SEARCH_MESSAGES.lookupsFailed(result.failure, hits.length > 0)}
        </p>
      ) : null}
      <HitList title="Orders" hits={hits.filter((h) => h.kind === "order")} />
      <HitList title="Customers" hits={hits.filter((h) => h.kind === "customer")} />
      <HitList title="Discounts" hits={hits.filter((h) => h.kind === "discount")} />
      {result && result.moreCustomers > 0 ? (
        <p className="text-sm text-slate-700">
          {QUICK_SEARCH_MESSAGES.moreCustomers(result.moreCustomers)}{" "}
          <Link href={result.refine ? refineInLookupHref(result.refine) : pages.customerLookup.href()} className="font-medium text-brand-700 underline">
            {QUICK_SEARCH_MESSAGES.refineInLookup}
          </Link>
        </p>
      ) : null}
    </div>
  );
}));
