/**
 * Breadcrumbs from a pathname (built from route titles; a customer
 * segment `{id}__{Display_Name}` shows only the name, underscores as spaces). Pure and isomorphic.
 * The labels are the pages' own (lib/pages.ts `crumb`): each leading part of the path that is a page
 * gives one crumb; parts that have no page of their own (…/order, …/{fulfillmentId}) give none.
 * `current`: the current page's own name for its last crumb, once the page has read its object
 * (lib/pages.ts EntityPageRoute `named`: "Batch SPRING-" for /discounts/batches/12), else the page's crumb.
 */
import { crumbOf, matchPage } from "./pages";

export interface Crumb {
  label: string;
  /** null for the current page (the last crumb). */
  href: string | null;
}

export const HOME_CRUMB_LABEL = "Home";

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function breadcrumbsFor(pathname: string, current?: string | null): Crumb[] {
  const segments = pathname.split(/[?#]/)[0]!.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: HOME_CRUMB_LABEL, href: "/" }];
  // A path that is no page (a 404 below a section): its parts without a page show as written.
  const isPage = matchPage(pathname) !== null;
  let previous: ReturnType<typeof matchPage> = null;
  segments.forEach((segment, i) => {
    const href = `/${segments.slice(0, i + 1).join("/")}`;
    const match = matchPage(href);
    if (match) {
      const crumb = { label: crumbOf(match.page, match.params), href };
      // An optional catch-all (…/claim[/{claimId}]) is one page: its longest part names it.
      if (previous?.page === match.page) crumbs[crumbs.length - 1] = crumb;
      else crumbs.push(crumb);
    } else if (!isPage) {
      crumbs.push({ label: decode(segment), href });
    }
    previous = match;
  });
  const last = crumbs[crumbs.length - 1]!;
  crumbs[crumbs.length - 1] = { label: isPage && current ? current : last.label, href: null };
  return crumbs;
}
