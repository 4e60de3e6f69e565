/**
 * /customer-lookup: the search form and one page of results. Server-rendered:
 * the search fields and the page live in the URL (`?last_name=Doe&page=2`, read with the nuqs
 * parsers of lib/customer-search.ts that the form writes with), so a search can be
 * bookmarked and shared and survives Back and reload. The URL's fields are normalised with the
 * form's own schema (phone +1, state by name) and sent to POST customer_search server-side.
 */
import type { Metadata } from "next";
import { CustomerResultsTable } from "@/components/customers/customer-results-table";
import { CustomerSearchForm } from "@/components/customers/customer-search-form";
import type { CustomerSearchResult } from "@/lib/contract/customers";
import { CUSTOMER_SEARCH_FIELDS, customerSearchFormSchema, customerSearchUrlValues, customerSearchValuesOf, loadCustomerSearchParams, serializeCustomerSearch } from "@/lib/customer-search";
import { pages } from "@/lib/pages";
import { requirePageAccess } from "@/server/bff/session/guards";
import { UpstreamError, upstreamCall } from "@/server/bff/upstream/upstream";
import { endpoints } from "@/lib/contract/endpoints";
import { emptyPage, type Page } from "@/lib/contract/paging";
import { errorTextOf, unavailableTextOf } from "@/lib/error-text";
import { UpstreamUnavailable } from "@/components/ui/upstream-unavailable";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Customer Lookup" };

type SearchParams = Record<string, string | string[] | undefined>;

export default upstreamPage(async function CustomerLookupPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(pages.customerLookup);
  const { page, ...fields } = await loadCustomerSearchParams(searchParams);
  const values = customerSearchValuesOf(fields);
  const hasCriteria = CUSTOMER_SEARCH_FIELDS.some((f) => values[f].trim() !== "");
  const parsed = hasCriteria ? customerSearchFormSchema.safeParse(values) : null;

  let results: Page<CustomerSearchResult> | null = null;
  let failure: string | null = null;
  let unavailable: string | null = null;
  if (parsed?.success) {
    try {
      results = await upstreamCall(endpoints.searchCustomers, { body: parsed.data, query: { page } });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // A page past the end answers 404 ("Invalid page."): show it as an empty page of this search.
      if (error.status === 404) results = emptyPage();
      // A slow or unreachable back office: its sentence and Try again, never the raw answer.
      else {
        unavailable = unavailableTextOf(error.status, error.data);
        if (unavailable === null) failure = errorTextOf(error.data);
      }
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader title="Customer Lookup" />
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        {/* key: a new URL (Back, a shared link) re-seeds the form with that URL's values. */}
        <CustomerSearchForm key={serializeCustomerSearch(customerSearchUrlValues(values))} initialValues={values} />
      </section>
      {parsed && !parsed.success ? (
        <p role="alert" className="text-sm text-red-700">
          {parsed.error.issues.map((i) => i.message).join(" ")}
        </p>
      ) : null}
      {unavailable ? <UpstreamUnavailable detail={unavailable} heading="h2" /> : null}
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {results ? (
        <section aria-label="Search results" className="space-y-2">
          <CustomerResultsTable results={results.results} count={results.count} page={page} />
        </section>
      ) : null}
    </div>
  );
});
