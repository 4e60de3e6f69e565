"use client";
/**
 * /discounts/{id}'s status with Activate / Deactivate as a deferred island (components/ui/deferred-island.tsx,
 * issue 23): the server renders the badge and the button; the code (and, when opened, the
 * confirmation's) loads when the agent reaches for it, the first click replayed.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const DiscountStatusToggleIsland = deferredIsland("discount-status-toggle", () => import("./discount-status-toggle").then((m) => m.DiscountStatusToggle));
