"use client";
/**
 * UrlPagination: <Pagination> whose page links keep the current URL (path and every other query
 * key, e.g. `search` or the customer-search fields) and change only `page` (page 1 is left out).
 * Used by DataTable's server mode; a server component may render it directly too.
 * Props: count, page (1-based, the page the server loaded), pageSize (default SERVER_PAGE_SIZE), label?.
 * (A page past the last: ./past-end-notice.tsx.)
 */
import { SERVER_PAGE_SIZE } from "@/lib/paging";
import { Pagination } from "./pagination";
import { usePageHref } from "./use-page-href";

export function UrlPagination({ count, page, pageSize = SERVER_PAGE_SIZE, label }: { count: number; page: number; pageSize?: number; label?: string }) {
  const pageHref = usePageHref();
  return <Pagination count={count} page={page} pageSize={pageSize} label={label} pageHref={pageHref} />;
}
