"use client";
/**
 * Breadcrumbs of the current route (lib/breadcrumbs breadcrumbsFor); the last crumb is the current
 * page (aria-current). Props: none (reads the pathname).
 *
 * CurrentCrumb: rendered by a page of one object whose URL holds only its internal id (lib/pages.ts
 * EntityPageRoute: a discount, a promotion, a bulk batch, a product's mapping) once it has read the
 * object, so the last crumb names it as the heading does ("Batch SPRING-", not "Batch 12"). Props:
 * label (the route's `named(…)`). Renders nothing. Until it is shown (the server's HTML, a page still
 * loading), the crumb is the route's kind alone ("Batch"). The label is kept for its pathname only, so
 * it never names another page.
 */
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useLayoutEffect, useSyncExternalStore } from "react";
import { breadcrumbsFor } from "@/lib/breadcrumbs";

type Named = { pathname: string; label: string } | null;
let named: Named = null;
const listeners = new Set<() => void>();
function setNamed(next: Named) {
  named = next;
  listeners.forEach((l) => l());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function CurrentCrumb({ label }: { label: string }) {
  const pathname = usePathname() ?? "/";
  // Before paint: a client navigation shows the new page's crumb with its name at once.
  useLayoutEffect(() => {
    const mine = { pathname, label };
    setNamed(mine);
    return () => {
      if (named === mine) setNamed(null);
    };
  }, [pathname, label]);
  return null;
}

export function Breadcrumbs() {
  const pathname = usePathname() ?? "/";
  const current = useSyncExternalStore(
    subscribe,
    () => named,
    () => null,
  );
  const crumbs = breadcrumbsFor(pathname, current?.pathname === pathname ? current.label : null);
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`} className="flex items-center gap-1">
            {i > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                /
              </span>
            ) : null}
            {crumb.href ? (
              <Link href={crumb.href} className="hover:text-slate-900 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
