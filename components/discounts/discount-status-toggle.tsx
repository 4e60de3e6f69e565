"use client";
/**
 * DiscountStatusToggle: the status with an Activate / Deactivate button behind a confirmation
 * (the call PUT discounts/{id} sends code and is_active). Only on /discounts/{id}.
 * Props: id, code, active, version (sent with the change: stale → 409, shown with Reload).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyConfirmActionDialog as ConfirmActionDialog } from "@/components/ui/lazy-confirm-action-dialog";
import { StatusBadge } from "@/components/ui/status-badge";
import { callApi } from "@/lib/client/api";
import { discountCalls } from "@/lib/client/endpoints";
import { activeStateOf } from "@/lib/status";

export const discountStatusText = (code: string, active: boolean) => `${code} is now ${active ? "active" : "deactivated"}`;

export function DiscountStatusToggle({ id, code, active, version }: { id: number; code: string; active: boolean; version: number | undefined }) {
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
            : `Customers will be able to use the code ${code} again. Activate it?`
        }
        confirmLabel={active ? "Deactivate" : "Activate"}
        destructive={active}
        action={() => callApi(discountCalls.updateDiscountStatus, { params: { id }, body: { code, is_active: next, version } })}
        successText={(d) => discountStatusText(d.code, d.is_active)}
      />
    </div>
  );
}
