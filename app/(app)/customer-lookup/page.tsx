/**
 * /customer-lookup: the search form and one page of results. Server-rendered:
 * the search fields and the page live in the URL (`?last_name=Doe&page=2`, read with the nuqs
 * parsers of lib/customer-search.ts that the form writes with), so a search can be
 * bookmarked and shared and survives Back and reload. The URL's fields are normalised with the
 * form's own schema (phone +1, state by name) and sent to POST customer_search server-side. The
 * results stream in a Suspense boundary keyed on the search, so the form shows at once and each new
 * search shows a table skeleton while it runs (no loading.tsx: the customer pages below are entity
 * pages, docs/architecture.md "Status codes of entity pages"). Issue 23: the form and the table are
 * server-rendered; their code loads later (components/customers/deferred-search.tsx).
 */
import type { Metadata } from "next";
import { Suspense } from "react";
import { CustomerResultsTableIsland, CustomerSearchForm } from "@/components/customers/deferred-search";
import type { CustomerSearchResult } from "@/lib/contract/customers";
import type { z } from "zod";
import {
  CUSTOMER_SEARCH_FIELDS,
  customerSearchFormSchema,
  customerSearchUrlValues,   customerSearchValuesOf,
  loadCustomerSearchParams,
  nameReadings,
  serializeCustomerSearch,
} from "@/lib/customer-search";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { UpstreamError, upstreamCall } from "@/server/bff/upstream/upstream";
import { endpoints } from "@/lib/contract/endpoints";
import { emptyPage, type Page } from "@/lib/contract/paging";
import { errorTextOf, unavailableTextOf } from "@/lib/error-text";
import { UpstreamUnavailable } from "@/components/ui/upstream-unavailable";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/skeleton";
import { UrlState } from "@/components/ui/url-state";

export const metadata: Metadata = { title: "Customer Lookup" };

type SearchParams = Record<string, string | string[] | undefined>;

export default upstreamPage(async function CustomerLookupPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(pages.customerLookup);
  const { page, ...fields } = await loadCustomerSearchParams(searchParams);
  const values = customerSearchValuesOf(fields);
  const hasCriteria = CUSTOMER_SEARCH_FIELDS.some((f) => values[f].trim() !== "");
  const parsed = hasCriteria ? customerSearchFormSchema.safeParse(values) : null;
  const searchKey = serializeCustomerSearch(customerSearchUrlValues(values));

  return (
    <div className="space-y-6">
      <PageHeader title="Customer Lookup" />
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        {/* key: a new URL (Back, a shared link) re-seeds the form with that URL's values. */}
        <UrlState>
          <CustomerSearchForm key={searchKey} initialValues={values} />
        </UrlState>
      </section>
      {parsed && !parsed.success ? (
        <p role="alert" className="text-sm text-red-700">
          {parsed.error.issues.map((i) => i.message).join(" ")}
        </p>
      ) : null}
      {parsed?.success ? (
        // Keyed on the search and page: each new search shows the skeleton until its results arrive,
        // while the form stays on screen (issue 21 "Feedback while waiting").
        <Suspense key={`${searchKey}#${page}`} fallback={<TableSkeleton label={RESULTS_LABEL.toLowerCase()} rows={5} columns={7} />}>
          <CustomerLookupResults criteria={parsed.data} page={page} />
        </Suspense>
      ) : null}
    </div>
  );
});

const RESULTS_LABEL = "Search results";

/** One page of results of a valid search (POST customer_search), or why there are none. */
async function CustomerLookupResults({ criteria, page }: { criteria: z.output<typeof customerSearchFormSchema>; page: number }) {
  let results: Page<CustomerSearchResult> = emptyPage();
  // The criteria as typed, then a full name in First Name read as first and last name (nameReadings).
  for (const reading of nameReadings(criteria)) {
    try {
      results = await upstreamCall(endpoints.searchCustomers, { body: reading, query: { page } });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // A page past the end answers 404 ("Invalid page."): show it as an empty page of this search.
      if (error.status !== 404) {
        // A slow or unreachable back office: its sentence and Try again, never the raw answer.
        const unavailable = unavailableTextOf(error.status, error.data);
        return unavailable ? (
          <UpstreamUnavailable detail={unavailable} heading="h2" />
        ) : (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {errorTextOf(error.data)}
          </p>
        );
      }
      results = emptyPage();
    }
    if (results.results.length > 0) break;
  }
  // A page past the end that an upstream answers with no rows (not 404): the same empty page, not
  // "54 customers found" over "No customers match this search." and a pager claiming the last page.
  if (results.results.length === 0) results = emptyPage();
  return (
    <section aria-label={RESULTS_LABEL} className="space-y-2">
      <CustomerResultsTableIsland results={results.results} count={results.count} page={page} />
    </section>
  );
}
