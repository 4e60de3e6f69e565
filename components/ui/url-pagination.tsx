"use client";
/**
 * UrlPagination: <Pagination> whose page links keep the current URL (path and every other query
 * key, e.g. `search` or the customer-search fields) and change only `page` (page 1 is left out).
 * Used by DataTable's server mode; a server component may render it directly too.
 * Props: count, page (1-based, the page the server loaded), pageSize (default SERVER_PAGE_SIZE), label?.
 *
 * PastEndNotice: what a server list shows for a page past its last while rows still match
 * (lib/paging `pastEndLastPage`: an old bookmark, a hand-edited URL, the last row of the last page
 * deactivated under a status filter): "Page 4 is past the end of this list." and a link "Go to page 3"
 * keeping the URL's other keys, in place of "No results" and of a pager claiming a page. ListPage's
 * status box and DataTable's server mode (a list without ListPage: the audit log) show it.
 * Props: page (the URL's), lastPage.
 */
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { serializeListParams } from "@/lib/list-params";
import { SERVER_PAGE_SIZE } from "@/lib/paging";
import { goToPageText, pastEndText } from "@/lib/ui-constants";
import { Pagination } from "./pagination";

/** The href of page `p` of the current list: the current URL with only `page` changed (page 1 left out). */
function usePageHref(): (p: number) => string {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return (p: number) => `${pathname}${serializeListParams(new URLSearchParams(searchParams.toString()), { page: p })}`;
}

export function UrlPagination({ count, page, pageSize = SERVER_PAGE_SIZE, label }: { count: number; page: number; pageSize?: number; label?: string }) {
  const pageHref = usePageHref();
  return <Pagination count={count} page={page} pageSize={pageSize} label={label} pageHref={pageHref} />;
}

export function PastEndNotice({ page, lastPage }: { page: number; lastPage: number }) {
  const pageHref = usePageHref();
  return (
    <p>
      {pastEndText(page)}{" "}
      <Link href={pageHref(lastPage)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {goToPageText(lastPage)}
      </Link>
      .
    </p>
  );
}
