"use client";
/**
 * ProactiveOutreachDialog: opt the customer in or out of proactive CX outreach
 * (PUT accounts/{id}/update_proactive_customer_support/). Success toast: "Proactive CX outreach
 * setting successfully updated".
 * Props: open; onClose; customerId; optedIn: the current setting.
 */
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { UpdateProactiveSupportRequest } from "@/lib/contract/customers";
import { proactiveOutreachLabel } from "@/lib/customers/messages";

export const PROACTIVE_OUTREACH_UPDATED = "Proactive CX outreach setting successfully updated";

export function ProactiveOutreachDialog({ open, onClose, customerId, optedIn }: { open: boolean; onClose: () => void; customerId: number; optedIn: boolean }) {
  const body: UpdateProactiveSupportRequest = { proactive_customer_support_opted_in: !optedIn };
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title={proactiveOutreachLabel(optedIn)}
      message={
        optedIn
          ? "The customer will no longer be contacted proactively by customer support. Continue?"
          : "Customer support may contact the customer proactively. Continue?"
      }
      confirmLabel={optedIn ? "Opt out" : "Opt in"}
      action={() => callApi(endpoints.updateProactiveSupport, { params: { id: customerId }, body })}
      successText={() => PROACTIVE_OUTREACH_UPDATED}
    />
  );
}
