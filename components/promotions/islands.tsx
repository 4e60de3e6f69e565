"use client";
/**
 * The promotion screens' interactive parts as deferred islands (components/ui/deferred-island.tsx,
 * issue 23): the server renders each one's HTML; its code loads when the agent reaches for it, and a
 * click or key made before that is replayed once it is live.
 * - PromotionsTableIsland: the list's table (TanStack Table, Radix Select for rows per page).
 * The detail's status switch is in ./detail-islands.tsx (a client module's every export comes with it).
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const PromotionsTableIsland = deferredIsland("promotions-table", () => import("./promotions-table").then((m) => m.PromotionsTable));
