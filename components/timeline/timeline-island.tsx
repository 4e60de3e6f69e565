"use client";
/**
 * TimelineViewIsland: the timeline's filters and entries as a deferred island
 * (components/ui/deferred.tsx, `when: "reach"`, issue 23): server HTML first, its code (nuqs, the filter bar)
 * when the agent reaches for it.
 */
import { deferred } from "@/components/ui/deferred";

export const TimelineViewIsland = deferred(() => import("./timeline-view").then((m) => m.TimelineView), { when: "reach" });
