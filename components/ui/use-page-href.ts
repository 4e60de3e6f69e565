"use client";
/**
 * usePageHref(): the href of page `p` of the current list: the current URL (path and every other
 * query key, e.g. `search` or the customer-search fields) with only `page` changed, page 1 left
 * out (the list URLs' one way of writing a page; lib/list-params.ts parseAsPage reads it). Plain
 * URLSearchParams, so the pager and the past-the-end notice bring no nuqs or zod into a list
 * page's first load (tests/unit/list-page-first-load.test.ts).
 */
import { usePathname, useSearchParams } from "next/navigation";

export function usePageHref(): (p: number) => string {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return (p: number) => {
    const query = new URLSearchParams(searchParams.toString());
    if (p > 1) query.set("page", String(p));
    else query.delete("page");
    const search = query.toString();
    return `${pathname}${search ? `?${search}` : ""}`;
  };
}
