"use client";
/**
 * UrlState: the adapter nuqs's hooks (`useQueryState(s)`: typed URL search params, lib/list-params.ts)
 * need above them: nuqs throws without one. Not in the root layout (issue 23: every page downloaded
 * it): rendered around the parts that use the hooks, by the server page or component that renders
 * them (the kit's ListPage for every list page, the customer search, the product info tables, the audit log filters, the
 * customer page), or inside a deferred island's own module (the timeline view), so a page without
 * any of them (the order page, the home page) does not download it. Nested adapters are harmless:
 * the nearest one answers, each reads the same router.
 *
 *   <UrlState><CustomerSearchForm … /></UrlState>
 *
 * Props: children. A deferred island whose component uses the hooks gets the adapter with its own
 * code (both loaded when the agent reaches for it), `withUrlState` around the loaded component:
 *
 *   deferredIsland("timeline", () =>
 *     Promise.all([import("./timeline-view"), import("@/components/ui/url-state")]).then(([m, u]) => u.withUrlState(m.TimelineView)));
 */
import type { ComponentType, ReactNode } from "react";
import { NuqsAdapter } from "nuqs/adapters/next/app";

export function UrlState({ children }: { children: ReactNode }) {
  return <NuqsAdapter>{children}</NuqsAdapter>;
}

/** `Component` inside its own UrlState (for a deferred island's loader). */
export function withUrlState<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithUrlState(props: P) {
    return (
      <UrlState>
        <Component {...props} />
      </UrlState>
    );
  }
  WithUrlState.displayName = `WithUrlState(${Component.displayName ?? Component.name})`;
  return WithUrlState;
}
