"use client";
/**
 * DiscountStatusToggle: the status with an Activate / Deactivate button behind a confirmation
 * (the call PUT discounts/{id} sends code and is_active). Only on /discounts/{id}.
 * Props: id, code, active, version (sent with the change: stale → 409, shown with Reload), endsAt
 * (available_end_date: activating changes only the flag, so the question says the code's dates and
 * usage limit still apply, and until when it is available).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyConfirmActionDialog as ConfirmActionDialog } from "@/components/ui/lazy-confirm-action-dialog";
import { StatusBadge } from "@/components/ui/status-badge";
import { callApi } from "@/lib/client/api";
import { discountCalls } from "@/lib/client/endpoints";
import { activeStateOf } from "@/lib/status";
import { formatDateTime } from "@/lib/format";

export const discountStatusText = (code: string, active: boolean) => `${code} is now ${active ? "active" : "deactivated"}`;

/** The activation question: the flag only (an expired or used-up code stays refused by its dates and limit). */
export const discountActivateQuestion = (code: string, endsAt: string | null) =>
  `Customers will be able to use the code ${code} again, within its dates and usage limit${endsAt ? ` (available until ${formatDateTime(endsAt)})` : ""}. Activate it?`;

export function DiscountStatusToggle({ id, code, active, version, endsAt = null }: { id: number; code: string; active: boolean; version: number | undefined; endsAt?: string | null }) {
  const [open, setOpen] = useState(false);
  const next = !active;
  return (
    <div className="flex items-center gap-3">
      <StatusBadge kind="discount" status={activeStateOf(active)} />
      <Button size="sm" variant={active ? "danger" : "secondary"} onClick={() => setOpen(true)}>
        {active ? "Deactivate" : "Activate"}
      </Button>
      <ConfirmActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={active ? "Deactivate discount" : "Activate discount"}
        message={
          active
            ? `Customers will no longer be able to use the code ${code}. Deactivate it?`
            : discountActivateQuestion(code, endsAt)
        }
        confirmLabel={active ? "Deactivate" : "Activate"}
        destructive={active}
        action={() => callApi(discountCalls.updateDiscountStatus, { params: { id }, body: { code, is_active: next, version } })}
        successText={(d) => discountStatusText(d.code, d.is_active)}
      />
    </div>
  );
}
