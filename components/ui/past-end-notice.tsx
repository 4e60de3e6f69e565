"use client";
/**
 * PastEndNotice: what a server list shows for a page past its last while rows still match
 * (lib/paging `pastEndLastPage`: an old bookmark, a hand-edited URL, the last row of the last page
 * deactivated under a status filter): "Page 4 is past the end of this list." and a link "Go to page 3"
 * keeping the URL's other keys, in place of "No results" and of a pager claiming a page. ListPage's
 * status box and DataTable's server mode (a list without ListPage: the audit log) show it. Its own
 * module, light on purpose: ListPage (a server component) renders it, so it is in every list page's
 * first load; lib/list-params (nuqs/server, zod through lib/contract/strings) must stay out of it
 * (its link: ./use-page-href.ts, as the pager's).
 * Props: page (the URL's), lastPage.
 */
import Link from "next/link";
import { goToPageText, pastEndText } from "@/lib/ui-constants";
import { usePageHref } from "./use-page-href";

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
