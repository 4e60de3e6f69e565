"use client";
/**
 * ListFiltersIsland: ListPage's filter bar (./list-filters.tsx) as a deferred island
 * (./deferred-island.tsx, issue 23): the server renders the bar as it is (each select's closed look,
 * its current value, the date and text boxes, Apply filters), and its code (the bar, nuqs's setter,
 * the Radix Select stack) is downloaded when the agent reaches for it (pointer over it, focus, touch),
 * not with the page. A click or key made before it is live is replayed on the same element (the first
 * click on a select opens it; Tab then ArrowDown opens it too), and text typed into a box meanwhile is
 * taken over by the bar when it hydrates. Same props as ListFilters.
 */
import { deferredIsland } from "./deferred-island";

export const ListFiltersIsland = deferredIsland("list-filters", () => import("./list-filters").then((m) => m.ListFilters));
