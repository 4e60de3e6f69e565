"use client";
/**
 * NavigationProgress: the shell's feedback while a page is on its way. A click on an in-app link
 * that the router took (next/link prevents the browser's own navigation, and the browser's
 * loading indicator stays still) starts it; once the page's address changes (the new page is
 * shown: a redirect to its canonical address too) it stops. It shows only after
 * NAVIGATION_PROGRESS_DELAY_MS, so a quick navigation shows nothing; a navigation that ends on the
 * same address stops it through the Navigation API's "navigatesuccess" where the browser has it,
 * else it gives up after NAVIGATION_PROGRESS_MAX_MS. A client navigation
 * keeps the page it came from until the new one is whole (components/ui/deferred-island.tsx),
 * so this line is what says the click was taken.
 * Not started by: a link the browser follows itself (another tab, a download, another site, a
 * modifier or middle click), a jump within the page (#section), the address already shown, or a
 * click the unsaved-changes guard stopped (components/ui/unsaved-changes.tsx; its Leave clicks
 * the link again). Decorative (aria-hidden): the new page's title and focus tell a screen reader.
 * Mounted once in app/(app)/layout.tsx, in a <Suspense> (it reads the search params).
 */
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

/** How long a navigation runs before the line shows (a quicker one shows nothing). */
export const NAVIGATION_PROGRESS_DELAY_MS = 150;
/** When the line stops even though the address never changed. */
export const NAVIGATION_PROGRESS_MAX_MS = 30_000;

/** The in-app page a click on a link goes to through the router, or null when the click does not navigate that way. */
export function routedDestination(event: MouseEvent, here: Location): URL | null {
  if (!event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download") || (anchor.target !== "" && anchor.target !== "_self")) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search)) return null;
  return url;
}

export function NavigationProgress() {
  const address = `${usePathname()}?${useSearchParams()?.toString() ?? ""}`;
  // The address a navigation started from, while it runs.
  const [from, setFrom] = useState<string | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // On window, bubbling: after React's handlers (next/link's preventDefault) on the document.
    const onClick = (event: MouseEvent) => {
      if (routedDestination(event, window.location)) setFrom(address);
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [address]);

  // The address changed: the navigation is over.
  if (from !== null && from !== address) {
    setFrom(null);
    setShown(false);
  }

  useEffect(() => {
    if (from === null) return;
    const stop = () => {
      setFrom(null);
      setShown(false);
    };
    const show = window.setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS);
    const giveUp = window.setTimeout(stop, NAVIGATION_PROGRESS_MAX_MS);
    // Where the browser has the Navigation API: the router's history entry committed, even on the
    // same address (a redirect back to the page shown), ends it too.
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener("navigatesuccess", stop);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
      navigation?.removeEventListener("navigatesuccess", stop);
    };
  }, [from]);

  return shown ? <div className="nav-progress" data-navigation-progress="" aria-hidden="true" /> : null;
}
