"use client";
/**
 * /customer-lookup's parts as the page imports them (issue 23, scripts/js-budget.ts): the server
 * renders both; the search form's code (react-hook-form, zod, nuqs) comes once the page is idle or
 * the agent reaches for it (components/ui/deferred.tsx: typing and a Search pressed before that are
 * handed over), the results table's (TanStack Table) when the agent reaches for the table
 * (components/ui/deferred-island.tsx: a click on a name or a pager link is held and replayed).
 */
import { deferred } from "@/components/ui/deferred";
import { deferredIsland } from "@/components/ui/deferred-island";
import { FormSkeleton } from "@/components/ui/skeleton";

// With the form's code comes the results table's (a download, not run): a search renders the new
// results on the client, and the table's code is then already there (no moment without a table).
export const CustomerSearchForm = deferred(
  () =>
    import("./customer-search-form").then((m) => {
      void import("./customer-results-table");
      return m.CustomerSearchForm;
    }),
  {
    fallback: <FormSkeleton label="customer search form" fields={10} />,
  },
);

export const CustomerResultsTableIsland = deferredIsland("customer-results", () => import("./customer-results-table").then((m) => m.CustomerResultsTable));
