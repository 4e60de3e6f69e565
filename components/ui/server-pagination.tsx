/**
 * ServerPagination: page links for a server-paged list ({next, previous, count, results}, 10 a page).
 * Renders nothing when count <= pageSize (spec 01 §9: "Server list pagination shows when count
 * exceeds 10"); otherwise Previous, the 5 page buttons of the current block (lib/paging pageBlock)
 * and Next.
 * Props:
 *   count: number (the list's total); page: number (1-based, current);
 *   pageSize?: number (default SERVER_PAGE_SIZE);
 *   exactly one of
 *     href(page: number): string  → renders <Link>s (server pages; the URL holds ?page=N), or
 *     onPageChange(page: number)  → renders <button>s (client-fetched lists);
 *   label?: string (aria-label of the <nav>, default "Pagination").
 * Server components may pass `href` only if they render this component themselves (functions do not
 * cross into client components); `pageHref(pathname, query, page)` builds the usual href.
 */
import Link from "next/link";
import { pageBlock, pageCountOf, SERVER_PAGE_SIZE } from "@/lib/paging";

/** The href of `page` for a list page at `pathname` with the current `query` (page=1 is omitted). */
export function pageHref(pathname: string, query: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "" && key !== "page") params.set(key, value);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

type Target = { href: (page: number) => string; onPageChange?: never } | { onPageChange: (page: number) => void; href?: never };

export type ServerPaginationProps = { count: number; page: number; pageSize?: number; label?: string } & Target;

const BASE = "inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm";
const IDLE = `${BASE} border-slate-300 bg-white text-slate-700 hover:bg-slate-100`;
const CURRENT = `${BASE} border-brand-600 bg-brand-600 text-white`;
const DISABLED = `${BASE} border-slate-200 bg-slate-50 text-slate-400`;

export function ServerPagination(props: ServerPaginationProps) {
  const { count, page, pageSize = SERVER_PAGE_SIZE, label = "Pagination" } = props;
  if (count <= pageSize) return null;
  const pageCount = pageCountOf(count, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  const pages = pageBlock(current, pageCount);

  const item = (target: number, text: string, ariaLabel: string, enabled: boolean, isCurrent = false) => {
    if (!enabled) {
      return (
        <span className={isCurrent ? CURRENT : DISABLED} aria-current={isCurrent ? "page" : undefined} aria-label={ariaLabel} aria-disabled={isCurrent ? undefined : "true"}>
          {text}
        </span>
      );
    }
    if (props.href) {
      return (
        <Link href={props.href(target)} className={IDLE} aria-label={ariaLabel}>
          {text}
        </Link>
      );
    }
    const onPageChange = props.onPageChange;
    return (
      <button type="button" className={IDLE} aria-label={ariaLabel} onClick={() => onPageChange?.(target)}>
        {text}
      </button>
    );
  };

  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-600">
        Page {current} of {pageCount} ({count} results)
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{item(current - 1, "Previous", "Previous page", current > 1)}</li>
        {pages.map((p) => (
          <li key={p}>{item(p, String(p), `Page ${p}`, p !== current, p === current)}</li>
        ))}
        <li>{item(current + 1, "Next", "Next page", current < pageCount)}</li>
      </ul>
    </nav>
  );
}
