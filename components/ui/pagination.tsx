/**
 * Pagination: the one pager of the app, for client tables (pages of 25) and server lists (pages of
 * 10: a server list answers 10 results a page). Renders nothing while everything fits on one page
 * (server pagination shows only when the count exceeds 10); otherwise "Page X of Y (N results)", Previous, the
 * 5 page buttons of the current block (lib/paging `pageBlock`) and Next. The current page carries
 * aria-current="page"; an unavailable Previous/Next is disabled.
 *
 *   <Pagination count={n} page={p} pageSize={10} pageHref={(p) => `/items?page=${p}`} />  // links
 *   <Pagination count={n} page={p} pageSize={25} onPageChange={setPage} />               // buttons
 *
 * Props: count (total rows), page (1-based), pageSize, label? (aria-label of the <nav>, default
 * "Pagination"), and exactly one of pageHref (URL pages: renders <Link>s) or onPageChange (in-memory
 * pages: renders <button>s). Inside client components use <UrlPagination> (url-pagination.tsx),
 * which builds the hrefs from the current URL.
 */
import Link from "next/link";
import { pageBlock, pageCountOf } from "@/lib/paging";

type Target = { pageHref: (page: number) => string; onPageChange?: never } | { onPageChange: (page: number) => void; pageHref?: never };

export type PaginationProps = { count: number; page: number; pageSize: number; label?: string } & Target;

const BASE = "inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm";
const IDLE = `${BASE} border-slate-300 bg-white text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`;
const CURRENT = `${BASE} border-brand-600 bg-brand-600 font-semibold text-white`;
const DISABLED = `${BASE} border-slate-200 bg-slate-50 text-slate-500`;

/** Whether a list of `count` rows needs a pager at `pageSize` rows a page. */
export const needsPagination = (count: number, pageSize: number) => count > pageSize;

export function Pagination(props: PaginationProps) {
  const { count, page, pageSize, label = "Pagination" } = props;
  if (!needsPagination(count, pageSize)) return null;
  const pageCount = pageCountOf(count, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);

  // The current page stays a link/button (with aria-current); an unavailable Previous/Next is a
  // disabled button, or a link without href marked aria-disabled (the WAI pattern for disabled links).
  const item = (target: number, text: string, ariaLabel: string, enabled: boolean, isCurrent = false) => {
    const className = isCurrent ? CURRENT : enabled ? IDLE : DISABLED;
    const ariaCurrent = isCurrent ? ("page" as const) : undefined;
    if (props.pageHref) {
      if (!enabled) {
        return (
          <a role="link" aria-disabled="true" aria-label={ariaLabel} className={className}>
            {text}
          </a>
        );
      }
      return (
        <Link href={props.pageHref(target)} className={className} aria-label={ariaLabel} aria-current={ariaCurrent}>
          {text}
        </Link>
      );
    }
    const onPageChange = props.onPageChange;
    return (
      <button type="button" className={className} aria-label={ariaLabel} aria-current={ariaCurrent} disabled={!enabled} onClick={() => onPageChange?.(target)}>
        {text}
      </button>
    );
  };

  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-600">
        Page {current} of {pageCount} ({count} results)
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{item(current - 1, "Previous", "Previous page", current > 1)}</li>
        {pageBlock(current, pageCount).map((p) => (
          <li key={p}>{item(p, String(p), `Page ${p}`, true, p === current)}</li>
        ))}
        <li>{item(current + 1, "Next", "Next page", current < pageCount)}</li>
      </ul>
    </nav>
  );
}
