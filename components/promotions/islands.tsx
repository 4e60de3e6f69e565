"use client";
/**
 * The promotion screens' interactive parts as deferred islands (components/ui/deferred-island.tsx,
 * issue 23): the server renders each one's HTML; its code loads when the agent reaches for it, and a
 * click or key made before that is replayed once it is live.
 * - PromotionsTableIsland: the list's table (TanStack Table, Radix Select for rows per page).
 * - PromotionStatusToggleIsland: /promotions/{id}'s status switch (its confirmation loads when opened).
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const PromotionsTableIsland = deferredIsland("promotions-table", () => import("./promotions-table").then((m) => m.PromotionsTable));
export const PromotionStatusToggleIsland = deferredIsland("promotion-status-toggle", () => import("./promotion-status-toggle").then((m) => m.PromotionStatusToggle));
