"use client";
/**
 * /promotions/{id}'s status switch as a deferred island (components/ui/deferred-island.tsx, issue 23):
 * the server renders the switch; its code (and, when opened, the confirmation's) loads when the agent
 * reaches for it, the first click replayed.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const PromotionStatusToggleIsland = deferredIsland("promotion-status-toggle", () => import("./promotion-status-toggle").then((m) => m.PromotionStatusToggle));
