"use client";
/**
 * The promotion's status toggle: a switch that asks first ("Customers will not be able
 * to use this promotion" / "Customers will be able to use this promotion"), then PATCH
 * promotions/{id} {status} and "{name} promotion is now deactivated" / "… active".
 * Props: promotion: { id, name, status, version } (the version is sent: stale → 409, shown with Reload).
 * The switch's look is ./promotion-status-switch.tsx (shared with its stand-in while this code loads).
 */
import { useState } from "react";
import { LazyConfirmActionDialog as ConfirmActionDialog } from "@/components/ui/lazy-confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { promotionCalls } from "@/lib/client/endpoints";
import type { PromotionDto } from "@/lib/contract/promotions";
import { PROMOTION_TEXTS } from "@/lib/promotions/messages";
import { PromotionStatusSwitch } from "./promotion-status-switch";

export function PromotionStatusToggle({ promotion }: { promotion: Pick<PromotionDto, "id" | "name" | "status" | "version"> }) {
  const [open, setOpen] = useState(false);
  const active = promotion.status === "ACTIVE";
  const next = active ? "INACTIVE" : "ACTIVE";
  return (
    <>
      <PromotionStatusSwitch status={promotion.status} onClick={() => setOpen(true)} />
      <ConfirmActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={active ? "Deactivate promotion" : "Activate promotion"}
        message={active ? PROMOTION_TEXTS.deactivateWarning : PROMOTION_TEXTS.activateWarning}
        confirmLabel={active ? "Deactivate" : "Activate"}
        destructive={active}
        action={() => callApi(promotionCalls.updatePromotionStatus, { params: { id: promotion.id }, body: { status: next, version: promotion.version } })}
        successText={(answer) => PROMOTION_TEXTS.statusChanged(answer.name, answer.status)}
      />
    </>
  );
}
