"use client";
/**
 * TimelineViewIsland: the timeline's filters and entries as a deferred island
 * (components/ui/deferred-island.tsx, issue 23): server HTML first, its code (nuqs, the filter bar)
 * when the agent reaches for it.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

// The filters live in the URL (nuqs): the UrlState loads with the view.
export const TimelineViewIsland = deferredIsland("timeline", () =>
  Promise.all([import("./timeline-view"), import("@/components/ui/url-state")]).then(([m, u]) => u.withUrlState(m.TimelineView)),
);
