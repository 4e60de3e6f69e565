"use client";
/**
 * InfoTip (components/ui/tooltip.tsx) for a server page's own header: the icon comes with the
 * server's HTML, Radix's tooltip code once the page is idle or the pointer is over it
 * (components/ui/deferred.tsx; issue 23's budget). Props as InfoTip: text.
 */
import { deferred } from "./deferred";

export const DeferredInfoTip = deferred(() => import("./tooltip").then((m) => m.InfoTip), {
  fallback: <span aria-hidden="true" className="inline-block h-5 w-5 align-middle" />,
});
