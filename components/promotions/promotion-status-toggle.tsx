"use client";
/**
 * The promotion's status toggle: a switch that asks first ("Customers will not be able
 * to use this promotion" / "Customers will be able to use this promotion"), then PATCH
 * promotions/{id} {status} and "{name} promotion is now deactivated" / "… active".
 * Props: promotion: { id, name, status, version } (the version is sent: stale → 409, shown with Reload).
 */
import { useState } from "react";
import { LazyConfirmActionDialog as ConfirmActionDialog } from "@/components/ui/lazy-confirm-action-dialog";
import { StatusBadge } from "@/components/ui/status-badge";
import { callApi } from "@/lib/client/api";
import { promotionCalls } from "@/lib/client/endpoints";
import type { PromotionDto } from "@/lib/contract/promotions";
import { PROMOTION_TEXTS } from "@/lib/promotions/messages";

export function PromotionStatusToggle({ promotion }: { promotion: Pick<PromotionDto, "id" | "name" | "status" | "version"> }) {
  const [open, setOpen] = useState(false);
  const active = promotion.status === "ACTIVE";
  const next = active ? "INACTIVE" : "ACTIVE";
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={active}
        aria-label="Promotion active"
        onClick={() => setOpen(true)}
        className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${active ? "bg-brand-600" : "bg-slate-400"}`}
      >
        <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${active ? "translate-x-5" : "translate-x-0.5"}`} />
      </button>
      <span className="ml-2">
        <StatusBadge kind="promotion" status={promotion.status} />
      </span>
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
