"use client";
/**
 * The promotion's status toggle: a switch that asks first ("Customers will not be able
 * to use this promotion" / "Customers will be able to use this promotion"), then PATCH
 * promotions/{id} {status} and "{name} promotion is now deactivated" / "… active".
 * Props: promotion: { id, name, status, version } (the version is sent: stale → 409, shown with Reload).
 * The status asked for is the one chosen when the dialog opened (useConfirmIntent): after a 409 and
 * Reload it stays the same, sent with the current version; a promotion the Reload shows already in
 * that status closes the dialog with "{name} promotion is already active" / "… deactivated".
 * The switch's look is ./promotion-status-switch.tsx (shared with its stand-in while this code loads).
 */
import { LazyConfirmActionDialog as ConfirmActionDialog } from "@/components/ui/lazy-confirm-action-dialog";
import { useConfirmIntent } from "@/components/ui/confirm-intent";
import { callApi } from "@/lib/client/api";
import { promotionCalls } from "@/lib/client/endpoints";
import type { PromotionDto } from "@/lib/contract/promotions";
import { PROMOTION_TEXTS } from "@/lib/promotions/messages";
import { PromotionStatusSwitch } from "./promotion-status-switch";

export function PromotionStatusToggle({ promotion }: { promotion: Pick<PromotionDto, "id" | "name" | "status" | "version"> }) {
  const toggle = useConfirmIntent<PromotionDto["status"]>((target) => (promotion.status === target ? PROMOTION_TEXTS.alreadyStatus(promotion.name, target) : null));
  // The status the open (or closing) dialog asks for.
  const target = toggle.intent ?? (promotion.status === "ACTIVE" ? "INACTIVE" : "ACTIVE");
  const deactivating = target === "INACTIVE";
  return (
    <>
      <PromotionStatusSwitch status={promotion.status} onClick={() => toggle.open(promotion.status === "ACTIVE" ? "INACTIVE" : "ACTIVE")} />
      <ConfirmActionDialog
        open={toggle.isOpen}
        onClose={toggle.close}
        title={deactivating ? "Deactivate promotion" : "Activate promotion"}
        message={deactivating ? PROMOTION_TEXTS.deactivateWarning : PROMOTION_TEXTS.activateWarning}
        confirmLabel={deactivating ? "Deactivate" : "Activate"}
        destructive={deactivating}
        action={() => callApi(promotionCalls.updatePromotionStatus, { params: { id: promotion.id }, body: { status: target, version: promotion.version } })}
        successText={(answer) => PROMOTION_TEXTS.statusChanged(answer.name, answer.status)}
      />
    </>
  );
}
