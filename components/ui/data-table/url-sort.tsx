"use client";
/**
 * Server-mode sorting (DataTable `server.sort`): a sortable column's header is a link to the same
 * URL with `ordering` changed and `page` dropped (every filter kept), so a sorted view is
 * bookmarkable and Back returns to the previous order. Each click steps ascending → descending →
 * the list's default order. `nextOrdering` is the step; `UrlSortLink` the header's link.
 */
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { SortAscIcon, SortDescIcon, SortableIcon } from "../icons";

/** The ordering after a click on the header of `key`, from `current` ("key", "-key", another key or ""). */
export function nextOrdering(current: string, key: string): string {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return "";
  return key;
}

/** The direction `current` sorts `key` in, if it sorts by it. */
export const sortDirection = (current: string, key: string): "asc" | "desc" | false =>
  current === key ? "asc" : current === `-${key}` ? "desc" : false;

export function UrlSortLink({ ordering, sortKey, children }: { ordering: string; sortKey: string; children: ReactNode }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = new URLSearchParams(searchParams?.toString() ?? "");
  const next = nextOrdering(ordering, sortKey);
  if (next) params.set("ordering", next);
  else params.delete("ordering");
  params.delete("page");
  const query = params.toString();
  const direction = sortDirection(ordering, sortKey);
  return (
    <Link href={`${pathname}${query ? `?${query}` : ""}`} scroll={false} className="inline-flex items-center gap-1 hover:text-slate-900">
      {children}
      <span aria-hidden="true" className="text-slate-500">
        {direction === "asc" ? <SortAscIcon size={14} /> : direction === "desc" ? <SortDescIcon size={14} /> : <SortableIcon size={14} />}
      </span>
    </Link>
  );
}
