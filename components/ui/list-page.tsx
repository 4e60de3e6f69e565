/**
 * ListPage: the layout every list screen shares: a title, a search box, an optional changelog link, an
 * optional Download button, a Create button, the table, and server pagination (shown when the count
 * exceeds 10, 5 page buttons a block). The search and page live in the URL (lib/list-params), so a
 * list can be bookmarked and shared and survives Back and reload. Empty state: "No results" with a
 * Go Back link. A server component; the search box and Go Back are client pieces
 * (list-page-controls.tsx), the table is the screen's own client component on DataTable's server
 * mode (it brings the pager):
 *
 *   // app/(app)/items/(list)/page.tsx
 *   const params = await itemListView.load(searchParams);          // lib/list-views.ts
 *   const list = await upstreamCall(endpoints.listItems, { query: listQuery(params) });
 *   return (
 *     <ListPage title="Items" params={params} count={list.count} filters={itemListView.filters}
 *       create={{ href: pages.createItem.href(), label: "Create Item" }} changelogHref={pages.itemsChangelog.href()}>
 *       <ItemsTable rows={list.results} view={serverListView(params, list.count)} />  // <DataTable server={serverList(view, SORT_KEYS)} …/>
 *     </ListPage>
 *   );
 *
 * Props: title; params: { search, page, … } (from loadListParams, or a list view's `load`, whose
 * filters, page size and ordering count as "filtered" for the empty state's Go Back); count (the
 * server's total); create?: { href, label }; changelogHref?; download?: { href, label? } (default
 * "Download"; a DownloadButton: the file streams with progress, "N of {count} rows"; "Export this
 * view" with `exportViewHref`); searchLabel? (default "Search"); filters?: the filter bar
 * (ListFilters, list-filters.tsx; lib/list-views.ts); above?: shown between the header and the search
 * (e.g. a batch's progress); children: the table (DataTable server mode with `pageSize`,
 * `pageSizeChoice` and `sort` for page size and sorting in the URL).
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { NO_RESULTS } from "@/lib/ui-constants";
import { buttonClassName } from "./button";
import { DownloadButton } from "./download-button";
import { isFilteredView, type ListFilterDef } from "@/lib/list-params";
import { ListFilters } from "./list-filters";
import { GoBackLink, ListSearch } from "./list-page-controls";
import { PAGE_HEADER_LINK, PageHeader } from "./page-header";

export interface ListPageProps {
  title: string;
  params: { search: string; page: number } & Record<string, unknown>;
  count: number;
  create?: { href: string; label: string };
  changelogHref?: string;
  download?: { href: string; label?: string };
  searchLabel?: string;
  filters?: readonly ListFilterDef[];
  above?: ReactNode;
  children: ReactNode;
}

const PRIMARY = buttonClassName();

export function ListPage({ title, params, count, create, changelogHref, download, searchLabel, filters, above, children }: ListPageProps) {
  return (
    <div className="space-y-4">
      <PageHeader
        title={title}
        actions={
          <>
            {changelogHref ? (
              <Link href={changelogHref} className={PAGE_HEADER_LINK}>
                View changelog
              </Link>
            ) : null}
            {download ? <DownloadButton href={download.href} label={download.label} total={count} /> : null}
            {create ? (
              <Link href={create.href} className={PRIMARY}>
                {create.label}
              </Link>
            ) : null}
          </>
        }
      />
      {above}
      <ListSearch label={searchLabel} />
      {filters && filters.length > 0 ? <ListFilters filters={filters} /> : null}
      <section aria-label={`${title} results`}>
        {count === 0 ? (
          <div role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-slate-700">
            <p className="mb-2">{NO_RESULTS}</p>
            <GoBackLink filtered={isFilteredView(params)} />
          </div>
        ) : (
          children
        )}
      </section>
    </div>
  );
}
