/**
 * ListPage: the layout every list screen shares: a title, a search box, an optional changelog link, an
 * optional Download button, a Create button, the table, and server pagination (shown when the count
 * exceeds 10, 5 page buttons a block). The search and page live in the URL (lib/list-params), so a
 * list can be bookmarked and shared and survives Back and reload. Empty state: "No results" with a
 * Go Back link. A page past the last while rows still match (an old bookmark, a hand-edited URL, the
 * last row of the last page deactivated under a status filter) is not "No results": it says so, with
 * a link to the last page keeping the URL's other keys (PastEndNotice, past-end-notice.tsx). A server component; the search box and Go Back are client pieces
 * (list-page-controls.tsx), the filter bar is a deferred island (list-filters-island.tsx: its code,
 * with Radix Select's, loads when the agent reaches for it), the table is the screen's own client
 * component on DataTable's server mode (it brings the pager), rendered through a deferred island of
 * its own (e.g. components/catalogue/islands.tsx) so TanStack Table loads on reach too (issue 23):
 *
 *   // app/(app)/items/(list)/page.tsx
 *   const params = await itemListView.load(searchParams);          // lib/list-views.ts
 *   const list = await upstreamCall(endpoints.listItems, { query: listQuery(params) });
 *   return (
 *     <ListPage title="Items" params={params} count={list.count} filters={itemListView.filters}
 *       create={{ href: pages.createItem.href(), label: "Create Item" }} changelogHref={pages.itemsChangelog.href()}>
 *       <ItemsTableIsland rows={list.results} view={serverListView(params, list.count)} />  // ItemsTable: <DataTable server={serverList(view, SORT_KEYS)} …/>
 *     </ListPage>
 *   );
 *
 * Props: title; params: { search, page, … } (a list view's `load`, whose
 * filters, page size and ordering count as "filtered" for the empty state's Go Back); count (the
 * server's total); create?: { href, label }; changelogHref?; download?: a DownloadLink or a list
 * of them (lib/csv.ts; default label "Download"; a DownloadButton each: the file streams with
 * progress, "N of {count} rows"; "Export this view" with `exportViewHref`; Items and Product Items
 * with `specDownloads`); searchLabel? (default "Search"); searchMaxLength: the longest search the
 * list's call takes (its view's, lib/list-views.ts; the box takes no more); filters?: the filter bar
 * (ListFilters, list-filters.tsx; lib/list-views.ts); problem?: why the view was not searched (a
 * backwards range of days, lib/day-range.ts, or the upstream's refusal of the view,
 * server/bff/pages/list-screen.ts: the sentence takes the place of "No results", and the
 * view has no download); above?: shown between the header and the search
 * (e.g. a batch's progress); wide?: the page takes the shell's wide column (120rem instead of 80rem,
 * components/shell/page-width.ts WIDE_PAGE) for a table of many columns (Manage Discounts; give the
 * list's loading.tsx PageSkeleton `wide` too, so the width does not jump); children: the table
 * (DataTable server mode with `pageSize`, `pageSizeChoice` and `sort` for page size and sorting in the URL).
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { NO_RESULTS } from "@/lib/ui-constants";
import { buttonClassName } from "./button";
import type { DownloadLink } from "@/lib/csv";
import { isFilteredView, type ListFilterDef } from "@/lib/list-params";
import { pastEndLastPage, SERVER_PAGE_SIZE } from "@/lib/paging";
import { ListFiltersIsland } from "./list-filters-island";
import { DownloadButtonIsland, GoBackLink, ListSearch } from "./list-page-controls";
import { PAGE_HEADER_LINK, PageHeader } from "./page-header";
import { UrlState } from "./url-state";
import { PastEndNotice } from "./past-end-notice";
import { WIDE_PAGE } from "@/components/shell/page-width";

export interface ListPageProps {
  title: string;
  params: { search: string; page: number } & Record<string, unknown>;
  count: number;
  create?: { href: string; label: string };
  changelogHref?: string;
  download?: DownloadLink | readonly DownloadLink[];
  searchLabel?: string;
  /** The longest search the list's call takes (its view's `searchMaxLength`). */
  searchMaxLength: number;
  filters?: readonly ListFilterDef[];
  /** The view was not searched: this sentence instead of the results (e.g. a backwards range of days). */
  problem?: string | null;
  above?: ReactNode;
  /** Use the shell's wide column (120rem) for a table of many columns. */
  wide?: boolean;
  children: ReactNode;
}

const PRIMARY = buttonClassName();

export function ListPage({ title, params, count, create, changelogHref, download, searchLabel, searchMaxLength, filters, problem, above, wide, children }: ListPageProps) {
  // A page past the last (an old bookmark, a hand-edited URL, its last row deactivated) has no rows
  // while others match: it says so and links to the last page, never "No results" nor a pager that
  // claims to show the last page. "No results" is a list with no rows at all.
  const pageSize = typeof params.page_size === "number" ? params.page_size : SERVER_PAGE_SIZE;
  const lastPage = pastEndLastPage(count, params.page, pageSize);
  const empty = count === 0;
  return (
    // The list's view lives in the URL (nuqs): its adapter is here, for the filters, search, pager
    // and the table of every list page, not in each page.
    <UrlState>
      {/* A flex column with gaps, not space-y: the deferred parts' wrappers are display: contents (no box
          to take a margin), their content is what the gap spaces; an island rendering nothing adds no gap. */}
      <div className="flex flex-col gap-4" {...(wide ? WIDE_PAGE : {})}>
        <PageHeader
          title={title}
          actions={
            <>
              {changelogHref ? (
                <Link href={changelogHref} className={PAGE_HEADER_LINK}>
                  View changelog
                </Link>
              ) : null}
              {(download && !problem ? [download].flat() : []).map((d) => (
                <DownloadButtonIsland key={d.href} href={d.href} label={d.label} total={d.counted === false ? undefined : count} />
              ))}
              {create ? (
                <Link href={create.href} className={PRIMARY}>
                  {create.label}
                </Link>
              ) : null}
            </>
          }
        />
        {above}
        <ListSearch label={searchLabel} maxLength={searchMaxLength} />
        {filters && filters.length > 0 ? <ListFiltersIsland filters={filters} /> : null}
        <section aria-label={`${title} results`}>
          {problem ? (
            <div role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-700">
              <p className="mb-2">{problem}</p>
              <GoBackLink filtered />
            </div>
          ) : lastPage !== null ? (
            <div role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-700">
              <PastEndNotice page={params.page} lastPage={lastPage} />
            </div>
          ) : empty ? (
            <div role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-700">
              <p className="mb-2">{NO_RESULTS}</p>
              <GoBackLink filtered={isFilteredView(params)} />
            </div>
          ) : (
            children
          )}
        </section>
      </div>
    </UrlState>
  );
}
