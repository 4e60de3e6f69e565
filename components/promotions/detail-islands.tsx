"use client";
/**
 * /promotions/{id}'s status switch as a deferred island (components/ui/deferred-island.tsx, issue 23):
 * the server renders the switch; its code (and, when opened, the confirmation's) loads when the agent
 * reaches for it, the first click replayed. After a client navigation (no server HTML) the switch
 * stands there disabled while its code loads (the island's fallback), so nothing appears late or moves.
 */
import { deferredIsland } from "@/components/ui/deferred-island";
import type { PromotionDto } from "@/lib/contract/promotions";
import { PromotionStatusSwitch } from "./promotion-status-switch";

/** The toggle's stand-in while its code loads: the same switch and badge, disabled. */
function PromotionStatusToggleLoading({ promotion }: { promotion: Pick<PromotionDto, "status"> }) {
  return <PromotionStatusSwitch status={promotion.status} />;
}

export const PromotionStatusToggleIsland = deferredIsland("promotion-status-toggle", () => import("./promotion-status-toggle").then((m) => m.PromotionStatusToggle), {
  fallback: PromotionStatusToggleLoading,
});
