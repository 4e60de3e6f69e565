"use client";
/**
 * DiscountStatusToggle: the status with an Activate / Deactivate button behind a confirmation
 * (the call PUT discounts/{id} sends code and is_active). Only on /discounts/{id}.
 * Props: id, code, active, version (sent with the change: stale → 409, shown with Reload), endsAt
 * (available_end_date: activating changes only the flag, so the question says the code's dates and
 * usage limit still apply, and until when it is available).
 * The change asked for is the one chosen when the dialog opened (useConfirmIntent): after a 409 and
 * Reload it stays the same, sent with the current version; a discount the Reload shows already in
 * that state closes the dialog with "{code} is already active" / "… deactivated" (never the opposite
 * action, which would undo the other person's change).
 */
import { Button } from "@/components/ui/button";
import { LazyConfirmActionDialog as ConfirmActionDialog } from "@/components/ui/lazy-confirm-action-dialog";
import { useConfirmIntent } from "@/components/ui/confirm-intent";
import { StatusBadge } from "@/components/ui/status-badge";
import { callApi } from "@/lib/client/api";
import { discountCalls } from "@/lib/client/endpoints";
import { activeStateOf } from "@/lib/status";
import { formatDateTime } from "@/lib/format";

export const discountStatusText = (code: string, active: boolean) => `${code} is now ${active ? "active" : "deactivated"}`;
/** The dialog closed after a Reload (409) showed the code already in the state asked for (no spec text). */
export const discountAlreadyText = (code: string, active: boolean) => `${code} is already ${active ? "active" : "deactivated"}`;

/** The activation question: the flag only (an expired or used-up code stays refused by its dates and limit). */
export const discountActivateQuestion = (code: string, endsAt: string | null) =>
  `Customers will be able to use the code ${code} again, within its dates and usage limit${endsAt ? ` (available until ${formatDateTime(endsAt)})` : ""}. Activate it?`;

export function DiscountStatusToggle({ id, code, active, version, endsAt = null }: { id: number; code: string; active: boolean; version: number | undefined; endsAt?: string | null }) {
  // The intent: the is_active the open (or closing) dialog asks for.
  const toggle = useConfirmIntent<boolean>((target) => (active === target ? discountAlreadyText(code, target) : null));
  const next = toggle.intent ?? !active;
  const deactivating = !next;
  return (
    <div className="flex items-center gap-3">
      <StatusBadge kind="discount" status={activeStateOf(active)} />
      <Button size="sm" variant={active ? "danger" : "secondary"} onClick={() => toggle.open(!active)}>
        {active ? "Deactivate" : "Activate"}
      </Button>
      <ConfirmActionDialog
        open={toggle.isOpen}
        onClose={toggle.close}
        title={deactivating ? "Deactivate discount" : "Activate discount"}
        message={
          deactivating
            ? `Customers will no longer be able to use the code ${code}. Deactivate it?`
            : discountActivateQuestion(code, endsAt)
        }
        confirmLabel={deactivating ? "Deactivate" : "Activate"}
        destructive={deactivating}
        action={() => callApi(discountCalls.updateDiscountStatus, { params: { id }, body: { code, is_active: next, version } })}
        successText={(d) => discountStatusText(d.code, d.is_active)}
      />
    </div>
  );
}
