"use client";
/**
 * TimelineViewIsland: the timeline's filters and entries as a deferred island
 * (components/ui/deferred-island.tsx, issue 23): server HTML first, its code (nuqs, the filter bar)
 * when the agent reaches for it.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const TimelineViewIsland = deferredIsland("timeline", () => import("./timeline-view").then((m) => m.TimelineView));
