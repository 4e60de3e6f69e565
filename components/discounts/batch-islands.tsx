"use client";
/**
 * The batch page's Activate all / Deactivate all as a deferred island (components/ui/deferred-island.tsx,
 * issue 23): the server renders the counts and the buttons; the code (and, when opened, the
 * confirmation's) loads when the agent reaches for it, the first click replayed.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const BatchActionsIsland = deferredIsland("batch-actions", () => import("./batch-actions").then((m) => m.BatchActions));
